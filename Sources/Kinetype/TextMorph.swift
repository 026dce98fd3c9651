import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore
import KinetypeEffects
import KinetypeLayout

/// One text becoming another on one canvas: the new text's layout, the old text's leftover
/// glyphs as compositor extras, and each glyph's part in the morph for effect files.
///
/// Glyphs in both texts (the longest common subsequence of clusters, `TextLayout.matches(to:)`)
/// are the new text's glyphs, `shared`, with their old cell as `origin`; glyphs only in the new
/// text are `new`; glyphs only in the old text become extras at their old cell, `old`, numbered
/// after the new text's glyphs.
public struct TextMorph: Sendable {
  public let old: TextLayout
  public let new: TextLayout
  /// Added to an old layout cell, gives the same canvas cell in the new layout's coordinates.
  public let shift: GridPoint
  public let matches: [GlyphMatch]
  /// The old glyphs left over, at their old cells.
  public let extras: [ExtraGlyph]
  /// For each extra, the old glyph it shows.
  public let extraSources: [Int]

  /// Matches `old` (its top-left cell at canvas cell `oldOrigin`) with `new` (at `newOrigin`).
  public init(
    from old: TextLayout, at oldOrigin: GridPoint, to new: TextLayout, at newOrigin: GridPoint
  ) {
    let shift = GridPoint(
      column: oldOrigin.column - newOrigin.column, row: oldOrigin.row - newOrigin.row)
    self.old = old
    self.new = new
    self.shift = shift
    matches = old.matches(to: new)
    var matched = Array(repeating: false, count: old.glyphs.count)
    for match in matches { matched[match.old] = true }
    var extras: [ExtraGlyph] = []
    var sources: [Int] = []
    for (index, glyph) in old.glyphs.enumerated()
    where !matched[index] && !glyph.isLineBreak && glyph.width > 0 {
      let attributes = old.attributes(of: glyph)
      let style = attributes.restingStyle
      // A ligature wider than two cells leaves as its clusters, one extra each.
      let pieces: [(String, Int)] =
        glyph.width <= 2
        ? [(glyph.text, glyph.width)]
        : glyph.text.map {
          (String($0), max(1, CellWidth.of($0, ambiguousWide: old.options.ambiguousWide)))
        }
      var column = glyph.position.column
      for (text, width) in pieces {
        extras.append(
          ExtraGlyph(
            text: text, width: width,
            position: GridPoint(column: column + shift.column, row: glyph.position.row + shift.row),
            style: style, link: attributes.link))
        sources.append(index)
        column += width
      }
    }
    self.extras = extras
    extraSources = sources
  }

  /// What effect files may ask of every glyph the compositor animates: the new text's glyphs,
  /// then the extras, whose word and line numbers come from the compositor's `geometry`.
  public func glyphFacts(geometry: [GlyphGeometry]) -> [GlyphFacts] {
    var facts = new.glyphFacts()
    for index in facts.indices { facts[index].role = .new }
    for match in matches {
      facts[match.new].role = .shared
      let position = old.glyphs[match.old].position
      facts[match.new].origin = GridPoint(
        column: position.column + shift.column, row: position.row + shift.row)
    }
    for (k, extra) in extras.enumerated() {
      let index = new.glyphs.count + k
      let glyph = old.glyphs[extraSources[k]]
      let style = old.attributes(of: glyph).style
      facts.append(
        GlyphFacts(
          index: index, isSpace: glyph.kind == .space, wordIndex: geometry[index].wordIndex,
          lineIndex: geometry[index].lineIndex, attributes: style.attributes,
          foreground: style.foreground, position: extra.position, width: extra.width,
          role: .old))
    }
    return facts
  }
}
