import Testing

@testable import KinetypeCore

/// The sequences the program loop writes besides ncurses' drawing.
@Suite struct OSCTests {
  @Test func base64MatchesTheRFC4648Vectors() {
    let vectors = [
      ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
      ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
    ]
    for (plain, encoded) in vectors { #expect(Base64.encode(Array(plain.utf8)) == encoded) }
    #expect(Base64.encode([0xFF, 0xFE, 0xFD]) == "//79")
  }

  @Test func clipboardIsOSC52WithTheTextInBase64() {
    #expect(OSC.clipboard("héllo") == "\u{1B}]52;c;aMOpbGxv\u{07}")
  }

  @Test func aHyperlinkCannotEndItsSequenceEarlyOrCarryAnother() {
    #expect(
      OSC.hyperlink("https://example.com/a?b=c") == "\u{1B}]8;;https://example.com/a?b=c\u{1B}\\")
    let hostile = OSC.hyperlink("x\u{1B}\\\u{07}\u{1B}]52;c;AAAA\u{07} é")
    #expect(hostile == "\u{1B}]8;;x%1B\\%07%1B]52;c;AAAA%07%20%C3%A9\u{1B}\\")
    // Only the opening ESC and the closing ST are escapes.
    #expect(hostile.unicodeScalars.filter { $0 == "\u{1B}" }.count == 2)
    #expect(OSC.hyperlink("") == "\u{1B}]8;;\u{1B}\\")
  }
}
