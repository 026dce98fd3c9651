extension ActivityWindows {
  /// One step's visit of tracks' windows: from `low` to `high`, the target slots of a track
  /// that can have changed, given the positions `candidates` or `edges` found for it.
  ///
  /// The windows' per-slot arrays are opened once for the step (`visit(_:_:_:)`), not once a
  /// track: a live presentation visits hundreds of tracks a step.
  struct StepVisit {
    let low: Double
    let high: Double
    /// A window inside which `low…high` lies, with room for its own widening: an end widened
    /// past `high` (or a start before `low`) is an end inside the step.
    let inside: ClosedRange<Double>
    let windows: ActivityWindows
    let order: UnsafeBufferPointer<Int32>
    let starts: UnsafeBufferPointer<Double>
    let ends: UnsafeBufferPointer<Double>
    let origins: UnsafeBufferPointer<Double>
    let edgeSlots: UnsafeBufferPointer<Int32>

    /// Calls `body` with each target slot of track `track` that can have changed in the step,
    /// among the positions `range` (`edges` where the track has edges, else `candidates`);
    /// `active` is the track's active span in its parent's time (`parentActive`). A slot may
    /// come more than once only where its edges do.
    @inline(__always)
    func forEachSlot(
      ofTrack track: Int, in range: Range<Int>, active: Double, _ body: (Int) -> Void
    ) {
      if windows.edgeRanges[track] != nil {
        let edgeSlots = edgeSlots
        for position in range { body(Int(edgeSlots[position])) }
        return
      }
      // Each slot's window read in `order`, in turn.
      let (base, rate) = (windows.bases[track], windows.stepRates[track])
      guard rate > 0 else {
        let (order, ends, low) = (order, ends, low)
        for position in range where ends[base &+ position] >= low {
          body(Int(order[base &+ position]))
        }
        return
      }
      // Inside its window a scramble's slot changes only where a step begins.
      let step = StepTest(
        low, high, rate: rate, active: active, farthestOrigin: windows.farthestOrigins[track])
      // Taken into locals: read through `self` they were loaded again for every slot, since
      // `body` writes memory.
      let (order, starts, ends, origins) = (order, starts, ends, origins)
      let (low, inside) = (low, inside)
      for position in range {
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

  /// Calls `body` with the visit of the step from `low` to `high`.
  @inline(__always)
  func visit<Result>(_ low: Double, _ high: Double, _ body: (StepVisit) -> Result) -> Result {
    let room = Self.room(low, high)
    return order.withUnsafeBufferPointer { order in
      sortedStarts.withUnsafeBufferPointer { starts in
        orderedEnds.withUnsafeBufferPointer { ends in
          orderedStepOrigins.withUnsafeBufferPointer { origins in
            edgeSlots.withUnsafeBufferPointer { edgeSlots in
              body(
                StepVisit(
                  low: low, high: high, inside: (low - room)...(high + room), windows: self,
                  order: order, starts: starts, ends: ends, origins: origins,
                  edgeSlots: edgeSlots))
            }
          }
        }
      }
    }
  }
}
