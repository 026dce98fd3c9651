import KinetypeCore

/// What an effect's glyph selection (`glyphs:`) may ask of a glyph.
///
/// The caller fills these from the layout, which this target cannot see (ARCHITECTURE.md:
/// effects import the vocabulary and the animation model, never the layout).
public struct GlyphFacts: Hashable, Sendable {
  /// The glyph's index in the text, as the timeline numbers it.
  public var index: Int
  public var isSpace: Bool
  public var isLineBreak: Bool
  /// The glyph's word, counted from 0 (runs of spaces and punctuation count as words too, as
  /// the layout's `wordNumbers()` has them).
  public var wordIndex: Int
  /// The glyph's line, counted from 0.
  public var lineIndex: Int
  public var attributes: CellAttributes
  public var foreground: Colour

  public init(
    index: Int, isSpace: Bool = false, isLineBreak: Bool = false, wordIndex: Int = 0,
    lineIndex: Int = 0, attributes: CellAttributes = [], foreground: Colour = .default
  ) {
    self.index = index
    self.isSpace = isSpace
    self.isLineBreak = isLineBreak
    self.wordIndex = wordIndex
    self.lineIndex = lineIndex
    self.attributes = attributes
    self.foreground = foreground
  }

  /// `count` plain glyphs: no spaces, one word, one line, no style; for compiling an effect
  /// before there is text (checks, `glyphCount:`).
  public static func plain(count: Int) -> [GlyphFacts] {
    (0..<max(0, count)).map { GlyphFacts(index: $0) }
  }
}
