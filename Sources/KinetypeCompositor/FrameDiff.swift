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
    frame = new
    isFullRedraw = old.map { $0.size != new.size } ?? true
    var spans: [Span] = []
    Self.forEachSpan(from: old, to: new, changedRows: changedRows) { spans.append($0) }
    self.spans = spans
  }

  /// Hands `body` the spans of `FrameDiff(from: old, to: new, changedRows:)`, in order, as
  /// they are found.
  ///
  /// For a writer that turns each span into bytes at once (`ANSIEncoder`): gathering them in
  /// an array grown afresh every frame cost a recording more than writing them out did its
  /// cursor moves (callgrind, matrix over 200×50: 17 M instructions of copying alone).
  ///
  /// - Complexity: O(cells), or O(cells of `changedRows`).
  public static func forEachSpan(
    from old: Frame?, to new: Frame, changedRows: [Bool]? = nil, _ body: (Span) throws -> Void
  ) rethrows {
    precondition(
      changedRows.map { $0.count == new.size.rows } ?? true, "one entry per row, if any")
    let columns = new.size.columns
    // A frame with no columns has no cells, nor a buffer address.
    guard columns > 0 else { return }
    guard let old, old.size == new.size else {
      for row in 0..<new.size.rows {
        try body(Span(origin: GridPoint(column: 0, row: row), count: columns))
      }
      return
    }
    // Cells are compared in place through pointers: subscripting copies each Cell (and retains
    // its strings), which was most of the diff's time, and each index worked out afresh was an
    // overflow check per cell.
    try old.cells.withUnsafeBufferPointer { before in
      try new.cells.withUnsafeBufferPointer { after in
        for row in 0..<new.size.rows where changedRows?[row] ?? true {
          let before = before.baseAddress! + row * columns
          let after = after.baseAddress! + row * columns
          var column = 0
          while column < columns {
            guard !before[column].isSame(as: after[column]) else {
              column &+= 1
              continue
            }
            var start = column
            // Back up to the lead of a wide cluster in either frame.
            if start > 0 && (before[start].width == 0 || after[start].width == 0) {
              start -= 1
            }
            var end = column + 1
            while end < columns
              && (before[end].width == 0 || after[end].width == 0
                || !before[end].isSame(as: after[end]))
            {
              end &+= 1
            }
            try body(Span(origin: GridPoint(column: start, row: row), count: end - start))
            column = end
          }
        }
      }
    }
  }
}
