import KinetypeCore

extension Frame {
  /// Draws a sub-cell raster with its top-left cell at `origin`, one character a cell.
  ///
  /// Only cells with a dot set are written, so text beneath the others shows; a written
  /// cell replaces what was there (half of a wide glyph clears the other half, as `put`
  /// does). Cells outside the frame are clipped.
  ///
  /// - Parameters:
  ///   - raster: The dots to draw.
  ///   - origin: The frame cell for the raster's cell (0, 0); it may lie outside the frame.
  ///   - style: The style of every written cell.
  public mutating func draw(_ raster: SubCellRaster, at origin: GridPoint, style: CellStyle) {
    for (point, character) in raster.cells() {
      let (column, columnOverflow) = origin.column.addingReportingOverflow(point.column)
      let (row, rowOverflow) = origin.row.addingReportingOverflow(point.row)
      guard !columnOverflow, !rowOverflow else { continue }
      // Every character of a raster is one cell wide (see `SubCellRaster.Resolution`).
      put(String(character), width: 1, style: style, at: GridPoint(column: column, row: row))
    }
  }
}
