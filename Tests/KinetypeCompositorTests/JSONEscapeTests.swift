import KinetypeCore
import Testing

@testable import KinetypeHeadless

/// `JSON.escape(utf8:into:)` reads eight bytes at a time between the bytes it escapes; it
/// writes exactly what escaping one scalar at a time writes, for texts of every length around
/// the word size, made of the bytes that need a look, their neighbours and plain text.
@Suite struct JSONEscapeTests {
  static let hash = SeededHash(seed: 15)

  /// The straightforward escape: scalar by scalar, C0, DEL and C1 as `\u00xx`.
  static func reference(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// Pieces a text is made of: every byte class the word test tells apart, and the scalars
  /// around them (U+00A0 and © also lead with C2; 漢 and 👍 hold bytes above 0x7F).
  static let pieces: [String] = [
    "a", "0", ";", "[", " ", "~", "\"", "\\", "\n", "\t", "\r", "\u{1B}", "\u{0}", "\u{1F}",
    "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "©", "\u{C2}", "漢", "👍", "e\u{301}",
    "\u{1B}[38;2;1;2;3m",
    "abcdefgh", "!",
  ]

  @Test func wordAtATimeEscapesAsScalarByScalar() {
    for number in 0..<3_000 {
      let length = Self.hash.integer(below: 40, number * 64)
      var text = ""
      for k in 0..<length {
        // Mostly plain bytes, as a recording is, so words without an escape are tried too.
        let draw = Self.hash.integer(below: 3 * Self.pieces.count, number * 64 + k + 1)
        text += draw < Self.pieces.count ? Self.pieces[draw] : "x"
      }
      var bytes: [UInt8] = [UInt8(ascii: "[")]
      var copy = text
      copy.withUTF8 { JSON.escape(utf8: $0, into: &bytes) }
      #expect(
        String(decoding: bytes, as: UTF8.self) == "[" + Self.reference(text),
        "\(text.debugDescription)")
    }
  }

  /// A text longer than the piece length is escaped a piece at a time: the same literal,
  /// whatever the pieces' length and wherever a C1 control's lead byte falls.
  @Test func piecesEscapeAsOneGo() {
    for number in 0..<3_000 {
      let length = Self.hash.integer(below: 40, number * 64 + 7)
      var text = ""
      for k in 0..<length {
        let draw = Self.hash.integer(below: 3 * Self.pieces.count, number * 64 + k + 9)
        text += draw < Self.pieces.count ? Self.pieces[draw] : "x"
      }
      let pieceLength = 1 + Self.hash.integer(below: 12, number * 64 + 3)
      var bytes: [UInt8] = [UInt8(ascii: "[")]
      var copy = text
      copy.withUTF8 { JSON.escape(utf8: $0, into: &bytes, pieceLength: pieceLength) }
      #expect(
        String(decoding: bytes, as: UTF8.self) == "[" + Self.reference(text),
        "\(text.debugDescription) in pieces of \(pieceLength)")
    }
  }
}
