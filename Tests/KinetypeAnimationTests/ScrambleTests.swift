import KinetypeCore
import Testing

@testable import KinetypeAnimation

/// Scrambles: random symbols from a set at a rate, a pure function of time.
@Suite struct ScrambleTests {
  static let hex = Array("0123456789abcdef")

  static func timeline(
    glyphs: Int = 12, symbols: [Character] = hex, rate: Double = 20,
    timing: Timing = Timing(duration: 2), stagger: Stagger? = nil, seed: UInt64 = 9,
    before: [Animation] = []
  ) -> Timeline {
    let scramble = Animation(
      .scramble(ScrambleAnimation(symbols: symbols, rate: rate)), timing: timing, stagger: stagger)
    return try! Timeline(
      glyphs: Fixtures.row(glyphs), animations: before + [scramble], seed: seed)
  }

  @Test func symbolsComeOnlyFromTheSet() {
    let timeline = Self.timeline(symbols: Array("01"))
    for step in 0..<40 {
      let p = timeline.presentation(at: Double(step) * 0.05)
      for g in 0..<p.count { #expect(p.symbol(at: g) == "0" || p.symbol(at: g) == "1") }
    }
  }

  @Test func theSameTimeGivesTheSameSymbolsInAnyOrder() {
    let timeline = Self.timeline(stagger: Stagger(.random(channel: 2), spread: 0.5))
    let times = (0..<60).map { Double($0) * 0.041 }
    let forwards = times.map { timeline.presentation(at: $0).glyphs }
    let hash = SeededHash(seed: 3)
    let shuffled = times.indices.sorted { hash.bits($0) < hash.bits($1) }
    for index in shuffled {
      #expect(timeline.presentation(at: times[index]).glyphs == forwards[index])
    }
    // And a timeline compiled afresh agrees.
    let again = Self.timeline(stagger: Stagger(.random(channel: 2), spread: 0.5))
    #expect(times.map { again.presentation(at: $0).glyphs } == forwards)
  }

  @Test func theSymbolChangesAtTheRate() {
    // 256 symbols, so a repeat between neighbouring steps is rare (1 in 256).
    let symbols = (0..<256).map { Character(Unicode.Scalar(0x2800 + $0)!) }
    let timeline = Self.timeline(symbols: symbols, rate: 20, timing: Timing(duration: 3))
    for glyph in 0..<12 {
      var changes = 0
      var previous: Character? = nil
      // Sample at 200 Hz over one second: 20 steps, so about 20 changes.
      for i in 0..<200 {
        let symbol = timeline.presentation(at: 0.5 + Double(i) / 200).symbol(at: glyph)
        if symbol != previous { changes += 1 }
        previous = symbol
      }
      #expect((18...21).contains(changes), "glyph \(glyph): \(changes) changes")
    }
    // Within one step the symbol holds.
    let a = timeline.presentation(at: 1.001)
    let b = timeline.presentation(at: 1.049)
    #expect(a.glyphs == b.glyphs)
  }

  @Test func afterTheEndTheGlyphShowsItself() {
    let timeline = Self.timeline(timing: Timing(duration: 1))
    let during = timeline.presentation(at: 0.5)
    #expect((0..<during.count).allSatisfy { during.symbol(at: $0) != nil })
    let after = timeline.presentation(at: 1.01)
    #expect((0..<after.count).allSatisfy { after.symbol(at: $0) == nil })
    let before = Self.timeline(timing: Timing(beginTime: 1, duration: 1)).presentation(at: 0.5)
    #expect((0..<before.count).allSatisfy { before.symbol(at: $0) == nil })
  }

  @Test func fillsHoldTheFirstAndLastSymbols() {
    let timeline = Self.timeline(timing: Timing(beginTime: 1, duration: 1, fillMode: .both))
    #expect(timeline.presentation(at: 0).glyphs == timeline.presentation(at: 1).glyphs)
    #expect(timeline.presentation(at: 3).glyphs == timeline.presentation(at: 2).glyphs)
    #expect(timeline.presentation(at: 3).symbol(at: 0) != nil)
  }

  @Test func staggeredGlyphsSettleInTurn() {
    let timeline = Self.timeline(timing: Timing(duration: 1), stagger: Stagger(.index, spread: 1.1))
    let p = timeline.presentation(at: 1.5)
    // Glyph k runs from 0.1 k to 0.1 k + 1: the first five are done, the rest running.
    #expect((0..<5).allSatisfy { p.symbol(at: $0) == nil })
    #expect((6..<12).allSatisfy { p.symbol(at: $0) != nil })
  }

  @Test func differentGlyphsDiffer() {
    let timeline = Self.timeline(glyphs: 40)
    let p = timeline.presentation(at: 0.3)
    let symbols = (0..<p.count).compactMap { p.symbol(at: $0) }
    #expect(symbols.count == 40)
    #expect(Set(symbols).count >= 10)
    // Another seed draws other symbols.
    let other = Self.timeline(glyphs: 40, seed: 10).presentation(at: 0.3)
    #expect((0..<40).contains { other.symbol(at: $0) != p.symbol(at: $0) })
  }

  @Test func invalidScramblesAreReported() {
    let bad = [
      Animation(.scramble(ScrambleAnimation(symbols: [], rate: 10))),
      Animation(.scramble(ScrambleAnimation(symbols: ["x"], rate: 0))),
    ]
    #expect(throws: TimelineError.self) {
      try Timeline(glyphs: Fixtures.row(3), animations: bad)
    }
    do {
      _ = try Timeline(glyphs: Fixtures.row(3), animations: bad)
    } catch {
      #expect(error.diagnostics.map(\.path) == ["animations[0].symbols", "animations[1].rate"])
    }
  }

  /// The fast paths (a fresh symbol array, in-group and in-place runs) agree with the plain
  /// path for scrambles, alone, over another symbol track, staggered and in a group.
  @Test func fastAndPlainPathsAgree() {
    let keyframes = Animation(
      .keyframe(KeyframeAnimation(.symbol, values: [Symbol("#"), "%"])),
      timing: Timing(duration: 1, fillMode: .both))
    let timelines = [
      Self.timeline(stagger: Stagger(.index, spread: 1)),
      Self.timeline(timing: Timing(beginTime: 0.5, duration: 1, fillMode: .both)),
      Self.timeline(stagger: Stagger(.random(channel: 1), spread: 1), before: [keyframes]),
      // Ascending delays under each fill, fresh and over another track: the runs split by
      // bisection.
      Self.timeline(
        timing: Timing(beginTime: 0.3, duration: 1), stagger: Stagger(.index, spread: 1)),
      Self.timeline(
        timing: Timing(duration: 1, fillMode: .forwards), stagger: Stagger(.index, spread: 1),
        before: [keyframes]),
      Self.timeline(
        timing: Timing(beginTime: 0.3, duration: 1, fillMode: .backwards),
        stagger: Stagger(.index, spread: 1), before: [keyframes]),
      Self.timeline(
        timing: Timing(duration: 0.5, fillMode: .both), stagger: Stagger(.index, spread: 1)),
      try! Timeline(
        glyphs: Fixtures.row(12),
        animations: [
          .group(
            [
              Animation(
                .scramble(ScrambleAnimation(symbols: Self.hex, rate: 15)),
                timing: Timing(beginTime: 0.2, duration: 1))
            ], timing: Timing(duration: 1.5), stagger: Stagger(.index, spread: 1))
        ], seed: 4),
    ]
    #expect(timelines[0].tracks[0].initialises)
    for (index, fast) in timelines.enumerated() {
      var plain = fast
      plain.usesFastPaths = false
      for i in 0..<60 {
        let t = Double(i - 5) / 20
        #expect(
          fast.presentation(at: t) == plain.presentation(at: t), "timeline \(index), t = \(t)")
      }
    }
  }
}
