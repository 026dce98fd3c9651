import KinetypeAnimation
import KinetypeCore
import Testing

@testable import KinetypeCompositor

/// Whole-frame comparisons of sub-cell drawing. The expected characters are worked out from
/// the dots by Unicode's braille numbering (dots 1-2-3-7 down the left column, 4-5-6-8 down
/// the right; dot n is bit n − 1 of the offset from U+2800), as each test's comment shows.
@Suite("Sub-cell drawing")
struct SubCellDrawingTests {
  private func raster(
    _ columns: Int, _ rows: Int, _ resolution: SubCellRaster.Resolution = .braille,
    aspect: Double = 1
  ) -> SubCellRaster {
    SubCellRaster(
      size: GridSize(columns: columns, rows: rows), resolution: resolution,
      cellAspectRatio: aspect)
  }

  private func drawn(_ raster: SubCellRaster, over rows: [String], at origin: GridPoint = .zero)
    -> Frame
  {
    var result = frame(rows)
    result.draw(raster, at: origin, style: .plain)
    return result
  }

  @Test func aThinHorizontalBrailleLineSetsOneDotRow() {
    // y = 0.375 is the centre of dot row 1; width 0.25 reaches 0.125 either side, short of
    // rows 0 and 2. Row 1 is dots 2 and 5: bits 1 and 4, 0x12, U+2812 ⠒.
    var dots = raster(5, 1)
    dots.strokeLine(from: Point(x: 0, y: 0.375), to: Point(x: 3, y: 0.375), width: 0.25)
    #expect(drawn(dots, over: ["abcdefg"], at: GridPoint(column: 1, row: 0)) == frame(["a⠒⠒⠒efg"]))
  }

  @Test func aHairlineDownTheLeftColumn() {
    // x = 0.25 is the left dot column's centre: dots 1, 2, 3, 7, bits 0, 1, 2, 6: 0x47 ⡇.
    var dots = raster(2, 2)
    dots.strokeLine(from: Point(x: 0.25, y: 0), to: Point(x: 0.25, y: 2), width: 0)
    #expect(drawn(dots, over: ["ab", "cd"]) == frame(["⡇b", "⡇d"]))
  }

  @Test func roundCapsStopShortOfTheCorners() {
    // Width 0.8 about y = 1: dot rows 2…5 (centres 0.625…1.375) along the body, x 0.5…2.5,
    // dot columns 1…4. Past each end only rows 3 and 4 are within 0.4 of the end point
    // (0.25² + 0.375² > 0.4²), where a square cap would take rows 2…5.
    // Top row: ⣠ = dots 6, 7, 8 (0xE0); ⣤ = 3, 6, 7, 8 (0xE4); ⣄ = 3, 7, 8 (0xC4).
    // Bottom row: ⠙ = dots 1, 4, 5 (0x19); ⠛ = 1, 2, 4, 5 (0x1B); ⠋ = 1, 2, 4 (0x0B).
    var dots = raster(3, 2)
    dots.strokeLine(from: Point(x: 0.5, y: 1), to: Point(x: 2.5, y: 1), width: 0.8)
    #expect(dots.rows == ["⣠⣤⣄", "⠙⠛⠋"])
    #expect(dots.dotCount == 4 * 4 + 2 * 2)
  }

  @Test func aWideDotIsADiscOfTheLineWidth() {
    // A zero-length line of width 1 at (1, 1): dot columns 1 and 2 (0.25 away), dot rows
    // 2…5 (0.375 and 0.125 away): 0.25² + 0.375² < 0.5². ⢠ = dots 6, 8; ⡄ = 3, 7;
    // ⠘ = 4, 5; ⠃ = 1, 2.
    var dots = raster(2, 2)
    dots.strokeLine(from: Point(x: 1, y: 1), to: Point(x: 1, y: 1), width: 1)
    #expect(dots.rows == ["⢠⡄", "⠘⠃"])
  }

  @Test func halfBlockLines() {
    var dots = raster(2, 2, .halfBlocks)
    dots.strokeLine(from: Point(x: 0, y: 0.25), to: Point(x: 2, y: 0.25), width: 0.5)
    dots.strokeLine(from: Point(x: 0, y: 1.75), to: Point(x: 1, y: 1.75), width: 0.5)
    #expect(drawn(dots, over: ["ab", "cd"]) == frame(["▀▀", "▄d"]))
  }

  @Test func aQuadrantDiagonal() {
    // Dot space 4 × 4: the diagonal takes dots (0, 0), (1, 1), (2, 2), (3, 3), the upper
    // left and lower right quadrants of the two cells on the diagonal.
    var dots = raster(2, 2, .quadrants)
    dots.strokeLine(from: Point(x: 0, y: 0), to: Point(x: 2, y: 2), width: 0)
    #expect(drawn(dots, over: ["xy", "zw"]) == frame(["▚y", "z▚"]))
  }

  @Test func aBrailleDisc() {
    // Centre (1, 0.5), radius 0.8: the dot columns 0.25 from the centre take all four rows,
    // those 0.75 away only the rows 0.125 away (0.75² + 0.125² < 0.8² < 0.75² + 0.375²).
    // ⢾ = dots 2, 3 and 4, 5, 6, 8 (0xBE); ⡷ = 1, 2, 3, 7 and 5, 6 (0x77).
    var dots = raster(2, 1)
    dots.fillCircle(centre: Point(x: 1, y: 0.5), radius: 0.8)
    #expect(dots.rows == ["⢾⡷"])
  }

  @Test func aFilledSquare() {
    // Dot centres inside (0.5, 0.5)…(2.5, 2.5): dot columns 1…4, dot rows 2…9, 32 dots.
    // ⢠ = 6, 8; ⣤ = 3, 6, 7, 8; ⡄ = 3, 7; ⢸ = 4, 5, 6, 8; ⣿ = all; ⡇ = 1, 2, 3, 7;
    // ⠘ = 4, 5; ⠛ = 1, 2, 4, 5; ⠃ = 1, 2.
    var dots = raster(3, 3)
    dots.fill(square(from: 0.5, to: 2.5))
    #expect(dots.dotCount == 32)
    #expect(dots.rows == ["⢠⣤⡄", "⢸⣿⡇", "⠘⠛⠃"])
  }

  @Test func evenOddFillCutsHoles() {
    // The inner square (1, 1)…(2, 2) holds dot columns 2, 3 and dot rows 4…7: 8 dots.
    for inner in [square(from: 1, to: 2), square(from: 1, to: 2, reversed: true)] {
      var dots = raster(3, 3)
      dots.fill([square(from: 0.5, to: 2.5), inner])
      #expect(dots.dotCount == 32 - 8)
      #expect(dots.rows == ["⢠⣤⡄", "⢸ ⡇", "⠘⠛⠃"])
    }
  }

  @Test func polygonsSharingAnEdgeFillItsDotsOnce() {
    var left = raster(4, 1)
    left.fillPolygons([
      [Point(x: 0, y: 0), Point(x: 2, y: 0), Point(x: 2, y: 1), Point(x: 0, y: 1)]
    ])
    var right = raster(4, 1)
    right.fillPolygons([
      [Point(x: 2, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 1), Point(x: 2, y: 1)]
    ])
    #expect(left.dotCount == 32 / 2 && right.dotCount == 32 / 2)
    #expect(left.rows == ["⣿⣿  "] && right.rows == ["  ⣿⣿"])
  }

  @Test func clearingInkErasesDots() {
    var dots = raster(3, 3)
    dots.fill(square(from: 0.5, to: 2.5))
    dots.fill(square(from: 1, to: 2), ink: .clear)
    #expect(dots.rows == ["⢠⣤⡄", "⢸ ⡇", "⠘⠛⠃"])
    dots.strokeLine(from: Point(x: 0, y: 1.5), to: Point(x: 3, y: 1.5), width: 3, ink: .clear)
    #expect(dots.dotCount == 0)
  }

  @Test func aStraightBezierStrokesLikeALine() {
    var path = BezierPath(start: Point(x: 0.3, y: 0.2))
    path.addLine(to: Point(x: 3.7, y: 2.6))
    var curve = raster(4, 3)
    curve.stroke(path, width: 0.3)
    var line = raster(4, 3)
    line.strokeLine(from: path.start, to: path.end, width: 0.3)
    #expect(curve == line && curve.dotCount > 0)
  }

  @Test func cellsWithoutDotsLeaveTextBeneath() {
    var dots = raster(3, 1)
    dots.setDot(GridPoint(column: 2, row: 0))  // the middle cell's dot 1
    #expect(dots.cells().map(\.point) == [GridPoint(column: 1, row: 0)])
    #expect(drawn(dots, over: ["abc"]) == frame(["a⠁c"]))
  }

  @Test func drawingIsClippedToTheFrame() {
    var full = raster(2, 2)
    full.fillPolygons([
      [Point(x: 0, y: 0), Point(x: 2, y: 0), Point(x: 2, y: 2), Point(x: 0, y: 2)]
    ])
    #expect(full.rows == ["⣿⣿", "⣿⣿"])
    let text = ["abc", "def"]
    #expect(drawn(full, over: text, at: GridPoint(column: -1, row: -1)) == frame(["⣿bc", "def"]))
    #expect(drawn(full, over: text, at: GridPoint(column: 2, row: 1)) == frame(["abc", "de⣿"]))
    #expect(drawn(full, over: text, at: GridPoint(column: 3, row: 0)) == frame(text))
    #expect(drawn(full, over: text, at: GridPoint(column: Int.max, row: Int.min)) == frame(text))
    #expect(drawn(full, over: text, at: GridPoint(column: -2, row: 0)) == frame(text))
  }

  @Test func aDotOverHalfAWideGlyphClearsTheOtherHalf() {
    var dots = raster(1, 1)
    dots.setDot(.zero)
    #expect(drawn(dots, over: ["漢x"], at: GridPoint(column: 1, row: 0)) == frame([" ⠁x"]))
  }

  @Test func shapesAreClippedToTheRaster() {
    var dots = raster(3, 1)
    dots.strokeLine(from: Point(x: -100, y: 0.375), to: Point(x: 100, y: 0.375), width: 0.25)
    #expect(dots.rows == ["⠒⠒⠒"])
    var wild = raster(3, 2)
    wild.strokeLine(from: Point(x: -1e300, y: 0.5), to: Point(x: 1e300, y: -1e300), width: 1)
    wild.strokeLine(from: Point(x: .nan, y: 0), to: Point(x: 1, y: 1), width: 1)
    wild.strokeLine(from: Point(x: 1, y: 1), to: Point(x: 2, y: 1), width: .infinity)
    wild.fillCircle(centre: Point(x: 1, y: 1), radius: .infinity)
    wild.fillPolygons([[Point(x: 0, y: 0), Point(x: .infinity, y: 0), Point(x: 0, y: 1)]])
    var curve = BezierPath(start: Point(x: 1, y: 1))
    curve.addCurve(
      to: Point(x: 2, y: 1), control1: Point(x: 1e200, y: -1e200),
      control2: Point(x: -1e200, y: .nan))
    wild.stroke(curve, width: 0.5)
    wild.plot(Point(x: 1e300, y: 0))
    #expect(wild.dotCount == 3 * 2 * 8)  // the infinitely wide line covers everything
  }

  /// The square `low…high` on both axes as a closed path, clockwise on screen or not.
  private func square(from low: Double, to high: Double, reversed: Bool = false) -> BezierPath {
    var corners = [
      Point(x: low, y: low), Point(x: high, y: low), Point(x: high, y: high),
      Point(x: low, y: high),
    ]
    if reversed { corners.reverse() }
    var path = BezierPath(start: corners[0])
    for corner in corners.dropFirst() { path.addLine(to: corner) }
    return path
  }
}
