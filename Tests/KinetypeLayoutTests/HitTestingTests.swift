import KinetypeCore
import Testing

@testable import KinetypeLayout

@Suite("Hit testing")
struct HitTestingTests {
  @Test func everyInkedCellResolvesToItsGlyph() {
    let l = layout("a漢b\ncd")
    #expect(l.glyphIndex(at: GridPoint(column: 0, row: 0)) == 0)
    #expect(l.glyphIndex(at: GridPoint(column: 1, row: 0)) == 1)
    // The right half of a wide glyph resolves to the glyph.
    #expect(l.glyphIndex(at: GridPoint(column: 2, row: 0)) == 1)
    #expect(l.glyphIndex(at: GridPoint(column: 3, row: 0)) == 2)
    #expect(l.glyphIndex(at: GridPoint(column: 0, row: 1)) == 4)  // glyphs: a 漢 b ⏎ c
  }

  @Test func kernGapsBelongToTheGlyphBefore() {
    let l = layout(markup: "[kern=2]ab[/]")
    #expect((0..<6).map { l.glyphIndex(at: GridPoint(column: $0, row: 0)) } == [0, 0, 0, 1, 1, 1])
  }

  @Test func emptyCellsAndOutsideHitNothing() {
    let l = layout("ab\nabcd", LayoutOptions(alignment: .centre))
    #expect(l.glyphIndex(at: GridPoint(column: 0, row: 0)) == nil)  // before a centred line
    #expect(l.glyphIndex(at: GridPoint(column: 3, row: 0)) == nil)  // after it
    #expect(l.glyphIndex(at: GridPoint(column: 1, row: 0)) == 0)
    #expect(l.glyphIndex(at: GridPoint(column: 0, row: 5)) == nil)
    #expect(l.glyphIndex(at: GridPoint(column: -1, row: 1)) == nil)
  }

  @Test func nearestGlyphForClicksPastTheEndOfALine() {
    let l = layout("ab\nabcd")
    #expect(l.nearestGlyphIndex(to: GridPoint(column: 3, row: 0)) == 1)
    #expect(l.nearestGlyphIndex(to: GridPoint(column: 9, row: 9)) == 6)
  }

  @Test("hit testing agrees with glyph positions everywhere")
  func agreesWithPositions() {
    let l = layout(
      markup: "[kern=1]ab[/] 漢字 👍🏽 x\nsecond line with words",
      LayoutOptions(width: 9, alignment: .centre))
    for row in 0..<l.size.rows {
      for column in 0..<l.size.columns {
        let point = GridPoint(column: column, row: row)
        let owner = l.glyphs.indices.first {
          let g = l.glyphs[$0]
          return g.position.row == row && column >= g.position.column
            && column < g.position.column + g.advance
        }
        #expect(l.glyphIndex(at: point) == owner, "\(point)")
      }
    }
  }
}
