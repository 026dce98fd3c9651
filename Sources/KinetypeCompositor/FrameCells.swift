import KinetypeCore

/// A frame's cells opened for writing, for code that writes many glyphs in a row: `Frame.put`'s
/// rules on a buffer taken once.
///
/// `Frame.put` takes the cell array's buffer for every write, a uniqueness check and a closure
/// per glyph; the compositor draws thousands of glyphs a frame, so it takes the buffer once
/// (`Frame.withCells`) and writes through this.
struct FrameCells {
  let cells: UnsafeMutableBufferPointer<Cell>
  let size: GridSize

  /// `Frame.put`: a cluster of `width` cells (0 is drawn as 1) with its lead cell at `point`;
  /// a wide cluster that does not fit before the right edge is not drawn, nor anything outside
  /// the frame, and half-glyphs the write would leave are cleared to blanks in their style.
  @inline(__always)
  func put(
    _ cluster: Cluster, width: Int, packedStyle packed: PackedStyle, linkID: UInt32,
    at point: GridPoint
  ) {
    let width = max(1, min(width, 2))
    guard point.row >= 0, point.row < size.rows, point.column >= 0,
      point.column + width <= size.columns
    else { return }
    let columns = size.columns
    let lead = point.row * columns + point.column
    // Half-glyphs the write would leave behind are blanked first.
    for index in lead..<(lead + width) {
      if cells[index].width == 0, index % columns > 0 {
        cells[index - 1].cluster = .space
        cells[index - 1].width = 1
      } else if cells[index].width == 2, (index + 1) % columns != 0 {
        cells[index + 1].cluster = .space
        cells[index + 1].width = 1
      }
    }
    cells[lead] = Cell(cluster: cluster, width: UInt8(width), packedStyle: packed, linkID: linkID)
    if width == 2 {
      cells[lead + 1] = Cell(cluster: .empty, width: 0, packedStyle: packed, linkID: linkID)
    }
  }

  /// `put` with a style not yet packed.
  @inline(__always)
  func put(
    _ cluster: Cluster, width: Int, style: CellStyle, linkID: UInt32, at point: GridPoint
  ) {
    put(cluster, width: width, packedStyle: PackedStyle(style), linkID: linkID, at: point)
  }
}
