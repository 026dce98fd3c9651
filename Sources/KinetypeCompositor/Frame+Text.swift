import KinetypeCore
import KinetypeLayout

extension Frame {
  /// Writes a line of plain text from `point` rightwards, a cluster at a time, and returns the
  /// column after the last cluster written.
  ///
  /// For the text a program draws around its content (menus, labels, status lines), not for
  /// laid-out text (the compositor draws that). Widths come from `CellWidth`; control and
  /// other zero-width clusters with nothing to show are skipped, so the text cannot move the
  /// cursor or send a sequence; nothing is written at or past `limit` (the frame's right edge
  /// by default), and a wide cluster that would straddle it is left out.
  ///
  /// - Returns: the column after the last cell written (or `point.column` for none).
  @discardableResult
  public mutating func write(
    _ text: String, at point: GridPoint, style: CellStyle = .plain, link: String? = nil,
    limit: Int? = nil
  ) -> Int {
    clusters(of: text, from: point, limit: limit) { frame, character, width, at in
      frame.put(String(character), width: width, style: style, link: link, at: at)
    }
  }

  /// Calls `body` with each cluster of `text` that shows, its width and its cell, from `point`
  /// rightwards: the walk the `write`s share. Controls and zero-width clusters are skipped; the
  /// walk stops before a cluster that would reach `limit` (the frame's right edge by default);
  /// cells left of the frame are walked past without a call.
  ///
  /// - Returns: the column after the last cluster walked.
  mutating func clusters(
    of text: String, from point: GridPoint, limit: Int?,
    _ body: (inout Frame, Character, Int, GridPoint) -> Void
  ) -> Int {
    let limit = min(limit ?? size.columns, size.columns)
    var column = point.column
    for character in text {
      if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        continue
      }
      let width = CellWidth.of(character)
      guard width > 0 else { continue }
      guard column + width <= limit else { break }
      if column >= 0 { body(&self, character, width, GridPoint(column: column, row: point.row)) }
      column += width
    }
    return column
  }

  /// Writes `style`-ed blanks over `rect` (clipped to the frame): a panel's background.
  public mutating func fill(_ rect: GridRect, style: CellStyle) {
    // A rect wholly above or left of the frame would make an upper bound below the lower one.
    let top = max(0, rect.origin.row)
    let left = max(0, rect.origin.column)
    let rows = top..<max(top, min(size.rows, rect.origin.row + rect.size.rows))
    let columns = left..<max(left, min(size.columns, rect.origin.column + rect.size.columns))
    for row in rows {
      for column in columns {
        put(" ", width: 1, style: style, at: GridPoint(column: column, row: row))
      }
    }
  }

  /// Draws `frame` with its top-left cell at `origin`, clipped to this frame: a scene drawn
  /// into its place on the screen. Continuation cells come with their lead cells.
  public mutating func draw(_ frame: Frame, at origin: GridPoint) {
    for row in 0..<frame.size.rows {
      for column in 0..<frame.size.columns {
        let cell = frame[column, row]
        guard !cell.isContinuation else { continue }
        put(
          cell.text, width: Int(cell.width), style: cell.style, link: cell.link,
          at: GridPoint(column: origin.column + column, row: origin.row + row))
      }
    }
  }
}
