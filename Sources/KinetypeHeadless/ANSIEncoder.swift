import KinetypeCompositor
import KinetypeCore

/// Turns frames into terminal bytes: SGR for style, CUP for cursor position, OSC 8 for links,
/// and nothing else. Nothing from the input is ever copied through as a sequence: cell texts
/// are grapheme clusters the readers already cleaned.
///
/// Keeps the style and link it last wrote, so consecutive cells in one style cost one SGR.
public struct ANSIEncoder: Sendable {
  public let depth: ColourDepth
  private var style: CellStyle? = nil
  private var link: String? = nil
  /// Where the terminal's cursor is after what this encoder wrote, when known.
  private var cursor: GridPoint? = nil

  public init(depth: ColourDepth) { self.depth = depth }

  /// The whole frame as rows separated by newlines, for printing to a stream (no cursor
  /// movement); trailing blanks in the default style are trimmed; ends with a reset.
  public mutating func rows(_ frame: Frame) -> String {
    var out = ""
    for row in 0..<frame.size.rows {
      // Blanks in the default style after the last visible cell are left out.
      let end =
        (0..<frame.size.columns).last { column in
          let cell = frame[column, row]
          return cell.text != " " || cell.style != .plain || cell.link != nil
        }.map { $0 + 1 } ?? 0
      for column in 0..<end where !frame[column, row].isContinuation {
        let cell = frame[column, row]
        out += transition(to: cell)
        out += cell.text
      }
      out += closing() + "\n"
    }
    return out
  }

  /// Bytes that bring a terminal showing `old` (or anything, when nil) to `new`: CUP to the
  /// start of each changed span, then its cells.
  public mutating func update(from old: Frame?, to new: Frame) -> String {
    let diff = FrameDiff(from: old, to: new)
    var out = ""
    for span in diff.spans {
      out += move(to: span.origin)
      var column = span.origin.column
      for cell in diff.cells(of: span) where !cell.isContinuation {
        out += transition(to: cell)
        out += cell.text
        column += Int(cell.width)
      }
      cursor = GridPoint(column: column, row: span.origin.row)
    }
    return out
  }

  /// The shortest cursor movement to `point`: nothing when the cursor is there, CUF
  /// (`ESC [ n C`) forward on the same row, CUP (`ESC [ row ; col H`) otherwise.
  private func move(to point: GridPoint) -> String {
    if let cursor, cursor.row == point.row, cursor.column <= point.column {
      let gap = point.column - cursor.column
      return gap == 0 ? "" : gap == 1 ? "\u{1B}[C" : "\u{1B}[\(gap)C"
    }
    return "\u{1B}[\(point.row + 1);\(point.column + 1)H"
  }

  /// Resets style and link; what to write at the end of output.
  public mutating func closing() -> String {
    var out = ""
    if link != nil { out += "\u{1B}]8;;\u{1B}\\" }
    if let style, style != .plain { out += SGR.reset }
    link = nil
    style = nil
    return out
  }

  private mutating func transition(to cell: Cell) -> String {
    var out = ""
    let wantedLink = depth == .none ? nil : cell.link
    if wantedLink != link {
      out += "\u{1B}]8;;\(wantedLink ?? "")\u{1B}\\"
      link = wantedLink
    }
    // Compared as this depth shows them: two RGB colours that reduce alike cost no SGR.
    let wanted = depth.reduce(cell.style)
    if wanted != style {
      // Only what changed: measured on fade over 200×50, a reset-and-restate per cell was most
      // of the bytes.
      if let style {
        out += SGR.transition(from: style, to: wanted, depth: depth)
      } else if wanted != .plain {
        out += SGR.sequence(for: wanted, depth: depth)
      }
      style = wanted
    }
    return out
  }
}
