import KinetypeInteraction

/// A one-line text field's contents and cursor, edited by keys: printable characters insert,
/// Backspace and Delete remove, ←/→, Home/End (Ctrl-A/Ctrl-E) move, Ctrl-U clears.
///
/// Characters are grapheme clusters (`Character`), so one Backspace removes a whole emoji.
/// Control characters never enter the text: a key decoder delivers them as keys with
/// modifiers, and those are not text.
public struct LineEditor: Hashable, Sendable {
  public private(set) var text: [Character] = []
  /// The insertion point, 0…text.count.
  public private(set) var cursor = 0
  /// Characters kept at most, so a paste of a book stays a line.
  public var capacity: Int

  public init(_ text: String = "", capacity: Int = 200) {
    self.capacity = capacity
    self.text = Array(text.prefix(capacity))
    cursor = self.text.count
  }

  /// The text as a string.
  public var string: String { String(text) }

  /// Whether `key` edits the line (it would change the text or the cursor, or could).
  public static func edits(_ key: Key) -> Bool {
    switch (key.code, key.modifiers) {
    case (.character, []), (.character, .shift): true
    case (.character(let c), .ctrl): "aeu".contains(c)
    case (.backspace, _), (.delete, _), (.left, []), (.right, []), (.home, []), (.end, []): true
    default: false
    }
  }

  /// The line after `key`; unchanged for a key that does not edit.
  public func editing(with key: Key) -> LineEditor {
    var next = self
    switch (key.code, key.modifiers) {
    case (.character(let c), .ctrl):
      switch c {
      case "a": next.cursor = 0
      case "e": next.cursor = text.count
      case "u":
        next.text = []
        next.cursor = 0
      default: break
      }
    case (.character(let c), let modifiers) where modifiers.isEmpty || modifiers == .shift:
      guard text.count < capacity, !c.isControl else { break }
      next.text.insert(c, at: cursor)
      next.cursor += 1
    case (.backspace, _) where cursor > 0:
      next.text.remove(at: cursor - 1)
      next.cursor -= 1
    case (.delete, _) where cursor < text.count:
      next.text.remove(at: cursor)
    case (.left, []): next.cursor = max(0, cursor - 1)
    case (.right, []): next.cursor = min(text.count, cursor + 1)
    case (.home, []): next.cursor = 0
    case (.end, []): next.cursor = text.count
    default: break
    }
    return next
  }
}

extension Character {
  /// Whether this is a control character (C0, DEL, C1) or starts with one.
  var isControl: Bool {
    unicodeScalars.first.map { $0.properties.generalCategory == .control } ?? false
  }
}
