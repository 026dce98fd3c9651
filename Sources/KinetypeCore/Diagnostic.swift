/// Where something was found: a file (or other origin such as `<stdin>`), and a 1-based line
/// and column when known.
public struct SourceLocation: Hashable, Sendable {
  public var file: String?
  public var line: Int?
  public var column: Int?

  public init(file: String? = nil, line: Int? = nil, column: Int? = nil) {
    self.file = file
    self.line = line
    self.column = column
  }
}

extension SourceLocation: CustomStringConvertible {
  /// `file:line:column`, leaving out what is unknown.
  public var description: String {
    var parts: [String] = []
    if let file { parts.append(file) }
    if let line {
      parts.append(String(line))
      if let column { parts.append(String(column)) }
    }
    return parts.joined(separator: ":")
  }
}

/// One finding about an input: where, what is wrong, and what to do about it.
///
/// Validators collect every diagnostic rather than stopping at the first, and the CLI prints
/// them in one place: `effects/rise.yaml:12:7: error: keyTimes must rise; got 0.5 after 0.7 —
/// sort them or drop one`.
public struct Diagnostic: Hashable, Sendable, Error {
  public enum Severity: String, Hashable, Sendable {
    case error, warning, note
  }

  public var severity: Severity
  public var location: SourceLocation
  /// The key path inside a structured file (`groups[2].animations[0].keyTimes`), when any.
  public var path: String?
  public var message: String
  /// What to do next.
  public var hint: String?

  public init(
    _ severity: Severity, at location: SourceLocation = SourceLocation(), path: String? = nil,
    _ message: String, hint: String? = nil
  ) {
    // Messages quote outside data (a misspelt key, a markup tag, a file name): shown safely
    // by construction, so no diagnostic can carry a control to a terminal however it is shown.
    self.severity = severity
    self.location = location
    self.location.file = location.file.map { OutsideText.visible($0) }
    self.path = path.map { OutsideText.visible($0) }
    self.message = OutsideText.visible(message)
    self.hint = hint.map { OutsideText.visible($0) }
  }
}

extension Diagnostic: CustomStringConvertible {
  public var description: String {
    var text = location.description
    if !text.isEmpty { text += ": " }
    text += "\(severity.rawValue): "
    if let path { text += "\(path): " }
    text += message
    if let hint { text += " — \(hint)" }
    return text
  }
}

/// An error made of located findings: the command line prints each diagnostic on its own line
/// and exits with status 1, whichever stage threw it.
public protocol DiagnosedError: Error {
  /// Every finding, in the order found.
  var diagnostics: [Diagnostic] { get }
}
