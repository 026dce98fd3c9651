/// A rectangle of cells: `origin` is its top-left cell, `size` how many columns and rows it
/// covers. An empty rectangle (zero columns or rows) contains no cell.
public struct GridRect: Hashable, Sendable {
  public var origin: GridPoint
  public var size: GridSize

  public init(origin: GridPoint, size: GridSize) {
    self.origin = origin
    self.size = size
  }

  public init(column: Int, row: Int, columns: Int, rows: Int) {
    self.init(
      origin: GridPoint(column: column, row: row), size: GridSize(columns: columns, rows: rows))
  }

  public var minColumn: Int { origin.column }
  public var minRow: Int { origin.row }
  /// One past the last column.
  public var maxColumn: Int { origin.column + size.columns }
  /// One past the last row.
  public var maxRow: Int { origin.row + size.rows }
  public var isEmpty: Bool { size.columns <= 0 || size.rows <= 0 }

  public func contains(_ point: GridPoint) -> Bool {
    point.column >= minColumn && point.column < maxColumn && point.row >= minRow
      && point.row < maxRow
  }

  /// The cells both rectangles cover; empty when they don't meet.
  public func intersection(_ other: GridRect) -> GridRect {
    let left = max(minColumn, other.minColumn)
    let top = max(minRow, other.minRow)
    let right = min(maxColumn, other.maxColumn)
    let bottom = min(maxRow, other.maxRow)
    return GridRect(
      column: left, row: top, columns: max(0, right - left), rows: max(0, bottom - top))
  }
}
