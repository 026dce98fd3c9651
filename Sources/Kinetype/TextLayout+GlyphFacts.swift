import KinetypeCore
import KinetypeEffects
import KinetypeLayout

extension TextLayout {
  /// What effect files' glyph selections and expressions may ask of each glyph, in index
  /// order: the layout's facts as plain values, since the effects target cannot see the layout.
  public func glyphFacts() -> [GlyphFacts] {
    let words = wordNumbers()
    var lineOf = Array(repeating: 0, count: glyphs.count)
    for (lineIndex, line) in lines.enumerated() {
      for index in line.glyphs { lineOf[index] = lineIndex }
    }
    return glyphs.indices.map { index in
      let glyph = glyphs[index]
      let style = attributes(of: glyph).style
      return GlyphFacts(
        index: index, isSpace: glyph.kind == .space, isLineBreak: glyph.isLineBreak,
        wordIndex: words[index], lineIndex: lineOf[index], attributes: style.attributes,
        foreground: style.foreground, position: glyph.position, width: glyph.width,
        letterIndex: glyph.letter)
    }
  }
}
