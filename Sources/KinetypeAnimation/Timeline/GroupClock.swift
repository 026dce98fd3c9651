/// The local time a track's groups give each of its glyphs at one time: the per-glyph half of
/// `Timeline.groupTime`, with the first (shifting) group's time read from a `GroupTimeCache`
/// when one is given.
///
/// Effects whose glyphs begin at their own times put every animation under one shifting
/// group, and a random duration splits each animation into dozens of tracks (rain: four
/// animations, about 160 tracks), so the same group time per glyph was worked out once per
/// animation: four times a frame. Cached, it is worked out once, by the same arithmetic, so the
/// local times are the same bit for bit.
struct GroupClock {
  let groups: UnsafePointer<CompiledGroup>
  let groupShifts: UnsafePointer<Double>
  /// The groups below those every glyph shares, outermost first; the first shifts glyphs.
  let ancestors: Range<Int>
  /// The time the shared groups give the first of `ancestors`.
  let time: Double
  /// The first group's local time per glyph at `time`, indexed by glyph, filled as glyphs ask
  /// (`GroupTimeCache`).
  let cached: UnsafeMutablePointer<Double>?
  /// The first group's local time for every glyph it has not begun and every glyph it has
  /// ended (`GroupEdges`), when worked out up front.
  let edges: GroupEdges?
  /// Whether the first group's easing is linear, read once for the pass: the test on the
  /// enumeration was a third of a running glyph's group time.
  let linear: Bool

  /// A clock for `ancestors` at `time` (local to the groups above them); with `cache`, one
  /// that reads and fills the first group's times there, when that group is worth caching;
  /// with `sharesEdges`, one that works out up front the time the first group gives glyphs
  /// waiting for it and glyphs it has ended, when it shifts glyphs.
  @inline(__always)
  init(
    _ ancestors: Range<Int>, _ time: Double, _ storage: Timeline.Storage,
    cache: GroupTimeCache?, sharesEdges: Bool = false
  ) {
    // Never read through without groups (or without shifting groups): a placeholder then, as
    // an empty buffer may have no address.
    groups = storage.groups.baseAddress ?? UnsafePointer(bitPattern: 8)!
    groupShifts = storage.groupShifts.baseAddress ?? UnsafePointer(bitPattern: 8)!
    self.ancestors = ancestors
    self.time = time
    cached = ancestors.isEmpty ? nil : cache?.table(groups[ancestors.lowerBound], at: time)
    edges =
      sharesEdges && !ancestors.isEmpty
      ? GroupEdges(groups + ancestors.lowerBound, groupShifts) : nil
    linear = !ancestors.isEmpty && Self.isLinear(groups + ancestors.lowerBound)
  }

  /// Out of line: once a pass, where inlined it would be in every loop.
  @inline(never)
  static func isLinear(_ group: UnsafePointer<CompiledGroup>) -> Bool {
    if case .linear = group.pointee.easing { return true }
    return false
  }

  /// The time a leaf sees for `glyph`, or `nil` when a group is not contributing.
  @inline(__always)
  func local(_ glyph: Int) -> Double? {
    if let edges, let first = ancestors.first {
      // `CompiledTiming.progress(at:shift:)`'s elapsed time and tests, in its order, so each
      // glyph falls where it falls there.
      let elapsed = time - edges.beginTime - edges.shifts[glyph]
      let t: Double
      if elapsed < 0 {
        guard let waiting = edges.waiting else { return nil }
        t = waiting
      } else if edges.isDone(elapsed) {
        guard let ended = edges.ended else { return nil }
        t = ended
      } else if let cached, cached[glyph].bitPattern != GroupTimeCache.unknown {
        // A running glyph's time is never `notContributing`: the group contributes then.
        t = cached[glyph]
      } else {
        t = Self.running(groups + first, elapsed, linear: linear)
        if let cached, t.bitPattern != GroupTimeCache.notContributing { cached[glyph] = t }
      }
      if ancestors.count == 1 { return t }
      return Self.local(groups, groupShifts, first + 1..<ancestors.upperBound, t, glyph)
    }
    return cachedLocal(glyph)
  }

  /// `local(_:)` for a glyph the first group is running at `time` (`Timeline.groupRuns` put it
  /// in the running run, by `CompiledTiming.progress(at:shift:)`'s tests): its time without
  /// those tests again.
  @inline(__always)
  func local(running glyph: Int) -> Double? {
    guard let first = ancestors.first else { return time }
    let group = groups + first
    let t: Double
    if let cached, cached[glyph].bitPattern != GroupTimeCache.unknown {
      t = cached[glyph]
      if t.bitPattern == GroupTimeCache.notContributing { return nil }
    } else {
      let shift = group.pointee.shifts.map { groupShifts[$0.lowerBound + glyph] } ?? 0
      t = Self.running(group, time - group.pointee.timing.beginTime - shift, linear: linear)
      if let cached, t.bitPattern != GroupTimeCache.notContributing { cached[glyph] = t }
    }
    if ancestors.count == 1 { return t }
    return Self.local(groups, groupShifts, first + 1..<ancestors.upperBound, t, glyph)
  }

  /// Where a track's run of target slots `slots[run]`, running under this clock's one plain
  /// linear group in order of its shift, splits by the track's own timing: the slots before
  /// `ended` the track has finished, those from `waiting` on it has not begun. `targets` maps
  /// a slot to its glyph; `shift` is the track's delay, one for all of them.
  ///
  /// Such a group's time goes down as its shift goes up, so the track's elapsed time does, and
  /// `CompiledTiming.split`, with `TrackPass.fill(_:local:_:)`'s tests, finds the edges. A group
  /// longer than its tracks (rain's and crumble's, whose glyphs fall for their own times, then
  /// settle) had each track visit and time every glyph it had finished with. Not generic, and
  /// out of line: one copy serves every sink and blend.
  @inline(never)
  func split(
    _ slots: UnsafePointer<Int32>, _ run: Range<Int>, targets: UnsafePointer<Int32>?,
    timing: CompiledTiming, shift: Double
  ) -> (ended: Int, waiting: Int) {
    timing.split(run) { i in
      let k = Int(slots[i])
      let glyph = targets.map { Int($0[k]) } ?? k
      // A running group always contributes: never `nil` here.
      return (local(running: glyph) ?? .nan) - timing.beginTime - shift
    }
  }

  /// `local(_:)` without edges: through the cache, when there is one.
  @inline(__always)
  private func cachedLocal(_ glyph: Int) -> Double? {
    Self.cachedLocal(groups, groupShifts, ancestors, time, cached, glyph)
  }

  /// `cachedLocal(_:)`, out of line: with edges, or knowing their glyphs run
  /// (`local(running:)`), the loops over many glyphs never come here, and a copy in each was
  /// 20 KB of the binary.
  @inline(never)
  private static func cachedLocal(
    _ groups: UnsafePointer<CompiledGroup>, _ groupShifts: UnsafePointer<Double>,
    _ ancestors: Range<Int>, _ time: Double, _ cached: UnsafeMutablePointer<Double>?,
    _ glyph: Int
  ) -> Double? {
    guard let cached, let first = ancestors.first else {
      return local(groups, groupShifts, ancestors, time, glyph)
    }
    var t: Double
    let known = cached[glyph]
    if known.bitPattern == GroupTimeCache.unknown {
      guard let made = local(groups, groupShifts, first..<first + 1, time, glyph) else {
        cached[glyph] = Double(bitPattern: GroupTimeCache.notContributing)
        return nil
      }
      // A time that happens to be one of the markers is worked out again each time it is asked.
      if made.bitPattern != GroupTimeCache.notContributing { cached[glyph] = made }
      t = made
    } else if known.bitPattern == GroupTimeCache.notContributing {
      return nil
    } else {
      t = known
    }
    if ancestors.count == 1 { return t }
    return local(groups, groupShifts, first + 1..<ancestors.upperBound, t, glyph)
  }

  /// The local time `group` gives a glyph `elapsed` seconds into its active interval: the
  /// running branch of `local(_:_:_:_:_:)` for one group; `linear` when its easing is known
  /// to be linear.
  ///
  /// A linear group with a plain timing (most groups) is worked out where it is asked, the
  /// rest out of line: the call per running glyph per track was 2 % of rain's instructions.
  @inline(__always)
  static func running(
    _ group: UnsafePointer<CompiledGroup>, _ elapsed: Double, linear: Bool = false
  ) -> Double {
    // Read in place: a copy of the timing would be one per glyph.
    if linear && group.pointee.timing.isPlain && elapsed >= 0
      && elapsed < group.pointee.timing.parentActive
    {
      return group.pointee.timing.progress(plainRunning: elapsed) * group.pointee.timing.duration
    }
    return runningOutOfLine(group, elapsed, linear: linear)
  }

  /// `running(_:_:linear:)` but for its plain linear case.
  @inline(never)
  private static func runningOutOfLine(
    _ group: UnsafePointer<CompiledGroup>, _ elapsed: Double, linear: Bool
  ) -> Double {
    let progress = group.pointee.timing.progress(running: elapsed)
    if linear { return progress * group.pointee.timing.duration }
    return local(group, progress: progress)
  }

  /// The local time `group` gives at unit progress `progress`: eased, in its own seconds.
  @inline(__always)
  static func local(_ group: UnsafePointer<CompiledGroup>, progress: Double) -> Double {
    let eased: Double
    if case .linear = group.pointee.easing {
      eased = progress
    } else {
      eased = group.pointee.easing(progress)
    }
    return eased * group.pointee.timing.duration
  }

  /// `Timeline.groupTime`'s arithmetic: each group in turn maps its parent's time to its own.
  ///
  /// Not inlined: one copy serves every loop; inlined (twice in `local(_:)`), it made each of
  /// them 5 KB larger, 300 KB of the binary in all.
  @inline(never)
  static func local(
    _ groups: UnsafePointer<CompiledGroup>, _ groupShifts: UnsafePointer<Double>,
    _ ancestors: Range<Int>, _ time: Double, _ glyph: Int
  ) -> Double? {
    var t = time
    for index in ancestors {
      // Read in place: copying the group (its timing and easing) was a memcpy per glyph.
      let group = groups + index
      let shift = group.pointee.shifts.map { groupShifts[$0.lowerBound + glyph] } ?? 0
      guard let progress = group.pointee.timing.progress(at: t, shift: shift) else { return nil }
      let eased: Double
      if case .linear = group.pointee.easing {
        eased = progress
      } else {
        eased = group.pointee.easing(progress)
      }
      t = eased * group.pointee.timing.duration
    }
    return t
  }
}

/// The local time a group that shifts glyphs gives every glyph it has not begun, and every
/// glyph it has ended: alike for all of them, since `CompiledTiming.progress(at:shift:)` takes
/// the progress at the active interval's start or end there, whatever the shift.
///
/// Worked out once for a pass over a track's glyphs, a waiting or finished glyph's group time
/// costs a subtraction and two tests instead of the whole timing arithmetic: rain's settling
/// track, whose glyphs have delays of their own, asks it of every glyph every frame.
struct GroupEdges {
  let group: UnsafePointer<CompiledGroup>
  /// The group's shifts, indexed by glyph.
  let shifts: UnsafePointer<Double>
  /// The local time before a glyph's shifted begin, and after its shifted end; `nil` where the
  /// group does not fill then, so is not contributing.
  let waiting: Double?
  let ended: Double?

  /// The edges of `group`, or `nil` when it does not shift glyphs.
  @inline(__always)
  init?(_ group: UnsafePointer<CompiledGroup>, _ groupShifts: UnsafePointer<Double>) {
    guard let range = group.pointee.shifts else { return nil }
    self.group = group
    shifts = groupShifts + range.lowerBound
    (waiting, ended) = Self.localTimes(group)
  }

  /// The local time `group` gives every glyph while it waits and once it has ended, whether
  /// or not it shifts glyphs: what `progress(at:shift:)` gives for an elapsed time below 0,
  /// and above the active interval (`progress(running:)` takes any such time to the interval's
  /// end, so infinity stands for them all; with no finite end no glyph ever ends). `nil` where
  /// the group does not fill then.
  @inline(__always)
  static func localTimes(_ group: UnsafePointer<CompiledGroup>) -> (
    waiting: Double?, ended: Double?
  ) {
    let timing = group.pointee.timing
    let waiting =
      timing.fillsBackwards
      ? GroupClock.local(group, progress: timing.progress(elapsed: 0, atEnd: false)) : nil
    let ended =
      timing.fillsForwards && timing.parentActive.isFinite
      ? GroupClock.running(group, .infinity) : nil
    return (waiting, ended)
  }

  @inline(__always) var beginTime: Double { group.pointee.timing.beginTime }
  @inline(__always) func isDone(_ elapsed: Double) -> Bool {
    group.pointee.timing.isDone(elapsed)
  }
}

/// Shifting groups' local times per glyph, for the length of one `withStorage` call: a table
/// per group, parallel to `Timeline.groupShifts`, filled as glyphs ask.
///
/// Only groups that are the first shifting group of two or more tracks get a table (one track
/// asks each glyph once, and the table would cost a pass over every glyph). A table records the
/// time its group was asked at (its parent's, the same for every glyph) and starts afresh at
/// another, so a caller that writes tracks at several times in one call still gets each time's
/// own answers: nothing outlives the call, and what is read is what would have been worked out.
struct GroupTimeCache {
  /// A slot not yet worked out; and a glyph whose group is not contributing. NaNs with payloads
  /// arithmetic does not make (it gives the default NaN, or passes one on).
  static let unknown: UInt64 = 0x7FF4_6B69_6E65_7479
  static let notContributing: UInt64 = 0x7FF4_6B69_6E65_7470
  /// One slot per entry of `groupShifts`.
  let values: UnsafeMutablePointer<Double>
  /// Per shifting group (`shifts.lowerBound / glyphCount`): whether it gets a table, and the
  /// bit pattern of the parent time its table holds (`filled` false: none yet).
  let isCached: UnsafeMutablePointer<Bool>
  let filled: UnsafeMutablePointer<Bool>
  let filledAt: UnsafeMutablePointer<UInt64>
  let glyphCount: Int

  /// `group`'s table at parent time `time`, started afresh when it holds another time; `nil`
  /// when the group does not shift glyphs or is not worth a table.
  @inline(__always)
  func table(_ group: CompiledGroup, at time: Double) -> UnsafeMutablePointer<Double>? {
    guard let shifts = group.shifts else { return nil }
    let index = shifts.lowerBound / glyphCount
    guard isCached[index] else { return nil }
    let table = values + shifts.lowerBound
    if !filled[index] || filledAt[index] != time.bitPattern {
      table.update(repeating: Double(bitPattern: Self.unknown), count: glyphCount)
      (filled[index], filledAt[index]) = (true, time.bitPattern)
    }
    return table
  }
}

extension Timeline {
  /// Runs `body` with a `GroupTimeCache` for this timeline's shifting groups, or `nil` when no
  /// group is the first shifting group of two tracks.
  func withGroupTimeCache(_ body: (GroupTimeCache?) -> Void) {
    guard usesFastPaths && !groupShifts.isEmpty && !glyphs.isEmpty else { return body(nil) }
    let groupCount = groupShifts.count / glyphs.count
    var uses = [Int](repeating: 0, count: groupCount)
    for track in tracks {
      // The first of the track's groups that shifts glyphs: where `sharedGroupTime` stops.
      for index in track.ancestors {
        if let shifts = groups[index].shifts {
          uses[shifts.lowerBound / glyphs.count] += 1
          break
        }
      }
    }
    guard uses.contains(where: { $0 >= 2 }) else { return body(nil) }
    let values = UnsafeMutablePointer<Double>.allocate(capacity: groupShifts.count)
    let flags = UnsafeMutablePointer<Bool>.allocate(capacity: 2 * groupCount)
    let stamps = UnsafeMutablePointer<UInt64>.allocate(capacity: groupCount)
    defer {
      values.deallocate()
      flags.deallocate()
      stamps.deallocate()
    }
    for index in 0..<groupCount {
      (flags + index).initialize(to: uses[index] >= 2)
      (flags + groupCount + index).initialize(to: false)
    }
    stamps.initialize(repeating: 0, count: groupCount)
    // Tables are initialised when first asked for (`table(_:at:)`).
    body(
      GroupTimeCache(
        values: values, isCached: flags, filled: flags + groupCount, filledAt: stamps,
        glyphCount: glyphs.count))
  }
}
