import KinetypeCore

/// The cells that changed between two frames, as spans a terminal can rewrite left to right.
///
/// Wide-glyph aware: a change to either half of a wide cluster, in the old frame or the new,
/// widens the span to cover the whole cluster, so a redraw never leaves half a glyph on screen.
public struct FrameDiff: Hashable, Sendable {
  /// A run of cells on one row to write, starting at `origin`; continuation cells are included
  /// so that spans are contiguous. `FrameDiff.cells(of:)` gives its cells.
  public struct Span: Hashable, Sendable {
    public var origin: GridPoint
    public var count: Int
  }

  public var spans: [Span]
  /// The frame the spans lead to; spans are positions in it, so that building a diff copies
  /// and retains nothing per span (measured: per-span slices were half the diff's time).
  public let frame: Frame

  /// The new frame's cells of `span`, left to right.
  public func cells(of span: Span) -> ArraySlice<Cell> {
    let start = span.origin.row * frame.size.columns + span.origin.column
    return frame.cells[start..<(start + span.count)]
  }
  /// Whether the whole screen must be redrawn (the frames differ in size).
  public var isFullRedraw: Bool

  /// Changed cells in all spans.
  public var changedCells: Int { spans.reduce(0) { $0 + $1.count } }

  /// The spans that turn `old` into `new`.
  ///
  /// - Parameter changedRows: when given (one per row), the rows that may differ; the others
  ///   are known to be equal and are not read (`IncrementalCompositor.changedRows`).
  /// - Complexity: O(cells), or O(cells of `changedRows`).
  public init(from old: Frame?, to new: Frame, changedRows: [Bool]? = nil) {
    precondition(
      changedRows.map { $0.count == new.size.rows } ?? true, "one entry per row, if any")
    frame = new
    guard let old, old.size == new.size else {
      isFullRedraw = true
      spans = (0..<new.size.rows).compactMap { row in
        new.size.columns == 0
          ? nil
          : Span(origin: GridPoint(column: 0, row: row), count: new.size.columns)
      }
      return
    }
    isFullRedraw = false
    var spans: [Span] = []
    let columns = new.size.columns
    // Cells are compared in place through buffers: subscripting copies each Cell (and retains
    // its strings), which was most of the diff's time.
    old.cells.withUnsafeBufferPointer { before in
      new.cells.withUnsafeBufferPointer { after in
        for row in 0..<new.size.rows where changedRows?[row] ?? true {
          let base = row * columns
          var column = 0
          while column < columns {
            guard before[base + column] != after[base + column] else {
              column += 1
              continue
            }
            var start = column
            // Back up to the lead of a wide cluster in either frame.
            if start > 0 && (before[base + start].width == 0 || after[base + start].width == 0) {
              start -= 1
            }
            var end = column + 1
            while end < columns
              && (before[base + end].width == 0 || after[base + end].width == 0
                || before[base + end] != after[base + end])
            {
              end += 1
            }
            spans.append(Span(origin: GridPoint(column: start, row: row), count: end - start))
            column = end
          }
        }
      }
    }
    self.spans = spans
  }
}
