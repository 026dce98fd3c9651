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
    // Read through buffers: bounds checks and optional copies of 40-byte placements were a
    // quarter of a recompose (measured on rain over 200×50, where most rows change).
    rows.withUnsafeBufferPointer { rows in
      dirty.withUnsafeBufferPointer { dirty in
        placements.withUnsafeBufferPointer { placements in
          z.withUnsafeBufferPointer { z in
            frame.withCells { cells in
              var dirtyRows = 0
              for row in dirty.indices where dirty[row] {
                cells.fill(row: row, with: blank)
                dirtyRows += 1
              }
              switch drawOrder {
              case .layers(let layers) where layers.count == 1:
                if 2 * dirtyRows < dirty.count {
                  Self.drawPicked(rows, dirty, placements, into: cells)
                } else {
                  Self.draw(rows, dirty, placements, into: cells)
                }
              case .layers(let layers):
                for layer in layers { Self.draw(rows, dirty, placements, z: z, layer, into: cells) }
              case .sorted(let order):
                order.withUnsafeBufferPointer { order in
                  Self.draw(order, rows, dirty, placements, into: cells)
                }
              }
            }
          }
        }
      }
    }
    for row in self.dirty.indices { self.dirty[row] = false }
  }

  // The passes, each a function of its own: in one function with the choice of them, the
  // compiler left each glyph's write a call.

  /// Writes the placements of the glyphs on dirty rows, in glyph order: most rows.
  @inline(never)
  private static func draw(
    _ rows: UnsafeBufferPointer<Int32>, _ dirty: UnsafeBufferPointer<Bool>,
    _ placements: UnsafeBufferPointer<GlyphPlacement?>, into cells: FrameCells
  ) {
    for index in rows.indices {
      let row = rows[index]
      if row >= 0 && dirty[Int(row)] { placements[index]!.draw(into: cells) }
    }
  }

  /// `draw(_:_:_:into:)` where few rows are dirty (print's paper feed moves a row's glyphs
  /// to the next now and then): the glyphs on them are picked out a block at a time before any
  /// is written. The test alone, in a loop of its own, is a few instructions a glyph; in the
  /// loop that writes, it cost half as much again (print over 200×50, 3 % of its
  /// instructions), and picking where most rows are dirty costs more than it saves.
  @inline(never)
  private static func drawPicked(
    _ rows: UnsafeBufferPointer<Int32>, _ dirty: UnsafeBufferPointer<Bool>,
    _ placements: UnsafeBufferPointer<GlyphPlacement?>, into cells: FrameCells
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
        for k in 0..<count { placements[Int(picked[k])]!.draw(into: cells) }
        start = end
      }
    }
  }

  /// Writes the placements of the glyphs on dirty rows whose z index is `layer`, in glyph
  /// order.
  @inline(never)
  private static func draw(
    _ rows: UnsafeBufferPointer<Int32>, _ dirty: UnsafeBufferPointer<Bool>,
    _ placements: UnsafeBufferPointer<GlyphPlacement?>, z: UnsafeBufferPointer<Int>,
    _ layer: Int, into cells: FrameCells
  ) {
    // The z index first: a pass passes over the other layers' glyphs, most of them, reading
    // no row.
    for index in rows.indices where z[index] == layer {
      let row = rows[index]
      if row >= 0 && dirty[Int(row)] { placements[index]!.draw(into: cells) }
    }
  }

  /// Writes the placements of the glyphs on dirty rows, in `order`.
  @inline(never)
  private static func draw(
    _ order: UnsafeBufferPointer<Int32>, _ rows: UnsafeBufferPointer<Int32>,
    _ dirty: UnsafeBufferPointer<Bool>, _ placements: UnsafeBufferPointer<GlyphPlacement?>,
    into cells: FrameCells
  ) {
    for index in order {
      let row = rows[Int(index)]
      if row >= 0 && dirty[Int(row)] { placements[Int(index)]!.draw(into: cells) }
    }
  }
}
