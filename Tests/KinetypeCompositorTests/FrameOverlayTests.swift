import KinetypeAnimation
import KinetypeCore
import Testing

@testable import KinetypeCompositor

/// Text and sub-cell rasters drawn over what is already in a frame, at an opacity.
@Suite struct FrameOverlayTests {
  static let red = CellStyle(background: .rgb(RGB(100, 0, 0)))

  /// A frame of `columns` blanks on a red background.
  func picture(_ columns: Int) -> Frame {
    var result = Frame(size: GridSize(columns: columns, rows: 1))
    result.fill(GridRect(column: 0, row: 0, columns: columns, rows: 1), style: Self.red)
    return result
  }

  @Test func aDefaultBackgroundLetsTheBackgroundBeneathShow() {
    var f = picture(4)
    let end = f.write(
      "ab", at: GridPoint(column: 1, row: 0), style: CellStyle(foreground: .ansi(15)), opacity: 1)
    #expect(end == 3 && f.rows == [" ab "])
    #expect(f[1, 0].style == CellStyle(foreground: .ansi(15), background: .rgb(RGB(100, 0, 0))))
    #expect(f[0, 0].style == Self.red && f[3, 0].style == Self.red)
  }

  @Test func belowFullOpacityColoursMixWithTheBackgroundBeneath() {
    var f = picture(3)
    let grey = CellStyle(foreground: .rgb(RGB(200, 200, 200)))
    f.write("x", at: .zero, style: grey, opacity: 0.5)
    #expect(f[0, 0].style.foreground == .rgb(RGB(150, 100, 100)))
    #expect(f[0, 0].style.background == .rgb(RGB(100, 0, 0)))
    let chip = CellStyle(foreground: .rgb(RGB(200, 200, 200)), background: .rgb(RGB(0, 0, 100)))
    f.write("y", at: GridPoint(column: 1, row: 0), style: chip, opacity: 0.5)
    #expect(f[1, 0].style.background == .rgb(RGB(50, 0, 50)))
    // A default background beneath is the canvas's (black unless told).
    var plain = Frame(size: GridSize(columns: 1, rows: 1))
    plain.write(
      "z", at: .zero, style: grey, opacity: 0.5,
      canvas: Canvas(size: .zero, background: RGB(0, 0, 200)))
    #expect(plain[0, 0].style.foreground == .rgb(RGB(100, 100, 200)))
    #expect(plain[0, 0].style.background == .default)
  }

  @Test func aCellTooFaintIsNotWrittenButTheTextAdvances() {
    var f = picture(4)
    let end = f.write("ab", at: .zero, style: .plain, opacity: 0.01)
    #expect(end == 2 && f == picture(4))
    #expect(
      f.write("\u{1B}[31mc", at: .zero, style: .plain, opacity: 1) == 4, "ESC dropped, c clipped")
    #expect(f.rows == ["[31m"])
  }

  @Test func withSixteenColoursAFadingCellDimsThenHides() {
    var f = picture(2)
    let canvas = Canvas(size: .zero, depth: .ansi16)
    f.write("a", at: .zero, style: .plain, opacity: 0.5, canvas: canvas)
    f.write("b", at: GridPoint(column: 1, row: 0), style: .plain, opacity: 0.2, canvas: canvas)
    #expect(f.rows == ["a "] && f[0, 0].style.attributes.contains(.dim))
  }

  @Test func aRasterKeepsTheBackgroundsOfTheCellsItCovers() {
    var f = picture(3)
    f.restyle(at: GridPoint(column: 1, row: 0)) { $0.background = .rgb(RGB(0, 100, 0)) }
    var line = SubCellRaster(size: GridSize(columns: 2, rows: 1))
    line.strokeLine(from: Point(x: 0, y: 0.125), to: Point(x: 2, y: 0.125), width: 0)
    f.draw(
      line, at: GridPoint(column: 1, row: 0), style: CellStyle(foreground: .ansi(15)), opacity: 1)
    #expect(f.rows == [" ⠉⠉"])
    #expect(f[1, 0].style.background == .rgb(RGB(0, 100, 0)))
    #expect(
      f[2, 0].style.background == .rgb(RGB(100, 0, 0)) && f[2, 0].style.foreground == .ansi(15))
    var faint = picture(3)
    faint.draw(line, at: .zero, style: .plain, opacity: 0)
    #expect(faint == picture(3))
  }
}
