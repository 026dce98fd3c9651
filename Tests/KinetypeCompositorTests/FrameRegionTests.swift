import KinetypeCore
import KinetypeLayout
import Testing

@testable import KinetypeCompositor

/// Rectangles of a frame: restyled in place, and copied magnified for a magnifier.
@Suite("Frame regions")
struct FrameRegionTests {
  static let blue = CellStyle(background: .rgb(RGB(0, 0, 200)))

  @Test func restyleChangesEveryCellOfTheRectangleAndKeepsTheText() {
    var f = frame(["abcd", "efgh"])
    f.restyle(GridRect(column: 1, row: 0, columns: 2, rows: 2)) { $0 = Self.blue }
    #expect(f.rows == ["abcd", "efgh"])
    let styled = (0..<2).flatMap { row in
      (0..<4).filter { f[$0, row].style == Self.blue }.map { GridPoint(column: $0, row: row) }
    }
    #expect(
      styled == [
        GridPoint(column: 1, row: 0), GridPoint(column: 2, row: 0),
        GridPoint(column: 1, row: 1), GridPoint(column: 2, row: 1),
      ])
  }

  @Test func restyleTakesAWideClusterWholeAndClipsToTheFrame() {
    var f = frame(["a漢b"])
    f.restyle(GridRect(column: 2, row: -1, columns: 9, rows: 5)) { $0 = Self.blue }
    #expect(f[0, 0].style == .plain)
    #expect(f[1, 0].style == Self.blue && f[2, 0].style == Self.blue)
    #expect(f[3, 0].style == Self.blue)
    #expect(f.rows == ["a漢b"])
  }

  @Test func magnifiedDoublesTheWidthWithFullwidthForms() {
    var f = frame(["xa b!y"])
    f.put(
      "a", width: 1, style: Self.blue, link: "https://example.com", at: GridPoint(column: 1, row: 0)
    )
    let big = f.magnified(GridRect(column: 1, row: 0, columns: 4, rows: 1))
    #expect(big.size == GridSize(columns: 8, rows: 1))
    #expect(big.rows == ["ａ  ｂ！"])
    #expect(big[0, 0].width == 2 && big[1, 0].isContinuation)
    #expect(big[0, 0].style == Self.blue && big[0, 0].link == "https://example.com")
    #expect(big[2, 0].style == .plain && big[2, 0].link == nil)
  }

  @Test func magnifiedPadsOtherClustersAndKeepsWideOnesWhole() {
    let f = frame(["é漢▐"])
    let big = f.magnified(GridRect(column: 0, row: 0, columns: 4, rows: 1))
    #expect(big.rows == ["é 漢  ▐ "])
    // A wide cluster cut by the rectangle's left edge leaves blanks, never half a glyph.
    let cut = f.magnified(GridRect(column: 2, row: 0, columns: 2, rows: 1))
    #expect(cut.rows == ["  ▐ "])
    #expect(cut.cells.allSatisfy { !$0.isContinuation })
  }

  @Test func magnifiedLeavesCellsOutsideTheFrameBlank() {
    let f = frame(["ab"])
    let big = f.magnified(GridRect(column: -1, row: 0, columns: 4, rows: 2))
    #expect(big.size == GridSize(columns: 8, rows: 2))
    #expect(big.rows == ["  ａｂ  ", "        "])
  }

  @Test func fullwidthFormsCoverPrintableASCIIOnly() {
    #expect(Frame.fullwidthForm(of: "A") == "Ａ")
    #expect(Frame.fullwidthForm(of: "~") == "～")
    #expect(Frame.fullwidthForm(of: "!") == "！")
    #expect(Frame.fullwidthForm(of: " ") == nil)
    #expect(Frame.fullwidthForm(of: "é") == nil)
    #expect(Frame.fullwidthForm(of: "ab") == nil)
    for scalar in (0x21...0x7E).compactMap(Unicode.Scalar.init) {
      let wide = Frame.fullwidthForm(of: String(scalar))!
      #expect(CellWidth.of(Character(wide)) == 2)
    }
  }
}
