import Kinetype
import KinetypeCore
import KinetypeHeadless
import KinetypeLayout

/// The JSON form of a layout (`kinetype layout --format json`).
///
/// `{"size":[cols,rows], "glyphs":[{"index","text","row","column","width","advance",
/// "characters":[start,end],"attributes":{…}}], "lines":[{"row","runs":[{"glyphs":[start,end],
/// "attributes":{…}}]}], "stats":{"invalidBytes","strippedEscapes","droppedControls"}}`;
/// character offsets count `Character`s of the decoded text, ranges are half-open.
enum LayoutJSON {
  static func document(_ layout: TextLayout, stats: ReadStats) -> JSON {
    let attributes = layout.attributes.map(Self.attributes)
    let glyphs: [JSON] = layout.glyphs.enumerated().map { index, glyph in
      .object([
        ("index", .int(index)), ("text", .string(glyph.text)),
        ("row", .int(glyph.position.row)), ("column", .int(glyph.position.column)),
        ("width", .int(glyph.width)), ("advance", .int(glyph.advance)),
        (
          "characters",
          .array([.int(glyph.characters.lowerBound), .int(glyph.characters.upperBound)])
        ),
        ("attributes", attributes[glyph.attributesIndex]),
      ])
    }
    let lines: [JSON] = layout.lines.map { line in
      .object([
        ("row", .int(line.row)),
        (
          "runs",
          .array(
            line.runs.map { run in
              .object([
                ("glyphs", .array([.int(run.glyphs.lowerBound), .int(run.glyphs.upperBound)])),
                ("attributes", attributes[run.attributesIndex]),
              ])
            })
        ),
      ])
    }
    return .object([
      ("size", .array([.int(layout.size.columns), .int(layout.size.rows)])),
      ("glyphs", .array(glyphs)),
      ("lines", .array(lines)),
      (
        "stats",
        .object([
          ("invalidBytes", .int(stats.invalidBytes)),
          ("strippedEscapes", .int(stats.strippedEscapes)),
          ("droppedControls", .int(stats.droppedControls)),
        ])
      ),
    ])
  }

  /// Only what differs from plain: colours as `#rrggbb`, `ansi(n)` or `palette(n)`.
  static func attributes(_ a: TextAttributes) -> JSON {
    var fields: [(String, JSON)] = []
    if a.style.foreground != .default {
      fields.append(("foreground", .string(a.style.foreground.description)))
    }
    if a.style.background != .default {
      fields.append(("background", .string(a.style.background.description)))
    }
    for (name, attribute) in CellAttributes.named where a.style.attributes.contains(attribute) {
      fields.append((name, .bool(true)))
    }
    if let c = a.strikethroughColour {
      fields.append(("strikethroughColour", .string(c.description)))
    }
    if let c = a.fill { fields.append(("fill", .string(c.description))) }
    if let c = a.stroke { fields.append(("stroke", .string(c.description))) }
    if let link = a.link { fields.append(("link", .string(link))) }
    if a.kern != 0 { fields.append(("kern", .int(a.kern))) }
    return .object(fields)
  }
}
