import KinetypeCore
import Testing

@testable import KinetypeLayout

/// A font file of `height` rows whose every ASCII letter is `height` rows of `X@`.
func fontFile(
  header: String = "flf2a$ 2 1 4 0 1", comment: String = "a test font", height: Int = 2,
  through last: Int = 126, tail: String = ""
) -> [UInt8] {
  var lines = [header, comment]
  for code in 32...last {
    for row in 0..<height {
      let ink = code == 32 ? "$" : String(Character(Unicode.Scalar(UInt8(code))))
      lines.append(ink + (row == height - 1 ? "@@" : "@"))
    }
  }
  return Array((lines.joined(separator: "\n") + "\n" + tail).utf8)
}

/// The seven Deutsch letters a font holds after ASCII, untagged, two rows each.
let deutsch = "ÄÖÜäöüß".map { "\($0)@\n\($0)@@\n" }.joined()

@Suite("FIGlet font reading")
struct FIGletFontReadingTests {
  @Test func readsHeaderLettersAndEndMarks() throws {
    let font = try FIGletFont(parsing: fontFile(), origin: "t.flf")
    #expect(font.height == 2 && font.baseline == 1 && font.hardblank == "$")
    #expect(font.layout == FIGletLayout(mode: .fitting))
    #expect(font.comment == "a test font")
    #expect(font.characters["A".unicodeScalars.first!.value.asInt]?.rows == [["A"], ["A"]])
    #expect(font.characters.count == 95)
  }

  @Test func codeTaggedLettersInEveryNotation() throws {
    let tail =
      deutsch + """
        0x263A  WHITE SMILING FACE
        ☺#
        ☺##
        0101 octal A
        a@
        a@@
        -2 negative codes are kept out
        n@
        n@@

        """
    let font = try FIGletFont(parsing: fontFile(tail: tail), origin: "t.flf")
    #expect(font.letter(for: "☺")?.rows == [["☺"], ["☺"]])
    #expect(font.letter(for: "ß")?.rows == [["ß"], ["ß"]])
    // Octal 0101 is 65: the code tag replaces the letter read before.
    #expect(font.letter(for: "A")?.rows == [["a"], ["a"]])
    #expect(font.characters[-2] == nil)
    // A missing character draws nothing when the font has no code 0.
    #expect(font.letter(for: "字") == nil)
  }

  @Test func latin1FontsAreRead() throws {
    var bytes = fontFile(comment: "caf\u{E9}")
    // Re-encode the comment's é as the single Latin-1 byte 0xE9.
    let utf8: [UInt8] = [0xC3, 0xA9]
    let at = try #require(bytes.firstRange(of: utf8))
    bytes.replaceSubrange(at, with: [0xE9])
    let font = try FIGletFont(parsing: bytes, origin: "t.flf")
    #expect(font.comment == "café")
  }

  /// Each malformed file and the one located diagnostic it gets, whole.
  static let malformed: [(bytes: [UInt8], message: String)] = [
    (
      Array("flf1a$ 2 1 4 0 1\n".utf8),
      "bad.flf:1:1: error: not a FIGlet font: the first line must start with 'flf2a' and the hardblank — give a .flf font file (e.g. /usr/share/figlet/standard.flf)"
    ),
    (
      fontFile(header: "flf2a$ 2 1 four 0 1"),
      "bad.flf:1:12: error: header field max length must be a whole number, got 'four' — fix the header: flf2a$ height baseline max-length old-layout comment-lines …"
    ),
    (
      fontFile(header: "flf2a$ 2 1 4"),
      "bad.flf:1:13: error: the header has 3 numbers, it needs at least 5 — write height, baseline, max length, old layout and comment lines after flf2a$"
    ),
    (
      fontFile(header: "flf2a$ 0 1 4 0 1"),
      "bad.flf:1:8: error: the height must be 1 to 256 rows, got 0 — give the number of rows every letter has"
    ),
    (
      fontFile(through: 70) + Array("G@\n".utf8),
      "bad.flf:81:3: error: the file ends inside character 'G' (code 71): it has 1 of its 2 rows — give every character 2 rows, each ending with its end mark (e.g. @)"
    ),
    (
      fontFile(tail: deutsch + "0xZZ\nx@\nx@@\n"),
      "bad.flf:207:1: error: expected a character code, got '0xZZ' — start a code-tagged character with its code: 196, 0x00C4 or 0304"
    ),
    (
      [0x50, 0x4B, 0x03, 0x04, 0, 0],
      "bad.flf:1:1: error: the font is a zip archive — unzip it and give the .flf file inside"
    ),
  ]

  @Test(arguments: malformed.indices)
  func malformedFontsGetLocatedErrors(_ index: Int) {
    let (bytes, message) = Self.malformed[index]
    #expect {
      _ = try FIGletFont(parsing: bytes, origin: "bad.flf")
    } throws: { error in
      guard let error = error as? FontError else { return false }
      #expect(error.diagnostics.map(\.description) == [message])
      return true
    }
  }

  @Test func everyBadCodeTagIsReported() {
    let tail = deutsch + "zz\nx@\nx@@\n0x41\nq@\nq@@\nyy\nx@\nx@@\n"
    #expect {
      _ = try FIGletFont(parsing: fontFile(tail: tail), origin: "bad.flf")
    } throws: { error in
      guard let error = error as? FontError else { return false }
      #expect(error.diagnostics.map(\.location.line) == [207, 213])
      return true
    }
  }
}

extension UInt32 {
  var asInt: Int { Int(self) }
}
