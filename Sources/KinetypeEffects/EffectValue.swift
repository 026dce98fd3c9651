import KinetypeCore

/// A value written in an effect file, before it is known what it will be used for.
public enum EffectValue: Hashable, Sendable {
  case number(Double)
  case string(String)
  case bool(Bool)
  case list([Located<EffectValue>])

  /// The parameter a value names (`$duration`), if it is such a reference.
  public var parameterName: String? {
    guard case .string(let text) = self, text.hasPrefix("$"), text.count > 1 else { return nil }
    return String(text.dropFirst())
  }

  /// How the value reads in a message.
  public var shown: String {
    switch self {
    case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    case .string(let s): "'\(s)'"
    case .bool(let b): String(b)
    case .list(let items): "[" + items.map(\.value.shown).joined(separator: ", ") + "]"
    }
  }
}

/// A value with the place in its file it came from, so problems found later still point at it.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
  public var value: Value
  public var location: SourceLocation

  public init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }
}
