/// The modifier keys held during a key press or a mouse event.
///
/// Terminals report at most shift, alt and ctrl: xterm's modifier parameter (`CSI 1;5A`)
/// also has a meta bit, which is reported as alt, since terminals send one or the other.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  public static let shift = EventModifiers(rawValue: 1)
  public static let alt = EventModifiers(rawValue: 2)
  public static let ctrl = EventModifiers(rawValue: 4)

  /// The modifiers an xterm modifier parameter names: 1 + a bit mask of shift 1, alt 2, ctrl 4
  /// and meta 8 (`CSI 1;6C` is ctrl+shift+right). Parameters below 2 or out of range mean none.
  init(xtermParameter parameter: Int) {
    guard parameter >= 2, parameter <= 256 else {
      self = []
      return
    }
    let bits = parameter - 1
    var modifiers: EventModifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & (2 | 8) != 0 { modifiers.insert(.alt) }
    if bits & 4 != 0 { modifiers.insert(.ctrl) }
    self = modifiers
  }

  /// `ctrl+alt+shift+`, in that order; empty for none.
  var prefix: String {
    var text = ""
    if contains(.ctrl) { text += "ctrl+" }
    if contains(.alt) { text += "alt+" }
    if contains(.shift) { text += "shift+" }
    return text
  }
}
