import KinetypeInteraction

extension Key {
  /// The named keys a script may write, without modifiers, lower case.
  static let names: [String: Key.Code] = [
    "enter": .enter, "return": .enter, "tab": .tab, "backspace": .backspace, "esc": .escape,
    "escape": .escape, "space": .character(" "), "up": .up, "down": .down, "left": .left,
    "right": .right, "home": .home, "end": .end, "pageup": .pageUp, "pagedown": .pageDown,
    "insert": .insert, "delete": .delete,
  ]

  /// The key a script names: `Enter`, `tab`, `a`, `A`, `ctrl+c`, `shift+up`, `alt+x`, `F5`.
  ///
  /// Names are read without regard to case; a single character is itself (`A` is a capital A),
  /// and modifiers come first, joined with `+`. Nil for anything else.
  init?(name: String) {
    var parts = name.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
    // `+` alone, or `ctrl++`, names the plus key.
    if parts.count >= 2, parts[parts.count - 1].isEmpty, parts[parts.count - 2].isEmpty {
      parts.removeLast(2)
      parts.append("+")
    }
    guard let last = parts.popLast(), !last.isEmpty else { return nil }
    var modifiers: EventModifiers = []
    for part in parts {
      switch part.lowercased() {
      case "ctrl", "control": modifiers.insert(.ctrl)
      case "alt", "meta", "option": modifiers.insert(.alt)
      case "shift": modifiers.insert(.shift)
      default: return nil
      }
    }
    if last.count == 1, let character = last.first {
      // Ctrl with a letter is the letter in lower case, as the decoder reports it.
      let shown = modifiers.contains(.ctrl) ? Character(last.lowercased()) : character
      self.init(.character(shown), modifiers: modifiers)
    } else if let code = Self.names[last.lowercased()] {
      self.init(code, modifiers: modifiers)
    } else if last.lowercased().hasPrefix("f"), let n = Int(last.dropFirst()), (1...24).contains(n)
    {
      self.init(.function(n), modifiers: modifiers)
    } else {
      return nil
    }
  }

  /// Names to suggest for a misspelt one.
  static var suggestedNames: [String] {
    names.keys.sorted() + (1...12).map { "f\($0)" }
  }
}
