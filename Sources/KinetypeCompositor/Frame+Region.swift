import KinetypeCore

extension Frame {
  /// Changes the style of every cell in `rect` (clipped to the frame), keeping the text: a
  /// selection or a focus painted over what is drawn.
  ///
  /// A wide cluster half inside `rect` is restyled whole, as `restyle(at:_:)` does.
  public mutating func restyle(_ rect: GridRect, _ change: (inout CellStyle) -> Void) {
    let clipped = rect.intersection(bounds)
    guard !clipped.isEmpty else { return }
    for row in clipped.minRow..<clipped.maxRow {
      var column = clipped.minColumn
      while column < clipped.maxColumn {
        let cell = self[column, row]
        restyle(at: GridPoint(column: column, row: row), change)
        // Both halves of a wide cluster were restyled at its first cell in the rectangle.
        column += cell.isContinuation ? 1 : max(1, Int(cell.width))
      }
    }
  }

  /// The cells of `rect` at twice the width, for a magnifier: each cell becomes two.
  ///
  /// A printable ASCII character becomes its fullwidth form (U+FF01–U+FF5E), which terminals
  /// draw as a true two-cell glyph of the same letter; a space becomes two blanks; any other
  /// narrow cluster keeps its one cell and is followed by a blank; a wide cluster keeps its two
  /// cells and is followed by two blanks (only blanks when its left half lies outside `rect`).
  /// Styles and links come along, so a selection or a link shows magnified too. Cells of `rect`
  /// outside this frame are blank.
  ///
  /// - Returns: a frame of `rect.size.columns × 2` by `rect.size.rows` cells.
  public func magnified(_ rect: GridRect) -> Frame {
    var result = Frame(
      size: GridSize(columns: max(0, rect.size.columns) * 2, rows: max(0, rect.size.rows)))
    let clipped = rect.intersection(bounds)
    guard !clipped.isEmpty else { return result }
    for row in clipped.minRow..<clipped.maxRow {
      let target = row - rect.minRow
      for column in clipped.minColumn..<clipped.maxColumn {
        let cell = self[column, row]
        let at = GridPoint(column: (column - rect.minColumn) * 2, row: target)
        if cell.isContinuation {
          // The right half of a wide cluster whose left half lies outside `rect`: blanks.
          guard column == clipped.minColumn, column > 0 else { continue }
          let lead = self[column - 1, row]
          Self.put(blanks: 2, style: lead.style, link: lead.link, at: at, into: &result)
        } else if cell.width == 2 {
          result.put(cell.text, width: 2, style: cell.style, link: cell.link, at: at)
          let after = GridPoint(column: at.column + 2, row: target)
          Self.put(blanks: 2, style: cell.style, link: cell.link, at: after, into: &result)
        } else if let wide = Self.fullwidthForm(of: cell.text) {
          result.put(wide, width: 2, style: cell.style, link: cell.link, at: at)
        } else {
          result.put(cell.text, width: 1, style: cell.style, link: cell.link, at: at)
          let after = GridPoint(column: at.column + 1, row: target)
          Self.put(blanks: 1, style: cell.style, link: cell.link, at: after, into: &result)
        }
      }
    }
    return result
  }

  /// The fullwidth form of a printable ASCII character other than space (`A` → `Ａ`); nil for
  /// anything else.
  public static func fullwidthForm(of text: String) -> String? {
    guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first,
      (0x21...0x7E).contains(scalar.value),
      let wide = Unicode.Scalar(scalar.value - 0x21 + 0xFF01)
    else { return nil }
    return String(Character(wide))
  }

  /// Writes `count` blanks from `point` rightwards into `frame`.
  private static func put(
    blanks count: Int, style: CellStyle, link: String?, at point: GridPoint,
    into frame: inout Frame
  ) {
    for k in 0..<count {
      frame.put(
        " ", width: 1, style: style, link: link,
        at: GridPoint(column: point.column + k, row: point.row))
    }
  }
}
