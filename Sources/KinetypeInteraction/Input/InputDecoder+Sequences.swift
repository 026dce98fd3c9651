import KinetypeCore

/// What the escape sequences mean. Sources: xterm's ctlseqs ("PC-Style Function Keys", "Mouse
/// Tracking", "Extended coordinates"), https://invisible-island.net/xterm/ctlseqs/ctlseqs.html,
/// and kitty's keyboard protocol, https://sw.kovidgoyal.net/kitty/keyboard-protocol/.
extension InputDecoder {
  /// The key of `ESC O final` (application cursor keys, and F1–F4 on most terminals).
  static func ss3Key(_ final: UInt8) -> Key? {
    letterKey(final).map { Key($0) }
  }

  /// The key a CSI or SS3 final letter names: `A` up … `S` F4.
  static func letterKey(_ final: UInt8) -> Key.Code? {
    switch final {
    case 0x41: .up  // A
    case 0x42: .down  // B
    case 0x43: .right  // C
    case 0x44: .left  // D
    case 0x48: .home  // H
    case 0x46: .end  // F
    case 0x4D: .enter  // M: the keypad's Enter, in application keypad mode
    case 0x50...0x53: .function(Int(final) - 0x50 + 1)  // P Q R S: F1–F4
    default: nil
    }
  }

  /// The key of `CSI number ~`: VT220 editing keys and function keys.
  static func tildeKey(_ number: Int) -> Key.Code? {
    switch number {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(number - 10)
    case 17...21: .function(number - 11)
    case 23...26: .function(number - 12)
    case 28, 29: .function(number - 13)
    case 31...34: .function(number - 14)
    default: nil
    }
  }

  /// The event a complete CSI sequence means, or nil for one that means nothing here (focus
  /// reports, bracketed paste markers, replies to queries) or is malformed.
  static func csiEvent(parameters: [UInt8], final: UInt8, time: Double) -> InputEvent? {
    if parameters.first == 0x3C {  // <
      guard final == 0x4D || final == 0x6D else { return nil }
      return sgrMouse(parameters.dropFirst(), released: final == 0x6D, time: time).map {
        .mouse($0)
      }
    }
    guard let fields = numbers(parameters) else { return nil }
    func field(_ index: Int) -> Int? { index < fields.count ? fields[index] : nil }
    let modifiers = EventModifiers(xtermParameter: field(1) ?? 1)
    switch final {
    case 0x7E:  // ~
      // xterm's modifyOtherKeys: CSI 27 ; modifiers ; code ~
      if field(0) == 27 {
        return field(2).flatMap(codepointKey).map {
          .key(Key($0.code, modifiers: $0.modifiers.union(modifiers)))
        }
      }
      return field(0).flatMap(tildeKey).map { .key(Key($0, modifiers: modifiers)) }
    case 0x75:  // u: kitty's CSI code ; modifiers u
      return field(0).flatMap(codepointKey).map {
        .key(Key($0.code, modifiers: $0.modifiers.union(modifiers)))
      }
    case 0x5A:  // Z: back tab
      return .key(Key(.tab, modifiers: modifiers.union(.shift)))
    default:
      guard fields.count <= 2, (field(0) ?? 1) == 1 else { return nil }
      return letterKey(final).map { .key(Key($0, modifiers: modifiers)) }
    }
  }

  /// The key a Unicode code point stands for in `CSI u` and modifyOtherKeys reports.
  static func codepointKey(_ value: Int) -> Key? {
    switch value {
    case 9: return Key(.tab)
    case 13: return Key(.enter)
    case 27: return Key(.escape)
    case 8, 127: return Key(.backspace)
    default:
      // Kitty numbers its functional keys (keypad, media, modifiers) in the private use area.
      guard value >= 0x20, value <= 0x10_FFFF, !(0x7F...0x9F).contains(value),
        !(0xE000...0xF8FF).contains(value),
        let scalar = Unicode.Scalar(UInt32(value))
      else { return nil }
      return .character(Character(scalar))
    }
  }

  /// Semicolon-separated decimal fields (an empty field is nil; a colon starts sub-fields,
  /// which are ignored); nil when anything else is there. Values saturate at 1,000,000.
  static func numbers(_ bytes: some Collection<UInt8>) -> [Int?]? {
    var fields: [Int?] = [nil]
    var inSubfield = false
    for byte in bytes {
      switch byte {
      case 0x30...0x39:
        guard !inSubfield else { continue }
        let digit = Int(byte - 0x30)
        fields[fields.count - 1] = min(1_000_000, (fields[fields.count - 1] ?? 0) * 10 + digit)
      case 0x3B:  // ;
        fields.append(nil)
        inSubfield = false
      case 0x3A:  // :
        inSubfield = true
      default:
        return nil
      }
    }
    return fields
  }

  /// An SGR (1006) mouse report: `b ; x ; y` after `CSI <`, final `M` (press, motion, wheel)
  /// or `m` (release).
  ///
  /// In `b`, the low two bits are the button (0 left, 1 middle, 2 right, 3 none), 4 shift,
  /// 8 alt (meta), 16 ctrl, 32 motion, 64 the wheel (64 up, 65 down; 66 and 67 are the
  /// horizontal wheel), 128 the extra buttons 8–11. x and y count from 1. Reports this layer
  /// has no event for (horizontal wheel, extra buttons, a press of "no button") are dropped.
  static func sgrMouse(_ parameters: some Collection<UInt8>, released: Bool, time: Double)
    -> MouseEvent?
  {
    guard let fields = numbers(parameters), fields.count == 3,
      let code = fields[0], let x = fields[1], let y = fields[2]
    else { return nil }
    return mouse(code: code, x: x, y: y, released: released, time: time)
  }

  /// The legacy (X10, mode 1000 without 1006) report: three bytes, each a value plus 32. It
  /// cannot say which button was released; coordinates past 223 do not fit in it.
  static func legacyMouse(_ bytes: [UInt8], time: Double) -> MouseEvent? {
    let code = Int(bytes[0]) - 32
    guard code >= 0 else { return nil }
    let released = code & (3 | 32 | 64) == 3
    return mouse(
      code: code, x: Int(bytes[1]) - 32, y: Int(bytes[2]) - 32, released: released, time: time)
  }

  /// A mouse report's button code decoded; see `sgrMouse`.
  static func mouse(code: Int, x: Int, y: Int, released: Bool, time: Double) -> MouseEvent? {
    guard x >= 1, y >= 1, code < 128 else { return nil }
    var modifiers: EventModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.ctrl) }
    let buttons: [MouseEvent.Button] = [.left, .middle, .right, .none]
    let button = buttons[code & 3]
    let kind: MouseEvent.Kind
    if code & 64 != 0 {
      guard !released, code & 3 < 2 else { return nil }
      kind = code & 3 == 0 ? .wheelUp : .wheelDown
      return MouseEvent(
        kind, at: GridPoint(column: x - 1, row: y - 1), modifiers: modifiers, time: time)
    } else if released {
      kind = .release
    } else if code & 32 != 0 {
      kind = button == .none ? .move : .drag
    } else {
      guard button != .none else { return nil }
      kind = .press
    }
    return MouseEvent(
      kind, button: button, at: GridPoint(column: x - 1, row: y - 1), modifiers: modifiers,
      time: time)
  }
}
