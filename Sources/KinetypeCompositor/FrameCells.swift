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
    put(cluster, width: width, packedStyle: packed, linkID: linkID, at: point, NoCellOwners(), 0)
  }

  /// `put`, marking the cells written as `glyph`'s in `owners`.
  @inline(__always)
  func put<Marks: CellOwners>(
    _ cluster: Cluster, width: Int, packedStyle packed: PackedStyle, linkID: UInt32,
    at point: GridPoint, _ owners: Marks, _ glyph: Int32
  ) {
    let width = max(1, min(width, 2))
    let columns = size.columns
    guard let offset = Self.leadOffset(at: point, width: width, in: size) else { return }
    // Inside the frame, so it has cells. Indices are worked out without overflow checks:
    // each is within the frame's cells.
    let lead = cells.baseAddress! + offset
    // Half-glyphs the write would leave behind are blanked first, cell by cell, left to right:
    // the lead of a wide glyph whose right half is written over, or the right half of one
    // whose lead is.
    @inline(__always) func clearOther(_ cell: UnsafeMutablePointer<Cell>, column: Int) {
      if cell.pointee.width == 0, column > 0 {
        (cell - 1).pointee.cluster = .space
        (cell - 1).pointee.width = 1
      } else if cell.pointee.width == 2, column &+ 1 < columns {
        (cell + 1).pointee.cluster = .space
        (cell + 1).pointee.width = 1
      }
    }
    clearOther(lead, column: point.column)
    if width == 2 { clearOther(lead + 1, column: point.column &+ 1) }
    lead.pointee = Cell(
      cluster: cluster, width: UInt8(truncatingIfNeeded: width), packedStyle: packed,
      linkID: linkID)
    if width == 2 {
      (lead + 1).pointee = Cell(cluster: .empty, width: 0, packedStyle: packed, linkID: linkID)
    }
    owners.mark(offset, glyph)
    if width == 2 { owners.mark(offset &+ 1, glyph) }
  }

  /// Where `put` writes the lead cell of a cluster of `width` cells (0 is taken as 1, more than
  /// 2 as 2) at `point` in a frame of `size`: its offset in the cells, or nil where it writes
  /// nothing (outside the frame, or too wide to fit before the right edge).
  @inline(__always)
  static func leadOffset(at point: GridPoint, width: Int, in size: GridSize) -> Int? {
    let width = max(1, min(width, 2))
    guard point.row >= 0, point.row < size.rows, point.column >= 0,
      point.column <= size.columns &- width
    else { return nil }
    return point.row &* size.columns &+ point.column
  }

  /// Writes `cell` over every cell of row `row`: `update(repeating:)` on the row, as two
  /// 16-byte stores a cell.
  ///
  /// A recompose blanks each dirty row before drawing its glyphs again, and storing a cell
  /// field by field was 13 instructions a cell (callgrind, rings over 200×50).
  @inline(__always)
  func fill(row: Int, with cell: Cell) {
    let columns = size.columns
    guard columns > 0 else { return }
    let start = cells.baseAddress! + row &* columns
    // The two halves of a cell of 32 bytes; another layout takes the plain way.
    guard MemoryLayout<Cell>.stride == 32 else {
      start.update(repeating: cell, count: columns)
      return
    }
    // The cell's 29 bytes in 32 (the padding 0).
    var halves = (SIMD2<UInt64>(), SIMD2<UInt64>())
    withUnsafeMutableBytes(of: &halves) { $0.storeBytes(of: cell, as: Cell.self) }
    let raw = UnsafeMutableRawPointer(start)
    for column in 0..<columns {
      raw.storeBytes(of: halves.0, toByteOffset: column &* 32, as: SIMD2<UInt64>.self)
      raw.storeBytes(of: halves.1, toByteOffset: column &* 32 &+ 16, as: SIMD2<UInt64>.self)
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

/// Where a frame's writes mark the glyph that wrote each cell (`IncrementalCompositor.owners`),
/// or nowhere: a type, so that writes that mark nothing are the writes they were.
protocol CellOwners {
  /// Marks the cell at `offset` in the frame's cells as written by `glyph`.
  func mark(_ offset: Int, _ glyph: Int32)
}

/// Marks nothing.
struct NoCellOwners: CellOwners {
  @inline(__always)
  func mark(_ offset: Int, _ glyph: Int32) {}
}
