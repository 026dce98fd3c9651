import Foundation
import KinetypeCore
import Testing

@testable import KinetypeLayout

@Suite("ANSI reader")
struct ANSIReaderTests {
  func read(_ text: String) -> ReadResult { TextReader.read(text, format: .ansi) }

  /// The attributes of the first character of `needle` in the text read from `input`.
  func style(of needle: String, in input: String) -> TextAttributes {
    read(input).attributes(of: needle)
  }

  @Test func sgrColoursAndResets() {
    let input =
      "\u{1B}[31mred\u{1B}[0m plain \u{1B}[1;92mbright\u{1B}[39m bold \u{1B}[44mbg\u{1B}[49m"
    #expect(read(input).text.string == "red plain bright bold bg")
    #expect(style(of: "red", in: input).style == CellStyle(foreground: .ansi(1)))
    #expect(style(of: "plain", in: input) == .plain)
    #expect(
      style(of: "bright", in: input).style == CellStyle(foreground: .ansi(10), attributes: .bold))
    #expect(style(of: "bold", in: input).style == CellStyle(attributes: .bold))
    #expect(style(of: "bg", in: input).style == CellStyle(background: .ansi(4), attributes: .bold))
    #expect(read(input).stats.strippedEscapes == 0)
  }

  @Test(arguments: [
    ("1", CellAttributes.bold), ("2", .dim), ("3", .italic), ("4", .underline), ("4:3", .underline),
    ("5", .blink), ("6", .blink), ("7", .reverse), ("8", .conceal), ("9", .strikethrough),
    ("21", .underline), ("53", .overline),
  ])
  func everyRenditionSetsItsAttribute(code: String, attribute: CellAttributes) {
    #expect(style(of: "x", in: "\u{1B}[\(code)mx").style.attributes == attribute)
  }

  @Test(arguments: [
    ("1", "22"), ("2", "22"), ("3", "23"), ("4", "24"), ("4", "4:0"), ("5", "25"), ("7", "27"),
    ("8", "28"), ("9", "29"), ("53", "55"),
  ])
  func everyRenditionHasItsOff(on: String, off: String) {
    #expect(style(of: "x", in: "\u{1B}[\(on)m\u{1B}[\(off)mx").style.attributes.isEmpty)
  }

  @Test func allSixteenColours() {
    for n in 0..<8 {
      #expect(style(of: "x", in: "\u{1B}[\(30 + n)mx").style.foreground == .ansi(UInt8(n)))
      #expect(style(of: "x", in: "\u{1B}[\(90 + n)mx").style.foreground == .ansi(UInt8(n + 8)))
      #expect(style(of: "x", in: "\u{1B}[\(40 + n)mx").style.background == .ansi(UInt8(n)))
      #expect(style(of: "x", in: "\u{1B}[\(100 + n)mx").style.background == .ansi(UInt8(n + 8)))
    }
  }

  @Test func extendedColoursInSemicolonAndColonForms() {
    let orange = Colour.rgb(RGB(255, 136, 0))
    #expect(style(of: "x", in: "\u{1B}[38;5;208mx").style.foreground == .indexed(208))
    #expect(style(of: "x", in: "\u{1B}[48;5;17mx").style.background == .indexed(17))
    #expect(style(of: "x", in: "\u{1B}[38;2;255;136;0mx").style.foreground == orange)
    #expect(style(of: "x", in: "\u{1B}[38:5:208mx").style.foreground == .indexed(208))
    #expect(style(of: "x", in: "\u{1B}[38:2::255:136:0mx").style.foreground == orange)
    #expect(style(of: "x", in: "\u{1B}[38:2:255:136:0mx").style.foreground == orange)
    #expect(style(of: "x", in: "\u{1B}[48:2:0:255:136:0mx").style.background == orange)
    // Parameters after an extended colour are still read.
    #expect(
      style(of: "x", in: "\u{1B}[38;5;208;1mx").style
        == CellStyle(foreground: .indexed(208), attributes: .bold))
    // Out of range: ignored, the text stays.
    #expect(style(of: "x", in: "\u{1B}[38;5;300mx").style.foreground == .default)
    #expect(style(of: "x", in: "\u{1B}[38;2;1;2mx").style.foreground == .default)
  }

  @Test func emptySGRIsAReset() {
    #expect(style(of: "x", in: "\u{1B}[1;31m\u{1B}[mx") == .plain)
  }

  @Test func osc8HyperlinksBecomeLinks() {
    let input = "see \u{1B}]8;;https://example.com\u{1B}\\docs\u{1B}]8;;\u{1B}\\ end"
    let result = read(input)
    #expect(result.text.string == "see docs end")
    #expect(style(of: "docs", in: input).link == "https://example.com")
    #expect(style(of: "end", in: input).link == nil)
    #expect(result.stats.strippedEscapes == 0)
    // BEL-terminated, with parameters.
    #expect(style(of: "d", in: "\u{1B}]8;id=1;https://x.org\u{07}d").link == "https://x.org")
  }

  @Test(arguments: [
    ("\u{1B}[2J", "clear screen"), ("\u{1B}[6n", "cursor report"), ("\u{1B}[?1049h", "alt screen"),
    ("\u{1B}[3;5H", "cursor move"), ("\u{1B}]0;title\u{07}", "window title"),
    ("\u{1B}]52;c;aGVsbG8=\u{07}", "OSC 52 clipboard"), ("\u{1B}]2;t\u{1B}\\", "OSC with ST"),
    ("\u{1B}P1$r0m\u{1B}\\", "DCS"), ("\u{1B}X sos \u{1B}\\", "SOS"), ("\u{1B}^ pm \u{1B}\\", "PM"),
    ("\u{1B}_ apc \u{1B}\\", "APC"), ("\u{1B}(B", "charset"), ("\u{1B}7", "save cursor"),
    ("\u{1B}c", "reset"), ("\u{9B}2J", "8-bit CSI"), ("\u{9D}0;t\u{9C}", "8-bit OSC"),
    ("\u{1B}[>4;2m", "private SGR-looking"), ("\u{1B}[1 q", "CSI with intermediate"),
  ])
  func otherSequencesAreDroppedAndCounted(sequence: String, name: String) {
    let result = read("a" + sequence + "b")
    #expect(result.text.string == "ab", "\(name)")
    #expect(result.stats.strippedEscapes == 1, "\(name)")
    #expect(result.text.runs.allSatisfy { $0.attributes == .plain })
  }

  @Test func loneAndUnterminatedSequences() {
    var result = read("abc\u{1B}")
    #expect(result.text.string == "abc")
    #expect(result.stats.strippedEscapes == 1)
    result = read("a\u{1B}\u{1B}b")  // ESC ESC b: a lone ESC, then ESC b (a two-byte sequence)
    #expect(result.text.string == "a")
    #expect(result.stats.strippedEscapes == 2)
    result = read("a\u{1B}]0;never ends")
    #expect(result.text.string == "a")
    #expect(result.stats.strippedEscapes == 1)
    result = read("a\u{1B}[12")
    #expect(result.text.string == "a")
    #expect(result.stats.strippedEscapes == 1)
    // A CSI broken by a character that cannot be in it ends there; the character is text.
    result = read("a\u{1B}[12é")
    #expect(result.text.string == "aé")
    // An OSC broken by an ESC that is not ST ends there; the new sequence is read.
    result = read("a\u{1B}]0;t\u{1B}[31mred")
    #expect(result.text.string == "ared")
    #expect(result.stats.strippedEscapes == 1)
  }

  @Test func textBetweenSequencesIsNormalisedLikePlainText() {
    let result = read("\u{1B}[31ma\tb\r\nc\u{07}")
    #expect(result.text.string == "a       b\nc")
    #expect(result.stats.droppedControls == 1)
  }
}
