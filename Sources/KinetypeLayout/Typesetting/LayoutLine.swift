import KinetypeCore

/// A maximal stretch of glyphs on one line with identical attributes (Core Text's CTRun).
public struct GlyphRun: Hashable, Sendable {
  /// Glyph indices into `TextLayout.glyphs`.
  public var glyphs: Range<Int>
  /// Index into `TextLayout.attributes`.
  public var attributesIndex: Int
}

/// One line of laid-out text (Core Text's CTLine): its glyphs and their runs.
public struct LayoutLine: Hashable, Sendable {
  /// The row the line occupies, in layout coordinates.
  public var row: Int
  /// Glyph indices into `TextLayout.glyphs`, including a closing line-break glyph if any.
  public var glyphs: Range<Int>
  public var runs: [GlyphRun]
  /// The column of the line's first glyph (alignment and the left inset applied).
  public var originColumn: Int
  /// Cells from the first glyph to the end of the last non-space glyph's advance: what
  /// alignment and fitting measure (trailing spaces don't count).
  public var width: Int
}
