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

  /// A clock for `ancestors` at `time` (local to the groups above them); with `cache`, one
  /// that reads and fills the first group's times there, when that group is worth caching.
  @inline(__always)
  init(
    _ ancestors: Range<Int>, _ time: Double, _ storage: Timeline.Storage,
    cache: GroupTimeCache?
  ) {
    // Never read through without groups (or without shifting groups): a placeholder then, as
    // an empty buffer may have no address.
    groups = storage.groups.baseAddress ?? UnsafePointer(bitPattern: 8)!
    groupShifts = storage.groupShifts.baseAddress ?? UnsafePointer(bitPattern: 8)!
    self.ancestors = ancestors
    self.time = time
    cached = ancestors.isEmpty ? nil : cache?.table(groups[ancestors.lowerBound], at: time)
  }

  /// The time a leaf sees for `glyph`, or `nil` when a group is not contributing.
  @inline(__always)
  func local(_ glyph: Int) -> Double? {
    guard let cached, let first = ancestors.first else {
      return Self.local(groups, groupShifts, ancestors, time, glyph)
    }
    var t: Double
    let known = cached[glyph]
    if known.bitPattern == GroupTimeCache.unknown {
      guard let made = Self.local(groups, groupShifts, first..<first + 1, time, glyph) else {
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
    return Self.local(groups, groupShifts, first + 1..<ancestors.upperBound, t, glyph)
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
