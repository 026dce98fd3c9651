/// A key the user pressed: a code and the modifiers held with it.
///
/// Ctrl-letters are the letter with `.ctrl` (the byte 0x01 is `Key(.character("a"), modifiers:
/// .ctrl)`), and Alt-keys are the key with `.alt` (terminals send ESC before the key). Bytes
/// that terminals share between keys decode to the common meaning: 0x09 is Tab (not Ctrl-I),
/// 0x0D and 0x0A are Enter (not Ctrl-M, Ctrl-J), 0x7F and 0x08 are Backspace (not Ctrl-H), 0x00
/// is Ctrl-Space.
public struct Key: Hashable, Sendable, CustomStringConvertible {
  /// Which key, without modifiers.
  public enum Code: Hashable, Sendable {
    /// Printable text: one extended grapheme cluster.
    case character(Character)
    case up, down, left, right
    case home, end, pageUp, pageDown, insert, delete
    case enter, tab, backspace, escape
    /// F1 is `function(1)`.
    case function(Int)
  }

  public var code: Code
  public var modifiers: EventModifiers

  public init(_ code: Code, modifiers: EventModifiers = []) {
    self.code = code
    self.modifiers = modifiers
  }

  /// A printable character typed without modifiers.
  public static func character(_ character: Character) -> Key { Key(.character(character)) }

  /// Ctrl and a letter or one of `@ [ \ ] ^ _` and space.
  public static func ctrl(_ character: Character) -> Key {
    Key(.character(character), modifiers: .ctrl)
  }

  /// `ctrl+a`, `shift+up`, `alt+x`, `f5`, `esc`, `space`, or the character itself.
  public var description: String {
    let name: String
    switch code {
    case .character(" "): name = "space"
    case .character(let character): name = String(character)
    case .up: name = "up"
    case .down: name = "down"
    case .left: name = "left"
    case .right: name = "right"
    case .home: name = "home"
    case .end: name = "end"
    case .pageUp: name = "pageup"
    case .pageDown: name = "pagedown"
    case .insert: name = "insert"
    case .delete: name = "delete"
    case .enter: name = "enter"
    case .tab: name = "tab"
    case .backspace: name = "backspace"
    case .escape: name = "esc"
    case .function(let n): name = "f\(n)"
    }
    return modifiers.prefix + name
  }
}
