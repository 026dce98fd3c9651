import KinetypeCore
import Testing

@testable import KinetypeAnimation

/// A scramble's slots that share a start and a step origin are kept as a lockstep run
/// (`ActivityWindows.lockstepRuns`) and found together; the slots found must be exactly those
/// testing each slot finds.
extension ActivityWindowsTests {
  /// 160 glyphs: the first 30 with delays of their own, 60 sharing one delay (a run too short
  /// to keep), the other 70 another: the run kept.
  static func lockstepDelays(_ unit: (UInt64) -> Double) -> [Double] {
    (0..<160).map { k in k < 30 ? unit(UInt64(100 + k)) * 0.8 : k < 90 ? 0.3 : 0.05 }
  }

  /// The same scramble alone, under a group that maps time as it is, and under one that
  /// shifts its glyphs, in each fill.
  static func lockstepTimelines() -> [(Timeline, String)] {
    FillMode.allCases.enumerated().map { seed, fill in
      let hash = SeededHash(seed: UInt64(seed) &+ 70)
      func unit(_ channel: UInt64) -> Double { hash.unit(seed, channel: channel) }
      let rate = 4 + unit(1) * 15
      let leaf = Animation(
        .scramble(ScrambleAnimation(symbols: ["a", "b", "c", "d"], rate: rate)),
        timing: Timing(beginTime: unit(2) - 0.2, duration: 0.5 + unit(3), fillMode: fill),
        stagger: Stagger(.delays(lockstepDelays(unit)), spread: 0))
      let animations = [
        leaf,
        Animation.group(
          [leaf], timing: Timing(beginTime: 0.1, duration: 1.6, fillMode: fill)),
        Animation.group(
          [leaf], timing: Timing(beginTime: 0, duration: 1.8, fillMode: fill),
          stagger: Stagger(.delays(lockstepDelays { unit($0 + 500) }), spread: 0)),
      ]
      let timeline = try! Timeline(
        glyphs: Fixtures.block(columns: 40, rows: 4), animations: animations, seed: 5)
      return (timeline, "\(fill), \(rate) a second")
    }
  }

  /// Times to step between: 60 and 1,000 a second, every step boundary of the shared origins
  /// and a hair either side, and at random.
  static func lockstepTimes(_ timeline: Timeline, seed: UInt64) -> [Double] {
    let hash = SeededHash(seed: seed)
    var times = (0...180).map { Double($0) / 60 - 0.5 }
    times += (0...2500).map { Double($0) / 1000 - 0.3 }
    for track in timeline.tracks {
      guard case .scramble(let scramble) = track.evaluator else { continue }
      for shift in [0.3, 0.05, 0.1, 0.15, 0.35] {
        for n in 0..<40 {
          let t = track.timing.beginTime + shift + Double(n) / scramble.rate
          times += [t.nextDown, t, t.nextUp]
        }
        let end = track.timing.beginTime + shift + track.timing.parentActive
        times += [end.nextDown, end, end.nextUp]
      }
    }
    times += (0..<200).map { hash.unit($0, channel: 1) * 3 - 0.5 }
    return times
  }

  /// Every scramble track keeps a run, and over steps forwards, backwards and at random a
  /// track's visit finds the slots the test of each slot finds, no more and no fewer.
  @Test func lockstepRunsFindTheSlotsTheirTestsFind() {
    for (timeline, label) in Self.lockstepTimelines() {
      let windows = ActivityWindows(timeline)
      let scrambles = timeline.tracks.indices.filter { windows.stepRates[$0] > 0 }
      #expect(scrambles.count == 3, "\(label)")
      for track in scrambles {
        #expect(windows.lockstepRuns[track]?.count == 70, "\(label): track \(track)")
      }
      let times = Self.lockstepTimes(timeline, seed: 9)
      var checked = (steps: 0, found: 0)
      for (a, b) in Array(zip(times, times.dropFirst())) + Array(zip(times, times.reversed())) {
        let (low, high) = (min(a, b), max(a, b))
        windows.visit(low, high) { visit in
          for track in scrambles {
            let range = windows.candidates(track, low, high)
            let active = timeline.tracks[track].timing.parentActive
            let trackVisit = windows.trackVisit(track, low, high, active: active)
            var together: [Int] = []
            visit.forEachSlot(ofTrack: track, trackVisit, active: active) { together.append($0) }
            let step = ActivityWindows.StepTest(
              low, high, rate: windows.stepRates[track], active: active,
              farthestOrigin: windows.farthestOrigins[track])
            var each: [Int] = []
            visit.testEach(windows.bases[track], range, step) { each.append($0) }
            #expect(together.sorted() == each.sorted(), "\(label): \(low)…\(high), \(track)")
            checked.steps += 1
            checked.found += each.count
          }
        }
      }
      // Steps that find slots and steps that find none.
      #expect(checked.found > 0 && checked.found < checked.steps * 160, "\(label)")
    }
  }

  /// A live presentation of these timelines is the timeline's presentation, bit for bit, with
  /// `markChanges`' marks, at every time, glyph by glyph and whole.
  @Test(arguments: LivePresentationTests.paths)
  func lockstepRunsKeepLivePresentationsExact(wholeBeyond: Int, ledBelow: Int) {
    for (timeline, label) in Self.lockstepTimelines() {
      let times = Self.lockstepTimes(timeline, seed: 3)
      LivePresentationTests.check(
        timeline, from: -0.5, through: Array(times.prefix(181)) + times.suffix(400),
        wholeBeyond: wholeBeyond, ledBelow: ledBelow, label)
    }
  }
}
