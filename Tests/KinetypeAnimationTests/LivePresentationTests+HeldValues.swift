import KinetypeCore
import Testing

@testable import KinetypeAnimation

/// Tracks that hold one value while they run change only at their edges, which
/// `ActivityWindows` indexes: a step that crosses none of a glyph's edges leaves it alone.
extension LivePresentationTests {
  /// One of each kind of track that holds a value (equal discrete ends, equal interpolated
  /// ends shared and per glyph, constant keyframes per glyph, additive), and three that look
  /// alike but do not (a −0 lane, a spring easing, unequal ends), over parts of the glyphs.
  static func heldLeaves(_ glyphs: Int, _ fill: FillMode, _ unit: (UInt64) -> Double)
    -> [Animation]
  {
    func timing(_ c: UInt64) -> Timing {
      Timing(beginTime: unit(c) * 1.2 - 0.3, duration: 0.1 + unit(c + 1), fillMode: fill)
    }
    func part(_ range: Range<Int>, _ animation: Animation) -> Animation {
      var animation = animation
      animation.glyphs = .indices(range.clamped(to: 0..<glyphs))
      return animation
    }
    let colours = (0..<glyphs).map { RGBA(red: Double($0 % 7) / 7, green: 0.5, blue: 0.25) }
    let signed = (0..<glyphs).map { RGBA(red: $0 % 3 == 0 ? -0.0 : 0.5, green: 0, blue: 1) }
    return [
      Animation(
        .basic(BasicAnimation(property: .hidden, from: .boolean(false), to: .boolean(false))),
        timing: timing(10), stagger: Stagger(.random(channel: 1), spread: unit(2))),
      part(0..<30, Animation(.basic(BasicAnimation(.zIndex, from: -1, to: -1)), timing: timing(20))),
      part(
        10..<40,
        Animation(
          .basic(BasicAnimation(.foregroundColour, fromByGlyph: colours, toByGlyph: colours)),
          timing: timing(30), timingFunction: .easeOut)),
      Animation(
        .keyframe(
          KeyframeAnimation(
            .backgroundColour, values: [], valuesByGlyph: colours.map { [$0, $0, $0] })),
        timing: timing(40), stagger: Stagger(.column, spread: unit(3))),
      part(
        5..<25,
        Animation(
          .basic(BasicAnimation(.opacity, from: 0.25, to: 0.25)), timing: timing(50),
          isAdditive: true)),
      part(
        20..<44,
        Animation(
          .basic(BasicAnimation(.foregroundColour, fromByGlyph: signed, toByGlyph: signed)),
          timing: timing(60))),
      part(
        0..<20,
        Animation(
          .basic(BasicAnimation(.scale, from: Vector(dx: 2, dy: 2), to: Vector(dx: 2, dy: 2))),
          timing: timing(70),
          timingFunction: .spring(Spring()))),
      part(30..<44, Animation(.basic(BasicAnimation(.zIndex, from: 2, to: 3)), timing: timing(80))),
    ]
  }

  /// Held tracks alone, under groups that map time as it is (shifting their glyphs or not,
  /// beginning before their leaves or after, in every fill), and under a group that eases
  /// (whose tracks are left to their windows): checked at 60 and 500 frames a second, at
  /// random, and on every indexed edge and a hair either side.
  @Test(arguments: paths)
  func tracksHoldingOneValueChangeOnlyAtTheirEdges(wholeBeyond: Int, ledBelow: Int) {
    let glyphs = Fixtures.block(columns: 11, rows: 4)
    for (seed, fill) in FillMode.allCases.enumerated() {
      let hash = SeededHash(seed: UInt64(seed) &+ 90)
      func unit(_ channel: UInt64) -> Double { hash.unit(seed, channel: channel) }
      let leaves = Self.heldLeaves(glyphs.count, fill, unit)
      let groupFill = FillMode.allCases[(seed + 1) % FillMode.allCases.count]
      let animations = [
        Animation.group(leaves, timing: Timing(beginTime: 0.4, duration: 0.9, fillMode: fill)),
        Animation.group(
          [Animation.group(leaves, timing: Timing(beginTime: -0.2, duration: 1.4))],
          timing: Timing(beginTime: unit(5), duration: 1.6, fillMode: groupFill),
          stagger: Stagger(.random(channel: 8), spread: 0.7)),
        Animation(
          .group(leaves), timing: Timing(duration: 1.5, fillMode: fill), timingFunction: .easeIn),
      ]
      for animations in [leaves, animations] {
        let timeline = try! Timeline(glyphs: glyphs, animations: animations, seed: 4)
        let windows = ActivityWindows(timeline)
        let edges = windows.edgeTimes.flatMap { [$0.nextDown, $0, $0.nextUp] }
        let random: [Double] = (0..<60).map { unit(100 + UInt64($0)) * 4 - 0.5 }
        let at60: [Double] = (0...240).map { Double($0) / 60 - 0.5 }
        let at500: [Double] = (0...1750).map { Double($0) / 500 - 0.5 }
        for times in [at60, at500, edges.sorted(), random] {
          Self.check(
            timeline, from: -0.6, through: times, wholeBeyond: wholeBeyond, ledBelow: ledBelow,
            "\(fill), \(animations.count) animations")
        }
      }
    }
  }

  /// Which tracks are indexed by their edges: those that hold one value under groups that
  /// map time as it is, and no others.
  @Test func onlyTracksHoldingOneValueAreIndexedByTheirEdges() throws {
    let glyphs = Fixtures.block(columns: 11, rows: 4)
    let leaves = Self.heldLeaves(glyphs.count, .both) { Double($0 % 5) / 5 }
    let held = [true, true, true, true, true, false, false, false]
    let alone = try Timeline(glyphs: glyphs, animations: leaves, seed: 4)
    #expect(alone.tracks.map { ActivityWindows.holdsOneValue($0, alone) } == held)
    #expect(ActivityWindows(alone).edgeRanges.map { $0 != nil } == held)
    let eased = try Timeline(
      glyphs: glyphs, animations: [Animation(.group(leaves), timingFunction: .easeIn)], seed: 4)
    #expect(ActivityWindows(eased).edgeRanges.allSatisfy { $0 == nil })
  }
}
