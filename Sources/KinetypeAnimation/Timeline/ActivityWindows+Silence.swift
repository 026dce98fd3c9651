extension ActivityWindows {
  /// Per track, whether it writes nothing for any of its target slots outside the slot's
  /// window: before the window, and after it, each slot's glyph is left as it is.
  ///
  /// Such a track changes a property worked out whole only at the slots whose windows are open
  /// (`openSlots`), and `LivePresentation` runs it over those alone. Rain's settling colour,
  /// each glyph's own half second after it lands, is one: its property is worked out whole
  /// while a third of the drops fall, and the track had visited every glyph every frame.
  ///
  /// A track that fills neither way writes nothing while it waits or is done, and nothing
  /// where its group is not contributing. Outside its window a slot is in one of those states,
  /// or its group is waiting or has ended and fills, and then the group gives every glyph one
  /// local time (`GroupEdges.localTimes`): the slot is left alone if the track waits or is
  /// done there, by the loops' own tests (`TrackPass.visit`). Told for tracks under one group
  /// at most; a track that fills either way, is driven by position, or lies deeper is not
  /// silent.
  static func silences(_ timeline: Timeline) -> [Bool] {
    var silences: [Bool] = []
    timeline.withStorage { storage in
      for track in timeline.tracks {
        let timing = track.timing
        if case .scales = track.evaluator {
          silences.append(false)
          continue
        }
        guard !timing.fillsBackwards && !timing.fillsForwards, track.ancestors.count <= 1 else {
          silences.append(false)
          continue
        }
        guard let index = track.ancestors.first else {
          silences.append(true)
          continue
        }
        let (waiting, ended) = GroupEdges.localTimes(storage.groups.baseAddress! + index)
        // Whether the track leaves a slot delayed `shift` alone at the group's local time
        // `local` (`nil`: not contributing); NaN is neither waiting nor done.
        func leavesAlone(_ local: Double?, _ shift: Double) -> Bool {
          guard let local else { return true }
          let elapsed = local - timing.beginTime - shift
          return elapsed < 0 || timing.isDone(elapsed)
        }
        let count = track.targets?.count ?? timeline.glyphs.count
        let silent = (0..<(track.shifts == nil ? 1 : count)).allSatisfy { k in
          let shift = track.shifts.map { storage.shifts[$0.lowerBound + k] } ?? 0
          return leavesAlone(waiting, shift) && leavesAlone(ended, shift)
        }
        silences.append(silent)
      }
    }
    return silences
  }

  /// The target slots of track `track` whose windows are open at `time`, in `slots[..<n]`
  /// (the array grown where it is too short), and n; `nil`, with `slots` left unspecified,
  /// when more than `limit` are open, or more than four times `limit` windows could be (then
  /// finding out costs more than it saves).
  ///
  /// The windows that can be open are found by bisection (`candidates`), and those among them
  /// that have ended are passed over. Written in place: appending a slot at a time cost more
  /// than running decrypt's short tracks over all their glyphs.
  func openSlots(_ track: Int, at time: Double, limit: Int, into slots: inout [Int32]) -> Int? {
    let positions = candidates(track, time, time)
    // Windows that can be open, but many more than wanted: not worth visiting.
    guard limit >= Int.max / 4 || positions.count <= limit * 4 else { return nil }
    if slots.count < positions.count { slots += repeatElement(0, count: positions.count) }
    let base = bases[track]
    let open = orderedEnds.withUnsafeBufferPointer { ends in
      order.withUnsafeBufferPointer { order in
        slots.withUnsafeMutableBufferPointer { slots in
          var open = 0
          for position in positions where ends[base &+ position] >= time {
            slots[open] = order[base &+ position]
            open &+= 1
          }
          return open
        }
      }
    }
    return open <= limit ? open : nil
  }
}
