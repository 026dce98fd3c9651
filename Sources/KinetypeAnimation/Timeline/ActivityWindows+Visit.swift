extension ActivityWindows {
  /// The positions of one track's slots a step visits (`trackVisit`), in the track's part of
  /// `edgeSlots` where it has edges, else of `order`.
  struct TrackVisit {
    /// Positions of a scramble's slots each tested for a step boundary (`StepTest`): those
    /// before its lockstep run, and those after it.
    var tested: Range<Int>
    var testedAfter: Range<Int> = 0..<0
    /// Positions visited without a step test: edges, each a slot that changes in the step,
    /// or windows, whose slots change unless the window ended before the step.
    var visited: Range<Int> = 0..<0

    /// How many slots are tested for a step boundary.
    var testedCount: Int { tested.count + testedAfter.count }
  }

  /// The positions of track `track`'s slots that the step from `low` to `high` visits: its
  /// edges in the step (`edges`), else its windows that may meet the step (`candidates`), of
  /// a scramble those of its lockstep run it changes (`lockstepSplit`) and the others to be
  /// tested; `active` is the track's `parentActive`.
  @inline(__always)
  func trackVisit(_ track: Int, _ low: Double, _ high: Double, active: Double) -> TrackVisit {
    if let edges = edges(track, low, high) { return TrackVisit(tested: 0..<0, visited: edges) }
    let range = candidates(track, low, high)
    guard stepRates[track] > 0 else { return TrackVisit(tested: 0..<0, visited: range) }
    guard let run = lockstepRuns[track] else { return TrackVisit(tested: range) }
    return lockstepSplit(track, run, range, low, high, active: active)
  }

  /// One step's visit of tracks' windows: from `low` to `high`, the target slots of a track
  /// that can have changed, given the positions `trackVisit` found for it.
  ///
  /// The windows' per-slot arrays are opened once for the step (`visit(_:_:_:)`), not once a
  /// track: a live presentation visits hundreds of tracks a step.
  struct StepVisit {
    let low: Double
    let high: Double
    /// `ActivityWindows.inside(low, high)`.
    let inside: ClosedRange<Double>
    let windows: ActivityWindows
    let order: UnsafeBufferPointer<Int32>
    let starts: UnsafeBufferPointer<Double>
    let ends: UnsafeBufferPointer<Double>
    let origins: UnsafeBufferPointer<Double>
    let edgeSlots: UnsafeBufferPointer<Int32>

    /// Calls `body` with each target slot of track `track` that can have changed in the step,
    /// among the positions of `visit` (`trackVisit`); `active` is the track's active span in
    /// its parent's time (`parentActive`). A slot may come more than once only where its edges
    /// do.
    @inline(__always)
    func forEachSlot(
      ofTrack track: Int, _ visit: TrackVisit, active: Double, _ body: (Int) -> Void
    ) {
      if windows.edgeRanges[track] != nil {
        let edgeSlots = edgeSlots
        for position in visit.visited { body(Int(edgeSlots[position])) }
        return
      }
      // Each slot's window read in `order`, in turn.
      let base = windows.bases[track]
      if visit.testedCount == 0 {
        visitEach(base, visit.visited, body)
        return
      }
      // Inside its window a scramble's slot changes only where a step begins.
      let step = StepTest(
        low, high, rate: windows.stepRates[track], active: active,
        farthestOrigin: windows.farthestOrigins[track])
      testEach(base, visit.tested, step, body)
      visitEach(base, visit.visited, body)
      testEach(base, visit.testedAfter, step, body)
    }

    /// Calls `body` with each slot among `positions` (from `base`) whose window has not ended
    /// before the step.
    @inline(__always)
    func visitEach(_ base: Int, _ positions: Range<Int>, _ body: (Int) -> Void) {
      // Taken into locals: read through `self` they were loaded again for every slot, since
      // `body` writes memory.
      let (order, ends, low) = (order, ends, low)
      for position in positions where ends[base &+ position] >= low {
        body(Int(order[base &+ position]))
      }
    }

    /// Calls `body` with each slot among a scramble's `positions` (from `base`) that can
    /// change in the step by `step`'s test.
    @inline(__always)
    func testEach(
      _ base: Int, _ positions: Range<Int>, _ step: StepTest, _ body: (Int) -> Void
    ) {
      let (order, starts, ends, origins) = (order, starts, ends, origins)
      let (low, inside) = (low, inside)
      for position in positions {
        let at = base &+ position
        let end = ends[at]
        guard end >= low else { continue }
        if starts[at] < inside.lowerBound && end > inside.upperBound
          && !step.crosses(origins[at])
        {
          continue
        }
        body(Int(order[at]))
      }
    }
  }

  /// A window inside which `low…high` lies, with room for its own widening: an end widened
  /// past `high` (or a start before `low`) is an end inside the step.
  static func inside(_ low: Double, _ high: Double) -> ClosedRange<Double> {
    let room = room(low, high)
    return (low - room)...(high + room)
  }

  /// Calls `body` with the visit of the step from `low` to `high`.
  @inline(__always)
  func visit<Result>(_ low: Double, _ high: Double, _ body: (StepVisit) -> Result) -> Result {
    order.withUnsafeBufferPointer { order in
      sortedStarts.withUnsafeBufferPointer { starts in
        orderedEnds.withUnsafeBufferPointer { ends in
          orderedStepOrigins.withUnsafeBufferPointer { origins in
            edgeSlots.withUnsafeBufferPointer { edgeSlots in
              body(
                StepVisit(
                  low: low, high: high, inside: Self.inside(low, high), windows: self,
                  order: order, starts: starts, ends: ends, origins: origins,
                  edgeSlots: edgeSlots))
            }
          }
        }
      }
    }
  }
}
