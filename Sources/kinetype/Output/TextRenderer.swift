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
          // One rule with frames: the compositor draws no glyph of no width, so a zero-width
          // format character on its own (U+200B, U+2060, U+FEFF) is not printed.
          guard !glyph.isLineBreak, glyph.width > 0 else { continue }
          // And as a frame of the layout's size clips it: a space hanging past the width at a
          // wrap (an ideographic space is two cells) is not printed either.
          guard glyph.position.column + glyph.width <= layout.size.columns else { continue }
          if glyph.position.column > column {
            text += String(repeating: " ", count: glyph.position.column - column)
          }
          text += glyph.text
          column = max(column, glyph.position.column + glyph.width)
        }
        if link != currentLink {
          rowText += OSC.hyperlink(link ?? "")
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
      if currentLink != nil { rowText += OSC.hyperlink("") }
      while rowText.last == " " { rowText.removeLast() }
      out += rowText + "\n"
      row += 1
    }
    return out
  }
}
