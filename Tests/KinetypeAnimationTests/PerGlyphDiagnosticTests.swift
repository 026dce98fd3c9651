import KinetypeCore
import Testing

@testable import KinetypeAnimation

/// Problems with per-glyph values and delays are reported at their key paths, all of them.
@Suite struct PerGlyphDiagnosticTests {
  static let glyphs = Fixtures.row(3)

  /// The diagnostics compiling `animations` over three glyphs reports, or none.
  func diagnostics(_ animations: [Animation]) -> [Diagnostic] {
    do {
      _ = try Timeline(glyphs: Self.glyphs, animations: animations)
      return []
    } catch {
      return error.diagnostics
    }
  }

  @Test func basicAndSpringArraysNeedOnePropertyValuePerGlyph() {
    let found = diagnostics([
      Animation(.basic(BasicAnimation(.opacity, fromByGlyph: [0, 1]))),
      Animation(
        .basic(
          BasicAnimation(
            property: .opacity, toByGlyph: [.double(0), .colour(.white), .boolean(true)]))),
      .group([
        Animation(.spring(SpringAnimation(.rotation, fromByGlyph: [.zero, .zero, .zero, .zero])))
      ]),
      Animation(
        .spring(SpringAnimation(property: .scale, toByGlyph: [.double(1), .double(1), .double(1)]))
      ),
    ])
    #expect(
      found.map(\.path) == [
        "animations[0].fromByGlyph",
        "animations[1].toByGlyph[1]",
        "animations[2].children[0].fromByGlyph",
        "animations[3].toByGlyph[0]",
      ])
    #expect(found[0].message == "give one element per glyph (3); got 2")
    #expect(found[1].message == "opacity takes a double value; got a colour (and 1 more glyphs)")
    #expect(found[3].message == "scale takes a vector value; got a double (and 2 more glyphs)")
    #expect(found.allSatisfy { $0.severity == .error })
  }

  @Test func keyframeListsNeedOneLengthOneKindAndSharedPacing() {
    let found = diagnostics([
      Animation(
        .keyframe(
          KeyframeAnimation(.opacity, values: [], valuesByGlyph: [[0, 1], [0, 1, 2], [1, 0]]))),
      Animation(.keyframe(KeyframeAnimation(.opacity, values: [], valuesByGlyph: [[0, 1]]))),
      Animation(
        .keyframe(
          KeyframeAnimation(
            property: .opacity, values: [],
            valuesByGlyph: [[.double(0)], [.double(1)], [.double(0), .integer(1)]]))),
      Animation(
        .keyframe(
          KeyframeAnimation(
            .opacity, values: [], calculationMode: .paced,
            valuesByGlyph: [[0, 1], [0, 1], [0, 1]]))),
      Animation(
        .keyframe(
          KeyframeAnimation(
            .opacity, values: [], keyTimes: [0, 1],
            valuesByGlyph: [[0, 1, 0], [0, 1, 0], [1, 0, 1]]))),
      Animation(.keyframe(KeyframeAnimation(.opacity, values: [], valuesByGlyph: [[], [], []]))),
    ])
    #expect(
      found.map(\.path) == [
        "animations[0].valuesByGlyph[1]",
        "animations[1].valuesByGlyph",
        "animations[2].valuesByGlyph[2]",
        "animations[2].valuesByGlyph[2][1]",
        "animations[3].valuesByGlyph",
        "animations[4].keyTimes",
        "animations[5].valuesByGlyph",
      ])
    #expect(found[0].message == "every glyph needs as many values as glyph 0 (2); got 3")
    #expect(found[1].message == "give one element per glyph (3); got 1")
    #expect(found[3].message == "opacity takes a double value; got a integer")
    #expect(found[4].message == "paced keyframes need shared values")
    #expect(found[5].message.contains("need 3 key times for 3 values; got 2"))
    #expect(found[6].message == "a keyframe animation needs at least one value")
  }

  @Test func pathArraysNeedOneNonEmptyPathPerGlyph() {
    var line = BezierPath()
    line.addLine(to: Point(x: 1, y: 0))
    let found = diagnostics([
      Animation(.path(PathAnimation(pathsByGlyph: [line, line]))),
      .group([Animation(.path(PathAnimation(pathsByGlyph: [line, BezierPath(), BezierPath()])))]),
    ])
    #expect(
      found.map(\.path) == [
        "animations[0].pathsByGlyph", "animations[1].children[0].pathsByGlyph[1]",
      ])
    #expect(found[1].message == "a motion path needs at least one segment (and 1 more glyphs)")
  }

  @Test func delaysNeedOneFiniteShiftPerGlyph() {
    func fade(_ delays: [Double]) -> Animation {
      Animation(
        .basic(BasicAnimation(.opacity, from: 0, to: 1)),
        stagger: Stagger(.delays(delays), spread: .nan))
    }
    let found = diagnostics([
      fade([0, 1]), .group([fade([0, .infinity, -1])]), fade([.nan, 0, 0]), fade([0, 0.5, -0.5]),
    ])
    #expect(
      found.map(\.path) == [
        "animations[0].stagger.order", "animations[1].children[0].stagger.order",
        "animations[2].stagger.order",
      ])
    #expect(found[0].message == "give one element per glyph (3); got 2")
    #expect(found[1].message == "delays must be finite; got inf at glyph 1")
  }

  /// One array of delays shared by several animations (as a per-glyph duration's copies share
  /// it) is checked once when valid, and reported at every animation when not.
  @Test func sharedDelaysAreReportedWhereverTheyAreUsed() throws {
    func fade(_ delays: [Double], glyphs: GlyphSelection = .all) -> Animation {
      Animation(
        .basic(BasicAnimation(.opacity, from: 0, to: 1)), glyphs: glyphs,
        stagger: Stagger(.delays(delays), spread: 0))
    }
    let bad = [0, Double.nan, 1]
    let found = diagnostics([fade(bad), .group([fade(bad), fade(bad, glyphs: .set([0]))])])
    #expect(
      found.map(\.path) == [
        "animations[0].stagger.order", "animations[1].children[0].stagger.order",
        "animations[1].children[1].stagger.order",
      ])
    let good = [0.5, 0, 1]
    let shared = try Timeline(
      glyphs: Self.glyphs, animations: [fade(good, glyphs: .set([0, 2])), fade(good)])
    let apart = try Timeline(
      glyphs: Self.glyphs,
      animations: [fade([0.5, 0, 1], glyphs: .set([0, 2])), fade([0.5, 0, 1])])
    for t in stride(from: -0.25, through: 2.5, by: 0.25) {
      #expect(shared.presentation(at: t) == apart.presentation(at: t))
    }
  }

  /// A timeline of no glyphs takes empty per-glyph arrays: the empty text plays any effect.
  @Test func noGlyphsTakeEmptyArrays() throws {
    let animations = [
      Animation(.basic(BasicAnimation(.opacity, fromByGlyph: []))),
      Animation(.keyframe(KeyframeAnimation(.opacity, values: [], valuesByGlyph: []))),
      Animation(.path(PathAnimation(pathsByGlyph: []))),
      Animation(.basic(BasicAnimation(.opacity, to: 0)), stagger: Stagger(.delays([]), spread: 0)),
    ]
    let t = try Timeline(glyphs: [], animations: animations)
    #expect(t.presentation(at: 0.5).count == 0)
  }
}
