import KinetypeCore
import Testing

@testable import KinetypeAnimation

/// Problems with per-glyph values are reported at their key paths, all of them.
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

  /// A timeline of no glyphs takes empty per-glyph arrays: the empty text plays any effect.
  @Test func noGlyphsTakeEmptyArrays() throws {
    let animations = [
      Animation(.basic(BasicAnimation(.opacity, fromByGlyph: [])))
    ]
    let t = try Timeline(glyphs: [], animations: animations)
    #expect(t.presentation(at: 0.5).count == 0)
  }
}
