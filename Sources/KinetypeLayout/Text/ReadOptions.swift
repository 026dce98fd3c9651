/// How readers normalise text.
public struct ReadOptions: Hashable, Sendable {
  /// Tab stops every this many columns; at least 1.
  public var tabWidth: Int
  /// Show controls as `^X` (C0, `^?` for DEL, `M-^X` for C1, as `cat -v` does) instead of
  /// dropping them.
  public var showControls: Bool
  /// Count East Asian Ambiguous characters as two cells when expanding tabs.
  public var ambiguousWide: Bool

  public init(tabWidth: Int = 8, showControls: Bool = false, ambiguousWide: Bool = false) {
    precondition(tabWidth >= 1, "tab width must be at least 1")
    self.tabWidth = tabWidth
    self.showControls = showControls
    self.ambiguousWide = ambiguousWide
  }
}
