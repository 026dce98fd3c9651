import KinetypeAnimation
import KinetypeCore
import KinetypeInteraction

/// The input line open for a tag's texts: one to three lines, typed one at a time.
///
/// Enter ends a line and opens the next; Enter on an empty line, Ctrl-D, or Enter on the third
/// line finishes; Esc cancels. Backspace on an empty line goes back to the line before it.
/// Every key reaches the input while it is open (`TagScene.claims`), so digits and `q` are
/// text, not the demo's keys.
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
  var current = ""

  /// The most lines a tag has.
  static let maximumLines = 3
  /// The most characters a line holds; more are not taken.
  static let maximumLength = 40

  /// An input for `target`, holding `texts` to edit (the last one on the line being typed).
  init(target: Target, texts: [String] = []) {
    self.target = target
    lines = Array(texts.dropLast())
    current = texts.last ?? ""
  }

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
      let line = current.trimmingSpaces
      if line.isEmpty { return .done(lines) }
      next.lines.append(line)
      next.current = ""
      if next.lines.count == Self.maximumLines { return .done(next.lines) }
    case (.character("d"), .ctrl):
      return .done(texts)
    case (.character("u"), .ctrl):
      next.current = ""
    case (.backspace, _):
      if next.current.isEmpty, let last = next.lines.popLast() {
        next.current = last
      } else if !next.current.isEmpty {
        next.current.removeLast()
      }
    case (.character(let character), let modifiers) where modifiers.isSubset(of: .shift):
      let isControl = character.unicodeScalars.contains {
        $0.properties.generalCategory == .control
      }
      if !isControl, next.current.count < Self.maximumLength { next.current.append(character) }
    default:
      break
    }
    return .editing(next)
  }
}
