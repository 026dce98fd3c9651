import KinetypeCore

/// The surface frames are drawn on: its size, where the text sits on it, and the colours
/// opacity blends between.
public struct Canvas: Hashable, Sendable {
  public var size: GridSize
  /// The canvas cell where the layout's (0, 0) goes.
  public var textOrigin: GridPoint
  /// The colour a fading glyph blends toward (`--background`; black unless told).
  public var background: RGB
  /// What the terminal's default foreground is taken to be when it must be blended: xterm's
  /// colour 7, a light grey, the usual default on dark terminals.
  public var defaultForeground: RGB
  /// How many colours the output shows; below 256, opacity dims then hides instead of blending.
  public var depth: ColourDepth
  /// Whether the input's colours or the effect's win.
  public var existingColours: ExistingColours = .dynamic

  public init(
    size: GridSize, textOrigin: GridPoint = .zero, background: RGB = RGB(0, 0, 0),
    defaultForeground: RGB = RGB(229, 229, 229), depth: ColourDepth = .truecolor
  ) {
    self.size = size
    self.textOrigin = textOrigin
    self.background = background
    self.defaultForeground = defaultForeground
    self.depth = depth
  }

  /// A canvas of `size` with text of `textSize` placed at `anchor`.
  public init(
    size: GridSize, placing textSize: GridSize, at anchor: GridAnchor,
    depth: ColourDepth = .truecolor, background: RGB = RGB(0, 0, 0)
  ) {
    self.init(
      size: size, textOrigin: anchor.origin(placing: textSize, in: size), background: background,
      depth: depth)
  }
}

/// Whose colours a glyph shows when the input has colours and the effect animates them.
public enum ExistingColours: String, CaseIterable, Hashable, Sendable {
  /// The input's colours win: an effect's colour never replaces a colour the input gave (a
  /// glyph with the terminal's default colour still takes the effect's).
  case always
  /// The effect decides: its colours show while it animates them, and glyphs return to the
  /// input's colours as animations end (the default).
  case dynamic
  /// The input's colours are dropped before layout (`AttributedText.removingColours()`); the
  /// compositor then behaves as `dynamic`.
  case ignore
}

/// Opacity thresholds for outputs without blending (16 colours or none): below `hidden` a
/// glyph is not drawn, below `dim` it is drawn dim, otherwise as it is.
public enum OpacityThreshold {
  public static let hidden = 0.25
  public static let dim = 0.6
}
