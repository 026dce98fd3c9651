import KinetypeAnimation

/// An effect as a file describes it: a name, a summary, and animations as data.
///
/// This is the first, minimal form of the effect format (JSON, which is also valid YAML); the
/// full format (parameters, groups, expressions, particles) grows from it. Values are read by
/// the property they animate: a number for opacity, `[dx, dy]` for offset and scale, degrees
/// for rotation, `"#rrggbb"` for colours, a one-character string for symbols.
public struct EffectDescription: Decodable, Sendable {
  public var schema: Int
  public var name: String
  public var summary: String
  /// What rotation and scale turn about: `glyph` (default), `text`, `word` or `line`.
  public var anchor: String?
  public var animations: [AnimationDescription]
}

/// One animation of an effect file.
public struct AnimationDescription: Decodable, Sendable {
  /// The property; absent for a group (`children`).
  public var property: String?
  public var from: JSONValue?
  public var to: JSONValue?
  public var by: JSONValue?
  public var values: [JSONValue]?
  public var keyTimes: [Double]?
  /// Children of a group, in the group's time.
  public var children: [AnimationDescription]?
  public var begin: Double?
  public var duration: Double?
  public var speed: Double?
  public var repeatCount: Double?
  public var autoreverses: Bool?
  /// `removed`, `forwards`, `backwards` or `both`.
  public var fill: String?
  /// A timing function as text: `ease-out`, `cubicBezier(…)`, `steps(4, jump-end)`, …
  public var timing: String?
  public var additive: Bool?
  /// `rgb`, `hsb` or `oklab`.
  public var colourSpace: String?
  public var stagger: StaggerDescription?
}

/// How an animation's start spreads over the glyphs.
public struct StaggerDescription: Decodable, Sendable {
  /// `index`, `reverse-index`, `row`, `column`, `diagonal`, `centre-out`, `centre-in`, `word`,
  /// `line`, `random`.
  public var order: String
  /// Seconds from the first glyph's start to the last's.
  public var spread: Double?
  /// Seconds per glyph instead of a total (typewriters keep their pace on long text), capped
  /// by `maxSpread`.
  public var spreadPerGlyph: Double?
  public var maxSpread: Double?
  public var timing: String?
}

/// Any JSON value, for fields whose type depends on the property.
public enum JSONValue: Decodable, Hashable, Sendable {
  case number(Double)
  case string(String)
  case bool(Bool)
  case array([JSONValue])

  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let b = try? container.decode(Bool.self) {
      self = .bool(b)
    } else if let n = try? container.decode(Double.self) {
      self = .number(n)
    } else if let s = try? container.decode(String.self) {
      self = .string(s)
    } else {
      self = .array(try container.decode([JSONValue].self))
    }
  }
}
