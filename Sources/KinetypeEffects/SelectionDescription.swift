import KinetypeCore

/// Which glyphs an animation applies to, as its file's `glyphs:` key writes it.
///
/// Numbers stay `EffectValue`s so that they may name parameters; the builder resolves them and
/// turns the whole into a set of glyph indices from each glyph's `GlyphFacts`.
public struct SelectionDescription: Hashable, Sendable {
  /// The forms a selection takes.
  public indirect enum Form: Hashable, Sendable {
    /// Every glyph (the default).
    case all
    /// Glyphs that are spaces.
    case spaces
    /// Glyphs that are neither spaces nor line breaks.
    case nonSpaces
    /// Glyphs playing this part in a morph (`old`, `new`, `shared`); outside a morph every
    /// glyph is `new`.
    case role(GlyphFacts.MorphRole)
    /// Glyphs in the listed words (0-based): a list of whole numbers, or one.
    case words(Located<EffectValue>)
    /// Glyphs on the listed lines (0-based).
    case lines(Located<EffectValue>)
    /// The cells of the listed big letters (0-based) in display type; in ordinary text, the
    /// glyphs with those indices.
    case letters(Located<EffectValue>)
    /// Every `n`th glyph by index, starting at `offset` (default 0).
    case every(Located<EffectValue>, offset: Located<EffectValue>?)
    /// Each glyph independently, with this probability, from the seed.
    case random(Located<EffectValue>)
    /// Glyphs whose attribute (`bold`, `italic`, `underline`) is on (`true`) or off (`false`).
    case attribute(String, Located<EffectValue>)
    /// Glyphs whose foreground is this `"#rrggbb"` colour (ANSI and palette colours by their
    /// xterm RGB).
    case colour(Located<EffectValue>)
    /// Glyphs for which the expression is not 0 (`"even(row)"`, `"step(0.5, random(0, 1))"`).
    case expression(Located<EffectValue>)
    case allOf([SelectionDescription])
    case anyOf([SelectionDescription])
    case not(SelectionDescription)
  }

  public var form: Form
  public var location: SourceLocation

  public init(_ form: Form, at location: SourceLocation) {
    self.form = form
    self.location = location
  }

  /// The attributes a selection can name, with the cell attribute each means.
  static let attributes: [String: CellAttributes] = [
    "bold": .bold, "italic": .italic, "underline": .underline,
  ]
}
