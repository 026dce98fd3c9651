import KinetypeCompositor
import KinetypeCore

extension SVGRecording {
  /// Cells of one look and one width, side by side on a row: one `<tspan>`.
  struct Run {
    var column: Int
    /// Cells covered, blanks inside the run included.
    var cells: Int
    /// 1 for a run of narrow glyphs, 2 for a wide glyph (always alone in its run).
    var glyphWidth: Int
    var style: TextStyle
    /// The run's text, escaped for XML.
    var text: String
  }

  /// The inside of a screen's group: the background rectangles of every row, then the rows of
  /// text (so no rectangle covers a descender of the row above).
  ///
  /// Registers the styles it uses in `styles`.
  mutating func markup(of frame: Frame) -> String {
    var out = ""
    for row in 0..<frame.size.rows {
      for (column, cells, fill) in backgroundSpans(of: frame, row: row) {
        let x = column * Self.cellWidth, y = row * Self.cellHeight
        out += #"<rect x="\#(x)" y="\#(y)" width="\#(cells * Self.cellWidth)""#
        out += #" height="\#(Self.cellHeight)" fill="\#(fill.hex)"/>"# + "\n"
      }
    }
    for row in 0..<frame.size.rows {
      let runs = runs(of: frame, row: row)
      guard !runs.isEmpty else { continue }
      out += #"<text y="\#(row * Self.cellHeight + Self.baseline)">"#
      for run in runs {
        out += #"<tspan x="\#(run.column * Self.cellWidth)""#
        if run.style.fill != foreground { out += #" fill="\#(run.style.fill.hex)""# }
        if let look = run.style.look { out += #" class="s\#(styles.number(of: look))""# }
        // Only a run of several glyphs needs spreading (`lengthAdjust` is `spacing` unless
        // told); one glyph already sits at its column.
        if run.cells > run.glyphWidth { out += #" textLength="\#(run.cells * Self.cellWidth)""# }
        out += ">" + run.text + "</tspan>"
      }
      out += "</text>\n"
    }
    return out
  }

  /// Runs of cells on `row` with one background other than the picture's: (first column, cells,
  /// colour). Both halves of a wide glyph carry its style.
  func backgroundSpans(of frame: Frame, row: Int) -> [(Int, Int, RGB)] {
    var spans: [(Int, Int, RGB)] = []
    for column in 0..<frame.size.columns {
      guard let fill = backgroundFill(frame[column, row].style) else { continue }
      if let last = spans.last, last.0 + last.1 == column, last.2 == fill {
        spans[spans.count - 1].1 += 1
      } else {
        spans.append((column, 1, fill))
      }
    }
    return spans
  }

  /// The runs of text on `row`. Blanks that draw nothing end no run: they join the run around
  /// them, whatever their style, and are dropped at its ends.
  func runs(of frame: Frame, row: Int) -> [Run] {
    var runs: [Run] = []
    var current: Run? = nil
    var blanks = 0
    var column = 0
    while column < frame.size.columns {
      let cell = frame[column, row]
      // A continuation without its lead (never made by `Frame`) counts as a blank.
      let width = max(1, Int(cell.width))
      defer { column += width }
      let style = textStyle(cell.style)
      let text = cell.style.attributes.contains(.conceal) ? "" : Self.escaped(cell.text)
      if text.isEmpty || (text == " " && !style.drawsBlanks) {
        if current != nil { blanks += width }
        continue
      }
      // Wide glyphs are placed one by one: fonts give CJK and emoji different advances, which
      // no even spacing of a run could put back on the grid.
      if var run = current, width == 1, run.glyphWidth == 1, run.style == style {
        run.text += String(repeating: " ", count: blanks) + text
        run.cells += blanks + 1
        current = run
      } else {
        if let current { runs.append(current) }
        current = Run(column: column, cells: width, glyphWidth: width, style: style, text: text)
      }
      blanks = 0
    }
    if let current { runs.append(current) }
    return runs
  }

  /// `text` safe in XML content and attribute values: `&`, `<`, `>`, `"` and `'` as entities;
  /// controls (C0, DEL, C1), the noncharacters U+FFFE and U+FFFF that XML forbids, and bidi
  /// controls (which would reorder cells) dropped.
  static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x26: out += "&amp;"
      case 0x3C: out += "&lt;"
      case 0x3E: out += "&gt;"
      case 0x22: out += "&quot;"
      case 0x27: out += "&apos;"
      case 0..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: continue
      case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: continue
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
