import KinetypeCore

/// The cells that changed between two frames, as spans a terminal can rewrite left to right.
///
/// Wide-glyph aware: a change to either half of a wide cluster, in the old frame or the new,
/// widens the span to cover the whole cluster, so a redraw never leaves half a glyph on screen.
public struct FrameDiff: Hashable, Sendable {
  /// A run of cells on one row to write, starting at `origin`; continuation cells are included
  /// so that spans are contiguous.
  public struct Span: Hashable, Sendable {
    public var origin: GridPoint
    public var cells: [Cell]
  }

  public var spans: [Span]
  /// Whether the whole screen must be redrawn (the frames differ in size).
  public var isFullRedraw: Bool

  /// Changed cells in all spans.
  public var changedCells: Int { spans.reduce(0) { $0 + $1.cells.count } }

  /// The spans that turn `old` into `new`.
  ///
  /// - Complexity: O(cells).
  public init(from old: Frame?, to new: Frame) {
    guard let old, old.size == new.size else {
      isFullRedraw = true
      spans = (0..<new.size.rows).compactMap { row in
        new.size.columns == 0
          ? nil
          : Span(origin: GridPoint(column: 0, row: row), cells: (0..<new.size.columns).map { new[$0, row] })
      }
      return
    }
    isFullRedraw = false
    spans = []
    let columns = new.size.columns
    for row in 0..<new.size.rows {
      var column = 0
      while column < columns {
        guard old[column, row] != new[column, row] else {
          column += 1
          continue
        }
        var start = column
        // Back up to the lead of a wide cluster in either frame.
        if start > 0 && (old[start, row].isContinuation || new[start, row].isContinuation) { start -= 1 }
        var end = column + 1
        while end < columns
          && (old[end, row] != new[end, row] || old[end, row].isContinuation || new[end, row].isContinuation)
        {
          end += 1
        }
        spans.append(Span(origin: GridPoint(column: start, row: row), cells: (start..<end).map { new[$0, row] }))
        column = end
      }
    }
  }
}
