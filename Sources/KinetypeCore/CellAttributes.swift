/// The on/off text attributes a terminal cell can carry (the SGR renditions).
public struct CellAttributes: OptionSet, Hashable, Sendable, BitwiseCopyable {
  public let rawValue: UInt16
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  public static let bold = CellAttributes(rawValue: 1 << 0)
  public static let dim = CellAttributes(rawValue: 1 << 1)
  public static let italic = CellAttributes(rawValue: 1 << 2)
  public static let underline = CellAttributes(rawValue: 1 << 3)
  public static let blink = CellAttributes(rawValue: 1 << 4)
  public static let reverse = CellAttributes(rawValue: 1 << 5)
  /// SGR 8: drawn in the background colour (kept so that re-emitted text looks as it did).
  public static let conceal = CellAttributes(rawValue: 1 << 6)
  public static let strikethrough = CellAttributes(rawValue: 1 << 7)
  public static let overline = CellAttributes(rawValue: 1 << 8)

  /// Every attribute with its lower-case name, in SGR order; the JSON output and markup use
  /// these names.
  public static let named: [(name: String, attribute: CellAttributes)] = [
    ("bold", .bold), ("dim", .dim), ("italic", .italic), ("underline", .underline),
    ("blink", .blink), ("reverse", .reverse), ("conceal", .conceal),
    ("strikethrough", .strikethrough), ("overline", .overline),
  ]
}
