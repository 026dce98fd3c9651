extension Timeline {
  /// The time a leaf under `ancestors` sees at timeline `time`, or `nil` when a group is not
  /// contributing.
  @inline(__always)
  func groupTime(_ ancestors: Range<Int>, _ time: Double, _ glyph: Int, _ storage: Storage)
    -> Double?
  {
    GroupClock.local(
      storage.groups.baseAddress ?? UnsafePointer(bitPattern: 8)!,
      storage.groupShifts.baseAddress ?? UnsafePointer(bitPattern: 8)!, ancestors, time, glyph)
  }

  /// A track's target slots (`runs.slots[i]`, i in 0..<count) split, by bisection on the shift
  /// of its one shifting group (the first of `ancestors`), into those whose group has ended,
  /// is running, or is waiting at `time` (local to the groups above). Within the ended run,
  /// and within the waiting run, every glyph sees the same local time.
  @inline(__always)
  func groupRuns(
    _ order: Range<Int>, _ ancestors: Range<Int>, _ time: Double, _ storage: Storage
  ) -> (slots: UnsafePointer<Int32>, ended: Range<Int>, running: Range<Int>, waiting: Range<Int>) {
    let slots = storage.groupOrders.baseAddress! + order.lowerBound
    let shifts = storage.groupOrderShifts.baseAddress! + order.lowerBound
    let timing = storage.groups[ancestors.lowerBound].timing
    // `CompiledTiming.progress(at:shift:)`'s elapsed time, so the split is exact.
    let base = time - timing.beginTime
    let split = timing.split(0..<order.count) { base - shifts[$0] }
    return (
      UnsafePointer(slots), 0..<split.ended, split.ended..<split.waiting,
      split.waiting..<order.count
    )
  }

  /// The time the outer groups of `track` that shift no glyph give all its glyphs alike, and
  /// the groups left below them, which do shift glyphs; `nil` when one of those shared groups
  /// is not contributing, so no glyph of the track is.
  ///
  /// Those groups were once worked out per glyph and per track, the largest share of a frame
  /// of effects whose glyphs begin at their own times (a group per duration); once per track
  /// it is the same arithmetic in the same order, so the same local time.
  @inline(__always)
  func sharedGroupTime(_ track: CompiledTrack, _ time: Double, _ storage: Storage)
    -> (time: Double, ancestors: Range<Int>)?
  {
    guard usesFastPaths else { return (time, track.ancestors) }
    var time = time
    var ancestors = track.ancestors
    while let first = ancestors.first, storage.groups[first].shifts == nil {
      guard let local = groupTime(first..<first + 1, time, 0, storage) else { return nil }
      time = local
      ancestors = (first + 1)..<ancestors.upperBound
    }
    return (time, ancestors)
  }
}
