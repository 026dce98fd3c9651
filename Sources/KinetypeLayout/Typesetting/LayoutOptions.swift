import KinetypeCore

/// Where a line sits between the container's edges.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
  case left
  case centre = "center"
  case right
}

/// How text is laid out.
public struct LayoutOptions: Hashable, Sendable {
  /// The container's width in cells, insets included; `nil` lays every line out at its natural
  /// width without wrapping.
  public var width: Int?
  public var alignment: TextAlignment
  public var insets: GridInsets
  /// Ligatures to form; `nil` for none.
  public var ligatures: LigatureTable?
  /// East Asian Ambiguous characters take two cells.
  public var ambiguousWide: Bool
  /// Display type: set, each character becomes a big letter of this FIGlet font, every visible
  /// cell of it a glyph (`DisplayTypesetter`); `nil` for ordinary text.
  public var font: FIGletFont?

  public init(
    width: Int? = nil, alignment: TextAlignment = .left, insets: GridInsets = .zero,
    ligatures: LigatureTable? = nil, ambiguousWide: Bool = false, font: FIGletFont? = nil
  ) {
    self.font = font
    self.width = width
    self.alignment = alignment
    self.insets = insets
    self.ligatures = ligatures
    self.ambiguousWide = ambiguousWide
  }
}
