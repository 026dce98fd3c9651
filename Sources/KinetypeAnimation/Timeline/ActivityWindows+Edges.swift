extension ActivityWindows {
  /// The positions in `edgeTimes` of track `track`'s edges that lie between `low` and `high`,
  /// taken `room` wider; nil when the track has no edges indexed.
  func edges(_ track: Int, _ low: Double, _ high: Double) -> Range<Int>? {
    guard let range = edgeRanges[track] else { return nil }
    let room = Self.room(low, high)
    let first = Self.firstPosition(edgeTimes, range) { $0 >= low - room }
    let last = Self.firstPosition(edgeTimes, range) { $0 > high + room }
    return first..<max(first, last)
  }

  /// How much wider than `low…high` a step is taken where an end inside it matters: a few
  /// billionths of their size, more than the windows' own widening (`margin`) and far more
  /// than the rounding of the local times the loops work out.
  static func room(_ low: Double, _ high: Double) -> Double {
    max(1, abs(low), abs(high)) * 4e-9
  }

  /// Whether `track` writes each of its targets one value, bit for bit, at every finite
  /// progress: constant keyframes (`CompiledTrack.Keyframes.isConstant`), or equal ends with
  /// no spring. Its fills write that value too, so it changes only where it starts or stops
  /// writing.
  ///
  /// Each pair of ends is checked as keyframes are (`TimelineCompiler.isOneValue`); its `u`
  /// is finite, as every easing but a spring's gives it at a finite progress.
  static func holdsOneValue(_ track: CompiledTrack, _ timeline: Timeline) -> Bool {
    switch track.evaluator {
    case .keyframes(let keyframes):
      return keyframes.isConstant
    case .fromTo(let start, let perTarget, let spring):
      if spring != nil { return false }
      if case .spring = track.easing { return false }
      let pairs = perTarget ? track.targets?.count ?? timeline.glyphs.count : 1
      return (0..<pairs).allSatisfy { k in
        TimelineCompiler.isOneValue(
          timeline.lanes[(start + 2 * k)..<(start + 2 * k + 2)], steps: track.isDiscrete)
      }
    default:
      return false
    }
  }

  /// The edges of the tracks that hold one value, built a track at a time.
  struct Edges {
    var ranges: [Range<Int>?] = []
    var times: [Double] = []
    var slots: [Int32] = []
    /// The track's edges as they were added: their times, the slot of each, and which of its
    /// slot's edges it is (its begin, its end, a group's begin or end: its role).
    private var pendingTimes: [Double] = []
    private var pendingSlots: [Int32] = []
    private var pendingRoles: [Int32] = []
    /// Whether a slot of the track being built has an edge no comparison can place.
    private var unplaced = false

    /// A track with no edges indexed.
    mutating func skip() { ranges.append(nil) }

    mutating func begin() {
      pendingTimes.removeAll(keepingCapacity: true)
      pendingSlots.removeAll(keepingCapacity: true)
      pendingRoles.removeAll(keepingCapacity: true)
      unplaced = false
    }

    /// Slot `slot`'s times of change: its own begin and end, and each of its groups' begin
    /// and end where the group does not fill past it (it starts or stops contributing there).
    ///
    /// These are all: the groups map time as it is, so the track's local time crosses its
    /// begin and end at those times alone, and elsewhere it holds still (a group clamps it)
    /// or moves inside the track's active interval or outside it, where it writes one value
    /// or none. Infinite times are never reached; a NaN one leaves the whole track to its
    /// windows.
    mutating func add(_ slot: Int, begin: Double, end: Double, _ levels: [Level]) {
      let slot = Int32(slot)
      add(begin, slot, role: 0)
      add(end, slot, role: 1)
      var role: Int32 = 2
      for level in levels {
        if !level.fillsBackwards { add(level.start, slot, role: role) }
        if !level.fillsForwards { add(level.end, slot, role: role + 1) }
        role += 2
      }
    }

    /// One edge of `slot`'s, `role` its place among them.
    @inline(__always)
    private mutating func add(_ time: Double, _ slot: Int32, role: Int32) {
      if time.isNaN { unplaced = true }
      if time.isFinite {
        pendingTimes.append(time)
        pendingSlots.append(slot)
        pendingRoles.append(role)
      }
    }

    /// Files the track's edges in time order, or none when one could not be placed.
    mutating func end() {
      guard !unplaced else { return skip() }
      // Only finite times are added, so there is an order.
      let order =
        Self.mergedOrder(pendingTimes, pendingRoles)
        ?? TimelineCompiler.ascendingOrder(pendingTimes)!
      let start = times.count
      times += order.map { pendingTimes[Int($0)] }
      slots += order.map { pendingSlots[Int($0)] }
      ranges.append(start..<times.count)
    }
  }
}
