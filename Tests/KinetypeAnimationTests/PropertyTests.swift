import KinetypeCore
import Testing

@testable import KinetypeAnimation

/// Invariants checked over a few hundred cases generated from `SeededHash`.
@Suite struct PropertyTests {
  static let cases = 0..<200

  /// A random timeline: a random block of glyphs and a few random animations of every kind.
  static func randomTimeline(_ seed: Int) -> Timeline {
    let hash = SeededHash(seed: UInt64(seed))
    func unit(_ channel: UInt64) -> Double { hash.unit(seed, channel: channel) }
    return try! Timeline(
      glyphs: randomGlyphs(seed), animations: randomAnimations(seed),
      markers: [Marker("a", at: unit(38) * 3), Marker("b", at: unit(39) * 3)], seed: UInt64(seed))
  }

  /// The glyphs of `randomTimeline(seed)`.
  static func randomGlyphs(_ seed: Int) -> [GlyphGeometry] {
    let hash = SeededHash(seed: UInt64(seed))
    return Fixtures.block(
      columns: 1 + hash.integer(below: 12, seed, channel: 1),
      rows: 1 + hash.integer(below: 4, seed, channel: 2))
  }

  /// The animations of `randomTimeline(seed)`.
  static func randomAnimations(_ seed: Int) -> [Animation] {
    let hash = SeededHash(seed: UInt64(seed))
    func unit(_ channel: UInt64) -> Double { hash.unit(seed, channel: channel) }
    let fills = FillMode.allCases
    func timing(_ c: UInt64) -> Timing {
      Timing(
        beginTime: unit(c) * 2 - 0.5, duration: 0.1 + unit(c + 1) * 2,
        speed: unit(c + 2) < 0.3 ? -1.5 : 1 + unit(c + 3),
        timeOffset: unit(c + 4) < 0.2 ? unit(c + 5) : 0,
        repeatCount: unit(c + 6) < 0.3 ? 1 + unit(c + 7) * 2 : 0,
        autoreverses: unit(c + 8) < 0.4,
        fillMode: fills[hash.integer(below: 4, seed, channel: c + 9)])
    }
    let orders: [StaggerOrder] = [
      .index, .reverseIndex, .row, .column, .diagonal, .centreOutward, .centreInward, .word, .line,
      .random(channel: 3), .distance(from: Point(x: 2, y: 1)),
    ]
    let order = orders[hash.integer(below: orders.count, seed, channel: 20)]
    var path = BezierPath()
    path.addCurve(to: Point(x: 4, y: -2), control1: Point(x: 1, y: 3), control2: Point(x: 3, y: 3))
    return [
      Animation(
        .basic(BasicAnimation(.opacity, from: unit(30), to: unit(31))), timing: timing(40),
        timingFunction: .easeInEaseOut, stagger: Stagger(order, spread: unit(32))),
      Animation(
        .keyframe(
          KeyframeAnimation(
            .offset,
            values: [.zero, Vector(dx: unit(33) * 4, dy: 1), Vector(dx: -1, dy: unit(34))],
            calculationMode: .cubic)), timing: timing(50), isAdditive: unit(35) < 0.5),
      .group(
        [
          Animation(.spring(SpringAnimation(.rotation, to: .degrees(90))), timing: timing(60)),
          Animation(
            .path(PathAnimation(path: path, rotatesAlongPath: true)), timing: timing(70),
            isAdditive: true),
          Animation(
            .keyframe(
              KeyframeAnimation(
                .symbol, values: [Symbol("#"), "%", "@"], calculationMode: .discrete)),
            timing: timing(80)),
        ], timing: timing(90), stagger: Stagger(.random(channel: 9), spread: unit(36))),
      Animation(
        .basic(
          BasicAnimation(
            .backgroundColour, from: RGBA(red: unit(37), green: 0.2, blue: 1), to: .white)),
        timing: timing(100), colourSpace: ColourSpace.allCases[seed % 3]),
    ]
  }

  @Test func presentationIsTheSameWhateverOrderTimesAreVisitedIn() {
    for seed in Self.cases {
      let timeline = Self.randomTimeline(seed)
      let hash = SeededHash(seed: 99)
      let times = (0..<12).map { hash.value(in: -1...5, seed * 100 + $0) }
      let forwards = times.map { timeline.presentation(at: $0) }
      // Visit again in a scrambled order (sorted by a hash), interleaving other times.
      let scrambled = times.indices.sorted {
        hash.bits($0, channel: UInt64(seed)) < hash.bits($1, channel: UInt64(seed))
      }
      for index in scrambled {
        _ = timeline.presentation(at: hash.value(in: -1...5, index, channel: 5))
        #expect(
          timeline.presentation(at: times[index]) == forwards[index],
          "seed \(seed), t = \(times[index])")
      }
    }
  }

  @Test func playingBackwardsShowsWhatPlayingForwardsShowsAtEachTime() {
    for seed in Self.cases.prefix(60) {
      let timeline = Self.randomTimeline(seed)
      let end = min(timeline.duration, 6)
      var backwards = Playhead(duration: end, position: end, rate: -1)
      let hash = SeededHash(seed: 5)
      var step = 0
      while backwards.position > 0 {
        _ = backwards.advance(by: 0.05 + hash.unit(step, channel: UInt64(seed)) * 0.3)
        step += 1
        var forwards = Playhead(duration: end, rate: 1)
        forwards.seek(to: backwards.position)
        #expect(
          timeline.presentation(at: backwards.position)
            == timeline.presentation(at: forwards.position))
      }
    }
  }

  @Test func staggerKeysLieInTheUnitIntervalAndAreStable() {
    let orders: [StaggerOrder] = [
      .index, .reverseIndex, .row, .column, .diagonal, .centreOutward, .centreInward, .word, .line,
      .random(channel: 0), .random(channel: 7), .distance(from: Point(x: -3, y: 9)),
    ]
    for seed in Self.cases {
      let hash = SeededHash(seed: UInt64(seed))
      let glyphs = Fixtures.block(
        columns: 1 + hash.integer(below: 20, 0), rows: 1 + hash.integer(below: 6, 1))
      for order in orders {
        let keys = Stagger.keys(order, glyphs, seed: UInt64(seed))
        #expect(keys.count == glyphs.count)
        #expect(keys.allSatisfy { (0...1).contains($0) }, "\(order)")
        #expect(Stagger.keys(order, glyphs, seed: UInt64(seed)) == keys)
        // A glyph's random key does not depend on which other glyphs are there.
        if case .random(let channel) = order, glyphs.count > 1 {
          #expect(
            Stagger.keys(order, Array(glyphs.dropFirst()), seed: UInt64(seed))
              == Array(keys.dropFirst()))
          #expect(keys[1] == SeededHash(seed: UInt64(seed)).unit(1, channel: channel))
        }
      }
    }
  }

  @Test func staggerOrdersPutTheRightGlyphsFirstAndLast() {
    let glyphs = Fixtures.block(columns: 5, rows: 3)  // centre glyph: column 2, row 1 = index 7
    let outward = Stagger.keys(.centreOutward, glyphs, seed: 0)
    #expect(outward[7] == 0 && outward[0] == 1 && outward[14] == 1)
    #expect(Stagger.keys(.centreInward, glyphs, seed: 0)[7] == 1)
    #expect(
      Stagger.keys(.diagonal, glyphs, seed: 0)[0] == 0
        && Stagger.keys(.diagonal, glyphs, seed: 0)[14] == 1)
    #expect(Stagger.keys(.line, glyphs, seed: 0)[5] == 0.5)
    #expect(Stagger.keys(.column, glyphs, seed: 0)[6] == 0.25)
    #expect(
      Stagger(.index, spread: 2, timingFunction: .penner(.quad, .in)).offsets(
        for: Fixtures.row(3), seed: 0) == [0, 0.5, 2])
  }

  /// Consecutive spans report each event exactly once, forwards and backwards, however the
  /// time is cut up, including cuts landing exactly on events.
  @Test func eventsAreReportedExactlyOnceAcrossConsecutiveSpans() {
    for seed in Self.cases {
      let hash = SeededHash(seed: UInt64(seed))
      let markerTimes = (0..<6).map {
        hash.integer(below: 5, $0) == 0 ? 0 : Double(hash.integer(below: 40, $0, channel: 1)) / 10
      }
      let timeline = try! Timeline(
        glyphs: [], animations: [],
        markers: markerTimes.enumerated().map { Marker("m\($0.offset)", at: $0.element) })
      let end = timeline.duration
      // Cut points on a 0.1 grid, so some land on markers.
      var cuts = [0.0]
      while cuts.last! < end {
        cuts.append(
          min(end, cuts.last! + Double(1 + hash.integer(below: 7, cuts.count, channel: 2)) / 10))
      }
      var seen: [String] = []
      for (i, pair) in zip(cuts, cuts.dropFirst()).enumerated() {
        seen += timeline.events(in: TimeSpan(from: pair.0, to: pair.1, includesStart: i == 0)).map(
          \.name)
      }
      #expect(seen.sorted() == timeline.events.map(\.name).sorted(), "forwards, seed \(seed)")
      seen = []
      let back = Array(cuts.reversed())
      for (i, pair) in zip(back, back.dropFirst()).enumerated() {
        seen += timeline.events(in: TimeSpan(from: pair.0, to: pair.1, includesStart: i == 0)).map(
          \.name)
      }
      #expect(seen.sorted() == timeline.events.map(\.name).sorted(), "backwards, seed \(seed)")
    }
  }

  @Test func aPlayheadReportsEachEventOncePerPass() {
    let timeline = try! Timeline(
      glyphs: [], animations: [],
      markers: [Marker("start", at: 0), Marker("mid", at: 1), Marker("end", at: 2)])
    for mode in Playhead.LoopMode.allCases {
      for rate in [1.0, -1.0] {
        var playhead = Playhead(duration: 2, position: rate > 0 ? 0 : 2, rate: rate, loopMode: mode)
        var names: [String] = []
        // 5 s of play in uneven steps, some of which land exactly on the ends.
        for delta in [0.5, 0.5, 1, 0.3, 0.7, 1, 0.25, 0.75] {
          for span in playhead.advance(by: delta) { names += timeline.events(in: span).map(\.name) }
        }
        let expected: [String]
        switch (mode, rate > 0) {
        case (.once, true): expected = ["start", "mid", "end"]
        case (.once, false): expected = ["end", "mid", "start"]
        // Forwards: 0 → 2, wrap, 0 → 2, wrap, 0 → 1.
        case (.loop, true):
          expected = ["start", "mid", "end", "start", "mid", "end", "start", "mid"]
        case (.loop, false):
          expected = ["end", "mid", "start", "end", "mid", "start", "end", "mid"]
        // Forwards: 0 → 2 → 0 → 1; the turning points once each.
        case (.pingPong, true): expected = ["start", "mid", "end", "mid", "start", "mid"]
        case (.pingPong, false): expected = ["end", "mid", "start", "mid", "end", "mid"]
        }
        #expect(names == expected, "\(mode) rate \(rate)")
      }
    }
  }
}
