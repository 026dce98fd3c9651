import KinetypeCore
import Testing

@testable import KinetypeLayout

@Suite("Plain reader")
struct PlainReaderTests {
  func read(_ bytes: [UInt8], _ options: ReadOptions = ReadOptions()) -> ReadResult {
    TextReader.read(bytes, format: .plain, options: options)
  }

  @Test func validUTF8PassesThroughUnchanged() {
    let text = "héllo 漢字 👨‍👩‍👧"
    let result = read(Array(text.utf8))
    #expect(result.text.string == text)
    #expect(result.stats == ReadStats())
  }

  @Test("invalid sequences become one U+FFFD per maximal subpart, bytes counted")
  func invalidUTF8() {
    // FF: never valid. E2 82: truncated 3-byte sequence (one maximal subpart of 2 bytes).
    // ED A0 80: a surrogate, each byte its own subpart (ED's second byte must be 80–9F).
    // F0 9F 98: truncated 4-byte sequence followed by ASCII.
    let result = read([
      0x61, 0xFF, 0x62, 0xE2, 0x82, 0x63, 0xED, 0xA0, 0x80, 0xF0, 0x9F, 0x98, 0x64,
    ])
    #expect(result.text.string == "a\u{FFFD}b\u{FFFD}c\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}d")
    #expect(result.stats.invalidBytes == 1 + 2 + 3 + 3)
  }

  @Test func overlongEncodingsAreInvalid() {
    // C0 AF is an overlong '/', E0 80 AF another.
    let result = read([0xC0, 0xAF, 0xE0, 0x80, 0xAF])
    #expect(!result.text.string.contains("/"))
    #expect(result.text.string.allSatisfy { $0 == "\u{FFFD}" })
    #expect(result.stats.invalidBytes == 5)
  }

  @Test func lineEndingsBecomeLineFeeds() {
    let result = read(Array("a\r\nb\rc\nd\r\r\ne\u{2028}f".utf8))
    #expect(result.text.string == "a\nb\nc\nd\n\ne\nf")
  }

  @Test func tabsExpandToTabStops() {
    #expect(read(Array("\tx".utf8)).text.string == "        x")
    #expect(read(Array("ab\tx".utf8)).text.string == "ab      x")
    #expect(read(Array("abcdefgh\tx".utf8)).text.string == "abcdefgh        x")
    #expect(read(Array("a\tb\tc".utf8), ReadOptions(tabWidth: 4)).text.string == "a   b   c")
    // Wide characters count two columns; a new line starts a new tab count.
    #expect(read(Array("漢\tx\nab\ty".utf8), ReadOptions(tabWidth: 4)).text.string == "漢  x\nab  y")
  }

  @Test func controlsAreDroppedAndCounted() {
    let result = read([0x61, 0x00, 0x07, 0x08, 0x1B, 0x7F, 0x62, 0xC2, 0x85, 0xC2, 0x9B, 0x63])
    #expect(result.text.string == "abc")
    #expect(result.stats.droppedControls == 7)
    #expect(!result.text.string.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test func controlsCanBeShownInCaretNotation() {
    let result = read([0x61, 0x00, 0x1B, 0x7F, 0xC2, 0x9B, 0x62], ReadOptions(showControls: true))
    #expect(result.text.string == "a^@^[^?M-^[b")
    #expect(result.stats.droppedControls == 4)
  }

  @Test func plainTextHasOneRunOfPlainAttributes() {
    let text = read(Array("one\ntwo".utf8)).text
    #expect(text.runs.count == 1)
    #expect(text.runs[0].attributes == .plain)
    #expect(text.runs[0].utf8Range == 0..<7)
  }

  @Test func emptyInputGivesEmptyText() {
    let result = read([])
    #expect(result.text.string.isEmpty)
    #expect(result.text.runs.isEmpty)
  }

  @Test func autoDetectsANSIOnlyWhenThereIsAnEscape() {
    #expect(TextReader.detect(Array("plain [31m".utf8)) == .plain)
    #expect(TextReader.detect(Array("x\u{1B}[31m".utf8)) == .ansi)
    #expect(TextReader.detect([0x78, 0xC2, 0x9B, 0x33, 0x31, 0x6D]) == .ansi)
  }
}
