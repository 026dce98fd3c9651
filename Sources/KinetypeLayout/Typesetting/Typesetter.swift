import KinetypeCore

/// Lays attributed text out on a grid: glyphs, line breaks, alignment, runs.
///
/// Breaking follows the terminal's needs rather than full UAX #14: a line may break after a run
/// of spaces, after a hyphen, after U+200B, and before or after an East Asian ideograph, kana or
/// Hangul syllable; a word longer than the line breaks between glyphs. A glyph is never split:
/// a wide glyph that would cross the edge moves to the next line. Trailing spaces don't count
/// towards a line's width; those that would cross the right edge are collapsed to zero width at
/// the edge, as TextKit lets them hang, so no glyph's ink ever leaves the container.
public enum Typesetter {
  /// Lays `text` out.
  ///
  /// - Complexity: O(n) in the glyphs; a glyph is placed at most twice.
  public static func layout(_ text: AttributedText, options: LayoutOptions = LayoutOptions())
    -> TextLayout
  {
    if let font = options.font {
      return DisplayTypesetter.layout(text, font: font, options: options)
    }
    var (glyphs, attributes) = GlyphScanner.scan(
      text, ligatures: options.ligatures, ambiguousWide: options.ambiguousWide)
    let insets = options.insets
    let wrap = options.width.map { max(1, $0 - insets.left - insets.right) }
    let breaks = breakLines(&glyphs, wrap: wrap)
    let contentWidth = max(wrap ?? 0, breaks.map(\.width).max() ?? 0)
    var lines: [LayoutLine] = []
    lines.reserveCapacity(breaks.count)
    for (lineIndex, line) in breaks.enumerated() {
      let slack = contentWidth - line.width
      let shift =
        switch options.alignment {
        case .left: 0
        case .centre: slack / 2
        case .right: slack
        }
      let origin = insets.left + shift
      let row = insets.top + lineIndex
      let right = insets.left + contentWidth
      for g in line.glyphs {
        glyphs[g].position.column += origin
        glyphs[g].position.row = row
        let kind = glyphs[g].kind
        // Hanging spaces and the line break sit at the edge with no ink.
        if kind == .lineBreak
          || (kind == .space && glyphs[g].position.column + glyphs[g].width > right)
        {
          glyphs[g].width = 0
          glyphs[g].kern = 0
          glyphs[g].position.column = min(glyphs[g].position.column, right)
        }
      }
      lines.append(
        LayoutLine(
          row: row, glyphs: line.glyphs, runs: runs(of: glyphs, in: line.glyphs),
          originColumn: origin, width: line.width))
    }
    let size = GridSize(
      columns: insets.left + contentWidth + insets.right,
      rows: insets.top + lines.count + insets.bottom)
    return TextLayout(
      glyphs: glyphs, lines: lines, attributes: attributes, size: size, options: options)
  }

  /// The smallest container that holds `text` laid out with `options` at a width of at most
  /// `width` (or unlimited): the widest line plus insets, by the lines plus insets.
  public static func size(
    fitting text: AttributedText, width: Int?, options: LayoutOptions = LayoutOptions()
  )
    -> GridSize
  {
    var options = options
    options.width = width
    let layout = layout(text, options: options)
    let widest = layout.lines.map(\.width).max() ?? 0
    let insets = options.insets
    return GridSize(columns: insets.left + widest + insets.right, rows: layout.size.rows)
  }

  /// One line's glyphs and its width (trailing spaces left out).
  struct LineBreak {
    var glyphs: Range<Int>
    var width: Int
  }

  /// Breaks glyphs into lines, setting each glyph's column relative to its line's start.
  static func breakLines(_ glyphs: inout [Glyph], wrap: Int?) -> [LineBreak] {
    var lines: [LineBreak] = []
    var start = 0
    var j = 0
    var pen = 0
    var width = 0
    var breakAt: Int? = nil
    func close(_ end: Int) {
      lines.append(LineBreak(glyphs: start..<end, width: width))
      start = end
      pen = 0
      width = 0
      breakAt = nil
    }
    while j < glyphs.count {
      // Fields are read in place: copying a Glyph retains its text, a measurable cost here.
      let kind = glyphs[j].kind
      if kind == .lineBreak {
        glyphs[j].position.column = pen
        j += 1
        close(j)
        continue
      }
      let space = kind == .space
      if let wrap, !space {
        let previous = j > start ? glyphs[j - 1].kind : .space
        if previous != .space, kind == .ideograph || previous == .ideograph { breakAt = j }
        if pen + glyphs[j].width > wrap, j > start {
          let end = breakAt.map { $0 > start ? $0 : j } ?? j
          close(end)
          j = end
          continue
        }
      }
      glyphs[j].position.column = pen
      pen += glyphs[j].advance
      if space {
        breakAt = j + 1
      } else {
        width = pen
        if kind == .breakAfter { breakAt = j + 1 }
      }
      j += 1
    }
    // A final line break ends its line without starting another (POSIX lines).
    if start < glyphs.count { close(glyphs.count) }
    return lines
  }

  /// Maximal runs of equal attributes among `range`.
  static func runs(of glyphs: [Glyph], in range: Range<Int>) -> [GlyphRun] {
    var runs: [GlyphRun] = []
    var start = range.lowerBound
    for g in range
    where g == range.upperBound - 1 || glyphs[g + 1].attributesIndex != glyphs[g].attributesIndex {
      runs.append(GlyphRun(glyphs: start..<(g + 1), attributesIndex: glyphs[start].attributesIndex))
      start = g + 1
    }
    return runs
  }
}
