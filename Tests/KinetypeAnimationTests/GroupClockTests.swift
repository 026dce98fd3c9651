import KinetypeCore
import Testing

@testable import KinetypeAnimation

/// `GroupClock`'s shortcuts give the local times its plain arithmetic gives, bit for bit: the
/// edges worked out once for waiting and finished glyphs, the running glyph's time without
/// the tests that place it, and both through a `GroupTimeCache`.
@Suite struct GroupClockTests {
  /// Random shifting groups (every fill mode; now and then a repeat, reverse, offset or
  /// easing), one or two deep, with random shifts per glyph, asked at random times and at each
  /// glyph's exact begin and end (and their neighbours), and at non-finite times.
  @Test func shortcutsGiveThePlainTimes() {
    let glyphCount = 7
    for seed in 0..<400 {
      let hash = SeededHash(seed: UInt64(seed) &+ 500)
      var channel: UInt64 = 0
      func unit() -> Double {
        channel += 1
        return hash.unit(seed, channel: channel)
      }
      func group(shifts start: Int?) -> CompiledGroup {
        let plain = unit() < 0.6
        let timing = Timing(
          beginTime: unit() * 2 - 0.5, duration: unit() < 0.05 ? 0 : 0.05 + unit() * 2,
          speed: plain ? 1 : (unit() < 0.3 ? -1.5 : 0.5 + unit()),
          timeOffset: plain || unit() < 0.7 ? 0 : unit(),
          repeatCount: plain || unit() < 0.6 ? 0 : 1 + unit() * 2,
          autoreverses: !plain && unit() < 0.3,
          fillMode: FillMode.allCases[Int(unit() * 4) % 4])
        let easings: [TimingFunction] = [.linear, .easeIn, .easeInEaseOut, .steps(3, .end)]
        return CompiledGroup(
          timing: CompiledTiming(timing), easing: easings[Int(unit() * 4) % 4],
          shifts: start.map { $0..<$0 + glyphCount })
      }
      let depth = unit() < 0.7 ? 1 : 2
      let groups = (0..<depth).map { level in
        group(shifts: level == 0 || unit() < 0.5 ? level * glyphCount : nil)
      }
      let groupShifts = (0..<depth * glyphCount).map { _ in
        unit() < 0.2 ? 0 : unit() * 3 - 0.5
      }
      var times = (0..<12).map { _ in unit() * 6 - 1.5 }
      let first = groups[0].timing
      for glyph in 0..<glyphCount {
        let begin = first.beginTime + groupShifts[glyph]
        for edge in [begin, begin + first.parentActive] where edge.isFinite {
          times += [edge, edge.nextUp, edge.nextDown]
        }
      }
      times += [.nan, .infinity, -.infinity]
      check(groups, groupShifts, times, glyphCount, "seed \(seed)")
    }
  }

  /// `CompiledTiming.progress(plainRunning:)`, which `progress(running:)` takes for a plain
  /// timing short of its end, gives the general arithmetic's bits
  /// (`progress(elapsed:atEnd:)`): durations of every size, times from −0 to just short of the
  /// end, and the times the inverse duration rounds onto the next cycle.
  @Test func plainProgressIsTheGeneralProgress() {
    let hash = SeededHash(seed: 91)
    var durations = [0.9, 0.1, 1.0 / 3, 0.7, 1.1, 2.4, 1e-300, 1e300, 0.05]
    durations += (0..<200).map { hash.value(in: 0.01...5, $0) }
    for duration in durations {
      let timing = CompiledTiming(Timing(duration: duration))
      guard timing.isPlain else {
        #expect(!(1 / duration).isFinite, "\(duration) is plain")
        continue
      }
      var times = [0, -0.0, duration.nextDown, duration.nextDown.nextDown, duration / 2]
      times += (0..<200).map { hash.value(in: 0...1, 1000 + $0) * duration }
      // Just short of whole fractions, where multiplying by the inverse rounds up.
      times += (1...20).map { (duration * Double($0) / 20).nextDown }
      for elapsed in times where elapsed < timing.parentActive {
        let general = timing.progress(elapsed: elapsed, atEnd: false).bitPattern
        #expect(
          timing.progress(plainRunning: elapsed).bitPattern == general
            && timing.progress(running: elapsed).bitPattern == general,
          "duration \(duration), elapsed \(elapsed)")
      }
    }
    for timing in [
      Timing(duration: 0), Timing(speed: 2), Timing(speed: -1), Timing(timeOffset: 0.1),
      Timing(repeatCount: 2), Timing(autoreverses: true),
    ] {
      #expect(!CompiledTiming(timing).isPlain, "\(timing)")
    }
  }

  private func check(
    _ groups: [CompiledGroup], _ groupShifts: [Double], _ times: [Double], _ glyphCount: Int,
    _ context: String
  ) {
    let values = UnsafeMutablePointer<Double>.allocate(capacity: groupShifts.count)
    let flags = UnsafeMutablePointer<Bool>.allocate(capacity: 2)
    let stamps = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
    defer {
      values.deallocate()
      flags.deallocate()
      stamps.deallocate()
    }
    (flags[0], flags[1], stamps[0]) = (true, false, 0)
    let cache = GroupTimeCache(
      values: values, isCached: flags, filled: flags + 1, filledAt: stamps,
      glyphCount: glyphCount)
    groups.withUnsafeBufferPointer { groupBuffer in
      groupShifts.withUnsafeBufferPointer { shiftBuffer in
        let storage = Timeline.Storage(
          targets: UnsafeBufferPointer(start: nil, count: 0),
          shifts: UnsafeBufferPointer(start: nil, count: 0),
          lanes: UnsafeBufferPointer(start: nil, count: 0),
          keyTimes: UnsafeBufferPointer(start: nil, count: 0),
          easings: UnsafeBufferPointer(start: nil, count: 0),
          bezierGuesses: UnsafeBufferPointer(start: nil, count: 0), groups: groupBuffer,
          groupShifts: shiftBuffer, groupOrders: UnsafeBufferPointer(start: nil, count: 0),
          groupOrderShifts: UnsafeBufferPointer(start: nil, count: 0), groupTimes: cache)
        let ancestors = 0..<groups.count
        for time in times {
          let clocks = [
            GroupClock(ancestors, time, storage, cache: nil, sharesEdges: true),
            GroupClock(ancestors, time, storage, cache: cache, sharesEdges: true),
            GroupClock(ancestors, time, storage, cache: cache, sharesEdges: true),
            GroupClock(ancestors, time, storage, cache: cache),
          ]
          for glyph in 0..<glyphCount {
            let plain = GroupClock.local(
              groupBuffer.baseAddress!, shiftBuffer.baseAddress!, ancestors, time, glyph)
            for (index, clock) in clocks.enumerated() {
              let fast = clock.local(glyph)
              #expect(
                fast?.bitPattern == plain?.bitPattern,
                "\(context), t = \(time), glyph \(glyph), clock \(index)")
            }
            // Where the first group runs the glyph, the running shortcut applies.
            let timing = groups[0].timing
            let elapsed = time - timing.beginTime - groupShifts[glyph]
            if !(elapsed < 0) && !timing.isDone(elapsed) {
              for clock in [clocks[0], clocks[1]] {
                #expect(
                  clock.local(running: glyph)?.bitPattern == plain?.bitPattern,
                  "\(context), t = \(time), glyph \(glyph), running")
              }
            }
          }
        }
      }
    }
  }
}
