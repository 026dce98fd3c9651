import KinetypeAnimation
import KinetypeCore
import KinetypeLayout
import Testing

@testable import KinetypeCompositor

/// `Compositor.draw(_:into:at:)`: a text drawn as one layer over a frame that holds more.
@Suite struct CompositorLayerTests {
  func presentation(_ c: Compositor, _ animations: [Animation] = []) throws -> Presentation {
    try Timeline(glyphs: c.geometry(), models: c.models(), animations: animations, seed: 1)
      .presentation(at: 0.5)
  }

  @Test func drawingOverAFrameWritesOnlyWhatTheTextShows() throws {
    let c = compositor("a b", columns: 3, rows: 1)
    var f = frame(["......", "......"])
    c.draw(try presentation(c), into: &f, at: GridPoint(column: 2, row: 1))
    // The space between the words is not written: the dot beneath shows through.
    #expect(f.rows == ["......", "..a.b."])
  }

  @Test func overABlankFrameItIsTheCanvasFramePlaced() throws {
    let c = compositor(
      "[stroke=#5fafff]ab[/]", markup: true, columns: 4, rows: 3,
      origin: GridPoint(column: 1, row: 1))
    for animations in [[], [hold(.opacity, 0.5)], [hold(.offset, Vector(dx: 1, dy: 1))]] {
      let p = try presentation(c, animations)
      let origin = GridPoint(column: 3, row: 2)
      var f = Frame(size: GridSize(columns: 9, rows: 6))
      c.draw(p, into: &f, at: origin)
      #expect(f == c.frame(p).placed(in: f.size, at: origin))
    }
  }

  @Test func glyphsMovedPastTheCanvasStillShowWhereTheFrameHasRoom() throws {
    let c = compositor("ab", columns: 2, rows: 1)
    var f = Frame(size: GridSize(columns: 6, rows: 3))
    let p = try presentation(c, [hold(.offset, Vector(dx: 2, dy: 1))])
    c.draw(p, into: &f, at: GridPoint(column: 1, row: 0))
    #expect(f.rows == ["      ", "   ab ", "      "])
    // The canvas frame alone clips them.
    #expect(c.frame(p).rows == ["  "])
    // Off every edge, or at an origin far away, nothing is written and nothing traps.
    var g = Frame(size: GridSize(columns: 2, rows: 1))
    c.draw(p, into: &g, at: GridPoint(column: Int.max - 1, row: Int.min + 1))
    c.draw(p, into: &g, at: GridPoint(column: -10, row: 0))
    #expect(g.rows == ["  "])
  }
}
