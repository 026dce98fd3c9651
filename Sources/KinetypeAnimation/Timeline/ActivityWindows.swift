/// For every track and each glyph it targets, a span of timeline time outside which what the
/// track writes for that glyph cannot change: before it one value, after it another.
///
/// A leaf's value is constant while its local time is before or after its active interval, and
/// a group's local time is constant outside its own; so between two times whose span misses a
/// glyph's window, nothing the track writes for that glyph changed, and `LivePresentation`
/// leaves it alone. Windows are conservative: wider is always safe, narrower never.
///
/// A group that maps time as it is (linear easing, speed 1, one cycle, no offset) lets the
/// levels under it narrow the window to what they change inside its span; below any other
/// group the group's own span is used. Where a group does not fill backwards its begin is a
/// change (it starts contributing), and likewise its end without fill forwards, so the window
/// takes those in whatever lies inside; a window can be empty (nothing ever changes).
/// Each end is widened by a billionth of its size (at least a nanosecond), far more than the
/// rounding of the local times the loops work out.
///
/// Inside its window a scramble changes its symbol only at its steps, `rate` a second: where
/// its groups all map time as it is, each slot keeps the time its steps count from
/// (`orderedStepOrigins`), so that a step between two times that crosses none of its step
/// boundaries is known to leave it alone (`StepTest`). A scramble's slots that share a start
/// and a step origin (decrypt's noise, begun together once the typing is capped) are kept as a
/// lockstep run, ordered by end: a step tests their origin once and finds those whose windows
/// end in it by bisection (`lockstepRuns`, `lockstepSplit`).
///
/// A track that holds one value while it runs (a particle shown while it flies, a colour a
/// glyph keeps for its whole noise) changes only where it begins and ends and where its groups
/// start or stop contributing; under groups that map time as it is, those times are indexed
/// (`edgeRanges`), so a step finds the slots it can have changed by bisection, however many
/// are running.
struct ActivityWindows: Sendable {
  /// Where track i's target slots start in `order`, `sortedStarts`, `orderedEnds` and
  /// `orderedStepOrigins`.
  let bases: [Int]
  /// Per track, its target slots by window start, and those starts: the windows a step can
  /// cross are found by bisection, and counted without visiting them.
  let order: [Int32]
  let sortedStarts: [Double]
  /// The same slots' window ends, in the same order: a step's visit reads them in turn, where
  /// looking each up by slot was a read from anywhere in the track's part.
  let orderedEnds: [Double]
  /// Per track, the longest of its windows (infinite when one is).
  let longest: [Double]
  /// Per track, where its last window ends (−∞ for a track with no slots): a step after it
  /// (a particle's column that has landed) finds no window without a bisection.
  let latestEnds: [Double]
  /// Per slot of a scramble whose groups all map time as it is, in `order`, the timeline time
  /// its step 0 begins (its begin, shifted); NaN for other slots.
  let orderedStepOrigins: [Double]
  /// Per track, its steps a second of timeline time (a scramble's rate times its speed) when
  /// its slots have step origins; 0 otherwise.
  let stepRates: [Double]
  /// Per track, the largest magnitude of its slots' finite step origins (0 when none): the
  /// size `StepTest` widens a step by.
  let farthestOrigins: [Double]
  /// Per scramble track, the positions (from its base) of the longest run of its slots that
  /// share a start and a step origin, ordered by window end (`lockstepRun`); nil where there
  /// is none long enough.
  let lockstepRuns: [Range<Int>?]
  /// Per track that holds one value while it runs, under groups that all map time as it is,
  /// its part of `edgeTimes` and `edgeSlots`; nil for other tracks.
  let edgeRanges: [Range<Int>?]
  /// Per such track, the times at which its slots can change (`Edges.add`), ascending;
  /// `edgeSlots` holds the slot of each.
  let edgeTimes: [Double]
  let edgeSlots: [Int32]
  /// Whether some track is driven by position (`CompiledTrack.Evaluator.scales`): its windows
  /// are empty, and a change of position changes it.
  let hasPositionTracks: Bool
  /// Per track, whether it leaves its glyphs alone outside their windows (`silences`).
  let silentOutside: [Bool]

  init(_ timeline: Timeline) {
    var bases: [Int] = []
    var stepRates: [Double] = []
    var edges = Edges()
    var hasPositionTracks = false
    // Per group, not per glyph; and one list of levels reused for every slot.
    let asIs = timeline.groups.map(Self.mapsTimeAsIs)
    var levels: [Level] = []
    // Made whole and written in place, a slot at a time: appending three values a slot was a
    // tenth of these windows' making.
    let slotTotal = timeline.tracks.reduce(0) { $0 + ($1.targets?.count ?? timeline.glyphs.count) }
    var starts = [Double](repeating: .infinity, count: slotTotal)
    var ends = [Double](repeating: -.infinity, count: slotTotal)
    var stepOrigins = [Double](repeating: .nan, count: slotTotal)
    var base = 0
    for track in timeline.tracks {
      bases.append(base)
      let count = track.targets?.count ?? timeline.glyphs.count
      defer { base += count }
      if case .scales = track.evaluator {
        // Its windows stay empty (as made) and its slots without step origins.
        hasPositionTracks = true
        stepRates.append(0)
        edges.skip()
        continue
      }
      var rate = 0.0
      if case .scramble(let scramble) = track.evaluator,
        track.ancestors.allSatisfy({ asIs[$0] })
      {
        rate = scramble.rate * track.timing.absoluteSpeed
      }
      if !(rate > 0 && rate.isFinite) { rate = 0 }
      stepRates.append(rate)
      let holds =
        rate == 0 && track.ancestors.allSatisfy({ asIs[$0] })
        && Self.holdsOneValue(track, timeline)
      if holds { edges.begin() }
      let ancestors = track.ancestors.map { Ancestor(timeline.groups[$0], asIs: asIs[$0]) }
      starts.withUnsafeMutableBufferPointer { starts in
        ends.withUnsafeMutableBufferPointer { ends in
          stepOrigins.withUnsafeMutableBufferPointer { stepOrigins in
            for k in 0..<count {
              let (start, end, origin) = Self.window(timeline, track, k, ancestors, &levels)
              starts[base + k] = start - Self.margin(start)
              ends[base + k] = end + Self.margin(end)
              stepOrigins[base + k] = rate > 0 && origin.isFinite ? origin : .nan
              if holds {
                edges.add(k, begin: origin, end: origin + track.timing.parentActive, levels)
              }
            }
          }
        }
      }
      if holds { edges.end() } else { edges.skip() }
    }
    // A window no comparison can place (NaN) is taken as always open.
    for index in starts.indices where starts[index].isNaN || ends[index].isNaN {
      (starts[index], ends[index]) = (-.infinity, .infinity)
    }
    silentOutside = Self.silences(timeline)
    // Each track's slots by window start, with their windows and step origins in that order,
    // and the track's longest window, latest end and farthest origin: made whole and written in
    // place, a pass a track.
    var order: [Int32] = []
    order.reserveCapacity(starts.count)
    var sortedStarts = [Double](repeating: 0, count: starts.count)
    var orderedEnds = sortedStarts
    var orderedStepOrigins = sortedStarts
    var longest: [Double] = []
    var latestEnds: [Double] = []
    var farthestOrigins: [Double] = []
    var lockstepRuns: [Range<Int>?] = []
    for track in bases.indices {
      let base = bases[track]
      // No start is NaN (those were opened above), so there is an order.
      let slots = starts.withUnsafeBufferPointer {
        TimelineCompiler.ascendingOrder(
          UnsafeBufferPointer(rebasing: $0[base..<(base + Self.slotCount(track, bases, $0.count))]))
      }!
      order += slots
      var (reach, latest, farthest) = (0.0, -Double.infinity, 0.0)
      sortedStarts.withUnsafeMutableBufferPointer { sortedStarts in
        orderedEnds.withUnsafeMutableBufferPointer { orderedEnds in
          orderedStepOrigins.withUnsafeMutableBufferPointer { orderedStepOrigins in
            for (position, slot) in slots.enumerated() {
              let (from, to) = (base + Int(slot), base + position)
              (sortedStarts[to], orderedEnds[to]) = (starts[from], ends[from])
              orderedStepOrigins[to] = stepOrigins[from]
              reach = max(reach, ends[from] - starts[from])
              latest = max(latest, ends[from])
              if stepOrigins[from].isFinite { farthest = max(farthest, abs(stepOrigins[from])) }
            }
            let positions = base..<(base + slots.count)
            var run: Range<Int>? = nil
            if stepRates[track] > 0 && slots.count >= Self.shortestLockstep,
              let found = Self.lockstepRun(sortedStarts, orderedStepOrigins, in: positions)
            {
              order.withUnsafeMutableBufferPointer {
                Self.orderByEnd(found, $0, orderedEnds, orderedStepOrigins)
              }
              run = (found.lowerBound - base)..<(found.upperBound - base)
            }
            lockstepRuns.append(run)
          }
        }
      }
      longest.append(reach)
      latestEnds.append(latest)
      farthestOrigins.append(farthest)
    }
    self.bases = bases
    self.order = order
    self.sortedStarts = sortedStarts
    self.longest = longest
    self.latestEnds = latestEnds
    self.orderedEnds = orderedEnds
    self.orderedStepOrigins = orderedStepOrigins
    self.stepRates = stepRates
    self.farthestOrigins = farthestOrigins
    self.lockstepRuns = lockstepRuns
    (edgeRanges, edgeTimes, edgeSlots) = (edges.ranges, edges.times, edges.slots)
    self.hasPositionTracks = hasPositionTracks
  }

  /// Whether `first.rounded(.down) != last.rounded(.down)`, for `0 < first ≤ last` or NaN.
  ///
  /// From 0 up to 2^52 each is rounded down by adding 2^52 and taking it away (`wholePart`):
  /// `rounded(.down)` is a call to libm's floor on the baseline x86-64 this is built for, and a
  /// conversion to an integer checks its range, twice the instructions. Past it, or below 0, or
  /// NaN (which a NaN origin gives), the general path says.
  @inline(__always)
  static func inDifferentSteps(_ first: Double, _ last: Double) -> Bool {
    if first >= 0 && last < 0x1p52 { return wholePart(first) != wholePart(last) }
    return first.rounded(.down) != last.rounded(.down)
  }

  /// `value.rounded(.down)` for 0 ≤ `value` < 2^52: past 2^52 the doubles are whole numbers,
  /// so adding it rounds `value` to the nearest, and taking it away again is exact; that is one
  /// too many where it rounded up.
  @inline(__always)
  static func wholePart(_ value: Double) -> Double {
    let nearest = (value + 0x1p52) - 0x1p52
    return nearest > value ? nearest - 1 : nearest
  }

  /// The positions in track `track`'s part of `order` of the slots whose windows may meet
  /// `low…high` (all of those that do, and some that do not): those starting from `low` less
  /// the longest window up to `high`.
  func candidates(_ track: Int, _ low: Double, _ high: Double) -> Range<Int> {
    let base = bases[track]
    let count = Self.slotCount(track, bases, sortedStarts.count)
    // No window meets the step: all start after it, or all have ended before it.
    guard count > 0, sortedStarts[base] <= high, latestEnds[track] >= low else { return 0..<0 }
    let reach = longest[track]
    let slots = base..<(base + count)
    let first =
      reach.isFinite ? Self.firstPosition(sortedStarts, slots) { $0 >= low - reach } : base
    let last = Self.firstPosition(sortedStarts, slots) { $0 > high }
    return (first - base)..<(max(first, last) - base)
  }

  /// The first position in `range` of sorted `values` where `predicate` (false, then true
  /// along them) holds, or the range's end: a track's part of `sortedStarts` or `edgeTimes`.
  @inline(__always)
  static func firstPosition(
    _ values: [Double], _ range: Range<Int>, _ predicate: (Double) -> Bool
  ) -> Int {
    var (low, high) = (range.lowerBound, range.upperBound)
    while low < high {
      let middle = low + (high - low) / 2
      if predicate(values[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// How many target slots track `track` has: up to the next track's base, or to the end.
  private static func slotCount(_ track: Int, _ bases: [Int], _ total: Int) -> Int {
    (track + 1 < bases.count ? bases[track + 1] : total) - bases[track]
  }

  /// A group's span in timeline time for one glyph, and its timing's fills.
  typealias Level = (start: Double, end: Double, fillsBackwards: Bool, fillsForwards: Bool)

  /// What `window` needs of one of a track's groups, taken out once per track rather than
  /// once per slot.
  struct Ancestor {
    let beginTime: Double
    let parentActive: Double
    let fillsBackwards: Bool
    let fillsForwards: Bool
    let shifts: Range<Int>?
    /// `mapsTimeAsIs`.
    let asIs: Bool

    init(_ group: CompiledGroup, asIs: Bool) {
      beginTime = group.timing.beginTime
      parentActive = group.timing.parentActive
      fillsBackwards = group.timing.fillsBackwards
      fillsForwards = group.timing.fillsForwards
      shifts = group.shifts
      self.asIs = asIs
    }
  }

  private static func margin(_ value: Double) -> Double {
    value.isFinite ? max(1, abs(value)) * 1e-9 : 0
  }

  /// The window of `track`'s target slot `k`, before widening, and the timeline time its own
  /// begin falls at where its groups all map time as it is (else NaN); `ancestors` are the
  /// track's groups. `levels` is scratch, left holding the slot's groups' spans where they
  /// all map time as it is.
  private static func window(
    _ timeline: Timeline, _ track: CompiledTrack, _ k: Int, _ ancestors: [Ancestor],
    _ levels: inout [Level]
  ) -> (Double, Double, origin: Double) {
    let glyph = track.targets.map { Int(timeline.targets[$0.lowerBound + k]) } ?? k
    // Each level's span in timeline time, outermost first, while the levels above map time
    // as it is.
    // A level or two: popped one by one, cheaper than the general `removeAll`.
    while !levels.isEmpty { levels.removeLast() }
    var origin = 0.0
    var exact = true
    for group in ancestors {
      let shift = group.shifts.map { timeline.groupShifts[$0.lowerBound + glyph] } ?? 0
      let start = origin + group.beginTime + shift
      levels.append((start, start + group.parentActive, group.fillsBackwards, group.fillsForwards))
      guard group.asIs else {
        exact = false
        break
      }
      origin = start
    }
    var (low, high): (Double, Double)
    var begin = Double.nan
    // Whether the track writes nothing on either side of its group's begin, and of its end.
    var quiet = (atStart: false, atEnd: false)
    if exact {
      let shift = track.shifts.map { timeline.shifts[$0.lowerBound + k] } ?? 0
      low = origin + track.timing.beginTime + shift
      high = low + track.timing.parentActive
      begin = low
      if let innermost = levels.last {
        quiet = Self.quiet(track.timing, lead: track.timing.beginTime + shift, in: innermost)
      }
    } else {
      let innermost = levels.removeLast()
      (low, high) = (innermost.start, innermost.end)
    }
    for (depth, level) in levels.reversed().enumerated() {
      // What the level below changes inside this level's span (outside it this level's local
      // time stands still), and this level's begin or end where it does not fill: there it
      // starts or stops contributing, unless the track it holds is quiet there.
      if low < level.start { low = level.start }
      if high > level.end { high = level.end }
      if low > high { (low, high) = (.infinity, -.infinity) }
      let innermost = depth == 0
      if !level.fillsBackwards && !(innermost && quiet.atStart) {
        (low, high) = (min(low, level.start), max(high, level.start))
      }
      if !level.fillsForwards && !(innermost && quiet.atEnd) {
        (low, high) = (min(low, level.end), max(high, level.end))
      }
    }
    return (low, high, begin)
  }

  /// Whether a track that begins `lead` after its group's begin (its begin time and shift, in
  /// the group's time) writes nothing either side of the group's begin, and either side of its
  /// end: where it fills neither way and neither runs at the begin nor at the end. The group
  /// then starting or stopping contributing changes nothing the track writes, and its window
  /// need not take in those times.
  ///
  /// Rain's drops settle in half a second of a group that lasts as long as its longest drop's
  /// fall and settling: windows stretched to the group's end held a glyph stale for a second
  /// and more after it settled. The room left either side (a billionth of the larger time,
  /// as the windows' own widening) is far more than the local times' rounding.
  private static func quiet(_ timing: CompiledTiming, lead: Double, in level: Level)
    -> (atStart: Bool, atEnd: Bool)
  {
    let span = level.end - level.start
    let room = margin(max(abs(level.start), abs(level.end)))
    guard lead.isFinite && span.isFinite && timing.parentActive.isFinite else {
      return (false, false)
    }
    return (
      !timing.fillsBackwards && lead > room,
      !timing.fillsForwards && span - lead - timing.parentActive > room
    )
  }

  /// Whether a group's local time is the time since its begin, throughout its active span.
  private static func mapsTimeAsIs(_ group: CompiledGroup) -> Bool {
    guard case .linear = group.easing else { return false }
    let timing = group.timing
    return timing.duration > 0 && timing.absoluteSpeed == 1 && !timing.isReversed
      && timing.timeOffset == 0 && !timing.autoreverses && timing.active == timing.duration
      && timing.parentActive == timing.active
  }
}
