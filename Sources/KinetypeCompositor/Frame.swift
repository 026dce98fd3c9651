import KinetypeCore

/// A grid of cells: what the terminal should show at one instant.
///
/// A wide cluster is a lead cell plus a continuation cell; writing over either half clears the
/// other (ratatui's buffer rule), so a frame never holds half a glyph. Writes outside the frame
/// are clipped: rendering never fails.
public struct Frame: Hashable, Sendable {
  public let size: GridSize
  /// Row-major cells, `size.columns × size.rows`.
  public private(set) var cells: [Cell]

  /// A blank frame.
  public init(size: GridSize, fill: Cell = .blank()) {
    precondition(size.columns >= 0 && size.rows >= 0, "a frame's size is never negative")
    self.size = size
    cells = Array(repeating: fill, count: size.columns * size.rows)
  }

  public subscript(column: Int, row: Int) -> Cell {
    cells[row * size.columns + column]
  }

  public var bounds: GridRect { GridRect(origin: .zero, size: size) }

  /// Writes a cluster of `width` cells (0 is drawn as 1) with its top-left cell at `point`.
  ///
  /// A wide cluster that would not fit before the right edge is not drawn, and neither is
  /// anything outside the frame. Half-glyphs left by the write are cleared to blanks in the
  /// style they had.
  public mutating func put(
    _ text: String, width: Int, style: CellStyle, link: String? = nil, at point: GridPoint
  ) {
    put(Cluster(text), width: width, style: style, linkID: Cell.linkID(link), at: point)
  }

  /// `put` for a cluster and link already converted (the compositor prepares them once).
  mutating func put(
    _ cluster: Cluster, width: Int, style: CellStyle, linkID: UInt32, at point: GridPoint
  ) {
    put(cluster, width: width, packedStyle: PackedStyle(style), linkID: linkID, at: point)
  }

  /// `put` with the style already packed (a glyph drawn in its resting style).
  mutating func put(
    _ cluster: Cluster, width: Int, packedStyle packed: PackedStyle, linkID: UInt32,
    at point: GridPoint
  ) {
    withCells { $0.put(cluster, width: width, packedStyle: packed, linkID: linkID, at: point) }
  }

  /// Runs `body` with the cells opened for writing once (`FrameCells`).
  mutating func withCells<Result>(_ body: (FrameCells) -> Result) -> Result {
    let size = self.size
    return cells.withUnsafeMutableBufferPointer { body(FrameCells(cells: $0, size: size)) }
  }

  /// Changes the style of the cell at `point` (both halves of a wide cluster), keeping its text.
  public mutating func restyle(at point: GridPoint, _ change: (inout CellStyle) -> Void) {
    guard bounds.contains(point) else { return }
    var index = point.row * size.columns + point.column
    if cells[index].isContinuation && point.column > 0 { index -= 1 }
    change(&cells[index].style)
    if cells[index].width == 2 && index + 1 < cells.count {
      cells[index + 1].style = cells[index].style
    }
  }
}

extension Frame {
  /// A frame from rows of text, for whole-frame comparisons in tests: each row is laid out
  /// cluster by cluster with `widthOf`, wide clusters taking two cells. Rows shorter than
  /// `columns` are padded with blanks.
  public init(
    rows: [String], columns: Int? = nil, style: CellStyle = .plain, widthOf: (Character) -> Int
  ) {
    let width = columns ?? rows.map { $0.reduce(0) { $0 + max(1, widthOf($1)) } }.max() ?? 0
    self.init(size: GridSize(columns: width, rows: rows.count))
    for (row, text) in rows.enumerated() {
      var column = 0
      for character in text {
        let w = max(1, widthOf(character))
        put(String(character), width: w, style: style, at: GridPoint(column: column, row: row))
        column += w
      }
    }
  }

  /// Each row's text as a terminal shows it: continuation cells left out, trailing blanks kept.
  public var rows: [String] {
    (0..<size.rows).map { row in
      var text = ""
      for column in 0..<size.columns where !self[column, row].isContinuation {
        text += self[column, row].text
      }
      return text
    }
  }
}

extension Frame {
  /// This frame copied into a blank frame of `size` with its top-left cell at `origin`
  /// (clipped where it does not fit): a canvas placed inside a larger terminal.
  public func placed(in size: GridSize, at origin: GridPoint) -> Frame {
    if size == self.size && origin == .zero { return self }
    var result = Frame(size: size)
    result.draw(self, at: origin)
    return result
  }
}
