import KinetypeCore
import KinetypeYAML

/// The one toolkit of every reader of YAML data files (effects, `defaults.yaml`, the demo's
/// files, preview scripts): where a node is, how a problem is reported, and how each kind of
/// value is read, so that every file takes values by the same rules and says what is wrong in
/// the same words.
///
/// The rules: a number is a plain scalar (YAML's rule: `"5"` in quotes is text, and is refused
/// with a hint to drop the quotes); `true` and `false` are plain too; a colour is `#rgb` or
/// `#rrggbb`, quoted because an unquoted `#` starts a comment; text is any scalar. Every
/// problem is an error at the node's line and column with its key path, saying what was
/// expected, what was found, and what to write instead.
public protocol YAMLReader {
  /// The file's name in diagnostics.
  var origin: String { get }
  /// Every problem found so far.
  var diagnostics: [Diagnostic] { get set }
}

extension YAMLReader {
  /// Where `node` is in the file (the file alone for no node).
  public func location(_ node: Node?) -> SourceLocation {
    SourceLocation(file: origin, line: node?.mark?.line, column: node?.mark?.column)
  }

  /// Reports an error at `node`.
  public mutating func fail(_ node: Node?, _ path: String?, _ message: String, hint: String?) {
    fail(location(node), path, message, hint: hint)
  }

  /// Reports an error at `at`.
  public mutating func fail(
    _ at: SourceLocation, _ path: String?, _ message: String, hint: String?
  ) {
    diagnostics.append(Diagnostic(.error, at: at, path: path, message, hint: hint))
  }

  /// Any scalar's text: numbers are text too (`text: 2024`).
  public mutating func text(_ node: Node, path: String, example: String = "some text")
    -> String?
  {
    guard case .scalar(let scalar) = node else {
      fail(
        node, path, "expected text, got \(Self.describe(node))",
        hint: "write it after the key on one line, e.g. '\(example)'")
      return nil
    }
    return scalar.string
  }

  /// A finite number, in `range` when given; `meaning` says what it is for in messages.
  public mutating func number(
    _ node: Node, path: String, in range: ClosedRange<Double>? = nil, meaning: String? = nil,
    example: String = "1.5"
  ) -> Double? {
    let what = meaning.map { " (\($0))" } ?? ""
    let shownRange = range.map { "\(Self.format($0.lowerBound))…\(Self.format($0.upperBound))" }
    guard case .scalar(let scalar) = node, let value = Double(scalar.string), value.isFinite
    else {
      fail(
        node, path, "expected a number\(what), got \(Self.describe(node))",
        hint: shownRange.map { "write a number in \($0)" } ?? "e.g. \(example)")
      return nil
    }
    guard scalar.style == .plain else {
      fail(
        node, path, "expected a number\(what), got the text \(Self.describe(node))",
        hint: "write \(scalar.string) without quotes")
      return nil
    }
    if let range, let shownRange, !range.contains(value) {
      fail(
        node, path, "\(scalar.string) is outside \(shownRange)\(what)",
        hint: "use a number in \(shownRange)")
      return nil
    }
    return value
  }

  /// A whole number, in `range` when given.
  public mutating func whole(
    _ node: Node, path: String, in range: ClosedRange<Int>? = nil, meaning: String? = nil
  ) -> Int? {
    let what = meaning.map { " (\($0))" } ?? ""
    let within = range.map { " in \($0.lowerBound)…\($0.upperBound)" } ?? ""
    guard case .scalar(let scalar) = node, scalar.style == .plain,
      let value = Int(scalar.string), range?.contains(value) ?? true
    else {
      let example = range.map { min(max($0.lowerBound, 1), $0.upperBound) } ?? 1
      fail(
        node, path, "expected a whole number\(within)\(what), got \(Self.describe(node))",
        hint: "e.g. \(example)")
      return nil
    }
    return value
  }

  /// `true` or `false`.
  public mutating func boolean(_ node: Node, path: String) -> Bool? {
    guard case .scalar(let scalar) = node, scalar.style == .plain,
      scalar.string == "true" || scalar.string == "false"
    else {
      fail(node, path, "expected true or false, got \(Self.describe(node))", hint: "e.g. true")
      return nil
    }
    return scalar.string == "true"
  }

  /// A colour as `#rgb` or `#rrggbb`.
  public mutating func colour(_ node: Node, path: String) -> RGB? {
    guard case .scalar(let scalar) = node, scalar.string.hasPrefix("#"),
      let colour = RGB(hex: scalar.string)
    else {
      let key = path.split(separator: ".").last.map(String.init) ?? "colour"
      fail(
        node, path, "expected a colour as \"#rrggbb\", got \(Self.describe(node))",
        hint: "write it in quotes, since an unquoted # starts a comment: \(key): \"#e0413a\"")
      return nil
    }
    return colour
  }

  /// A list's items.
  public mutating func sequence(_ node: Node, path: String) -> [Node]? {
    guard case .sequence(let items) = node else {
      fail(
        node, path, "expected a list, got \(Self.describe(node))",
        hint: "write one '- item' per line")
      return nil
    }
    return Array(items)
  }

  /// One of `words`.
  public mutating func word(_ node: Node, path: String, among words: [String]) -> String? {
    guard case .scalar(let scalar) = node, words.contains(scalar.string) else {
      let given = node.scalar?.string ?? ""
      fail(
        node, path,
        "expected one of \(words.joined(separator: ", ")), got \(Self.describe(node))",
        hint: Suggestion.hint(for: given, in: words) + "use one of those words")
      return nil
    }
    return scalar.string
  }

  /// What a node is, for messages: `'abc'`, `nothing`, `a list`.
  public static func describe(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar): scalar.string.isEmpty ? "nothing" : "'\(scalar.string)'"
    case .mapping: "a mapping"
    case .sequence: "a list"
    }
  }

  /// `0.01`, `5`: a number as a message shows it.
  public static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
