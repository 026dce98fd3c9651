import KinetypeCore

/// A timing-function spelling that does not parse: the text, and what was expected there.
public struct TimingFunctionParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text that was read, whole.
  public var text: String
  /// What would have been accepted, in words.
  public var expected: String

  public var description: String {
    "cannot read \"\(text)\" as a timing function: expected \(expected)"
  }

  /// The error as a located diagnostic, for effect-file validation.
  public func diagnostic(at location: SourceLocation, path: String? = nil) -> Diagnostic {
    Diagnostic(
      .error, at: location, path: path, "cannot read \"\(text)\" as a timing function",
      hint: "expected \(expected)")
  }
}

extension TimingFunction: CustomStringConvertible {
  /// The canonical spelling, which `init(parsing:)` reads back to an equal function:
  /// `linear`, `easeIn`, `ease-in-out`, `easeOutBounce`, `cubic-bezier(0.25, 0.1, 0.25, 1)`,
  /// `steps(4, jump-end)`, `spring(1, 100, 10, 0)` (mass, stiffness, damping, velocity).
  public var description: String {
    switch self {
    case .linear: "linear"
    case .named(let name): name.rawValue
    case .cubicBezier(let b):
      "cubic-bezier(\(Self.format(b.x1)), \(Self.format(b.y1)), \(Self.format(b.x2)), "
        + "\(Self.format(b.y2)))"
    case .penner(let curve, let direction): "ease\(direction.rawValue)\(curve.rawValue)"
    case .steps(let count, let position): "steps(\(count), \(position.rawValue))"
    case .spring(let s):
      "spring(\(Self.format(s.mass)), \(Self.format(s.stiffness)), \(Self.format(s.damping)), "
        + "\(Self.format(s.initialVelocity)))"
    }
  }

  /// The shortest spelling that reads back to the same `Double`, without a trailing `.0`.
  static func format(_ value: Double) -> String {
    let text = value.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  static let grammar =
    "linear, a named curve (easeIn, easeOut, easeInEaseOut, default, ease, ease-in, ease-out, "
    + "ease-in-out), a Penner curve (easeInQuad … easeInOutBounce), cubic-bezier(x1, y1, x2, y2), "
    + "steps(n, jump-start|jump-end|jump-none|jump-both|start|end) or "
    + "spring(mass, stiffness, damping, velocity)"

  /// Reads a timing function from its spelling; spaces around the text and after commas are
  /// allowed.
  ///
  /// - Throws: `TimingFunctionParseError` naming the text and what was expected.
  public init(parsing text: String) throws(TimingFunctionParseError) {
    let trimmed = text.trimmingSpaces
    func fail(_ expected: String) -> TimingFunctionParseError {
      TimingFunctionParseError(text: text, expected: expected)
    }
    if trimmed == "linear" {
      self = .linear
      return
    }
    if let name = NamedCurve(rawValue: trimmed) {
      self = .named(name)
      return
    }
    for direction in [EasingDirection.inOut, .in, .out] {
      let prefix = "ease\(direction.rawValue)"
      if trimmed.hasPrefix(prefix),
        let curve = PennerCurve(rawValue: String(trimmed.dropFirst(prefix.count)))
      {
        self = .penner(curve, direction)
        return
      }
    }
    guard let open = trimmed.firstIndex(of: "("), trimmed.last == ")" else {
      throw fail(Self.grammar)
    }
    let name = String(trimmed[..<open]).trimmingSpaces
    let arguments = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
      .split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
    func numbers(_ count: Int, _ what: String) throws(TimingFunctionParseError) -> [Double] {
      let values = arguments.compactMap { Double($0) }
      guard arguments.count == count, values.count == count, values.allSatisfy(\.isFinite) else {
        throw fail("\(count) numbers in \(name)(\(what))")
      }
      return values
    }
    switch name {
    case "cubic-bezier":
      let v = try numbers(4, "x1, y1, x2, y2")
      guard (0...1).contains(v[0]) && (0...1).contains(v[2]) else {
        throw fail("x1 and x2 of cubic-bezier in 0…1")
      }
      self = .cubicBezier(CubicBezier(v[0], v[1], v[2], v[3]))
    case "steps":
      guard arguments.count == 2, let count = Int(arguments[0]),
        let position = StepPosition(rawValue: arguments[1])
      else {
        throw fail("steps(n, jump-start|jump-end|jump-none|jump-both|start|end)")
      }
      guard count >= (position == .jumpNone ? 2 : 1) else {
        throw fail(position == .jumpNone ? "at least 2 steps with jump-none" : "at least 1 step")
      }
      self = .steps(count, position)
    case "spring":
      let v = try numbers(4, "mass, stiffness, damping, velocity")
      guard v[0] > 0 && v[1] > 0 && v[2] > 0 else {
        throw fail("a positive mass, stiffness and damping in spring(…)")
      }
      self = .spring(Spring(mass: v[0], stiffness: v[1], damping: v[2], initialVelocity: v[3]))
    default:
      throw fail(Self.grammar)
    }
  }
}

extension StringProtocol {
  var trimmingSpaces: String {
    String(
      drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" })
        .reversed())
  }
}
