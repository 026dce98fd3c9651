import KinetypeCore
import Testing

@testable import KinetypeAnimation

/// A live presentation, carried from time to time, is the timeline's presentation at each time,
/// and marks exactly the glyphs `markChanges(since:into:)` marks.
@Suite struct LivePresentationTests {
  /// Times forward in small steps (a recording's), backward, at random, repeated, at the ends
  /// and past them, on the timeline's boundaries and a hair either side, and non-finite.
  static func times(_ timeline: Timeline, seed: Int) -> [Double] {
    let end = timeline.duration.isFinite ? timeline.duration : 6
    let hash = SeededHash(seed: UInt64(seed) &+ 7)
    let forward = (0...90).map { end * Double($0) / 90 }
    let random = (0..<40).map { hash.value(in: -1...(end + 1), $0) }
    // Every track's begin and end, as a glyph with no shift sees them, and their neighbours.
    let edges = timeline.tracks.prefix(6).flatMap { track -> [Double] in
      let begin = track.timing.beginTime
      let ends = [begin, begin + track.timing.parentActive].filter(\.isFinite)
      return ends.flatMap { [$0.nextDown, $0, $0.nextUp] }
    }
    let special: [Double] = [0, -0.0, end, end, .nan, 1, .infinity, 2, -.infinity, 0.5]
    return forward + forward.reversed() + random + edges + special + forward
  }

  /// The first glyph whose presentations differ, to the bit (`identical`).
  static func firstDifference(_ a: Presentation, _ b: Presentation) -> Int? {
    (0..<a.count).first { !identical(a[$0], b[$0]) }
  }

  /// Whether two glyphs' presentations are the same to the bit: `==` takes −0 for 0 and a NaN
  /// for unequal to itself. Numbers are compared by their bits, NaNs by their text, characters
  /// by their scalars; comparing whole glyphs as text (which takes canonically equivalent
  /// characters for the same) made these suites half an hour long in a debug build. A field
  /// added to `GlyphPresentation` is added here.
  static func identical(_ a: GlyphPresentation, _ b: GlyphPresentation) -> Bool {
    func same(_ x: Double, _ y: Double) -> Bool {
      x.bitPattern == y.bitPattern || (x.isNaN && y.isNaN && "\(x)" == "\(y)")
    }
    func same(_ x: RGBA?, _ y: RGBA?) -> Bool {
      guard let x, let y else { return x == nil && y == nil }
      return same(x.red, y.red) && same(x.green, y.green) && same(x.blue, y.blue)
        && same(x.alpha, y.alpha)
    }
    // Characters by their scalars: `==` takes canonically equivalent ones for equal.
    func scalars(_ symbol: Character?) -> [Unicode.Scalar]? {
      symbol.map { Array(String($0).unicodeScalars) }
    }
    return same(a.opacity, b.opacity) && same(a.offset.dx, b.offset.dx)
      && same(a.offset.dy, b.offset.dy) && same(a.rotation.radians, b.rotation.radians)
      && same(a.scale.dx, b.scale.dx) && same(a.scale.dy, b.scale.dy)
      && same(a.anchor.x, b.anchor.x) && same(a.anchor.y, b.anchor.y)
      && same(a.foregroundColour, b.foregroundColour)
      && same(a.backgroundColour, b.backgroundColour) && a.zIndex == b.zIndex
      && a.isHidden == b.isHidden && scalars(a.symbol) == scalars(b.symbol)
  }

  /// Every way of bringing a property up to date: the stale glyphs alone, or every glyph, over
  /// the model copied to every glyph or (`ledBelow`) only to those no leading track targets.
  static let paths = zip([Int.max, 0, 0], [Int.max, 0, Int.max])

  /// Carries a live presentation of `timeline` from `start` through `times`, expecting at each
  /// the timeline's presentation, bit for bit, and exactly `markChanges`' marks.
  static func check(
    _ timeline: Timeline, from start: Double = 0, through times: [Double], wholeBeyond: Int,
    ledBelow: Int, _ label: String
  ) {
    // Glyph by glyph, each track's stale slots are found both ways: by visiting its targets
    // and by looking them up.
    for looksUpSlots in wholeBeyond == .max ? [false, true] : [nil] {
      var live = LivePresentation(timeline, at: start)
      live.wholeBeyond = wholeBeyond
      live.ledBelow = ledBelow
      live.leadsEveryProperty = ledBelow == .max
      live.looksUpSlots = looksUpSlots
      var marks = Array(repeating: GlyphChanges(), count: timeline.glyphs.count)
      var before = live.presentation
      let label = "\(label)\(looksUpSlots == true ? ", slots looked up" : "")"
      for (k, time) in times.enumerated() {
        live.update(to: time, marking: &marks)
        let whole = timeline.presentation(at: time)
        #expect(
          firstDifference(live.presentation, whole) == nil, "\(label), step \(k), t = \(time)")
        var expected = Array(repeating: GlyphChanges(), count: marks.count)
        whole.markChanges(since: before, into: &expected)
        #expect(marks == expected, "\(label), step \(k), t = \(time)")
        before = whole
        for index in marks.indices { marks[index] = [] }
      }
    }
  }

  /// `identical` tells apart what text tells apart, field by field, and a character's spelling
  /// besides.
  @Test func identicalGlyphsAreThoseWhoseTextIsTheSame() {
    let glyph = GlyphPresentation(
      opacity: 0.5, offset: Vector(dx: 1, dy: -0.0), rotation: .zero, scale: .one,
      anchor: Point(x: 0.5, y: 0.5), foregroundColour: RGBA(red: .nan, green: 0, blue: 1),
      backgroundColour: nil, symbol: "e\u{301}", zIndex: 2, isHidden: false)
    var changed: [GlyphPresentation] = []
    func change(_ body: (inout GlyphPresentation) -> Void) {
      var copy = glyph
      body(&copy)
      changed.append(copy)
    }
    change { $0.opacity = 0.5.nextUp }
    change { $0.offset.dx = -1 }
    change { $0.offset.dy = 0 }
    change { $0.rotation.radians = -0.0 }
    change { $0.scale.dx = .nan }
    change { $0.scale.dy = 2 }
    change { $0.anchor.x = 0 }
    change { $0.anchor.y = 0 }
    change { $0.foregroundColour = nil }
    change { $0.foregroundColour?.red = -.nan }
    change { $0.foregroundColour?.alpha = 0.9 }
    change { $0.backgroundColour = .black }
    change { $0.symbol = "x" }
    change { $0.symbol = nil }
    change { $0.zIndex = 3 }
    change { $0.isHidden = true }
    #expect(Self.identical(glyph, glyph))
    // One more than text tells apart: the same character spelled with other scalars.
    var precomposed = glyph
    precomposed.symbol = "\u{e9}"
    #expect("\(precomposed)" == "\(glyph)" && !Self.identical(glyph, precomposed))
    for (k, other) in changed.enumerated() {
      #expect("\(other)" != "\(glyph)", "change \(k)")
      #expect(!Self.identical(glyph, other) && !Self.identical(other, glyph), "change \(k)")
    }
  }

  @Test(arguments: paths)
  func theLivePresentationIsTheTimelinesAtEveryTime(wholeBeyond: Int, ledBelow: Int) {
    for seed in PropertyTests.cases.prefix(120) {
      let timeline = PropertyTests.randomTimeline(seed)
      Self.check(
        timeline, through: Self.times(timeline, seed: seed), wholeBeyond: wholeBeyond,
        ledBelow: ledBelow,
        "seed \(seed)")
    }
  }

  /// Timelines whose glyphs begin at their own times under a group (as effect files make
  /// them: a group per glyph's begin, tracks with their own delays inside), stepped at 60 and
  /// at 1,000 frames a second.
  @Test(arguments: paths)
  func groupsWithGlyphsOwnBeginsStayExact(wholeBeyond: Int, ledBelow: Int) {
    let glyphs = Fixtures.block(columns: 17, rows: 5)
    for (seed, fill) in FillMode.allCases.enumerated() {
      let hash = SeededHash(seed: UInt64(seed))
      let inner = [
        Animation(
          .basic(BasicAnimation(.offset, from: Vector(dx: 0, dy: -5), to: .zero)),
          timing: Timing(duration: 0.7, fillMode: .both), timingFunction: .easeIn),
        Animation(
          .keyframe(KeyframeAnimation(.symbol, values: [Symbol("o"), ".", "*"])),
          timing: Timing(duration: 0.5, fillMode: fill),
          stagger: Stagger(.random(channel: 2), spread: 0.4)),
        Animation(
          .basic(BasicAnimation(.foregroundColour, from: .white, to: .black)),
          timing: Timing(beginTime: 0.7, duration: 0.5, fillMode: .both)),
        Animation(
          .scramble(ScrambleAnimation(symbols: ["a", "b", "c"], rate: 9)),
          timing: Timing(duration: 0.3, fillMode: fill), glyphs: .indices(3..<40)),
      ]
      let animations = [
        Animation.group(
          inner, timing: Timing(duration: 1.3, fillMode: fill),
          stagger: Stagger(.random(channel: 1), spread: 1.5 + hash.unit(0)))
      ]
      let timeline = try! Timeline(glyphs: glyphs, animations: animations, seed: 5)
      for fps in [60.0, 1000.0] {
        Self.check(
          timeline, from: -0.1, through: (0...Int(3.2 * fps)).map { Double($0) / fps },
          wholeBeyond: wholeBeyond, ledBelow: ledBelow, "\(fill) at \(fps) fps")
      }
    }
  }

  /// Random nests of groups that map time as it is (linear, speed 1, one cycle), where the
  /// windows narrow through the levels: every fill at every level, leaves that begin before,
  /// inside and after their group, per-glyph begins at two levels.
  @Test(arguments: paths)
  func nestedGroupsNarrowTheirWindowsExactly(wholeBeyond: Int, ledBelow: Int) {
    let glyphs = Fixtures.block(columns: 9, rows: 4)
    let fills = FillMode.allCases
    for seed in 0..<48 {
      let hash = SeededHash(seed: UInt64(seed))
      func unit(_ channel: UInt64) -> Double { hash.unit(seed, channel: channel) }
      func fill(_ channel: UInt64) -> FillMode {
        fills[hash.integer(below: fills.count, seed, channel: channel)]
      }
      func timing(_ c: UInt64) -> Timing {
        Timing(beginTime: unit(c) * 1.6 - 0.4, duration: 0.2 + unit(c + 1), fillMode: fill(c + 2))
      }
      let leaves = [
        Animation(.basic(BasicAnimation(.opacity, from: unit(1), to: 1)), timing: timing(10)),
        Animation(
          .basic(BasicAnimation(.offset, from: Vector(dx: 2, dy: -3), to: .zero)),
          timing: timing(20), stagger: Stagger(.random(channel: 4), spread: unit(2))),
        Animation(
          .keyframe(KeyframeAnimation(.symbol, values: [Symbol("x"), "y", "z"])),
          timing: timing(30)),
        Animation(
          .basic(BasicAnimation(.foregroundColour, from: .white, to: .black)), timing: timing(40),
          isAdditive: unit(3) < 0.3),
      ]
      let inner = Animation.group(
        leaves, timing: timing(50), stagger: Stagger(.column, spread: unit(5) * 2))
      let outer = Animation.group(
        [inner, leaves[0]], timing: timing(60), stagger: Stagger(.random(channel: 6), spread: 1))
      let timeline = try! Timeline(glyphs: glyphs, animations: [outer, leaves[3]], seed: 3)
      let steps = (0...300).map { Double($0) / 60 - 0.5 } + (0..<30).map { unit(100 + $0) * 5 - 1 }
      Self.check(
        timeline, from: -1, through: steps, wholeBeyond: wholeBeyond, ledBelow: ledBelow,
        "seed \(seed)")
    }
  }

  /// Tracks over parts of the glyphs, under groups and not, as effect files make them: the
  /// first to target each of its glyphs (not additive) leads, the glyphs no leading track
  /// targets take the model, and tracks after them write over both, in every fill.
  @Test(arguments: paths)
  func leadingTracksOverPartsOfTheGlyphsStayExact(wholeBeyond: Int, ledBelow: Int) {
    let glyphs = Fixtures.block(columns: 13, rows: 4)
    for (seed, fill) in FillMode.allCases.enumerated() {
      let hash = SeededHash(seed: UInt64(seed))
      func timing(_ c: UInt64) -> Timing {
        Timing(
          beginTime: hash.unit(seed, channel: c) * 1.5 - 0.3,
          duration: 0.2 + hash.unit(seed, channel: c + 1), fillMode: fill)
      }
      func colour(_ from: RGBA, _ to: RGBA, _ c: UInt64, additive: Bool = false) -> Animation {
        Animation(
          .basic(BasicAnimation(.foregroundColour, from: from, to: to)), timing: timing(c),
          isAdditive: additive)
      }
      func part(_ range: Range<Int>, _ animation: Animation) -> Animation {
        var animation = animation
        animation.glyphs = .indices(range)
        return animation
      }
      let scramble = Animation(
        .scramble(ScrambleAnimation(symbols: ["a", "b", "c", "d"], rate: 11)), timing: timing(1),
        stagger: Stagger(.random(channel: 3), spread: 0.6))
      let animations = [
        // Leads over 0..<20, under a group whose glyphs begin at their own times.
        Animation(
          .group([colour(.white, .black, 10), scramble]), timing: timing(20),
          glyphs: .indices(0..<20), stagger: Stagger(.random(channel: 1), spread: 0.8)),
        // Leads over 25..<45; then an additive track and one over glyphs already led follow.
        part(25..<45, colour(.black, .white, 30)),
        part(0..<30, colour(RGBA(red: 0.2, green: 0, blue: 0), .clear, 40, additive: true)),
        part(40..<52, colour(.white, RGBA(red: 0.5, green: 0.2, blue: 0.9, alpha: 1), 50)),
        // Symbols: led by the scramble over 0..<20 and these keyframes; a second scramble
        // writes over every glyph.
        part(
          30..<52,
          Animation(
            .keyframe(KeyframeAnimation(.symbol, values: [Symbol("x"), "y"])),
            timing: timing(60))),
        Animation(
          .scramble(ScrambleAnimation(symbols: ["p", "q"], rate: 7)), timing: timing(70),
          glyphs: .indices(5..<50)),
      ]
      let timeline = try! Timeline(glyphs: glyphs, animations: animations, seed: 9)
      for fps in [60.0, 1000.0] {
        Self.check(
          timeline, from: -0.5, through: (0...Int(3 * fps)).map { Double($0) / fps - 0.4 },
          wholeBeyond: wholeBeyond, ledBelow: ledBelow, "\(fill) at \(fps) fps")
      }
    }
  }

  /// Scrambles, alone and under groups that map time as it is (shifting their glyphs or not),
  /// at several speeds and rates, in every fill: a glyph whose step boundary a step misses is
  /// left alone, so these check times on the boundaries, a hair either side, at 60 and 1,000
  /// frames a second and at random.
  @Test(arguments: paths)
  func scramblesChangeOnlyAtTheirSteps(wholeBeyond: Int, ledBelow: Int) {
    let glyphs = Fixtures.block(columns: 11, rows: 3)
    for (seed, fill) in FillMode.allCases.enumerated() {
      let hash = SeededHash(seed: UInt64(seed) &+ 40)
      func unit(_ channel: UInt64) -> Double { hash.unit(seed, channel: channel) }
      let rate = 3 + unit(1) * 20
      let speed = [1, 1.7, -0.6, 2.5][seed]
      let leaf = Animation(
        .scramble(ScrambleAnimation(symbols: ["a", "b", "c", "d", "e"], rate: rate)),
        timing: Timing(
          beginTime: unit(2) - 0.3, duration: 0.4 + unit(3), speed: speed, fillMode: fill),
        stagger: Stagger(.random(channel: 5), spread: unit(4)))
      var alone = leaf
      alone.glyphs = .indices(0..<20)
      let animations = [
        alone,
        Animation.group(
          [leaf], timing: Timing(beginTime: unit(6) * 0.5, duration: 1.2, fillMode: fill),
          stagger: Stagger(.random(channel: 7), spread: 0.9)),
        Animation.group(
          [Animation.group([leaf], timing: Timing(beginTime: 0.2, duration: 1.5, fillMode: fill))],
          timing: Timing(beginTime: -0.1, duration: 2, fillMode: .both)),
      ]
      let timeline = try! Timeline(glyphs: glyphs, animations: animations, seed: 11)
      // Step boundaries as the first glyphs of the scramble alone see them.
      let track = timeline.tracks[0]
      let boundaries: [Double] = (0..<4).flatMap { k -> [Double] in
        let shift = track.shifts.map { timeline.shifts[$0.lowerBound + k] } ?? 0
        return (0..<12).flatMap { n -> [Double] in
          let t: Double = track.timing.beginTime + shift + Double(n) / (rate * abs(speed))
          return [t.nextDown, t, t.nextUp]
        }
      }
      let random: [Double] = (0..<60).map { unit(100 + UInt64($0)) * 3.5 - 0.5 }
      let at60: [Double] = (0...180).map { Double($0) / 60 - 0.3 }
      let at1000: [Double] = (0...3000).map { Double($0) / 1000 - 0.3 }
      for times in [at60, at1000, boundaries, random] {
        Self.check(
          timeline, from: -0.5, through: times, wholeBeyond: wholeBeyond, ledBelow: ledBelow,
          "\(fill)")
      }
    }
  }

  /// Between two times inside one glyph's wait, nothing is worked out again: the glyphs whose
  /// windows the step misses keep their arrays' storage untouched.
  @Test func aStepThatCrossesNoWindowChangesNothing() {
    let glyphs = Fixtures.block(columns: 10, rows: 2)
    let animation = Animation(
      .basic(BasicAnimation(.opacity, from: 0, to: 1)),
      timing: Timing(beginTime: 1, duration: 1, fillMode: .both))
    let timeline = try! Timeline(glyphs: glyphs, animations: [animation])
    var live = LivePresentation(timeline, at: 0.2)
    live.wholeBeyond = .max
    var marks = Array(repeating: GlyphChanges(), count: glyphs.count)
    live.update(to: 0.7, marking: &marks)
    #expect(marks.allSatisfy { $0.isEmpty })
    live.update(to: 1.5, marking: &marks)
    #expect(marks.allSatisfy { $0 == .appearance })
    #expect(live.presentation.opacity == Array(repeating: 0.5, count: glyphs.count))
  }
}
