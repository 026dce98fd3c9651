import KinetypeCore

extension Timeline {
  /// Runs a scramble track over its glyphs: a loop of its own, since its value depends on the
  /// glyph and the time step, not on eased progress, so none of the fast paths' sharing applies.
  /// It still visits every glyph once, writing or keeping, as a `TrackSink` with a model
  /// requires.
  ///
  /// With `selected`, only those target slots, in place (`LivePresentation`).
  ///
  /// - Complexity: O(glyphs of the track), one hash per running glyph; allocates nothing.
  @inline(__always)
  func scramble<Sink: LaneSink>(
    _ track: CompiledTrack, _ scramble: CompiledTrack.Scramble, _ time: Double,
    _ storage: Storage, _ sink: Sink, selected: UnsafeBufferPointer<Int32>? = nil
  ) {
    let timing = track.timing
    let count = track.targets?.count ?? glyphs.count
    // The seed's mixing once a pass, the step's once a run of glyphs on one step.
    let mixedSeed = SeededHash(seed: seed).mixedSeed
    var steps = StepChannel()
    let lastStep = timing.parentActive.isFinite ? step(timing.parentActive, track, scramble) : 0
    guard let shared = sharedGroupTime(track, time, storage) else {
      if sink.keeps { for k in 0..<count { sink.keep(at: glyph(track, k, storage)) } }
      return
    }
    let ancestors = shared.ancestors
    if usesFastPaths && selected == nil && !ancestors.isEmpty, let order = track.byGroupShift {
      // Whole runs of glyphs whose group has ended or not begun see one local time.
      let runs = groupRuns(order, ancestors, shared.time, storage)
      for run in [runs.ended, runs.waiting] where !run.isEmpty {
        let first = glyph(track, Int(runs.slots[run.lowerBound]), storage)
        let local = groupTime(ancestors, shared.time, first, storage)
        for i in run {
          let k = Int(runs.slots[i])
          draw(
            track, scramble, k, glyph(track, k, storage), local, lastStep, mixedSeed, &steps,
            storage,
            sink)
        }
      }
      let clock = GroupClock(ancestors, shared.time, storage, cache: storage.groupTimes)
      for i in runs.running {
        let k = Int(runs.slots[i])
        let glyph = glyph(track, k, storage)
        let local = clock.local(running: glyph)
        draw(track, scramble, k, glyph, local, lastStep, mixedSeed, &steps, storage, sink)
      }
      return
    }
    if usesFastPaths && selected == nil && ancestors.isEmpty && track.delaysAscend {
      // Delays ascend: two bisections find the done, running and waiting runs (the same
      // `elapsed` expression as `draw`, so the split is exact), and a run the scramble does
      // not fill costs nothing where the sink keeps nothing: on decrypt half the visits.
      let t = shared.time
      let base = t - timing.beginTime
      let shifts = track.shifts.map { storage.shifts.baseAddress! + $0.lowerBound }
      let split = timing.split(0..<count) { base - (shifts?[$0] ?? 0) }
      for (run, fills) in [
        (0..<split.ended, timing.fillsForwards), (split.ended..<split.waiting, true),
        (split.waiting..<count, timing.fillsBackwards),
      ] where fills || sink.keeps {
        for k in run {
          draw(
            track, scramble, k, glyph(track, k, storage), t, lastStep, mixedSeed, &steps, storage,
            sink)
        }
      }
      return
    }
    // One clock for the pass: waiting and finished glyphs' group times worked out once, running
    // ones shared through the cache (as in `Timeline.loop`).
    let clock =
      ancestors.isEmpty
      ? nil
      : GroupClock(
        ancestors, shared.time, storage, cache: storage.groupTimes, sharesEdges: usesFastPaths)
    for i in 0..<(selected?.count ?? count) {
      let k = selected.map { Int($0[i]) } ?? i
      let glyph = glyph(track, k, storage)
      let local: Double? = if let clock { clock.local(glyph) } else { shared.time }
      draw(track, scramble, k, glyph, local, lastStep, mixedSeed, &steps, storage, sink)
    }
  }

  @inline(__always)
  private func glyph(_ track: CompiledTrack, _ k: Int, _ storage: Storage) -> Int {
    track.targets.map { Int(storage.targets[$0.lowerBound + k]) } ?? k
  }

  /// Target slot `k` (glyph `glyph`) of a scramble at local time `local` (`nil` when a group is
  /// not contributing).
  @inline(__always)
  private func draw<Sink: LaneSink>(
    _ track: CompiledTrack, _ scramble: CompiledTrack.Scramble, _ k: Int, _ glyph: Int,
    _ local: Double?, _ lastStep: Int64, _ mixedSeed: UInt64, _ steps: inout StepChannel,
    _ storage: Storage, _ sink: Sink
  ) {
    let timing = track.timing
    guard let t = local else {
      if sink.keeps { sink.keep(at: glyph) }
      return
    }
    let shift = track.shifts.map { storage.shifts[$0.lowerBound + k] } ?? 0
    let elapsed = t - timing.beginTime - shift
    let step: Int64
    if elapsed < 0 {
      guard timing.fillsBackwards else {
        if sink.keeps { sink.keep(at: glyph) }
        return
      }
      step = 0
    } else if timing.isDone(elapsed) {
      guard timing.fillsForwards else {
        if sink.keeps { sink.keep(at: glyph) }
        return
      }
      step = lastStep
    } else {
      step = self.step(elapsed, track, scramble)
    }
    if step != steps.step {
      steps = StepChannel(
        step: step, channel: SeededHash.mix(scramble.channel &+ UInt64(bitPattern: step)))
    }
    let bits = SeededHash.bits(mixedSeed: mixedSeed, glyph, channel: steps.channel)
    let pick = Int(bits % UInt64(scramble.count))
    sink.write(storage.lanes[scramble.symbols + pick], at: glyph, additive: false)
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

  /// The hash channel of the step last drawn, kept for the next glyph: a scramble's glyphs
  /// mostly share their step (decrypt's begin together), and mixing it was a tenth of a draw.
  struct StepChannel {
    /// No step is negative: the first glyph always works its channel out.
    var step = Int64.min
    var channel: UInt64 = 0
  }
}
