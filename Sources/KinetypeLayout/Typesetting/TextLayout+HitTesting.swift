import KinetypeCore

extension TextLayout {
  /// The glyph whose cells cover `point`, or nil for an empty cell.
  ///
  /// A glyph covers its advance: both halves of a wide glyph resolve to it, and so do the kern
  /// cells after a glyph (the gap belongs to the glyph before it, as a caret placed there would
  /// follow that glyph). Zero-width glyphs (line breaks, hanging spaces, lone marks) cover no
  /// cell.
  ///
  /// - Complexity: O(log glyphs on the line).
  public func glyphIndex(at point: GridPoint) -> Int? {
    guard let line = line(atRow: point.row) else { return nil }
    var low = line.glyphs.lowerBound
    var high = line.glyphs.upperBound
    // The last glyph whose column is ≤ point.column.
    while low < high {
      let mid = (low + high) / 2
      if glyphs[mid].position.column <= point.column { low = mid + 1 } else { high = mid }
    }
    var g = low - 1
    while g >= line.glyphs.lowerBound {
      let glyph = glyphs[g]
      if glyph.advance > 0 {
        return point.column < glyph.position.column + glyph.advance ? g : nil
      }
      g -= 1
    }
    return nil
  }

  /// The glyph nearest to `point` on its row, for clicks past the end of a line: the glyph
  /// under the point if any, else the last glyph with ink before it, else the first after it.
  public func nearestGlyphIndex(to point: GridPoint) -> Int? {
    if let exact = glyphIndex(at: point) { return exact }
    let row = min(max(point.row, options.insets.top), options.insets.top + lines.count - 1)
    guard let line = line(atRow: row) else { return nil }
    let inked = line.glyphs.filter { glyphs[$0].advance > 0 }
    if let before = inked.last(where: { glyphs[$0].position.column <= point.column }) {
      return before
    }
    return inked.first ?? line.glyphs.first
  }

  /// The line on `row`, if any.
  public func line(atRow row: Int) -> LayoutLine? {
    let index = row - options.insets.top
    return lines.indices.contains(index) ? lines[index] : nil
  }
}
