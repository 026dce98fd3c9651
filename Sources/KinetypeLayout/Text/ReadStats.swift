/// What a reader had to change to make its input safe to show: nothing it counts is lost
/// silently.
public struct ReadStats: Hashable, Sendable {
  /// Bytes that were not valid UTF-8 (each maximal invalid subsequence became one U+FFFD).
  public var invalidBytes = 0
  /// Escape sequences consumed and dropped: every one but SGR and OSC 8, including a lone or
  /// unterminated one.
  public var strippedEscapes = 0
  /// C0 and C1 control characters and DEL removed (or shown as `^X` with `showControls`).
  public var droppedControls = 0

  public init(invalidBytes: Int = 0, strippedEscapes: Int = 0, droppedControls: Int = 0) {
    self.invalidBytes = invalidBytes
    self.strippedEscapes = strippedEscapes
    self.droppedControls = droppedControls
  }
}
