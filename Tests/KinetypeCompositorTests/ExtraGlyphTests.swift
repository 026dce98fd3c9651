import KinetypeAnimation
import KinetypeCore
import KinetypeLayout
import Testing

@testable import KinetypeCompositor

@Suite("Compositor extras: glyphs drawn besides the text")
struct ExtraGlyphTests {
  /// "ab" at (1, 0) on a 6 × 2 canvas, with extras.
  func compositor(_ extras: [ExtraGlyph]) -> Compositor {
    Compositor(
      layout: layout("ab"),
      canvas: Canvas(size: GridSize(columns: 6, rows: 2), textOrigin: GridPoint(column: 1, row: 0)),
      extras: extras)
  }

  /// Shows the glyphs in `glyphs` for a second (`hidden` held false), with `more` on top.
  func scene(
    _ c: Compositor, showing glyphs: GlyphSelection, _ more: [Animation] = []
  ) throws -> Scene {
    let show = Animation(
      .basic(BasicAnimation(.hidden, from: false, to: false)), timing: Timing(duration: 1),
      glyphs: glyphs)
    return try Scene(compositor: c, animations: [show] + more, seed: 1)
  }

  let x = ExtraGlyph(text: "x", position: GridPoint(column: 3, row: 1))

  @Test func extrasFollowTheTextInTheTimelineAndRestHidden() {
    let c = compositor([
      x, ExtraGlyph(text: "漢", width: 2, position: GridPoint(column: -1, row: 0)),
    ])
    let geometry = c.geometry()
    #expect(geometry.map(\.index) == [0, 1, 2, 3])
    #expect(geometry[2].position == GridPoint(column: 3, row: 1) && geometry[3].width == 2)
    // Words and lines of their own, after the text's.
    #expect(
      geometry.map(\.wordIndex) == [0, 0, 1, 2] && geometry.map(\.lineIndex) == [0, 0, 1, 2])
    #expect(c.models().map(\.isHidden) == [false, false, true, true])
    // With no animation they are not drawn, and the static frame never draws them.
    let rest = try! Scene(compositor: c, animations: [], seed: 1)
    #expect(rest.frame(at: 0) == frame([" ab   ", "      "]))
    #expect(c.staticFrame() == rest.frame(at: 0))
  }

  @Test func aShownExtraIsDrawnAtItsCellInLayoutCoordinates() throws {
    let s = try scene(compositor([x]), showing: .indices(2..<3))
    #expect(boxed(s.frame(at: 0.5).rows) == boxed([" ab   ", "    x "]))
    // When the animation ends it rests hidden again: the final frame is the text alone.
    #expect(s.finalFrame == s.compositor.staticFrame())
    #expect(s.frame(at: 1) == frame([" ab   ", "      "]))
  }

  @Test func extrasMoveFadeAndStackAsGlyphsDo() throws {
    let c = compositor([x])
    let moved = try scene(
      c, showing: .indices(2..<3),
      [
        Animation(
          .basic(BasicAnimation(.offset, from: Vector(dx: -2, dy: -1), to: Vector(dx: -2, dy: -1))),
          timing: Timing(duration: 1), glyphs: .indices(2..<3))
      ])
    // Moved onto "b" (layout column 1, canvas column 2): drawn after the text, it wins.
    #expect(moved.frame(at: 0.5).rows == [" ax   ", "      "])
    let beneath = try scene(
      c, showing: .indices(2..<3),
      [
        Animation(
          .basic(BasicAnimation(.offset, from: Vector(dx: -2, dy: -1), to: Vector(dx: -2, dy: -1))),
          timing: Timing(duration: 1), glyphs: .indices(2..<3)),
        Animation(
          .basic(BasicAnimation(.zIndex, from: -1, to: -1)), timing: Timing(duration: 1),
          glyphs: .indices(2..<3)),
      ])
    #expect(beneath.frame(at: 0.5).rows == [" ab   ", "      "])
    // Half opacity blends its colour toward the background, as for any glyph.
    let faded = try scene(
      c, showing: .indices(2..<3),
      [
        Animation(
          .basic(BasicAnimation(.opacity, from: 0.5, to: 0.5)), timing: Timing(duration: 1),
          glyphs: .indices(2..<3))
      ])
    let cell = faded.frame(at: 0.5)[4, 1]
    #expect(cell.text == "x" && cell.style.foreground != .default)
  }

  @Test func extrasOutsideTheCanvasAreClippedAndWideOnesFollowTheWideRules() throws {
    let c = compositor([
      ExtraGlyph(text: "o", position: GridPoint(column: -3, row: 0)),
      ExtraGlyph(text: "p", position: GridPoint(column: 2, row: 5)),
      ExtraGlyph(text: "漢", width: 2, position: GridPoint(column: 4, row: 0)),
      ExtraGlyph(text: "字", width: 2, position: GridPoint(column: -1, row: 1)),
      ExtraGlyph(text: "q", width: 1, position: GridPoint(column: 1, row: 1)),
    ])
    let s = try scene(c, showing: .indices(2..<7))
    let shown = s.frame(at: 0.5)
    // o and p lie off the canvas; 漢 at canvas column 5 would cross the right edge; 字 takes
    // canvas columns 0 and 1, q column 2.
    #expect(boxed(shown.rows) == boxed([" ab   ", "字q   "]))
    #expect(shown.cells.filter(\.isContinuation).count == 1)
    let overlap = try scene(
      compositor([
        ExtraGlyph(text: "字", width: 2, position: GridPoint(column: -1, row: 1)),
        ExtraGlyph(text: "q", position: GridPoint(column: 0, row: 1)),
      ]), showing: .indices(2..<4))
    // q over 字's right half clears its lead: no half glyph.
    #expect(boxed(overlap.frame(at: 0.5).rows) == boxed([" ab   ", " q    "]))
  }

  @Test func linksAndStylesAreKept() throws {
    let red = CellStyle(foreground: .rgb(RGB(255, 0, 0)), attributes: .bold)
    let s = try scene(
      compositor([ExtraGlyph(text: "z", position: .zero, style: red, link: "https://x.org")]),
      showing: .indices(2..<3))
    let cell = s.frame(at: 0.5)[1, 0]
    #expect(cell.text == "z" && cell.style == red && cell.link == "https://x.org")
  }
}
