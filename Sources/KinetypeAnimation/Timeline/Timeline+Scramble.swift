import KinetypeCore

extension Timeline {
  /// Runs a scramble track over its glyphs: a loop of its own, since its value depends on the
  /// glyph and the time step, not on eased progress, so none of the fast paths' sharing applies.
  /// It still visits every glyph once, writing or keeping, as `InitialisingSink` requires.
  ///
  /// - Complexity: O(glyphs of the track), one hash per running glyph; allocates nothing.
  @inline(__always)
  func scramble<Sink: LaneSink>(
    _ track: CompiledTrack, _ scramble: CompiledTrack.Scramble, _ time: Double,
    _ storage: Storage, _ sink: Sink
  ) {
    let timing = track.timing
    let count = track.targets?.count ?? glyphs.count
    let hash = SeededHash(seed: seed)
    let lastStep = timing.parentActive.isFinite ? step(timing.parentActive, track, scramble) : 0
    let shared = sharedGroupTime(track, time, storage)
    for k in 0..<count {
      let glyph = track.targets.map { Int(storage.targets[$0.lowerBound + k]) } ?? k
      guard let shared else {
        sink.keep(at: glyph)
        continue
      }
      var t = shared.time
      if !shared.ancestors.isEmpty {
        guard let local = groupTime(shared.ancestors, t, glyph, storage) else {
          sink.keep(at: glyph)
          continue
        }
        t = local
      }
      let shift = track.shifts.map { storage.shifts[$0.lowerBound + k] } ?? 0
      let elapsed = t - timing.beginTime - shift
      let step: Int64
      if elapsed < 0 {
        guard timing.fillsBackwards else {
          sink.keep(at: glyph)
          continue
        }
        step = 0
      } else if timing.isDone(elapsed) {
        guard timing.fillsForwards else {
          sink.keep(at: glyph)
          continue
        }
        step = lastStep
      } else {
        step = self.step(elapsed, track, scramble)
      }
      let channel = SeededHash.mix(scramble.channel &+ UInt64(bitPattern: step))
      let pick = Int(hash.bits(glyph, channel: channel) % UInt64(scramble.count))
      sink.write(storage.lanes[scramble.symbols + pick], at: glyph, additive: false)
    }
  }

  /// The symbol step `elapsed` seconds (of parent time) into a glyph's active interval.
  @inline(__always)
  private func step(
    _ elapsed: Double, _ track: CompiledTrack, _ scramble: CompiledTrack.Scramble
  ) -> Int64 {
    let steps = elapsed * track.timing.absoluteSpeed * scramble.rate
    guard steps.isFinite, steps < 4.6e18 else { return 0 }
    return Int64(max(steps, 0))
  }
}
