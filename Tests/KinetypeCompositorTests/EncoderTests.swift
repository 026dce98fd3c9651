import Foundation
import KinetypeCore
import Testing

@testable import KinetypeCompositor
@testable import KinetypeHeadless

@Suite("ANSI encoder and asciicast")
struct EncoderTests {
  @Test func rowsCarryStylesOnlyWhereTheyChange() {
    var f = frame(["ab cd"])
    let red = CellStyle(foreground: .ansi(1))
    f.put("a", width: 1, style: red, at: .zero)
    f.put("b", width: 1, style: red, at: GridPoint(column: 1, row: 0))
    var encoder = ANSIEncoder(depth: .truecolor)
    // Back to the default foreground costs SGR 39, not a full reset.
    #expect(encoder.rows(f) == "\u{1B}[0;31mab\u{1B}[39m cd\n")
    var none = ANSIEncoder(depth: .none)
    #expect(none.rows(f) == "ab cd\n")
  }

  @Test func cursorMovesAreAsShortAsTheyCanBe() {
    var encoder = ANSIEncoder(depth: .truecolor)
    _ = encoder.update(from: nil, to: frame(["abcdef"]))
    // The cursor is known after the full frame (column 6): the next change at column 1 needs
    // CUP; then a change three cells on needs only CUF.
    let bytes = encoder.update(from: frame(["abcdef"]), to: frame(["aXcdYf"]))
    #expect(bytes == "\u{1B}[1;2HX\u{1B}[2CY")
  }

  @Test func updatesMoveTheCursorAndWriteOnlyChanges() {
    var encoder = ANSIEncoder(depth: .truecolor)
    let bytes = encoder.update(from: frame(["abc", "def"]), to: frame(["abc", "dXf"]))
    #expect(bytes == "\u{1B}[2;2HX")
  }

  @Test func onlySGRCursorMovesAndLinksAreWritten() {
    var f = frame(["hello", "world"])
    f.put(
      "h", width: 1, style: CellStyle(foreground: .rgb(RGB(1, 2, 3)), attributes: .bold),
      link: "https://x.org", at: .zero)
    var encoder = ANSIEncoder(depth: .truecolor)
    let bytes = encoder.update(from: nil, to: f) + encoder.closing()
    for piece in bytes.components(separatedBy: "\u{1B}").dropFirst() {
      let ours =
        piece.range(of: #"^(\[[0-9;]*[mH]|\]8;;.*$|\\)"#, options: .regularExpression) != nil
      #expect(ours, "unexpected sequence: \(piece.debugDescription)")
    }
  }

  @Test func jsonEscapesQuotesBackslashesAndEveryControlCharacter() {
    // C0 and DEL, quotes and backslashes, and C1 (U+0080–U+009F, UTF-8 C2 80–C2 9F); the rest
    // of U+00A0–U+00BF (also C2 …), wide and combining characters pass through.
    let text = "a\"b\\c\n\t\r\u{1B}[0m\u{0}\u{7F}\u{80}\u{9F}\u{A0}©漢👍e\u{301}"
    var bytes: [UInt8] = []
    var copy = text
    copy.withUTF8 { JSON.escape(utf8: $0, into: &bytes) }
    let expected =
      #""a\"b\\c\n\t\r\u001b[0m\u0000\u007f\u0080\u009f\#u{A0}©漢👍e\#u{301}""#
    #expect(String(decoding: bytes, as: UTF8.self) == expected)
    var string = ""
    JSON.escape(text, into: &string)
    #expect(string == expected)
  }

  @Test func castTimesAreExactAndTheHeaderIsComplete() throws {
    var cast = Asciicast(size: GridSize(columns: 80, rows: 24), timestamp: 0)
    cast.output("a", at: 0)
    cast.output("", at: 1.0 / 60)  // nothing changed: no event
    cast.output("b\u{1B}[0m\"", at: 2.0 / 60)
    let lines = cast.text.split(separator: "\n")
    #expect(lines.count == 3)
    let header = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as! [String: Any]
    #expect(
      header["version"] as? Int == 2 && header["width"] as? Int == 80
        && header["height"] as? Int == 24)
    #expect((header["env"] as? [String: String])?["TERM"] == "xterm-256color")
    #expect(lines[1] == "[0.0,\"o\",\"a\"]")
    #expect(lines[2] == "[0.03333333333333333,\"o\",\"b\\u001b[0m\\\"\"]")
    #expect(Asciicast.format(2.0 / 60 * 60) == "2.0")
    #expect(Asciicast.format(0.00005) == "0.00005")
  }
}
