import KinetypeAnimation
import KinetypeCore
import KinetypeYAML

/// A parameter an effect declares once: its type, default, range and help. It drives
/// `--param name=value`, `kinetype describe`, and validation.
public struct ParameterDeclaration: Hashable, Sendable {
  /// What values a parameter takes.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    case number, integer, boolean, colour, string, timing
  }

  public var name: String
  public var kind: Kind
  public var defaultValue: EffectValue
  /// Inclusive bounds for number and integer parameters.
  public var range: ClosedRange<Double>?
  public var help: String
  public var location: SourceLocation

  /// `text` read as this parameter's kind and checked against its range, or a message saying
  /// what is wrong.
  public func value(parsing text: String) -> Result<EffectValue, ParameterProblem> {
    let value: EffectValue
    switch kind {
    case .number, .integer:
      guard let number = Double(text), number.isFinite,
        kind == .number || number == number.rounded()
      else {
        return .failure(
          ParameterProblem(
            "\(name) takes \(kind == .integer ? "a whole number" : "a number"), got '\(text)'"))
      }
      value = .number(number)
    case .boolean:
      guard text == "true" || text == "false" else {
        return .failure(ParameterProblem("\(name) takes true or false, got '\(text)'"))
      }
      value = .bool(text == "true")
    case .colour:
      guard RGB(hex: text) != nil else {
        return .failure(ParameterProblem("\(name) takes a colour like #ff8800, got '\(text)'"))
      }
      value = .string(text)
    case .timing:
      guard (try? TimingFunction(parsing: text)) != nil else {
        return .failure(
          ParameterProblem("\(name) takes a timing function (ease-out, steps(4), …), got '\(text)'")
        )
      }
      value = .string(text)
    case .string:
      value = .string(text)
    }
    return check(value)
  }

  /// `value` if it suits this parameter.
  public func check(_ value: EffectValue) -> Result<EffectValue, ParameterProblem> {
    switch (kind, value) {
    case (.number, .number(let n)), (.integer, .number(let n)):
      if kind == .integer && n != n.rounded() {
        return .failure(ParameterProblem("\(name) takes a whole number, got \(value.shown)"))
      }
      if let range, !range.contains(n) {
        return .failure(
          ParameterProblem(
            "\(name) must lie in \(EffectValue.number(range.lowerBound).shown)…\(EffectValue.number(range.upperBound).shown), got \(value.shown)"
          ))
      }
      return .success(value)
    case (.boolean, .bool), (.string, .string): return .success(value)
    case (.colour, .string(let s)) where RGB(hex: s) != nil: return .success(value)
    case (.timing, .string(let s)) where (try? TimingFunction(parsing: s)) != nil:
      return .success(value)
    default:
      return .failure(ParameterProblem("\(name) takes a \(kind.rawValue), got \(value.shown)"))
    }
  }
}

/// Why a parameter value was refused.
public struct ParameterProblem: Error, Hashable, Sendable {
  public var message: String
  init(_ message: String) { self.message = message }
}

extension EffectReader {
  /// `parameters:` — a mapping from names to `{ type, default, range, help }`.
  mutating func parameterDeclarations(_ node: Node) -> [ParameterDeclaration] {
    guard case .mapping(let mapping) = node else {
      fail(
        location(node), "parameters", "expected a mapping of parameter names",
        hint: "e.g. 'duration: { type: number, default: 0.8 }'")
      return []
    }
    var declarations: [ParameterDeclaration] = []
    for (key, value) in mapping {
      guard let name = key.string, name.first?.isLetter == true,
        name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      else {
        // No '-': `$a-b` in an expression is a subtraction.
        fail(
          location(key), "parameters", "a parameter name is a word",
          hint: "letters, digits and '_', starting with a letter")
        continue
      }
      let path = "parameters.\(name)"
      guard case .mapping(let fields) = value else {
        fail(
          location(value), path, "expected '{ type, default, range, help }'",
          hint: "e.g. '{ type: number, default: 0.8, range: [0.1, 5], help: …}'")
        continue
      }
      let f = self.fields(
        fields, path: path, allowed: ["type", "default", "range", "help"],
        required: ["type", "default"], at: location(value))
      guard let typeNode = f["type"], let typeName = self.text(typeNode, path: path + ".type") else {
        continue
      }
      guard let kind = ParameterDeclaration.Kind(rawValue: typeName) else {
        let kinds = ParameterDeclaration.Kind.allCases.map(\.rawValue).joined(separator: ", ")
        fail(
          location(typeNode), path + ".type", "unknown parameter type '\(typeName)'",
          hint: "use one of \(kinds)")
        continue
      }
      var range: ClosedRange<Double>? = nil
      if let rangeNode = f["range"] {
        if let located = self.value(rangeNode, path: path + ".range"),
          case .list(let ends) = located.value, ends.count == 2,
          case .number(let low) = ends[0].value, case .number(let high) = ends[1].value, low <= high
        {
          range = low...high
        } else {
          fail(
            location(rangeNode), path + ".range", "a range is [low, high] with low ≤ high",
            hint: "e.g. [0.1, 5]")
        }
      }
      let help = f["help"].flatMap { self.text($0, path: path + ".help") } ?? ""
      guard let defaultNode = f["default"],
        let defaultValue = self.value(defaultNode, path: path + ".default")
      else { continue }
      var declaration = ParameterDeclaration(
        name: name, kind: kind, defaultValue: defaultValue.value, range: range, help: help,
        location: location(key))
      switch declaration.check(defaultValue.value) {
      case .success(let checked): declaration.defaultValue = checked
      case .failure(let problem):
        fail(
          defaultValue.location, path + ".default", "the default does not fit: \(problem.message)",
          hint: "change the default or the range")
      }
      declarations.append(declaration)
    }
    return declarations
  }
}

extension EffectDescription {
  /// The value of every parameter for one run: defaults, with `overrides` (`--param`) on top.
  ///
  /// - Throws: `EffectError` for an unknown name or a value that does not fit, saying which
  ///   parameters exist and what they take.
  public func parameterValues(overrides: [String: String], origin: String) throws(EffectError)
    -> [String: EffectValue]
  {
    var values: [String: EffectValue] = [:]
    for declaration in parameters { values[declaration.name] = declaration.defaultValue }
    var diagnostics: [Diagnostic] = []
    for (name, text) in overrides.sorted(by: { $0.key < $1.key }) {
      guard let declaration = parameters.first(where: { $0.name == name }) else {
        let known = parameters.map(\.name).joined(separator: ", ")
        diagnostics.append(
          Diagnostic(
            .error, at: SourceLocation(file: origin), path: "--param \(name)",
            "\(self.name) has no parameter '\(name)'",
            hint: known.isEmpty ? "it takes no parameters" : "it has: \(known)"))
        continue
      }
      switch declaration.value(parsing: text) {
      case .success(let value): values[name] = value
      case .failure(let problem):
        diagnostics.append(
          Diagnostic(
            .error, at: SourceLocation(file: origin), path: "--param \(name)", problem.message,
            hint: declaration.help.isEmpty
              ? "see `kinetype describe \(self.name)`" : declaration.help))
      }
    }
    if !diagnostics.isEmpty { throw EffectError(diagnostics: diagnostics) }
    return values
  }
}
