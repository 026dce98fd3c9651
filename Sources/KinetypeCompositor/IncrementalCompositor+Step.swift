import KinetypeAnimation

extension IncrementalCompositor {
  /// Places the marked glyphs, recomposes the rows they touch and returns the frame.
  mutating func compose(_ presentation: Presentation, drawsExtras: Bool) -> Frame {
    // Only what a first frame's diff reads, or what the last step changed, differs.
    let isFirst = !hasComposed
    let patched = patching
    place(presentation, drawsExtras: drawsExtras)
    var changedCount = 0
    // The spare buffer holds the frame before last: it needs this step's rows and the last's.
    // A row only the last step changed is the frame returned last's, copied rather than
    // composed again (composing a row draws some 200 glyphs; copying it moves 6 KB).
    let columns = frame.size.columns
    frame.cells.withUnsafeBufferPointer { last in
      spare.withCells { older in
        for row in dirty.indices {
          let changed = dirty[row]
          if spareIsStale[row] && !changed {
            let start = row &* columns
            (older.cells.baseAddress! + start).update(
              from: last.baseAddress! + start, count: columns)
          }
          spareIsStale[row] = changed
          changedRows[row] = changed || isFirst
          if changed { changedCount &+= 1 }
        }
      }
    }
    // Cells alone where glyphs move all over (no patching) and every glyph writes one cell.
    let (byCells, pays) = prepareCells(changedRows: changedCount, eligible: !isFirst && !patched)
    swap(&frame, &spare)
    if byCells {
      // The cells the last step patched are among its marks.
      stalePatchCount = 0
      for row in dirty.indices { dirty[row] = false }
      // A pile of glyphs on one cell takes its row's compose.
      if composeCells(presentation.zIndex) { recompose(presentation.zIndex) }
    } else {
      patch()
      recompose(presentation.zIndex)
    }
    finishCells(composedByCells: byCells, pays: pays)
    hasComposed = true
    previousDrewExtras = drawsExtras
    return frame
  }
}
