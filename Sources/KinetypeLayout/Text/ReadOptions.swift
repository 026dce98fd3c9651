/// How readers normalise text.
public struct ReadOptions: Hashable, Sendable {
  /// Tab stops every this many columns: from 1 to `maximumTabWidth`.
  public var tabWidth: Int
  /// Show controls as `^X` (C0, `^?` for DEL, `M-^X` for C1, as `cat -v` does) instead of
  /// dropping them.
  public var showControls: Bool
  /// Count East Asian Ambiguous characters as two cells when expanding tabs.
  public var ambiguousWide: Bool

  /// The widest tab stop: a wide terminal's width.
  public static let maximumTabWidth = 256

  public init(tabWidth: Int = 8, showControls: Bool = false, ambiguousWide: Bool = false) {
    precondition(
      (1...Self.maximumTabWidth).contains(tabWidth),
      "tab width must be from 1 to \(Self.maximumTabWidth)")
    self.tabWidth = tabWidth
    self.showControls = showControls
    self.ambiguousWide = ambiguousWide
  }
}
