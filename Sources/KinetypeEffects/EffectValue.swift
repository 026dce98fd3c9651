import KinetypeCore

/// A value written in an effect file, before it is known what it will be used for.
///
/// Text in a numeric place is an `Expression` (`"row * 0.1"`, `"$spread / 2"`); a mapping is
/// one of the per-glyph forms: `{ random: [a, b] }` or `{ gradient: … }`.
public indirect enum EffectValue: Hashable, Sendable {
  case number(Double)
  case string(String)
  case bool(Bool)
  case list([Located<EffectValue>])
  /// A seeded number (or expression) per glyph, uniformly between the two.
  case random(Located<EffectValue>, Located<EffectValue>)
  /// A colour per glyph from its place along a direction.
  case gradient(GradientDescription)
  /// One of the values per glyph: the one numbered `floor(by)` (wrapping round) when `by` is
  /// given, else a seeded draw.
  case choice([Located<EffectValue>], by: Located<EffectValue>?)

  /// The parameter a value names (`$duration`), if it is such a reference.
  public var parameterName: String? {
    guard case .string(let text) = self, text.hasPrefix("$"), text.count > 1 else { return nil }
    let name = text.dropFirst()
    // "$spread / 2" is an expression, not a name.
    guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
      return nil
    }
    return String(name)
  }

  /// How the value reads in a message: cut short past 80 characters.
  public var shown: String {
    let whole = written
    return whole.count > 80 ? whole.prefix(77) + "…" : whole
  }

  private var written: String {
    switch self {
    case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    case .string(let s): "'\(s)'"
    case .bool(let b): String(b)
    case .list(let items): "[" + items.map(\.value.shown).joined(separator: ", ") + "]"
    case .random(let low, let high): "{ random: [\(low.value.shown), \(high.value.shown)] }"
    case .gradient: "a gradient"
    case .choice(let items, _): "{ choose: [" + items.map(\.value.shown).joined(separator: ", ") + "] }"
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
