import KinetypeCore

/// One unit of animation: one or more grapheme clusters placed on the grid together.
///
/// Every character of the decoded text belongs to exactly one glyph, in order; a ligature
/// glyph holds several. A line feed is a glyph too (zero width, at the end of its line), so the
/// glyphs' texts put back together give the decoded text exactly.
public struct Glyph: Hashable, Sendable {
  /// The grapheme cluster(s).
  public var text: String
  /// The glyph's characters as offsets (in `Character`s) into the decoded text.
  public var characters: Range<Int>
  /// Cells the glyph's ink covers: 0, 1 or 2 for one cluster, the sum for a ligature.
  public var width: Int
  /// Empty cells after the ink (the run's kern).
  public var kern: Int
  /// The cell of the glyph's first (left) column, in layout coordinates.
  public var position: GridPoint
  /// Index into `TextLayout.attributes`.
  public var attributesIndex: Int
  /// What the glyph is for line breaking and word selection, classified once when scanned.
  public var kind: Kind
  /// In display type, the big letter this cell belongs to (an index into
  /// `TextLayout.letters`); nil for ordinary text.
  public var letter: Int? = nil

  /// Glyph classes the typesetter and selection need, decided from the glyph's text once.
  public enum Kind: UInt8, Hashable, Sendable {
    /// Anything else: letters, digits, punctuation, symbols, emoji, ligatures.
    case text
    /// A space (U+0020) or ideographic space (U+3000): a line may break after it.
    case space
    /// A hard line break (`\n`).
    case lineBreak
    /// A hyphen (`-`, U+2010) or zero-width space (U+200B): a line may break after it.
    case breakAfter
    /// An East Asian ideograph, kana or Hangul syllable: a line may break on either side.
    case ideograph
  }

  /// Whether this glyph is a hard line break (`\n`).
  public var isLineBreak: Bool { kind == .lineBreak }

  /// Cells from this glyph's column to the next glyph's: ink plus kern.
  public var advance: Int { width + kern }

  /// The cells the glyph's ink covers (empty for zero-width glyphs).
  public var inkRect: GridRect {
    GridRect(origin: position, size: GridSize(columns: width, rows: 1))
  }
}
