import KinetypeCore
import Testing

@testable import KinetypeAnimation

/// A track told silent outside its windows (`ActivityWindows.silences`) writes nothing for a
/// slot whose window is closed, and `openSlots` finds exactly the slots whose windows are open.
extension ActivityWindowsTests {
  /// Rain's shape: under a group that fills both ways and begins each glyph at its own time,
  /// short tracks that fill neither way (silent), one that fills forwards and one cut off by
  /// its group's end (not silent); and each again under a group that fills neither way, and
  /// at the top level.
  static func silenceTimelines() -> [Timeline] {
    let glyphs = Fixtures.block(columns: 24, rows: 5)
    return [FillMode.both, .removed, .forwards, .backwards].enumerated().map { seed, fill in
      let hash = SeededHash(seed: UInt64(seed) &+ 90)
      func unit(_ channel: UInt64) -> Double { hash.unit(seed, channel: channel) }
      let leaves = [
        Animation(
          .basic(BasicAnimation(.foregroundColour, from: .white, to: .black)),
          timing: Timing(beginTime: 0.3, duration: 0.1 + unit(1) * 0.2)),
        Animation(
          .keyframe(KeyframeAnimation(.symbol, values: [Symbol("|"), ".", "*"])),
          timing: Timing(beginTime: 0.05, duration: 0.2),
          stagger: Stagger(.random(channel: 2), spread: 0.3)),
        Animation(
          .basic(BasicAnimation(.opacity, from: 0, to: 0.6)),
          timing: Timing(beginTime: 0.1, duration: 0.2, fillMode: .forwards)),
        Animation(
          .basic(BasicAnimation(.offset, from: Vector(dx: 0, dy: -4), to: .zero)),
          timing: Timing(beginTime: 0.5, duration: 2)),
      ]
      let group = Animation.group(
        leaves, timing: Timing(duration: 1, fillMode: fill),
        stagger: Stagger(.random(channel: 3), spread: 3 + unit(4)))
      return try! Timeline(glyphs: glyphs, animations: [group, leaves[1]], seed: 13)
    }
  }

  /// Silent tracks are told so, and only those: rain's settling colour and its staggered
  /// symbols under every fill of their group and at the top level; not a track that fills,
  /// nor one still running when a filling group ends (it holds its last value there).
  @Test func silencesAreToldForTracksThatFillNeitherWay() {
    for (seed, timeline) in Self.silenceTimelines().enumerated() {
      let fill = [FillMode.both, .removed, .forwards, .backwards][seed]
      let expected = [true, true, false, fill == .removed || fill == .backwards, true]
      #expect(ActivityWindows(timeline).silentOutside == expected, "\(fill)")
    }
    // Two groups deep: not told.
    let leaf = Animation(
      .basic(BasicAnimation(.opacity, from: 0, to: 1)), timing: Timing(duration: 0.2))
    let nested = Animation.group(
      [Animation.group([leaf], timing: Timing(duration: 1))], timing: Timing(duration: 2))
    let timeline = try! Timeline(glyphs: Fixtures.block(columns: 4, rows: 1), animations: [nested])
    #expect(ActivityWindows(timeline).silentOutside == [false])
  }

  /// At times through and past these timelines and random ones, every track told silent
  /// leaves every slot whose window is closed as it was, over two different presentations.
  @Test func silentTracksWriteNothingOutsideTheirWindows() {
    let random = PropertyTests.cases.prefix(120).map(PropertyTests.randomTimeline)
    var (checked, failures) = (0, [String]())
    for (number, timeline) in (Self.silenceTimelines() + random).enumerated() {
      let windows = ActivityWindows(timeline)
      let hash = SeededHash(seed: UInt64(number) &+ 400)
      let end = timeline.duration.isFinite ? timeline.duration : 6
      let times = (0..<40).map { hash.value(in: -1...(end + 1), $0) } + [0, end, .infinity]
      let starts = [timeline.model, timeline.presentation(at: end / 3)]
      for index in timeline.tracks.indices where windows.silentOutside[index] {
        let track = timeline.tracks[index]
        let base = windows.bases[index]
        let count = track.targets?.count ?? timeline.glyphs.count
        for time in times {
          let closed = (base..<(base + count)).filter { position in
            time < windows.sortedStarts[position] || time > windows.orderedEnds[position]
          }
          for start in starts {
            var after = start
            timeline.withStorage { storage in
              timeline.write(track, time, 0, storage, &after, selected: nil, inPlace: true)
              for position in closed {
                let slot = Int(windows.order[position])
                let glyph = track.targets.map { Int(storage.targets[$0.lowerBound + slot]) } ?? slot
                if !LivePresentationTests.identical(start[glyph], after[glyph]) {
                  failures.append("timeline \(number), track \(index), slot \(slot), t = \(time)")
                }
                checked += 1
              }
            }
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) slots written, first \(failures.prefix(3))")
    #expect(checked > 100_000)
  }

  /// `openSlots` finds the slots whose windows hold the time, as testing every slot does, and
  /// gives up only where more than its limit are open or could be.
  @Test func openSlotsAreThoseWhoseWindowsHoldTheTime() {
    for (number, timeline) in Self.silenceTimelines().enumerated() {
      let windows = ActivityWindows(timeline)
      let times = (0...300).map { Double($0) / 60 - 0.5 }
      var slots: [Int32] = []
      var seen = (none: false, some: false, tooMany: false)
      for index in timeline.tracks.indices {
        let base = windows.bases[index]
        let count = timeline.tracks[index].targets?.count ?? timeline.glyphs.count
        for time in times {
          let expected = (base..<(base + count)).filter { position in
            windows.sortedStarts[position] <= time && time <= windows.orderedEnds[position]
          }.map { windows.order[$0] }
          let open = windows.openSlots(index, at: time, limit: .max, into: &slots)
          #expect(open.map { slots[..<$0].sorted() } == expected.sorted(), "\(number), \(time)")
          // Limited: the slots when no more than the limit are open; else none, as also when
          // more than four times as many windows could be open.
          let limit = 8
          if let limited = windows.openSlots(index, at: time, limit: limit, into: &slots) {
            #expect(slots[..<limited].sorted() == expected.sorted(), "\(number), \(time)")
          } else {
            let candidates = windows.candidates(index, time, time).count
            #expect(expected.count > limit || candidates > limit * 4, "\(number), \(time)")
          }
          seen.none = seen.none || expected.isEmpty
          seen.some = seen.some || (1...limit).contains(expected.count)
          seen.tooMany = seen.tooMany || expected.count > limit
        }
      }
      #expect(seen.none && seen.some && seen.tooMany, "\(number)")
    }
  }

  /// A live presentation of these timelines is the timeline's presentation, bit for bit, with
  /// `markChanges`' marks, at 60 frames a second throughout and at 1,000 for a while: the
  /// silent tracks run over their open slots alone where few are open.
  @Test(arguments: LivePresentationTests.paths)
  func silentTracksKeepLivePresentationsExact(wholeBeyond: Int, ledBelow: Int) {
    for (number, timeline) in Self.silenceTimelines().enumerated() {
      let at60 = (0...300).map { Double($0) / 60 - 0.3 }
      let at1000 = (0...400).map { 1.2 + Double($0) / 1000 }
      for (times, fps) in [(at60, 60), (at1000, 1000)] {
        LivePresentationTests.check(
          timeline, from: -0.5, through: times, wholeBeyond: wholeBeyond, ledBelow: ledBelow,
          "timeline \(number) at \(fps) fps")
      }
    }
  }
}
