import KinetypeCompositor
import KinetypeCore
import KinetypeLayout

extension TextLayout {
  /// Each row of the layout as a frame one row tall, as wide as its glyphs reach: the text at
  /// rest, for printing row by row through `ANSIEncoder` (what `kinetype layout` prints), so a
  /// long text never needs one frame the size of all of it.
  ///
  /// The compositor's rules for a resting text: no glyph of no width, nothing past the layout's
  /// width (a space hanging at a wrap), a `fill` behind uncoloured backgrounds, links kept.
  public func rowFrames() -> [Frame] {
    var byRow = Array(repeating: [Int](), count: size.rows)
    for (index, glyph) in glyphs.enumerated()
    where glyph.width > 0 && !glyph.isLineBreak && byRow.indices.contains(glyph.position.row)
      && glyph.position.column + glyph.width <= size.columns
    {
      byRow[glyph.position.row].append(index)
    }
    return byRow.map { indices in
      let columns = indices.map { glyphs[$0].position.column + glyphs[$0].width }.max() ?? 0
      var frame = Frame(size: GridSize(columns: columns, rows: 1))
      for index in indices {
        let glyph = glyphs[index]
        let attributes = attributes(of: glyph)
        frame.put(
          glyph.text, width: glyph.width, style: attributes.restingStyle, link: attributes.link,
          at: GridPoint(column: glyph.position.column, row: 0))
      }
      return frame
    }
  }
}
