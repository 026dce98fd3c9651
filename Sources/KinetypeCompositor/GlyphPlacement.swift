import KinetypeCore

/// What one glyph writes into a frame, and where: its cluster (the glyph's own, a symbol or a
/// rotated look-alike) in its final style at its lead cell, then its filled kern cells.
///
/// The compositor works one out per drawn glyph per frame (`Compositor.GlyphDrawer.place`) and
/// writes it at once; `IncrementalCompositor` keeps them between frames, so a glyph whose
/// presentation did not change is written again from here without reading its presentation.
/// Plain data: comparing two placements tells whether a glyph writes the same cells.
struct GlyphPlacement: Equatable, Sendable {
  /// The lead cell.
  var at: GridPoint
  var cluster: Cluster
  var packedStyle: PackedStyle
  var linkID: UInt32
  /// Filled kern cells after the glyph's own width.
  var kern: Int32
  /// Cells the cluster covers as written: 1 or 2 (`FrameCells.put` draws 0 as 1).
  var width: UInt8
  /// The glyph's own width, where its kern starts (a symbol standing in may be narrower).
  var ownWidth: UInt8

  init(
    cluster: Cluster, packedStyle: PackedStyle, linkID: UInt32, width: UInt8, kern: Int,
    ownWidth: Int, at point: GridPoint
  ) {
    self.at = point
    self.cluster = cluster
    self.packedStyle = packedStyle
    self.linkID = linkID
    // A kern is a few cells of one line, a width 0, 1 or 2: both far inside the fields.
    self.kern = Int32(truncatingIfNeeded: kern)
    self.width = width
    self.ownWidth = UInt8(truncatingIfNeeded: ownWidth)
  }

  /// The same writes with the lead cell at `point`.
  @inline(__always)
  func moved(to point: GridPoint) -> GlyphPlacement {
    var placement = self
    placement.at = point
    return placement
  }

  /// Writes the glyph and its kern: the same writes, in the same order, as drawing it.
  @inline(__always)
  func draw(into frame: FrameCells) { draw(into: frame, NoCellOwners(), 0) }

  /// `draw(into:)`, marking the cells written as `glyph`'s in `owners`.
  @inline(__always)
  func draw<Marks: CellOwners>(into frame: FrameCells, _ owners: Marks, _ glyph: Int32) {
    frame.put(
      cluster, width: Int(width), packedStyle: packedStyle, linkID: linkID, at: at, owners, glyph)
    guard kern > 0 else { return }
    for k in 0..<Int(kern) {
      frame.put(
        .space, width: 1, packedStyle: packedStyle, linkID: linkID,
        at: GridPoint(column: at.column + Int(ownWidth) + k, row: at.row), owners, glyph)
    }
  }
}
