import KinetypeAnimation
import KinetypeCore
import Testing

@testable import KinetypeCompositor

/// Drawing part of a polyline (`strokeEnd`), for lines that grow and retract.
@Suite struct SubCellTrimTests {
  @Test func aFractionOfTheLengthEndsPartWayAlongASegment() {
    let raster = SubCellRaster(size: GridSize(columns: 8, rows: 4))
    let elbow = [Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 3)]
    #expect(raster.trimmed(elbow, to: 0.5) == [Point(x: 0, y: 0), Point(x: 3.5, y: 0)])
    #expect(raster.trimmed(elbow, to: 5 / 7.0).last == Point(x: 4, y: 1))
    #expect(raster.trimmed(elbow, to: 1) == elbow && raster.trimmed(elbow, to: 3) == elbow)
    #expect(raster.trimmed(elbow, to: 0).isEmpty && raster.trimmed(elbow, to: .nan).isEmpty)
    #expect(raster.trimmed([], to: 0.5).isEmpty)
    let still = [Point(x: 1, y: 1), Point(x: 1, y: 1)]
    #expect(raster.trimmed(still, to: 0.5) == still, "no length: all of it")
  }

  @Test func lengthsAreMeasuredAsTheRasterMeasuresDistances() {
    // At aspect 2 a row is two cell widths: down one row, then across two cells, are equal.
    let tall = SubCellRaster(size: GridSize(columns: 4, rows: 2), cellAspectRatio: 2)
    let path = [Point(x: 0, y: 0), Point(x: 0, y: 1), Point(x: 2, y: 1)]
    #expect(tall.trimmed(path, to: 0.5) == [Point(x: 0, y: 0), Point(x: 0, y: 1)])
  }

  @Test func strokeEndDrawsOnlyThatPart() {
    var half = SubCellRaster(size: GridSize(columns: 4, rows: 1))
    let line = [Point(x: 0, y: 0.125), Point(x: 4, y: 0.125)]
    half.strokePolyline(line, width: 0, strokeEnd: 0.5)
    // Dot columns 0…3 (centres 0.25…1.75) of the top row: ⠉ (dots 1 and 4) in cells 0 and 1.
    #expect(half.rows == ["⠉⠉  "])
    var none = SubCellRaster(size: GridSize(columns: 4, rows: 1))
    none.strokePolyline(line, width: 0, strokeEnd: 0)
    #expect(none.dotCount == 0)
    var whole = SubCellRaster(size: GridSize(columns: 4, rows: 1))
    whole.strokePolyline(line, width: 0, strokeEnd: 1)
    #expect(whole.rows == ["⠉⠉⠉⠉"])
  }
}
