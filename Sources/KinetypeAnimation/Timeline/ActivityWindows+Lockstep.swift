extension ActivityWindows {
  /// The fewest slots of a scramble that share a start and a step origin for them to be kept as
  /// a lockstep run: below it the run's bisections would cost about what its visits save.
  static let shortestLockstep = 64

  /// The longest run of `positions` of a track's ordered slots (ordered by start) whose starts
  /// and finite step origins are the same, bit for bit; nil when it is shorter than
  /// `shortestLockstep`.
  ///
  /// Most of decrypt's glyphs are typed in by the time the typing is capped, so their noise
  /// begins together and steps together: between two steps none of them changes.
  static func lockstepRun(
    _ starts: UnsafeMutableBufferPointer<Double>, _ origins: UnsafeMutableBufferPointer<Double>,
    in positions: Range<Int>
  ) -> Range<Int>? {
    var best: Range<Int>? = nil
    var first = positions.lowerBound
    while first < positions.upperBound {
      var next = first + 1
      let (start, origin) = (starts[first].bitPattern, origins[first].bitPattern)
      if origins[first].isFinite {
        while next < positions.upperBound && starts[next].bitPattern == start
          && origins[next].bitPattern == origin
        {
          next += 1
        }
        if next - first >= shortestLockstep && next - first > (best?.count ?? 0) {
          best = first..<next
        }
      }
      first = next
    }
    return best
  }

  /// Puts the slots of a lockstep run (`lockstepRun`) in order of window end, ties in the order
  /// they had: they share a start, so the track's order by start holds, and a step that
  /// crosses none of their step boundaries finds those whose windows end in it by bisection.
  static func orderByEnd(
    _ run: Range<Int>, _ order: UnsafeMutableBufferPointer<Int32>,
    _ ends: UnsafeMutableBufferPointer<Double>, _ origins: UnsafeMutableBufferPointer<Double>
  ) {
    // No end is NaN (those windows were opened), so there is an order.
    let byEnd = TimelineCompiler.ascendingOrder(UnsafeBufferPointer(rebasing: ends[run]))!
    let (slots, runEnds, runOrigins) = (Array(order[run]), Array(ends[run]), Array(origins[run]))
    for (offset, from) in byEnd.enumerated() {
      let at = run.lowerBound + offset
      (order[at], ends[at]) = (slots[Int(from)], runEnds[Int(from)])
      origins[at] = runOrigins[Int(from)]
    }
  }

  /// `trackVisit` of a scramble track with a lockstep run `run`, for its positions `range`
  /// (`candidates`): those of the run it changes visited, all of them when the shared origin
  /// steps in the step or the shared start is in it, else those whose windows end in it; the
  /// rest tested. The same slots the test of each would find (`StepVisit.testEach`): a run's
  /// slots share the start and the origin that test reads, and only their ends differ.
  ///
  /// Out of line: most tracks have no run, and the loops it is called beside are tight.
  @inline(never)
  func lockstepSplit(
    _ track: Int, _ run: Range<Int>, _ range: Range<Int>, _ low: Double, _ high: Double,
    active: Double
  ) -> TrackVisit {
    let within = range.clamped(to: run)
    let before = range.lowerBound..<max(range.lowerBound, min(range.upperBound, run.lowerBound))
    let after = min(range.upperBound, max(range.lowerBound, run.upperBound))..<range.upperBound
    var visit = TrackVisit(tested: before, testedAfter: after, visited: within)
    guard !within.isEmpty else { return visit }
    let base = bases[track]
    let first = base + within.lowerBound
    let inside = Self.inside(low, high)
    let step = StepTest(
      low, high, rate: stepRates[track], active: active, farthestOrigin: farthestOrigins[track])
    if sortedStarts[first] >= inside.lowerBound || step.crosses(orderedStepOrigins[first]) {
      return visit
    }
    // The shared origin steps nowhere in the step: only an end inside it changes a slot.
    let slots = (base + within.lowerBound)..<(base + within.upperBound)
    let ending = Self.firstPosition(orderedEnds, slots) { $0 >= low }
    let ended = Self.firstPosition(orderedEnds, slots) { $0 > inside.upperBound }
    visit.visited = (ending - base)..<(max(ending, ended) - base)
    return visit
  }
}
