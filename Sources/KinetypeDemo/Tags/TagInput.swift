import KinetypeAnimation
import KinetypeCore
import KinetypeInteraction

/// The input line open for a tag's texts: one to three lines, typed one at a time.
///
/// The line being typed is a `LineEditor` (←/→, Home/End, Backspace, Delete, Ctrl-U). Enter
/// ends a line and opens the next; Enter on an empty line, Ctrl-D, or Enter on the third line
/// finishes; Esc cancels. Backspace on an empty line goes back to the line before it. Every
/// key reaches the input while it is open (`TagScene.claims`), so digits and `q` are text,
/// not the demo's keys.
struct TagInput: Hashable, Sendable {
  /// What the texts are for.
  enum Target: Hashable, Sendable {
    /// A new tag, its dot at this place (fractions of the picture).
    case new(Point)
    /// The texts of the tag with this id.
    case edit(Int)
  }

  /// What a key did to the input.
  enum Outcome: Hashable, Sendable {
    case editing(TagInput)
    /// Finished with these texts (none when every line was left empty).
    case done([String])
    case cancelled
  }

  var target: Target
  /// The lines finished so far.
  var lines: [String] = []
  /// The line being typed.
  var line = LineEditor(capacity: maximumLength)

  /// The most lines a tag has.
  static let maximumLines = 3
  /// The most characters a line holds; more are not taken.
  static let maximumLength = 40

  /// An input for `target`, holding `texts` to edit (the last one on the line being typed).
  init(target: Target, texts: [String] = []) {
    self.target = target
    lines = Array(texts.dropLast())
    line = LineEditor(texts.last ?? "", capacity: Self.maximumLength)
  }

  /// The text of the line being typed.
  var current: String { line.string }

  /// Every line, the one being typed last when it holds anything.
  var texts: [String] {
    let trimmed = current.trimmingSpaces
    return trimmed.isEmpty ? lines : lines + [trimmed]
  }

  /// The input after `key`.
  func update(_ key: Key) -> Outcome {
    var next = self
    switch (key.code, key.modifiers) {
    case (.escape, _):
      return .cancelled
    case (.enter, _):
      let text = current.trimmingSpaces
      if text.isEmpty { return .done(lines) }
      next.lines.append(text)
      next.line = LineEditor(capacity: Self.maximumLength)
      if next.lines.count == Self.maximumLines { return .done(next.lines) }
    case (.character("d"), .ctrl):
      return .done(texts)
    case (.backspace, _) where current.isEmpty && !lines.isEmpty:
      next.line = LineEditor(next.lines.removeLast(), capacity: Self.maximumLength)
    default:
      next.line = line.editing(with: key)
    }
    return .editing(next)
  }
}
