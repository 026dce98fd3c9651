import KinetypeCompositor
import KinetypeCore
import Testing

/// `Frame.write`, `fill` and `draw(_ frame:at:)`: what programs draw around laid-out text.
@Suite struct FrameTextTests {
  @Test func controlsAndEscapesNeverReachACell() {
    var frame = Frame(size: GridSize(columns: 20, rows: 1))
    let end = frame.write("a\u{1B}[31mb\u{07}c\u{0}\r\n", at: .zero)
    #expect(frame.rows == ["a[31mbc" + String(repeating: " ", count: 13)])
    #expect(end == 7)
    #expect(!frame.cells.contains { $0.text.unicodeScalars.contains { $0.value < 0x20 } })
  }

  @Test func wideClustersTakeTwoCellsAndNoneStraddlesTheLimit() {
    var frame = Frame(size: GridSize(columns: 6, rows: 1))
    let end = frame.write("漢字x", at: GridPoint(column: 1, row: 0), limit: 4)
    #expect(end == 3)
    #expect(frame[1, 0].text == "漢" && frame[2, 0].isContinuation)
    #expect(frame[3, 0].text == " ")
    // Text starting left of the frame is clipped, not shifted.
    var left = Frame(size: GridSize(columns: 4, rows: 1))
    #expect(left.write("abcdef", at: GridPoint(column: -2, row: 0)) == 4)
    #expect(left.rows == ["cdef"])
  }

  @Test func aFrameDrawnIntoAnotherKeepsStylesLinksAndWideGlyphs() {
    var inner = Frame(size: GridSize(columns: 4, rows: 2))
    inner.write("漢a", at: .zero, style: CellStyle(attributes: .bold), link: "https://x.example")
    inner.fill(GridRect(column: 0, row: 1, columns: 4, rows: 1), style: .init(attributes: .reverse))
    var outer = Frame(size: GridSize(columns: 6, rows: 3))
    outer.draw(inner, at: GridPoint(column: 3, row: 1))
    #expect(outer[3, 1].text == "漢" && outer[4, 1].isContinuation)
    #expect(outer[5, 1].text == "a" && outer[5, 1].link == "https://x.example")
    #expect(outer[5, 1].style.attributes == .bold)
    // Clipped at the right edge: the fourth column of the inner frame falls outside.
    #expect(outer[3, 2].style.attributes == .reverse && outer[5, 2].style.attributes == .reverse)
    #expect(outer[2, 1].text == " " && outer.rows[0] == "      ")
  }

  /// A fill wholly outside the frame (above, left, below, right) clips to nothing.
  @Test func aFillOutsideTheFrameClipsToNothing() {
    var frame = Frame(size: GridSize(columns: 4, rows: 2))
    let red = CellStyle(background: .rgb(RGB(255, 0, 0)))
    for rect in [
      GridRect(column: 0, row: -5, columns: 4, rows: 2),
      GridRect(column: -9, row: 0, columns: 3, rows: 2),
      GridRect(column: 0, row: 7, columns: 4, rows: 2),
      GridRect(column: 9, row: 0, columns: 3, rows: 2),
    ] {
      frame.fill(rect, style: red)
    }
    #expect(frame == Frame(size: GridSize(columns: 4, rows: 2)))
    frame.fill(GridRect(column: -1, row: -1, columns: 2, rows: 2), style: red)
    #expect(frame[0, 0].style == red && frame[1, 0].style != red && frame[0, 1].style != red)
  }
}
