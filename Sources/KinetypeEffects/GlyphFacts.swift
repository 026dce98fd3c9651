import KinetypeCore

/// What an effect file may ask of a glyph: for glyph selections (`glyphs:`) and for the
/// per-glyph names of its expressions (`row`, `column`, `word`, …).
///
/// The caller fills these from the layout, which this target cannot see (ARCHITECTURE.md:
/// effects import the vocabulary and the animation model, never the layout).
public struct GlyphFacts: Hashable, Sendable {
  /// The part a glyph plays in a morph from an old text to a new one.
  public enum MorphRole: String, Hashable, Sendable {
    /// Only in the old text: shown where it was, leaving.
    case old
    /// Only in the new text: arriving.
    case new
    /// In both (the longest common subsequence of clusters): travels from its old cell
    /// (`origin`) to its new one.
    case shared
  }

  /// The glyph's index in the text, as the timeline numbers it.
  public var index: Int
  public var isSpace: Bool
  public var isLineBreak: Bool
  /// The glyph's word, counted from 0 (runs of spaces and punctuation count as words too, as
  /// the layout's `wordNumbers()` has them).
  public var wordIndex: Int
  /// The glyph's line, counted from 0.
  public var lineIndex: Int
  /// In display type, the big letter the glyph (one cell of it) belongs to, counted from 0;
  /// nil for ordinary text, where every glyph is a letter of its own.
  public var letterIndex: Int?
  public var attributes: CellAttributes
  public var foreground: Colour
  /// Its lead cell in the text's own coordinates (the timeline's space; the canvas places the
  /// text at `EffectStage.textOrigin`).
  public var position: GridPoint
  /// Cells it covers: 0 (line breaks, marks), 1, or 2 for wide glyphs.
  public var width: Int
  /// Its part in a morph; `nil` outside morphs.
  public var role: MorphRole?
  /// For a `shared` glyph in a morph, its cell in the old text (same coordinates as
  /// `position`); `nil` otherwise.
  public var origin: GridPoint?

  public init(
    index: Int, isSpace: Bool = false, isLineBreak: Bool = false, wordIndex: Int = 0,
    lineIndex: Int = 0, attributes: CellAttributes = [], foreground: Colour = .default,
    position: GridPoint? = nil, width: Int = 1, role: MorphRole? = nil, origin: GridPoint? = nil,
    letterIndex: Int? = nil
  ) {
    self.letterIndex = letterIndex
    self.index = index
    self.isSpace = isSpace
    self.isLineBreak = isLineBreak
    self.wordIndex = wordIndex
    self.lineIndex = lineIndex
    self.attributes = attributes
    self.foreground = foreground
    self.position = position ?? GridPoint(column: index, row: lineIndex)
    self.width = width
    self.role = role
    self.origin = origin
  }

  /// `count` plain glyphs in one row: no spaces, one word, one line, no style; for compiling
  /// an effect before there is text (checks, `glyphCount:`).
  public static func plain(count: Int) -> [GlyphFacts] {
    (0..<max(0, count)).map { GlyphFacts(index: $0) }
  }
}

/// Where the text sits: the canvas an effect plays on, for spawn points off its edges and the
/// names `columns` and `rows` in expressions.
public struct EffectStage: Hashable, Sendable {
  /// The canvas, in cells.
  public var size: GridSize
  /// The canvas cell of the text's top-left corner.
  public var textOrigin: GridPoint

  public init(size: GridSize, textOrigin: GridPoint = GridPoint(column: 0, row: 0)) {
    self.size = size
    self.textOrigin = textOrigin
  }

  /// The smallest stage that holds `facts`, with the text at its corner: for checks and
  /// callers that have no canvas.
  public static func fitting(_ facts: [GlyphFacts]) -> EffectStage {
    let columns = facts.map { $0.position.column + max($0.width, 1) }.max() ?? 1
    let rows = facts.map { $0.position.row + 1 }.max() ?? 1
    return EffectStage(size: GridSize(columns: max(columns, 1), rows: max(rows, 1)))
  }
}
