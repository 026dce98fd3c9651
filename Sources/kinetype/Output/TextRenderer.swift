import KinetypeCore
import KinetypeLayout

/// A layout as a terminal shows it: one line of output per row, glyphs at their columns,
/// styles re-emitted as SGR (never bytes from the input), links as OSC 8.
enum TextRenderer {
  /// The rows of `layout`, each ending in a newline; trailing blanks are trimmed.
  static func render(_ layout: TextLayout, depth: ColourDepth) -> String {
    var out = ""
    var row = 0
    for line in layout.lines {
      while row < line.row {
        out += "\n"
        row += 1
      }
      var rowText = ""
      var column = 0
      var styled = false
      var currentLink: String? = nil
      for run in line.runs {
        let attributes = layout.attributes[run.attributesIndex]
        var style = attributes.style
        if let fill = attributes.fill, style.background == .default { style.background = fill }
        let wantsStyle = depth != .none && style != .plain
        let link = depth != .none ? attributes.link : nil
        var text = ""
        for g in run.glyphs {
          let glyph = layout.glyphs[g]
          guard !glyph.isLineBreak else { continue }
          if glyph.position.column > column {
            text += String(repeating: " ", count: glyph.position.column - column)
          }
          text += glyph.text
          column = max(column, glyph.position.column + glyph.width)
        }
        if link != currentLink {
          rowText += "\u{1B}]8;;\(link ?? "")\u{1B}\\"
          currentLink = link
        }
        if wantsStyle {
          rowText += SGR.sequence(for: style, depth: depth)
          styled = true
        } else if styled {
          rowText += SGR.reset
          styled = false
        }
        rowText += text
      }
      if styled { rowText += SGR.reset }
      if currentLink != nil { rowText += "\u{1B}]8;;\u{1B}\\" }
      while rowText.last == " " { rowText.removeLast() }
      out += rowText + "\n"
      row += 1
    }
    return out
  }
}
