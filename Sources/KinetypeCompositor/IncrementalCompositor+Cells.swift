import KinetypeCore

extension IncrementalCompositor {
  /// The glyphs on each cell, and the cells each step changed: what composing single cells
  /// afresh needs, where every glyph writes one cell (`composeCells(_:)`).
  ///
  /// Where glyphs move all over (matrix's rain columns), nearly every row holds a glyph that
  /// moved, and composing rows afresh drew every glyph of the frame for the few cells each
  /// moving glyph left or took: in matrix's last second over 200×50, some 140 cells changed a
  /// frame and 47 rows of 200 glyphs and more were drawn again. Where no glyph is wide or kerned, a
  /// cell shows the last glyph drawn on it (z, then glyph number), or a blank, and nothing
  /// written elsewhere reaches it: a cell composed afresh from its own glyphs is the cell a
  /// whole compose gives.
  ///
  /// While kept, the index is brought up to date every step, composing by rows or not, from the
  /// glyphs `place` placed again or reordered (`touched`), so that any step may compose by
  /// cells; it is kept only while that pays (`prepareCells`, `finishCells`). Every cell
  /// such a glyph wrote before or writes now is marked, and so is a patched glyph's: the marks
  /// of one step are all the cells where its frame can differ from the one before, and the
  /// buffer written next, two frames old, needs this step's cells and the last's.
  ///
  /// The per-glyph and per-cell numbers live in one array, and the flags in another, so that
  /// a step opens two buffers rather than eight.
  struct CellIndex: Sendable {
    let glyphs: Int
    let cells: Int
    /// One after another: for each cell, a glyph whose lead cell it is, or −1 (`first`); for
    /// each glyph, the next glyph on its lead cell, or −1 (`next`); the cell it is listed on,
    /// its lead cell when its placement is drawn there, or −1 (`lead`); the first of the cells
    /// it may write on its row and how many (`reachStart`, `reachCount`: a wide or kerned
    /// glyph's reach one cell either side, since its write clears the other half of a wide
    /// neighbour); then two lists of marked cells that take turns, this step's and the last's.
    var words: [Int32]
    /// For each glyph, whether its placement is wide or kerned, writing more than its lead
    /// cell; then for each cell, whether it is marked in this step.
    var flags: [Bool]
    /// Glyphs whose placement is wide or kerned: cells are composed alone only when none is.
    var wideCount = 0
    /// Glyphs placed again or reordered in this step, the first `touchedCount` (at most once
    /// each).
    var touched: [Int32]
    var touchedCount = 0
    /// Where this step's list of marked cells starts in `words`, and the last step's.
    var markedAt: Int
    var lastMarkedAt: Int
    var markedCount = 0
    var lastMarkedCount = 0
    /// Whether the index is kept up to date: only while composing cells alone pays.
    var isKept = false
    /// Whether the last step's cells were marked: a step composes cells alone only then.
    var marksLastStep = false
    /// Steps in a row that argue against the index's state: ones in which composing cells
    /// alone did not pay, while it is kept, or would have, while it is not.
    var contrarySteps = 0

    init(glyphs: Int, cells: Int) {
      (self.glyphs, self.cells) = (glyphs, cells)
      words = Array(repeating: -1, count: cells + 2 * glyphs)
      words += Array(repeating: 0, count: 2 * glyphs + 2 * cells)
      flags = Array(repeating: false, count: glyphs + cells)
      touched = Array(repeating: 0, count: glyphs)
      markedAt = cells + 4 * glyphs
      lastMarkedAt = markedAt + cells
    }

    var nextAt: Int { cells }
    var leadAt: Int { cells + glyphs }
    var reachStartAt: Int { cells + 2 * glyphs }
    var reachCountAt: Int { cells + 3 * glyphs }

    /// The glyphs listed on `cell`, last listed first.
    func listed(on cell: Int) -> [Int32] {
      var glyphs: [Int32] = []
      var glyph = words[cell]
      while glyph >= 0 {
        glyphs.append(glyph)
        glyph = words[nextAt + Int(glyph)]
      }
      return glyphs
    }

    /// Ends a step: its marks become the last step's.
    mutating func endStep() {
      for k in 0..<markedCount { flags[glyphs + Int(words[markedAt + k])] = false }
      swap(&markedAt, &lastMarkedAt)
      (lastMarkedCount, markedCount) = (markedCount, 0)
      marksLastStep = true
    }
  }

  /// Steps in a row of composing by rows after which the index is no longer kept.
  static let rowStepsBeforeDropping = 8
  /// Steps in a row in which cells alone would pay after which the index is built again.
  static let payingStepsBeforeBuilding = 3

  /// Brings the cell index up to date with this step's placements, where it is kept, and tells
  /// whether this step composes cells alone (`byCells`: `eligible`, neither the first step nor
  /// one that patches; no glyph wide or kerned; the last step's cells marked; and the cells to
  /// compose a sixteenth or less of the glyphs on the rows that changed), and whether, by its
  /// counts, keeping the index would pay (`pays`, for `finishCells`).
  ///
  /// Keeping the index costs for every glyph placed again (rain's drops, each a frame), and a
  /// cell composed alone costs more than a glyph drawn by rows, so cells alone pay only where
  /// the glyphs on the rows that changed far outnumber the glyphs that changed: matrix's first
  /// and last seconds, a few rain columns over rows of text. The two ratios (60 glyphs placed
  /// again, 16 cells) are the best of those tried on matrix over 200×50 (callgrind: 3, 6, 10
  /// and 16 for cells; where more steps went by cells, the whole took longer).
  mutating func prepareCells(changedRows: Int, eligible: Bool) -> (byCells: Bool, pays: Bool) {
    // Composing by rows draws about the glyphs of the rows that changed.
    let byRows = placements.count &* changedRows / max(frame.size.rows, 1)
    // A glyph placed again marks a cell or two, composed in this step (and copied in the next).
    let pays = eligible && (alwaysByCells || cellIndex.touchedCount &* 60 < byRows)
    guard cellIndex.isKept else {
      cellIndex.touchedCount = 0
      return (false, pays)
    }
    markTouched()
    let cells = cellIndex.markedCount
    let byCells =
      eligible && cellIndex.marksLastStep && cellIndex.wideCount == 0
      && (alwaysByCells || cells &* 16 < byRows)
    return (byCells, pays)
  }

  /// Ends a step's cell marks: the index is dropped after steps in a row where cells alone did
  /// not pay, and built again, from every placement, after steps in a row where they would
  /// (`pays`, from `prepareCells`).
  mutating func finishCells(composedByCells: Bool, pays: Bool) {
    if composedByCells { cellSteps &+= 1 }
    guard cellIndex.isKept else {
      // Built again after steps in a row where it would pay, not for one such step.
      cellIndex.contrarySteps = pays ? cellIndex.contrarySteps &+ 1 : 0
      if cellIndex.contrarySteps >= Self.payingStepsBeforeBuilding { rebuildCellIndex() }
      return
    }
    cellIndex.endStep()
    if composedByCells || pays {
      cellIndex.contrarySteps = 0
    } else {
      cellIndex.contrarySteps &+= 1
      if cellIndex.contrarySteps >= Self.rowStepsBeforeDropping {
        (cellIndex.isKept, cellIndex.marksLastStep, cellIndex.contrarySteps) = (false, false, 0)
      }
    }
  }

  /// Lists every glyph on its lead cell from its placement, with no cell marked: the next step
  /// marks its own, and the one after may compose cells alone.
  mutating func rebuildCellIndex() {
    // Every glyph touched, from an index that lists none: one way of listing, and of
    // counting the wide, for a step and for the whole.
    let (glyphs, cells) = (cellIndex.glyphs, cellIndex.cells)
    // Its arrays written over in place: no glyph listed, no cell marked, none wide.
    cellIndex.words.withUnsafeMutableBufferPointer { words in
      let listed = cells + 2 * glyphs
      words.baseAddress!.update(repeating: -1, count: listed)
      (words.baseAddress! + listed).update(repeating: 0, count: 2 * glyphs)
    }
    cellIndex.flags.withUnsafeMutableBufferPointer { $0.update(repeating: false) }
    (cellIndex.wideCount, cellIndex.markedCount) = (0, 0)
    for glyph in 0..<glyphs { cellIndex.touched[glyph] = Int32(truncatingIfNeeded: glyph) }
    // No patched glyph is left to mark: `patch()` took this step's, or the step patched none.
    cellIndex.touchedCount = glyphs
    markTouched()
    // What it marked is no step's change.
    cellIndex.endStep()
    (cellIndex.isKept, cellIndex.marksLastStep, cellIndex.lastMarkedCount) = (true, false, 0)
    cellIndex.contrarySteps = 0
  }

  /// Where `placement` writes on a frame of `size`: the lead cell when it is drawn there (−1
  /// otherwise), the cells it may write or clear on its row, and whether it is wide or kerned.
  @inline(__always)
  static func reach(of placement: GlyphPlacement?, in size: GridSize) -> (
    lead: Int32, start: Int32, count: Int32, wide: Bool
  ) {
    guard let placement else { return (-1, 0, 0, false) }
    let isWide = placement.width > 1 || placement.kern > 0
    let (row, columns) = (placement.at.row, size.columns)
    guard row >= 0, row < size.rows else { return (-1, 0, 0, isWide) }
    // Where the glyph's draw writes its lead cell, by `FrameCells.put`'s own rule.
    let offset = FrameCells.leadOffset(at: placement.at, width: Int(placement.width), in: size)
    let lead = offset.map { Int32(truncatingIfNeeded: $0) } ?? -1
    guard isWide else { return (lead, lead, offset == nil ? 0 : 1, false) }
    // A runaway offset can take the column anywhere; a kern reaches a few cells.
    let column = max(-1024, min(placement.at.column, columns))
    let width = max(1, min(Int(placement.width), 2))
    let end = max(column + width, column + Int(placement.ownWidth) + Int(placement.kern)) + 1
    let (start, stop) = (max(0, column - 1), min(columns, end))
    return (
      lead, Int32(truncatingIfNeeded: row * columns + start),
      Int32(truncatingIfNeeded: max(0, stop - start)), true
    )
  }

  /// Marks the cells every glyph placed again, reordered or patched in this step wrote before
  /// and writes now, and lists each placed again on its new lead cell.
  mutating func markTouched() {
    var index = cellIndex
    cellIndex = CellIndex(glyphs: 0, cells: 0)
    defer { cellIndex = index }
    let size = frame.size
    let glyphCount = index.glyphs
    let (nextAt, leadAt, startAt, countAt) =
      (index.nextAt, index.leadAt, index.reachStartAt, index.reachCountAt)
    let (markedAt, touchedCount) = (index.markedAt, index.touchedCount)
    var (markedCount, wideCount) = (index.markedCount, index.wideCount)
    index.words.withUnsafeMutableBufferPointer { words in
      index.flags.withUnsafeMutableBufferPointer { flags in
        let words = words.baseAddress!
        let (wide, marks) = (flags.baseAddress!, flags.baseAddress! + glyphCount)
        let marked = words + markedAt
        func mark(_ start: Int32, _ count: Int32, _ markedCount: inout Int) {
          for cell in Int(start)..<Int(start &+ count) where !marks[cell] {
            marks[cell] = true
            marked[markedCount] = Int32(truncatingIfNeeded: cell)
            markedCount &+= 1
          }
        }
        placements.withUnsafeBufferPointer { placements in
          index.touched.withUnsafeBufferPointer { touched in
            for k in 0..<touchedCount {
              let glyph = Int(touched[k])
              let (start, count) = (words[startAt &+ glyph], words[countAt &+ glyph])
              let now = Self.reach(of: placements[glyph], in: size)
              mark(start, count, &markedCount)
              if now.start != start || now.count != count {
                mark(now.start, now.count, &markedCount)
                (words[startAt &+ glyph], words[countAt &+ glyph]) = (now.start, now.count)
              }
              let lead = words[leadAt &+ glyph]
              if now.lead != lead {
                Self.move(Int32(truncatingIfNeeded: glyph), from: lead, to: now.lead, words, nextAt)
                words[leadAt &+ glyph] = now.lead
              }
              if now.wide != wide[glyph] {
                wideCount &+= now.wide ? 1 : -1
                wide[glyph] = now.wide
              }
            }
          }
        }
        // A patched glyph wrote its one cell again, in place.
        for k in 0..<patchedCount {
          let lead = words[leadAt &+ Int(patched[k])]
          if lead >= 0 { mark(lead, 1, &markedCount) }
        }
      }
    }
    (index.touchedCount, index.markedCount, index.wideCount) = (0, markedCount, wideCount)
  }

  /// Lists `glyph` on the cell `new` (−1: none), off `old`: `first` is the index's words,
  /// `next` at `nextAt`.
  @inline(__always)
  private static func move(
    _ glyph: Int32, from old: Int32, to new: Int32, _ first: UnsafeMutablePointer<Int32>,
    _ nextAt: Int
  ) {
    let next = first + nextAt
    if old >= 0 {
      if first[Int(old)] == glyph {
        first[Int(old)] = next[Int(glyph)]
      } else {
        var previous = first[Int(old)]
        while next[Int(previous)] != glyph { previous = next[Int(previous)] }
        next[Int(previous)] = next[Int(glyph)]
      }
    }
    next[Int(glyph)] = new >= 0 ? first[Int(new)] : -1
    if new >= 0 { first[Int(new)] = glyph }
  }

  /// Composes afresh the cells marked in this step, each from the glyphs listed on it in the
  /// full draw's order, and copies those only the last step marked from the frame returned
  /// last: the step's frame, where no glyph is wide or kerned.
  ///
  /// A cell with a pile of glyphs is left, its row marked dirty (`dirty` starts clear) for
  /// composing by rows after; returns whether any was. Rows are marked changed
  /// (`changedRows`) where a cell differs from the frame returned last.
  mutating func composeCells(_ z: [Int]) -> Bool {
    // Taken out of `self` while they are open, so that no access overlaps another.
    var (frame, owners, dirty, changed) = (self.frame, self.owners, self.dirty, changedRows)
    (self.frame, self.owners, self.dirty, changedRows) = (Frame(size: .zero), [], [], [])
    defer { (self.frame, self.owners, self.dirty, changedRows) = (frame, owners, dirty, changed) }
    // A row is marked changed for the encoder only where a cell composed differs from the
    // frame returned last: a glyph that left a cell another like it took changes nothing.
    for row in changed.indices { changed[row] = false }
    var piled = false
    let (columns, blank) = (frame.size.columns, Cell.blank())
    let index = cellIndex
    index.words.withUnsafeBufferPointer { words in
      index.flags.withUnsafeBufferPointer { flags in
        placements.withUnsafeBufferPointer { placements in
          z.withUnsafeBufferPointer { z in
            owners.withUnsafeMutableBufferPointer { owners in
              spare.cells.withUnsafeBufferPointer { returned in
                frame.withCells { cells in
                  let words = words.baseAddress!
                  let marks = flags.baseAddress! + index.glyphs
                  let (marked, last) = (words + index.markedAt, words + index.lastMarkedAt)
                  withUnsafeTemporaryAllocation(of: Int32.self, capacity: 64) { scratch in
                    let scratch = scratch.baseAddress!
                    for k in 0..<index.markedCount {
                      let cell = Int(marked[k])
                      if !Self.compose(
                        cell, words, index.nextAt, placements, z, owners, cells, scratch, blank)
                      {
                        dirty[cell / columns] = true
                        (changed[cell / columns], piled) = (true, true)
                      } else if !cells.cells[cell].isSame(as: returned[cell]) {
                        changed[cell / columns] = true
                      }
                    }
                  }
                  // The last step's other cells are the frame returned last's: copied.
                  for k in 0..<index.lastMarkedCount where !marks[Int(last[k])] {
                    cells.cells[Int(last[k])] = returned[Int(last[k])]
                  }
                }
              }
            }
          }
        }
      }
    }
    return piled
  }

  /// Composes `cell` afresh from the glyphs listed on it, in the full draw's order (z, then
  /// glyph number), or returns false, writing nothing, for a cell with more than `scratch`'s
  /// 64 glyphs (a pile, left to its row's compose).
  @inline(__always)
  private static func compose(
    _ cell: Int, _ first: UnsafePointer<Int32>, _ nextAt: Int,
    _ placements: UnsafeBufferPointer<GlyphPlacement?>, _ z: UnsafeBufferPointer<Int>,
    _ owners: UnsafeMutableBufferPointer<Int32>, _ cells: FrameCells,
    _ scratch: UnsafeMutablePointer<Int32>, _ blank: Cell
  ) -> Bool {
    let next = first + nextAt
    let top = first[cell]
    var (glyph, count) = (top, 0)
    while glyph >= 0 {
      guard count < 64 else { return false }
      scratch[count] = glyph
      count &+= 1
      glyph = next[Int(glyph)]
    }
    cells.cells[cell] = blank
    // Composed without marks: a glyph is patched only where its row's compose marked it.
    owners[cell] = -1
    guard count > 1 else {
      if count == 1 { placements[Int(top)].unsafelyUnwrapped.draw(into: cells) }
      return true
    }
    // Sorted by insertion: a cell holds a few glyphs.
    for k in 1..<count {
      let glyph = scratch[k]
      let key = (z[Int(glyph)], glyph)
      var slot = k
      while slot > 0, key < (z[Int(scratch[slot &- 1])], scratch[slot &- 1]) {
        scratch[slot] = scratch[slot &- 1]
        slot &-= 1
      }
      scratch[slot] = glyph
    }
    for k in 0..<count { placements[Int(scratch[k])].unsafelyUnwrapped.draw(into: cells) }
    return true
  }
}
