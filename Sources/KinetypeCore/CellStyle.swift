/// How one terminal cell is drawn: colours and SGR attributes.
public struct CellStyle: Hashable, Sendable {
  public var foreground: Colour
  public var background: Colour
  public var attributes: CellAttributes

  public init(
    foreground: Colour = .default, background: Colour = .default,
    attributes: CellAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default look: default colours, no attributes.
  public static let plain = CellStyle()
}
