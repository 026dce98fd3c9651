import Foundation
import KinetypeCore
import Testing

@testable import KinetypeLayout

/// Lays out plain text.
func layout(_ text: String, _ options: LayoutOptions = LayoutOptions()) -> TextLayout {
  Typesetter.layout(AttributedText(plain: text), options: options)
}

/// Lays out markup.
func layout(markup: String, _ options: LayoutOptions = LayoutOptions()) -> TextLayout {
  Typesetter.layout(TextReader.read(markup, format: .markup).text, options: options)
}

extension TextLayout {
  /// The layout drawn as rows of text, one string per row, `size.columns` wide: ink at each
  /// glyph's cells, `·` for a kern cell, spaces elsewhere; a wide glyph's second cell is
  /// left out of the string (as a terminal shows it). Whole-layout comparisons use it.
  var picture: [String] {
    var rows = Array(repeating: [String](repeating: " ", count: size.columns), count: size.rows)
    for glyph in glyphs where glyph.width > 0 || glyph.kern > 0 {
      let row = glyph.position.row
      if glyph.width > 0 {
        rows[row][glyph.position.column] = glyph.text
        for c in 1..<max(1, glyph.width) { rows[row][glyph.position.column + c] = "" }
      }
      for k in 0..<glyph.kern where glyph.position.column + glyph.width + k < size.columns {
        rows[row][glyph.position.column + glyph.width + k] = "·"
      }
    }
    return rows.map { $0.joined() }
  }

  /// The text of each line's glyphs, line breaks left out.
  var lineTexts: [String] {
    lines.map { line in
      line.glyphs.map { glyphs[$0] }.filter { !$0.isLineBreak }.map(\.text).joined()
    }
  }
}

extension ReadResult {
  /// The attributes of the first character of `needle` in the decoded text; records an issue
  /// (and gives plain) when the text does not hold it.
  func attributes(of needle: String) -> TextAttributes {
    let string = text.string
    guard let range = string.range(of: needle) else {
      Issue.record("'\(needle)' not in '\(string)'")
      return .plain
    }
    return text.attributes(
      atUTF8Offset: string.utf8.distance(from: string.startIndex, to: range.lowerBound))
  }
}
