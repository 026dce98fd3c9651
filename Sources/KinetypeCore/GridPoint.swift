/// A cell position on a terminal grid: column from the left, row from the top, both from 0.
public struct GridPoint: Hashable, Sendable {
  public var column: Int
  public var row: Int

  public init(column: Int, row: Int) {
    self.column = column
    self.row = row
  }

  public static let zero = GridPoint(column: 0, row: 0)
}

/// A size in cells.
public struct GridSize: Hashable, Sendable {
  public var columns: Int
  public var rows: Int

  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  public static let zero = GridSize(columns: 0, rows: 0)
}

/// Space kept free around text, in cells.
public struct GridInsets: Hashable, Sendable {
  public var top: Int
  public var left: Int
  public var bottom: Int
  public var right: Int

  public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
    precondition(top >= 0 && left >= 0 && bottom >= 0 && right >= 0, "insets are never negative")
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = GridInsets()
}
