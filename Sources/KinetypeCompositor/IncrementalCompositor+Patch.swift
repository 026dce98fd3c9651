import KinetypeCore

extension IncrementalCompositor {
  /// Writes the patched glyphs' cells in place, and the last step's patches the buffer written
  /// now missed; marks their rows changed.
  ///
  /// A glyph that changes only the one cell it writes (a colour fading, a symbol stepping) and
  /// is the last glyph its row's compose wrote there (`owners`) gives that cell what composing
  /// the row again would: a later write is the only thing that could cover it, and clearing a
  /// wide glyph's other half touches only cells a wide glyph wrote. Composing the row again
  /// drew every glyph on it and the diff compared every cell; a text whose glyphs fade one by
  /// one, sampled often, had every row composed again every frame for a few glyphs each.
  ///
  /// Called after the buffers swap and before the dirty rows are composed, which write the
  /// patched glyphs' rows among them from their new placements: patches are written only on
  /// the other rows.
  mutating func patch() {
    guard patchedCount > 0 || stalePatchCount > 0 else { return }
    let columns = frame.size.columns
    let (patchedCount, staleCount) = (self.patchedCount, self.stalePatchCount)
    var stillStale = 0
    defer { (self.patchedCount, self.stalePatchCount) = (0, stillStale) }
    // Taken out of `self` while it is open, so that no access overlaps another.
    var frame = self.frame
    self.frame = Frame(size: .zero)
    defer { self.frame = frame }
    spare.cells.withUnsafeBufferPointer { last in
      placements.withUnsafeBufferPointer { placements in
        patched.withUnsafeBufferPointer { patched in
          stalePatches.withUnsafeMutableBufferPointer { stale in
            changedRows.withUnsafeMutableBufferPointer { changedRows in
              dirty.withUnsafeBufferPointer { dirty in
                spareIsStale.withUnsafeBufferPointer { spareIsStale in
                  frame.withCells { cells in
                    // Written into the frame returned last, not into this buffer, which held
                    // the frame before it. Read whole before this step's are written over them.
                    for cell in stale[..<staleCount] where !dirty[Int(cell) / columns] {
                      cells.cells[Int(cell)] = last[Int(cell)]
                    }
                    for glyph in patched[..<patchedCount] {
                      // `place` patches only a glyph it placed on a frame row.
                      let placement = placements[Int(glyph)].unsafelyUnwrapped
                      let row = placement.at.row
                      changedRows[row] = true
                      // A row changed in this step is composed in the other buffer next step
                      // anyway.
                      if !spareIsStale[row] {
                        stale[stillStale] = Int32(
                          truncatingIfNeeded: row &* columns &+ placement.at.column)
                        stillStale &+= 1
                      }
                      if !dirty[row] { placement.draw(into: cells) }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}

extension GlyphPlacement {
  /// Whether this placement and `old` each write one cell on a frame `columns` wide, the same:
  /// a narrow cluster with no kern, at one lead cell inside the frame's columns.
  @inline(__always)
  func writesOneCell(as old: GlyphPlacement, columns: Int) -> Bool {
    at == old.at && width <= 1 && old.width <= 1 && kern <= 0 && old.kern <= 0
      && at.column >= 0 && at.column < columns
  }
}
