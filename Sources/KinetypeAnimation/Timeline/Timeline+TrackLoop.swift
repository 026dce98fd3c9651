extension Timeline {
  /// Runs the per-glyph loop with the track's easing: specialised for linear tracks, where
  /// the easing is nothing and a test per glyph would show; the rest (Bézier, Penner, steps)
  /// cost far more than the test that tells them apart (`TrackEase`), and one loop for them
  /// rather than one each is a third less code (ARCHITECTURE.md, "Footprint").
  @inline(__always)
  func eased<Sink: LaneSink, Blend: GlyphBlend>(
    _ track: CompiledTrack, _ time: Double, _ storage: Storage, _ sink: Sink, _ blend: Blend,
    _ selected: UnsafeBufferPointer<Int32>?
  ) {
    if case .linear = track.easing, Blend.specialisesEasing && Sink.specialises {
      loop(track, time, storage, sink, blend, LinearEase(), selected)
    } else {
      loop(track, time, storage, sink, blend, TrackEase(track, storage), selected)
    }
  }

  /// The per-glyph loop.
  ///
  /// A glyph before or after its active interval shows a fill value that is the same for every
  /// glyph of the track (or, for per-glyph ends, the same eased progress), so those are worked
  /// out once per call; in a staggered entrance most glyphs are waiting or done at any moment.
  ///
  /// With `selected` (target slots, for a `LivePresentation` bringing a few glyphs up to date
  /// in place) only those slots are visited, each by the general per-glyph path below, which
  /// gives the values the runs above give.
  private func loop<Sink: LaneSink, Blend: GlyphBlend, Ease: Easing>(
    _ track: CompiledTrack, _ time: Double, _ storage: Storage, _ sink: Sink, _ blend: Blend,
    _ ease: Ease, _ selected: UnsafeBufferPointer<Int32>?
  ) {
    let count = track.targets?.count ?? glyphs.count
    let shared = sharedGroupTime(track, time, storage)
    let ancestors = shared?.ancestors ?? track.ancestors
    let hasAncestors = !ancestors.isEmpty
    let pass = TrackPass(
      track: track, storage: storage, sink: sink, blend: blend, ease: ease,
      sharesByDelay: usesFastPaths && track.delaysRepeat && !hasAncestors,
      usesConstants: usesFastPaths)
    guard let time = shared?.time else {
      // A group every glyph shares is not contributing: the track leaves them all alone (a
      // selection is written in place, where leaving alone is keeping).
      if selected == nil { pass.fill(0..<count, nil, nil) }
      return
    }
    let begin = track.timing.beginTime
    let fast = usesFastPaths && selected == nil
    if fast && !hasAncestors && track.delaysAscend {
      // Delays ascend, so the time elapsed descends with k: the glyphs done come first, then
      // those running, then those waiting. Two bisections find the runs, and the done and
      // waiting runs are written without any per-glyph test (the same `elapsed` expression as
      // below, so the split is exact).
      let base = time - begin
      let split = track.timing.split(0..<count) { base - pass.delay($0) }
      pass.fill(0..<split.ended, pass.after, pass.afterValue)
      pass.evaluate(split.ended..<split.waiting, time)
      pass.fill(split.waiting..<count, pass.before, pass.beforeValue)
      return
    }
    if fast && hasAncestors, let order = track.byGroupShift {
      let runs = groupRuns(order, ancestors, time, storage)
      for run in [runs.ended, runs.waiting] where !run.isEmpty {
        let local = groupTime(ancestors, time, pass.glyph(Int(runs.slots[run.lowerBound])), storage)
        pass.fill(runs.slots, run, local: local)
      }
      let clock = GroupClock(ancestors, time, storage, cache: storage.groupTimes)
      if track.groupShiftsRepeat {
        // Glyphs the group sets off together (swarm's swarms, vhstape's lines) share a shift,
        // so one local time: each batch is classified and eased once, as the ended and waiting
        // runs are.
        let shifts = storage.groupOrderShifts.baseAddress! + order.lowerBound
        var start = runs.running.lowerBound
        while start < runs.running.upperBound {
          var end = start + 1
          while end < runs.running.upperBound
            && shifts[end].bitPattern == shifts[start].bitPattern
          {
            end += 1
          }
          let local = clock.local(running: pass.glyph(Int(runs.slots[start])))
          pass.fill(runs.slots, start..<end, local: local)
          start = end
        }
        return
      }
      // A plain linear group alone gives its running glyphs local times that go down as their
      // shifts go up, the order of the run.
      let inOrder =
        ancestors.count == 1 && clock.linear && clock.groups[ancestors.lowerBound].timing.isPlain
      pass.fill(runs.slots, running: runs.running, clock, inOrder: inOrder)
      return
    }
    // Waiting and finished glyphs' group times are worked out once for the pass; running ones
    // are shared through the cache with the other tracks under the group, a selection's too:
    // a live presentation brings each property's stale glyphs up to date in turn, at one
    // time, and a table costs a store per glyph once where a time costs tens of instructions.
    let clock =
      hasAncestors
      ? GroupClock(
        ancestors, time, storage, cache: storage.groupTimes, sharesEdges: usesFastPaths) : nil
    pass.visit(count, selected, time, clock)
  }
}

/// One track's pass over its glyphs at one time: the invariants of the per-glyph loop, in one
/// value the loops share.
///
/// The first version kept them in local functions capturing the loop's variables, which the
/// compiler boxed; with this value (and `CompiledTiming.progress(running:)`) the benchmark's
/// 40,000-glyph call went from 8.49 M to 7.98 M instructions (callgrind).
private struct TrackPass<Sink: LaneSink, Blend: GlyphBlend, Ease: Easing> {
  let timing: CompiledTiming
  let sink: Sink
  let blend: Blend
  let ease: Ease
  let additive: Bool
  let targets: UnsafePointer<Int32>?
  let shifts: UnsafePointer<Double>?
  /// Eased progress, and the value when alike for every glyph, of a waiting (`before`) and a
  /// finished (`after`) glyph; `nil` when the track does not fill then.
  let before: Double?
  let after: Double?
  let beforeValue: SIMD4<Double>?
  let afterValue: SIMD4<Double>?
  /// Whether a running glyph's eased progress depends only on its delay (not on a group's
  /// time), and some delays repeat; its value does too unless the blend is per target.
  let sharesByDelay: Bool
  /// The blend's value whatever the progress, when it has one (`GlyphBlend.constantValue`):
  /// a running glyph then costs no progress and no easing.
  let constant: SIMD4<Double>?
  /// Whether a running glyph's value depends on its target alone
  /// (`GlyphBlend.isConstantByTarget`): a glyph that keeps one picked colour, say.
  let constantByTarget: Bool
  /// `sink.keeps`, read once.
  let keeps: Bool

  @inline(__always)
  init(
    track: CompiledTrack, storage: Timeline.Storage, sink: Sink, blend: Blend, ease: Ease,
    sharesByDelay: Bool, usesConstants: Bool
  ) {
    timing = track.timing
    self.sink = sink
    self.blend = blend
    self.ease = ease
    self.sharesByDelay = sharesByDelay
    keeps = sink.keeps
    additive = track.isAdditive
    targets = track.targets.map { UnsafePointer(storage.targets.baseAddress! + $0.lowerBound) }
    shifts = track.shifts.map { UnsafePointer(storage.shifts.baseAddress! + $0.lowerBound) }
    var before: Double? = nil
    if timing.fillsBackwards, let p = timing.progress(at: timing.beginTime - 1) {
      before = ease(p)
    }
    var after: Double? = nil
    if timing.fillsForwards && timing.parentActive.isFinite,
      let p = timing.progress(at: timing.beginTime + timing.parentActive + 1)
    {
      after = ease(p)
    }
    (self.before, self.after) = (before, after)
    constant = usesConstants ? blend.constantValue : nil
    constantByTarget = Blend.mayBeConstantByTarget && usesConstants && blend.isConstantByTarget
    beforeValue = blend.isPerTarget ? nil : before.map { blend.value($0, target: 0) }
    afterValue = blend.isPerTarget ? nil : after.map { blend.value($0, target: 0) }
  }

  @inline(__always) func glyph(_ k: Int) -> Int { targets.map { Int($0[k]) } ?? k }

  /// `body(additive)`, with `additive` a constant in each branch, for loops that write one
  /// value over a run: compiled without a test per glyph. (A `TrackSink` with a model is never
  /// additive; when that case was a type of its own, the compiler knew it.)
  @inline(__always) func unswitched(_ body: (_ additive: Bool) -> Void) {
    if additive { body(true) } else { body(false) }
  }
  @inline(__always) func delay(_ k: Int) -> Double { shifts.map { $0[k] } ?? 0 }

  /// A waiting or finished glyph: its fill, or its model when the track does not fill.
  @inline(__always) func fill(_ k: Int, _ eased: Double?, _ value: SIMD4<Double>?) {
    if let value {
      sink.write(value, at: glyph(k), additive: additive)
    } else if let eased {
      sink.write(blend.value(eased, target: k), at: glyph(k), additive: additive)
    } else if keeps {
      sink.keep(at: glyph(k))
    }
  }

  /// Target slots `slots[run]`, whose groups all give them the local time `local` (`nil`: not
  /// contributing) and whose own delays are equal: classified, and eased, once for the run.
  @inline(__always) func fill(_ slots: UnsafePointer<Int32>, _ run: Range<Int>, local: Double?) {
    guard let t = local else {
      if keeps { for i in run { sink.keep(at: glyph(Int(slots[i]))) } }
      return
    }
    let shift = delay(Int(slots[run.lowerBound]))
    let elapsed = t - timing.beginTime - shift
    if elapsed < 0 {
      for i in run { fill(Int(slots[i]), before, beforeValue) }
    } else if timing.isDone(elapsed) {
      for i in run { fill(Int(slots[i]), after, afterValue) }
    } else if let constant {
      unswitched { additive in
        for i in run { sink.write(constant, at: glyph(Int(slots[i])), additive: additive) }
      }
    } else if constantByTarget {
      for i in run {
        let k = Int(slots[i])
        sink.write(blend.constantValue(target: k), at: glyph(k), additive: additive)
      }
    } else {
      let eased = ease(timing.progress(running: elapsed))
      if blend.isPerTarget {
        for i in run {
          let k = Int(slots[i])
          sink.write(blend.value(eased, target: k), at: glyph(k), additive: additive)
        }
      } else {
        let value = blend.value(eased, target: 0)
        unswitched { additive in
          for i in run { sink.write(value, at: glyph(Int(slots[i])), additive: additive) }
        }
      }
    }
  }

  /// Target slots `slots[run]`, whose groups are running: each at the local time `clock` gives
  /// its glyph. `inOrder` when those times never go up along the run.
  ///
  /// A method of the pass, so that `fill(_:local:)` takes the pass by reference: called from
  /// `Timeline.loop`, where the compiler does not always inline it, the pass (up to 400 bytes
  /// with a keyframe blend) was copied per glyph, 136 M instructions of `memcpy` on rain.
  @inline(__always) func fill(
    _ slots: UnsafePointer<Int32>, running run: Range<Int>, _ clock: GroupClock, inOrder: Bool
  ) {
    // Copied once: read through the pass, the timing was copied to the stack for every glyph
    // (the sink's writes could have changed it, for all the compiler knew).
    let timing = timing
    var running = run
    if inOrder, let first = run.first {
      // The glyphs the track has finished come first and those it has not begun last.
      let split = clock.split(
        slots, run, targets: targets, timing: timing, shift: delay(Int(slots[first])))
      for i in run.lowerBound..<split.ended { fill(Int(slots[i]), after, afterValue) }
      for i in split.waiting..<run.upperBound { fill(Int(slots[i]), before, beforeValue) }
      running = split.ended..<split.waiting
    }
    for i in running {
      let k = Int(slots[i])
      guard let local = clock.local(running: glyph(k)) else {
        if keeps { sink.keep(at: glyph(k)) }
        continue
      }
      fill(k, local: local, timing)
    }
  }

  /// Glyphs `0..<count`, or only the target slots `selected`, each classified on its own at
  /// `time`, or at the time `clock` gives its glyph under the track's groups: the loop's
  /// general path.
  ///
  /// A method of the pass for the reason `fill(_:running:_:)` is: from `Timeline.loop`, the
  /// outlined `evaluate(_:_:_:)` took a copy of the pass (300 to 355 bytes) per running glyph,
  /// 92 M instructions of `memcpy` on beams.
  @inline(__always) func visit(
    _ count: Int, _ selected: UnsafeBufferPointer<Int32>?, _ time: Double, _ clock: GroupClock?
  ) {
    for i in 0..<(selected?.count ?? count) {
      let k = selected.map { Int($0[i]) } ?? i
      var t = time
      if let clock {
        guard let local = clock.local(glyph(k)) else {
          if keeps { sink.keep(at: glyph(k)) }
          continue
        }
        t = local
      }
      let shift = delay(k)
      let elapsed = t - timing.beginTime - shift
      if elapsed < 0 {
        fill(k, before, beforeValue)
      } else if timing.isDone(elapsed) {
        fill(k, after, afterValue)
      } else {
        evaluate(k, t, shift)
      }
    }
  }

  /// Target slot `k`, whose groups give it the local time `t`: `fill(_:_:local:)` for one
  /// glyph, without the run's setup; `timing` is the track's, a copy the caller holds.
  @inline(__always) func fill(_ k: Int, local t: Double, _ timing: CompiledTiming) {
    let elapsed = t - timing.beginTime - delay(k)
    if elapsed < 0 {
      fill(k, before, beforeValue)
    } else if timing.isDone(elapsed) {
      fill(k, after, afterValue)
    } else if let constant {
      sink.write(constant, at: glyph(k), additive: additive)
    } else if constantByTarget {
      sink.write(blend.constantValue(target: k), at: glyph(k), additive: additive)
    } else {
      let eased = ease(timing.progress(running: elapsed))
      sink.write(
        blend.value(eased, target: blend.isPerTarget ? k : 0), at: glyph(k), additive: additive)
    }
  }

  /// Waiting or finished glyphs `range`, with the choice of fill made once for the run.
  @inline(__always) func fill(_ range: Range<Int>, _ eased: Double?, _ value: SIMD4<Double>?) {
    if let value {
      unswitched { additive in
        for k in range { sink.write(value, at: glyph(k), additive: additive) }
      }
    } else if let eased {
      for k in range { sink.write(blend.value(eased, target: k), at: glyph(k), additive: additive) }
    } else if keeps {
      for k in range { sink.keep(at: glyph(k)) }
    }
  }

  /// A glyph in its active interval at (local) time `t`: 0 ≤ t − begin − `shift` ≤ active.
  @inline(__always) func evaluate(_ k: Int, _ t: Double, _ shift: Double) {
    if let constant {
      sink.write(constant, at: glyph(k), additive: additive)
      return
    }
    if constantByTarget {
      sink.write(blend.constantValue(target: k), at: glyph(k), additive: additive)
      return
    }
    let progress = timing.progress(running: t - timing.beginTime - shift)
    sink.write(blend.value(ease(progress), target: k), at: glyph(k), additive: additive)
  }

  /// The running glyphs `range` at timeline time `t`, in order of delay (no groups).
  ///
  /// Staggers by column, row, diagonal, word or line give runs of glyphs the same delay: 399
  /// distinct ones among 40,000 glyphs on a diagonal, and a track without a stagger has one.
  /// One evaluation serves the run: this took the benchmark's eased (Bézier, Penner) loops
  /// from 34 and 39 instructions a glyph to a few (callgrind); a random stagger has no repeats
  /// and skips the comparison. A per-target blend shares the eased progress and works out each
  /// glyph's value (glyphs sliding in from their own places: a Penner curve's `pow` per glyph
  /// per frame had been a seventh of slice's recording); it has this loop alone, the per-glyph
  /// one written out only for its constants, so that its specialisations are no larger.
  @inline(__always) func evaluate(_ range: Range<Int>, _ t: Double) {
    if blend.isPerTarget && constant == nil && !constantByTarget {
      var k = range.lowerBound
      while k < range.upperBound {
        let shift = delay(k)
        let eased = ease(timing.progress(running: t - timing.beginTime - shift))
        // Bit patterns, so that 0 and −0 (which can round differently) never share a value.
        repeat {
          sink.write(blend.value(eased, target: k), at: glyph(k), additive: additive)
          k += 1
        } while k < range.upperBound && sharesByDelay && delay(k).bitPattern == shift.bitPattern
      }
      return
    }
    guard sharesByDelay && constant == nil && !constantByTarget else {
      for k in range { evaluate(k, t, delay(k)) }
      return
    }
    var k = range.lowerBound
    while k < range.upperBound {
      let shift = delay(k)
      let progress = timing.progress(running: t - timing.beginTime - shift)
      let value = blend.value(ease(progress), target: k)
      // The run of glyphs that share this delay found first, so that the loop writing them
      // tests nothing per glyph: unstaggered, it is the rest of the range.
      var end = range.upperBound
      if let shifts {
        end = k + 1
        while end < range.upperBound && shifts[end].bitPattern == shift.bitPattern { end += 1 }
      }
      let run = k..<end
      unswitched { additive in
        for j in run { sink.write(value, at: glyph(j), additive: additive) }
      }
      k = end
    }
  }
}
