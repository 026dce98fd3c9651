import KinetypeHostile
import Testing

/// The scanner every hostile test relies on: it must flag what an attacker sends and pass what
/// our encoder writes, or the tests built on it prove nothing.
@Suite("Foreign byte scanner")
struct ForeignByteScannerTests {
  static func scan(_ text: String, _ allowance: ForeignByteScanner.Allowance = .text)
    -> [ForeignByte]
  {
    ForeignByteScanner.findings(in: Array(text.utf8), allowing: allowance)
  }

  static func kinds(_ bytes: [UInt8]) -> [ForeignByte.Kind] {
    ForeignByteScanner.findings(in: bytes).map(\.kind)
  }

  @Test(arguments: [
    ("reset", "a\u{1B}cb"),
    ("screen of E's", "\u{1B}#8"),
    ("line drawing", "\u{1B}(0q"),
    ("OSC 0 title", "\u{1B}]0;pwned\u{07}"),
    ("OSC 2 title with ST", "\u{1B}]2;pwned\u{1B}\\"),
    ("OSC 52 clipboard", "\u{1B}]52;c;aGVsbG8=\u{07}"),
    ("APC", "\u{1B}_tmux title\u{1B}\\"),
    ("DCS", "\u{1B}P+q544e\u{1B}\\"),
    ("PM", "\u{1B}^private\u{1B}\\"),
    ("SOS", "\u{1B}Xstring\u{1B}\\"),
    ("cursor position query", "\u{1B}[6n"),
    ("device attributes query", "\u{1B}[c"),
    ("a mode we never set", "\u{1B}[?9h"),
    ("insert mode", "\u{1B}[4h"),
    ("CSI with an intermediate", "\u{1B}[0 q"),
    ("lone ESC at the end", "text\u{1B}"),
    ("unterminated CSI", "\u{1B}[12;"),
    ("unterminated OSC", "\u{1B}]8;;http://x"),
    ("window title via CSI t", "\u{1B}[21t"),
  ])
  func flagsForeignEscapes(name: String, text: String) {
    let findings = Self.scan(text)
    #expect(findings.map(\.kind).contains(.escape), "\(name) passed: \(findings)")
  }

  @Test func flagsRawControls() {
    #expect(Self.kinds(Array("ding\u{07}".utf8)) == [.c0Control])
    #expect(Self.kinds(Array("a\rb".utf8)) == [.c0Control])
    #expect(Self.kinds(Array("a\u{08}b".utf8)) == [.c0Control])
    #expect(Self.kinds(Array("a\tb".utf8)) == [.c0Control])
    #expect(Self.kinds(Array("nul\u{0}".utf8)) == [.c0Control])
    #expect(Self.kinds(Array("del\u{7F}".utf8)) == [.c0Control])
    #expect(Self.scan("a\tb", .init(tab: true)).isEmpty)
    #expect(Self.scan("a\rb\u{08}", .terminal).isEmpty)
    #expect(Self.scan("a\u{07}", .terminal).map(\.kind) == [.c0Control], "BEL even on a terminal")
  }

  @Test func flagsC1ControlsEncodedAndBare() {
    // U+009B as UTF-8: a CSI to terminals that read C1 in UTF-8.
    #expect(Self.kinds([0x41, 0xC2, 0x9B, 0x36, 0x6E]) == [.c1Control])
    // A bare 0x9B byte: a CSI to an 8-bit terminal, and not UTF-8.
    #expect(Self.kinds([0x41, 0x9B, 0x36, 0x6E]) == [.c1Control])
    #expect(Self.kinds([0xC2, 0x85]) == [.c1Control], "NEL")
    #expect(Self.kinds([0xC2, 0x9D]) == [.c1Control], "OSC")
  }

  @Test func flagsInvalidAndOverlongUTF8() {
    #expect(Self.kinds([0xC0, 0x9B]) == [.invalidUTF8, .c1Control], "overlong CSI")
    #expect(Self.kinds([0xC1, 0xBF]) == [.invalidUTF8, .invalidUTF8])
    #expect(Self.kinds([0xE0, 0x80, 0x9B]) != [], "overlong three-byte form")
    #expect(Self.kinds([0xED, 0xA0, 0x80]) != [], "a surrogate")
    #expect(Self.kinds([0xF4, 0x90, 0x80, 0x80]) != [], "past U+10FFFF")
    #expect(Self.kinds([0xE6, 0xBC]) == [.invalidUTF8], "truncated at the end")
    #expect(Self.kinds(Array("漢字 👍 é".utf8)) == [])
  }

  @Test func flagsBidiControlsUnlessAllowed() {
    #expect(Self.scan("abc\u{202E}def").map(\.kind) == [.bidiControl])
    #expect(Self.scan("\u{2066}x\u{2069}").map(\.kind) == [.bidiControl, .bidiControl])
    #expect(Self.scan("\u{200F}").map(\.kind) == [.bidiControl])
    #expect(Self.scan("abc\u{202E}def", .init(bidiControls: true)).isEmpty)
  }

  @Test func acceptsWhatOurEncoderWrites() {
    let ours = [
      "\u{1B}[0m\u{1B}[1;38;2;255;136;0mHello\u{1B}[0m\n",
      "\u{1B}[38:5:208mcolon form\u{1B}[m",
      "\u{1B}[5;10H\u{1B}[2J\u{1B}[K\u{1B}[3C\u{1B}[H",
      "\u{1B}[?1049h\u{1B}[22;0;0t\u{1B}[?25l\u{1B}[?1h\u{1B}=",
      "\u{1B}[?1049l\u{1B}[23;0;0t\u{1B}[?12l\u{1B}[?25h\u{1B}[?1l\u{1B}>\u{1B}(B\u{1B}[m",
      "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?1000;1006l",
      "\u{1B}]8;;https://example.com/a?b=c\u{1B}\\docs\u{1B}]8;;\u{1B}\\",
      "\u{1B}]8;id=1;https://example.com/%1B%07\u{07}x\u{1B}]8;;\u{07}",
      "\u{1B}7\u{1B}8\u{1B}M",
      "漢字 👍 plain text\n",
    ]
    for text in ours {
      #expect(Self.scan(text).isEmpty, "\(ForeignByteScanner.visible(Array(text.utf8)))")
    }
  }

  @Test func flagsControlsInsideAnOSC8URL() {
    // What the issue found: a C1 CSI inside the URL of an ANSI input's link.
    let c1: [UInt8] =
      Array("\u{1B}]8;;http://x".utf8) + [0xC2, 0x9B] + Array("6n\u{1B}\\L\u{1B}]8;;\u{1B}\\".utf8)
    #expect(Self.kinds(c1) == [.linkControl])
    #expect(
      Self.kinds(Array("\u{1B}]8;;http://x".utf8) + [0x9B] + Array("\u{1B}\\".utf8)) == [
        .linkControl
      ])
    #expect(Self.kinds(Array("\u{1B}]8;;a\u{7F}b\u{1B}\\".utf8)) == [.linkControl])
    // An ESC inside the URL ends the OSC early; what follows is scanned on its own.
    let markup = Self.scan("\u{1B}]8;;x\u{1B}\\\u{1B}#8a\u{1B}]8;;\u{1B}\\")
    #expect(markup.map(\.kind) == [.escape])
    #expect(markup.first?.excerpt == "\\e#8")
    let aborted = Self.scan("\u{1B}]8;;x\u{1B}ca")
    #expect(aborted.map(\.kind) == [.escape, .escape], "\(aborted)")
  }

  @Test func cursesCharacterSetsOnlyOnATerminal() {
    // What ncurses writes for TERM=screen: enacs, sgr0 with SI, rmir.
    let curses = "\u{1B}(B\u{1B})0\u{1B}[m\u{0F}\u{1B}[4lx\u{0E}q\u{0F}\u{1B}[34h\u{1B}[?25h"
    #expect(Self.scan(curses, .terminal).isEmpty)
    #expect(
      Self.scan(curses).map(\.kind) == [
        .escape, .c0Control, .escape, .c0Control, .c0Control, .escape,
      ])
    #expect(!Self.scan("\u{1B}(0q", .terminal).isEmpty, "G0 as line drawing, as input would")
  }

  @Test func clipboardOnlyWhenAllowed() {
    let copy = "\u{1B}]52;c;aGVsbG8=\u{07}"
    #expect(!Self.scan(copy).isEmpty)
    #expect(Self.scan(copy, .init(clipboard: true)).isEmpty)
  }

  @Test func findingsSayWhereAndShowTheBytesSafely() {
    let findings = Self.scan("ok\u{1B}]0;t\u{07}")
    #expect(findings == [ForeignByte(offset: 2, kind: .escape, excerpt: "\\e]0;t\\a")])
    #expect(ForeignByteScanner.visible([0x1B, 0x63, 0xC2, 0x9B, 0xFF]) == "\\ec\\x9B\\x??")
  }
}
