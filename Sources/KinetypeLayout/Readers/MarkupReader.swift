import KinetypeCore

/// Reads markup for authored text: `[bold #ff8800 on #202020]Hello[/]`, `[link=URL]docs[/]`,
/// `[u]x[/u]`, `[[` for a literal bracket.
///
/// Tags nest; `[/]` closes the innermost open tag and `[/name]` the innermost whose text or
/// one of whose words is `name`. A tag that does not parse, or a close with nothing to close,
/// is reported with its line:column and kept in the text literally, so nothing is lost. Tags
/// still open at the end simply end there. The text between tags goes through the same
/// normalisation as plain text.
struct MarkupReader {
  private var builder: AttributedTextBuilder
  private var stack: [(text: String, modifiers: [MarkupModifier])] = []
  private(set) var diagnostics: [Diagnostic] = []
  private let origin: String?

  init(options: ReadOptions, origin: String?) {
    builder = AttributedTextBuilder(options: options)
    self.origin = origin
  }

  /// Reads all of `scalars`; returns the text, the markup diagnostics, and the controls
  /// dropped.
  static func read(_ scalars: [Unicode.Scalar], options: ReadOptions, origin: String?) -> (
    AttributedText, diagnostics: [Diagnostic], droppedControls: Int
  ) {
    var reader = MarkupReader(options: options, origin: origin)
    reader.read(scalars)
    return (reader.builder.build(), reader.diagnostics, reader.builder.droppedControls)
  }

  private mutating func read(_ s: [Unicode.Scalar]) {
    var i = 0
    var line = 1
    var lineStart = 0
    while i < s.count {
      let scalar = s[i]
      if scalar == "\n" {
        line += 1
        lineStart = i + 1
      }
      guard scalar == "[" else {
        builder.append(scalar)
        i += 1
        continue
      }
      if i + 1 < s.count, s[i + 1] == "[" {
        builder.append("[")
        i += 2
        continue
      }
      let location = SourceLocation(file: origin, line: line, column: i - lineStart + 1)
      var j = i + 1
      while j < s.count, s[j] != "]", s[j] != "[", s[j] != "\n" { j += 1 }
      guard j < s.count, s[j] == "]" else {
        report(
          location, "unclosed tag '[' has no ']' on its line", hint: "write '[[' for a literal '['")
        builder.append("[")
        i += 1
        continue
      }
      var tag = ""
      tag.unicodeScalars.append(contentsOf: s[(i + 1)..<j])
      if apply(tag, at: location) {
        builder.attributes = attributes()
      } else {
        builder.append("[")
        builder.append(tag)
        builder.append("]")
      }
      i = j + 1
    }
  }

  /// Opens or closes a tag; false (with a diagnostic) when it is not valid markup.
  private mutating func apply(_ tag: String, at location: SourceLocation) -> Bool {
    if tag.hasPrefix("/") {
      let name = tag.dropFirst().trimmingSpaces
      let index =
        name.isEmpty
        ? stack.indices.last
        : stack.lastIndex {
          $0.text == name || $0.text.split(separator: " ").contains(Substring(name))
        }
      guard let index else {
        let what =
          name.isEmpty
          ? "'[/]' closes nothing: no tag is open"
          : "'[/\(name)]' closes nothing: no open tag is '\(name)'"
        report(location, what, hint: "remove it, or write '[[' for a literal '['")
        return false
      }
      stack.remove(at: index)
      return true
    }
    switch MarkupModifier.parse(tag) {
    case .success(let modifiers):
      stack.append((tag.trimmingSpaces, modifiers))
      return true
    case .failure(let problem):
      var at = location
      at.column = (at.column ?? 1) + 1 + problem.offset
      report(at, problem.message, hint: problem.hint)
      return false
    }
  }

  private func attributes() -> TextAttributes {
    var attributes = TextAttributes.plain
    for entry in stack {
      for modifier in entry.modifiers { modifier.apply(to: &attributes) }
    }
    return attributes
  }

  private mutating func report(_ location: SourceLocation, _ message: String, hint: String) {
    diagnostics.append(Diagnostic(.error, at: location, "markup: " + message, hint: hint))
  }
}
