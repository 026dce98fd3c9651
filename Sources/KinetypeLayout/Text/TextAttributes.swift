import KinetypeCore

/// The attributes a range of text carries: a cell style plus what only runs of text have.
///
/// Equal attributes compare equal, so a run is a maximal stretch of glyphs whose
/// `TextAttributes` are `==`.
public struct TextAttributes: Hashable, Sendable {
  /// Colours and SGR renditions.
  public var style: CellStyle
  /// The colour of the strikethrough line; `nil` draws it in the foreground colour.
  public var strikethroughColour: Colour?
  /// A background fill behind the run (CJLabel's background colour), drawn under the text.
  public var fill: Colour?
  /// The colour of a box drawn around the run (CJLabel's stroke); `nil` for none.
  public var stroke: Colour?
  /// A hyperlink target (OSC 8 when re-emitted).
  public var link: String?
  /// Extra empty cells after each glyph of the run; never negative.
  public var kern: Int

  public init(
    style: CellStyle = .plain, strikethroughColour: Colour? = nil, fill: Colour? = nil,
    stroke: Colour? = nil, link: String? = nil, kern: Int = 0
  ) {
    precondition(kern >= 0, "kern is a count of extra cells and cannot be negative")
    self.style = style
    self.strikethroughColour = strikethroughColour
    self.fill = fill
    self.stroke = stroke
    self.link = link
    self.kern = kern
  }

  /// No colours, no renditions, no link, no kern.
  public static let plain = TextAttributes()

  /// The style a glyph rests in: `style`, with the `fill` behind it where it sets no
  /// background of its own.
  public var restingStyle: CellStyle {
    guard let fill, style.background == .default else { return style }
    var resting = style
    resting.background = fill
    return resting
  }
}
