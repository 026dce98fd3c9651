extension IncrementalCompositor {
  /// The order glyphs are drawn in, by z then glyph number.
  enum DrawOrder: Equatable {
    /// The few z indices the glyphs have, ascending: a pass over the glyphs for each.
    case layers([Int])
    /// Glyph numbers in order, where the glyphs have more z indices than a few passes suit.
    case sorted([Int32])

    /// The most z indices drawn a pass each.
    static let mostLayers = 4

    /// The order of glyphs whose z indices are `z`.
    ///
    /// Worked out again only when a glyph takes a z index that has no pass
    /// (`IncrementalCompositor.place`).
    init(_ z: [Int]) {
      var layers: [Int] = []
      for value in z where !layers.contains(value) {
        guard layers.count < Self.mostLayers else {
          self = .sorted(
            z.indices.sorted { (z[$0], $0) < (z[$1], $1) }.map { Int32(truncatingIfNeeded: $0) })
          return
        }
        layers.append(value)
      }
      self = .layers(layers.sorted())
    }
  }

  /// Clears every dirty row and writes the placements of the glyphs on them again, in the full
  /// draw's order (z, then glyph number).
  ///
  /// Passes over the glyphs in that order, writing those on dirty rows, draw each row as
  /// drawing it alone would: a row's glyphs keep their order. Most rows are dirty most frames
  /// (a scramble, a rain, a beam), and gathering each row's glyphs first (a counting sort) and
  /// ordering each row by z cost more than the passes.
  mutating func recompose(_ z: [Int]) {
    guard dirty.contains(true) else { return }
    let drawOrder = self.drawOrder ?? DrawOrder(z)
    self.drawOrder = drawOrder
    // Taken out of `self` while it is open, so that no access overlaps another.
    var frame = self.frame
    self.frame = Frame(size: .zero)
    defer { self.frame = frame }
    let blank = Cell.blank()
    let (columns, patching) = (frame.size.columns, self.patching)
    var owners = self.owners
    self.owners = []
    defer { self.owners = owners }
    // Read through buffers: bounds checks and optional copies of 40-byte placements were a
    // quarter of a recompose (measured on rain over 200×50, where most rows change).
    rows.withUnsafeBufferPointer { rows in
      dirty.withUnsafeBufferPointer { dirty in
        placements.withUnsafeBufferPointer { placements in
          z.withUnsafeBufferPointer { z in
            frame.withCells { cells in
              owners.withUnsafeMutableBufferPointer { owners in
                var dirtyRows = 0
                // Owners cleared whether or not this step marks them: a row composed without
                // marks must have none, or a glyph no longer last on its cell would be patched.
                for row in dirty.indices where dirty[row] {
                  cells.fill(row: row, with: blank)
                  (owners.baseAddress! + row &* columns).update(repeating: -1, count: columns)
                  dirtyRows += 1
                }
                // Two copies of the passes, so that the one that marks no owners is the loop
                // it was: an owner optional in one copy took the glyph's write out of line.
                if patching {
                  Self.draw(
                    drawOrder, rows, dirty, placements, z, dirtyRows, into: cells,
                    Owners(cells: owners.baseAddress!))
                } else {
                  Self.draw(
                    drawOrder, rows, dirty, placements, z, dirtyRows, into: cells, NoCellOwners())
                }
              }
            }
          }
        }
      }
    }
    for row in self.dirty.indices { self.dirty[row] = false }
  }

  /// Writes the placements of the glyphs on dirty rows in `order`, a pass at a time, marking
  /// each cell's owner in `owners`.
  @inline(__always)
  private static func draw<Marks: CellOwners>(
    _ order: DrawOrder, _ rows: UnsafeBufferPointer<Int32>, _ dirty: UnsafeBufferPointer<Bool>,
    _ placements: UnsafeBufferPointer<GlyphPlacement?>, _ z: UnsafeBufferPointer<Int>,
    _ dirtyRows: Int, into cells: FrameCells, _ owners: Marks
  ) {
    switch order {
    case .layers(let layers) where layers.count == 1:
      if 2 * dirtyRows < dirty.count {
        drawPicked(rows, dirty, placements, into: cells, owners)
      } else {
        draw(rows, dirty, placements, into: cells, owners)
      }
    case .layers(let layers):
      for layer in layers { draw(rows, dirty, placements, z: z, layer, into: cells, owners) }
    case .sorted(let order):
      order.withUnsafeBufferPointer { order in
        draw(order, rows, dirty, placements, into: cells, owners)
      }
    }
  }

  // The passes, each a function of its own: in one function with the choice of them, the
  // compiler left each glyph's write a call.

  /// Writes the placements of the glyphs on dirty rows, in glyph order: most rows.
  @inline(never)
  private static func draw<Marks: CellOwners>(
    _ rows: UnsafeBufferPointer<Int32>, _ dirty: UnsafeBufferPointer<Bool>,
    _ placements: UnsafeBufferPointer<GlyphPlacement?>, into cells: FrameCells,
    _ owners: Marks
  ) {
    for index in rows.indices {
      let row = rows[index]
      if row >= 0 && dirty[Int(row)] {
        placements[index]!.draw(into: cells, owners, Int32(truncatingIfNeeded: index))
      }
    }
  }

  /// `draw(_:_:_:into:)` where few rows are dirty (print's paper feed moves a row's glyphs
  /// to the next now and then): the glyphs on them are picked out a block at a time before any
  /// is written. The test alone, in a loop of its own, is a few instructions a glyph; in the
  /// loop that writes, it cost half as much again (print over 200×50, 3 % of its
  /// instructions), and picking where most rows are dirty costs more than it saves.
  @inline(never)
  private static func drawPicked<Marks: CellOwners>(
    _ rows: UnsafeBufferPointer<Int32>, _ dirty: UnsafeBufferPointer<Bool>,
    _ placements: UnsafeBufferPointer<GlyphPlacement?>, into cells: FrameCells,
    _ owners: Marks
  ) {
    let block = 256
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: block) { picked in
      var start = 0
      while start < rows.count {
        let end = min(start + block, rows.count)
        var count = 0
        for index in start..<end {
          let row = rows[index]
          if row >= 0 && dirty[Int(row)] {
            picked[count] = Int32(truncatingIfNeeded: index)
            count &+= 1
          }
        }
        for k in 0..<count {
          let index = Int(picked[k])
          placements[index]!.draw(into: cells, owners, Int32(truncatingIfNeeded: index))
        }
        start = end
      }
    }
  }

  /// Writes the placements of the glyphs on dirty rows whose z index is `layer`, in glyph
  /// order.
  @inline(never)
  private static func draw<Marks: CellOwners>(
    _ rows: UnsafeBufferPointer<Int32>, _ dirty: UnsafeBufferPointer<Bool>,
    _ placements: UnsafeBufferPointer<GlyphPlacement?>, z: UnsafeBufferPointer<Int>,
    _ layer: Int, into cells: FrameCells, _ owners: Marks
  ) {
    // The z index first: a pass passes over the other layers' glyphs, most of them, reading
    // no row.
    for index in rows.indices where z[index] == layer {
      let row = rows[index]
      if row >= 0 && dirty[Int(row)] {
        placements[index]!.draw(into: cells, owners, Int32(truncatingIfNeeded: index))
      }
    }
  }

  /// Writes the placements of the glyphs on dirty rows, in `order`.
  @inline(never)
  private static func draw<Marks: CellOwners>(
    _ order: UnsafeBufferPointer<Int32>, _ rows: UnsafeBufferPointer<Int32>,
    _ dirty: UnsafeBufferPointer<Bool>, _ placements: UnsafeBufferPointer<GlyphPlacement?>,
    into cells: FrameCells, _ owners: Marks
  ) {
    for index in order {
      let row = rows[Int(index)]
      if row >= 0 && dirty[Int(row)] {
        placements[Int(index)]!.draw(into: cells, owners, index)
      }
    }
  }

  /// The owners of a frame's cells opened for writing (`IncrementalCompositor.owners`).
  struct Owners: CellOwners {
    let cells: UnsafeMutablePointer<Int32>

    @inline(__always)
    func mark(_ offset: Int, _ glyph: Int32) { cells[offset] = glyph }
  }
}
