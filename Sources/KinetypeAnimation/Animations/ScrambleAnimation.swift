/// A symbol source: each glyph cycles through random characters from a set at a rate, then,
/// when the animation ends, shows its own character again.
///
/// Writes the `symbol` property. The symbol glyph `i` shows `e` seconds into its active
/// interval is `symbols[hash(seed, i, animation, ⌊e × |speed| × rate⌋) mod count]`: a pure
/// function of time, so any times visited in any order give the same symbols. Before its begin
/// a glyph filling backwards shows the first symbol (step 0); after its end it shows its own
/// character, or with a forwards fill the last symbol. Easing does not apply.
///
/// Symbols should each be one terminal cell wide; a wide one is drawn as the compositor draws
/// any wide glyph, over two cells.
public struct ScrambleAnimation: Hashable, Sendable {
  /// The characters to draw from; must not be empty.
  public var symbols: [Character]
  /// Changes of symbol per second of the animation's local time; must be positive.
  public var rate: Double

  public init(symbols: [Character], rate: Double) {
    self.symbols = symbols
    self.rate = rate
  }
}
