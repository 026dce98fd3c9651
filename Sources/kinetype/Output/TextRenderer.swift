import KinetypeCore
import KinetypeLayout
import Kinetype

/// A layout as a terminal shows it: one line of output per row, glyphs at their columns,
/// styles re-emitted as SGR (never bytes from the input), links as OSC 8.
enum TextRenderer {
  /// The rows of `layout`, each ending in a newline; trailing blanks are trimmed.
  static func render(_ layout: TextLayout, depth: ColourDepth) -> String {
    var out = ""
    var row = 0
    for line in rowLines(layout) {
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

  /// A row to print: its number and its runs, each the glyphs (in column order) of one style.
  struct Row {
    var row: Int
    var runs: [(glyphs: [Int], attributesIndex: Int)]
  }

  /// The rows to print: the layout's lines, or for display type (a big line spans rows) each
  /// row's cells in column order, split where the attributes change.
  static func rowLines(_ layout: TextLayout) -> [Row] {
    guard !layout.letters.isEmpty else {
      return layout.lines.map { line in
        Row(row: line.row, runs: line.runs.map { (Array($0.glyphs), $0.attributesIndex) })
      }
    }
    var byRow = Array(repeating: [Int](), count: layout.size.rows)
    for (index, glyph) in layout.glyphs.enumerated()
    where glyph.width > 0 && byRow.indices.contains(glyph.position.row) {
      byRow[glyph.position.row].append(index)
    }
    return byRow.enumerated().map { row, indices in
      var runs: [(glyphs: [Int], attributesIndex: Int)] = []
      for index in indices.sorted(by: {
        layout.glyphs[$0].position.column < layout.glyphs[$1].position.column
      }) {
        let attributesIndex = layout.glyphs[index].attributesIndex
        if runs.last?.attributesIndex == attributesIndex {
          runs[runs.count - 1].glyphs.append(index)
        } else {
          runs.append(([index], attributesIndex))
        }
      }
      return Row(row: row, runs: runs)
    }
  }
}
