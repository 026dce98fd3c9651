import KinetypeCore
import Testing

@testable import KinetypeLayout

@Suite("Words and selection")
struct SelectionTests {
  @Test func wordAroundAGlyph() {
    let l = layout("don't stop, 漢字かな me_2!")
    func word(_ i: Int) -> String { l.plainText(of: l.wordRange(around: i)) }
    #expect(word(0) == "don't")
    #expect(word(3) == "don't")  // the apostrophe between letters is part of the word
    #expect(word(5) == " ")
    #expect(word(8) == "stop")
    #expect(word(10) == ",")
    #expect(word(12) == "漢字かな")
    #expect(word(17) == "me_2")
    #expect(word(21) == "!")
  }

  /// Every printable ASCII character, apostrophes between and beside letters, and words of
  /// other scripts: the ASCII shortcut classes each glyph as the Unicode properties do.
  @Test func asciiWordClassesMatchTheUnicodeProperties() {
    let ascii = String((0x21...0x7E).map { Character(Unicode.Scalar(UInt8($0))) })
    let l = layout(ascii + " don't 'x' a'' it\u{2019}s ½ Ⅻ é₂ ß_9 漢字 a\u{301}b\n" + ascii)
    for index in l.glyphs.indices {
      #expect(
        l.wordClass(index) == l.wordClass(index, usesFastPaths: false),
        "glyph \(index) \(l.glyphs[index].text.debugDescription)")
    }
  }

  /// Two apostrophes side by side used to ask each other about themselves until the stack
  /// overflowed (any text with `a''` crashed an effect staggered by word).
  @Test func doubledApostrophesAreNotWords() {
    let l = layout("a''b it\u{2019}\u{2019}s don't")
    #expect(l.wordNumbers() == [0, 1, 2, 3, 4, 5, 5, 6, 7, 8, 9, 10, 10, 10, 10, 10])
    #expect(l.plainText(of: l.wordRange(around: 13)) == "don't")
  }

  @Test func wordsSpanSoftWrapsButNotHardBreaks() {
    let l = layout("abcdefgh\nij", LayoutOptions(width: 4))
    #expect(l.plainText(of: l.wordRange(around: 5)) == "abcdefgh")
    #expect(l.plainText(of: l.wordRange(around: 8)) == "\n")
  }

  @Test func singleLineSelectionIsAHead() {
    let l = layout("hello world")
    let geometry = l.selectionGeometry(for: 6..<11)
    #expect(geometry == SelectionGeometry(head: GridRect(column: 6, row: 0, columns: 5, rows: 1)))
  }

  @Test func multiLineSelectionIsHeadMiddleTail() {
    let l = layout("one two\nthree four\nfive six\nseven", LayoutOptions(width: 12))
    // From "two" (row 0) to "fi" (row 2).
    let geometry = l.selectionGeometry(for: 4..<21)!
    #expect(geometry.head == GridRect(column: 4, row: 0, columns: 8, rows: 1))
    #expect(geometry.middle == GridRect(column: 0, row: 1, columns: 12, rows: 1))
    #expect(geometry.tail == GridRect(column: 0, row: 2, columns: 2, rows: 1))
    #expect(geometry.rects.count == 3)
    // Adjacent lines have no middle.
    let two = l.selectionGeometry(for: 4..<10)!
    #expect(two.middle == nil)
    #expect(two.tail == GridRect(column: 0, row: 1, columns: 2, rows: 1))
  }

  @Test func selectionRespectsInsetsAndWideGlyphs() {
    let l = layout("ab 漢字 cd", LayoutOptions(width: 8, insets: GridInsets(left: 1, right: 1)))
    #expect(l.lineTexts == ["ab 漢", "字 cd"])  // the break falls between the ideographs
    let g = l.selectionGeometry(for: 3..<5)!
    #expect(g.head == GridRect(column: 4, row: 0, columns: 3, rows: 1))
    #expect(g.tail == GridRect(column: 1, row: 1, columns: 2, rows: 1))
  }

  @Test func emptyOrOutOfRangeSelectionHasNoGeometry() {
    let l = layout("ab")
    #expect(l.selectionGeometry(for: 1..<1) == nil)
    #expect(l.selectionGeometry(for: 0..<5) == nil)
  }

  @Test func copyPlainAndAttributedText() {
    let l = layout(markup: "a [bold]bc[/] d")
    #expect(l.plainText(of: 1..<4) == " bc")
    let copied = l.attributedText(of: 1..<4)
    #expect(copied.string == " bc")
    #expect(copied.runs.map(\.utf8Range) == [0..<1, 1..<3])
    #expect(copied.runs[1].attributes.style.attributes == .bold)
  }
}
