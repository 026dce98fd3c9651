/// Text that came from outside (an input, a file, a name on the command line), made safe to
/// print on a terminal.
///
/// A terminal acts on control bytes: ESC starts a sequence that can retitle the window, write
/// the clipboard (OSC 52) or reset the screen; C1 controls (U+0080–U+009F) are 8-bit forms of
/// the same; bidi controls reorder what the reader sees. Anything that quotes outside data in a
/// message, a listing or a title passes it through `visible(_:)`, the one function that does
/// this, so a control shows as `^[` or `\u{9B}` and never acts.
public enum OutsideText {
  /// `text` with every control made visible: C0 controls and DEL in caret notation (`^[`,
  /// `^G`, `^?`), C1 controls, bidi controls and line separators as `\u{…}`. Tabs and newlines
  /// are shown too (`^I`, `^J`): a quoted value is one line.
  public static func visible(_ text: some StringProtocol) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      appendVisible(scalar, to: &out)
    }
    return out
  }

  /// `visible(_:)` for text of several lines: each line is made safe and the newlines stay.
  public static func visibleLines(_ text: some StringProtocol) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { visible($0) }.joined(
      separator: "\n")
  }

  /// Whether `scalar` must not reach a terminal raw: C0 and C1 controls, DEL, bidi controls,
  /// and the line and paragraph separators.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || isBidiControl(value)
      || value == 0x2028 || value == 0x2029
  }

  /// The bidi formatting characters (Unicode's Bidi_Control property): ALM, LRM, RLM, the
  /// embeddings and overrides U+202A–U+202E, and the isolates U+2066–U+2069.
  public static func isBidiControl(_ value: UInt32) -> Bool {
    value == 0x061C || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value)
      || (0x2066...0x2069).contains(value)
  }

  private static func appendVisible(_ scalar: Unicode.Scalar, to out: inout String) {
    let value = scalar.value
    guard isControl(scalar) else {
      out.unicodeScalars.append(scalar)
      return
    }
    switch value {
    case ..<0x20: out += "^" + String(Unicode.Scalar(UInt8(value + 0x40)))
    case 0x7F: out += "^?"
    default: out += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
    }
  }
}
