extension StringProtocol {
  /// The text without leading and trailing spaces (U+0020 only), without Foundation.
  public var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
