/// A file, built-in data file or font that cannot be found or read: what went wrong and what
/// to do about it.
public struct ResourceError: Error, CustomStringConvertible, Sendable {
  /// What went wrong, naming the resource (made safe to print by whoever quotes outside text).
  public var message: String
  /// What to do next, when there is something to say.
  public var hint: String?

  public init(_ message: String, hint: String? = nil) {
    self.message = message
    self.hint = hint
  }

  public var description: String { hint.map { "\(message) — \($0)" } ?? message }
}
