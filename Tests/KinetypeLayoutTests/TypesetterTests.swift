import KinetypeCore
import Testing

@testable import KinetypeLayout

@Suite("Typesetter")
struct TypesetterTests {
  @Test func hardBreaks() {
    let l = layout("ab\ncd\n\nef")
    #expect(l.picture == ["ab", "cd", "  ", "ef"])
    #expect(l.size == GridSize(columns: 2, rows: 4))
    #expect(l.lines.map(\.row) == [0, 1, 2, 3])
    // The line break is a zero-width glyph at the end of its line.
    #expect(
      l.glyphs[2].isLineBreak && l.glyphs[2].width == 0
        && l.glyphs[2].position == GridPoint(column: 2, row: 0))
  }

  @Test func aFinalLineBreakEndsItsLineWithoutStartingAnother() {
    #expect(layout("ab\n").lines.count == 1)
    #expect(layout("ab\n\n").lines.count == 2)
    #expect(layout("").lines.isEmpty)
    #expect(layout("").size == .zero)
  }

  @Test func wrapsAtSpacesAndTrailingSpacesDoNotCount() {
    let l = layout("the quick brown fox", LayoutOptions(width: 10))
    #expect(l.lineTexts == ["the quick ", "brown fox"])
    #expect(l.lines.map(\.width) == [9, 9])
    #expect(l.picture == ["the quick ", "brown fox "])
  }

  @Test func spacesThatCrossTheEdgeHangWithZeroWidth() {
    let l = layout("abcd     efgh", LayoutOptions(width: 6))
    #expect(l.lineTexts == ["abcd     ", "efgh"])
    let hanging = l.glyphs[4..<9]
    #expect(hanging.map(\.width) == [1, 1, 0, 0, 0])
    #expect(hanging.allSatisfy { $0.position.column + $0.width <= 6 })
  }

  @Test func wrapsAfterHyphens() {
    #expect(
      layout("well-known words", LayoutOptions(width: 8)).lineTexts == ["well-", "known ", "words"])
  }

  @Test func overlongWordsBreakBetweenGlyphs() {
    #expect(
      layout("abcdefghij xy", LayoutOptions(width: 4)).lineTexts == ["abcd", "efgh", "ij ", "xy"])
  }

  @Test func cjkBreaksBetweenAnyIdeographs() {
    let l = layout("漢字かな한국", LayoutOptions(width: 5))
    #expect(l.lineTexts == ["漢字", "かな", "한국"])
    #expect(l.picture == ["漢字 ", "かな ", "한국 "])
  }

  @Test func aWideGlyphThatWouldCrossTheEdgeMovesToTheNextLine() {
    let l = layout("abc漢", LayoutOptions(width: 4))
    #expect(l.lineTexts == ["abc", "漢"])
    #expect(l.glyphs.allSatisfy { $0.position.column + $0.width <= 4 })
  }

  @Test func alignment() {
    let text = "ab\nabcd\nabc"
    #expect(
      layout(text, LayoutOptions(width: 6, alignment: .left)).picture == [
        "ab    ", "abcd  ", "abc   ",
      ])
    #expect(
      layout(text, LayoutOptions(width: 6, alignment: .centre)).picture == [
        "  ab  ", " abcd ", " abc  ",
      ])
    #expect(
      layout(text, LayoutOptions(width: 6, alignment: .right)).picture == [
        "    ab", "  abcd", "   abc",
      ])
    // With no width the widest line sets the container.
    #expect(layout(text, LayoutOptions(alignment: .right)).picture == ["  ab", "abcd", " abc"])
  }

  @Test func insetsSurroundTheText() {
    let l = layout(
      "ab cd", LayoutOptions(width: 6, insets: GridInsets(top: 1, left: 2, bottom: 1, right: 1)))
    #expect(l.size == GridSize(columns: 6, rows: 4))
    #expect(l.picture == ["      ", "  ab  ", "  cd  ", "      "])
    #expect(l.contentColumns == 2..<5)
  }

  @Test func kernAddsCellsAfterEachGlyph() {
    let l = layout(markup: "[kern=1]ab[/]c")
    #expect(l.picture == ["a·b·c"])
    #expect(l.glyphs.map(\.advance) == [2, 2, 1])
    #expect(l.glyphs.map(\.width) == [1, 1, 1])
  }

  @Test func kernCountsInWrapping() {
    let l = layout(markup: "[kern=1]abc def[/]", LayoutOptions(width: 7))
    #expect(l.lineTexts == ["abc ", "def"])
  }

  @Test func runsAreMaximalStretchesOfEqualAttributes() {
    let l = layout(markup: "[red]ab[/]cd[red]e[/]\n[red]f[/]")
    #expect(l.lines.count == 2)
    let first = l.lines[0].runs
    // The line break comes after the closing tag, so it is plain: a run of its own.
    #expect(first.map(\.glyphs) == [0..<2, 2..<4, 4..<5, 5..<6])
    #expect(l.attributes[first[0].attributesIndex].style.foreground == .ansi(1))
    #expect(l.attributes[first[1].attributesIndex] == .plain)
    #expect(first[0].attributesIndex == first[2].attributesIndex)
    #expect(l.lines[1].runs.map(\.glyphs) == [6..<7])
  }

  @Test func sizeFittingIsTheWidestLinePlusInsets() {
    let text = AttributedText(plain: "the quick brown fox")
    #expect(Typesetter.size(fitting: text, width: 10) == GridSize(columns: 9, rows: 2))
    #expect(Typesetter.size(fitting: text, width: nil) == GridSize(columns: 19, rows: 1))
    let insets = LayoutOptions(insets: GridInsets(top: 1, left: 1, bottom: 1, right: 1))
    #expect(
      Typesetter.size(fitting: text, width: 12, options: insets) == GridSize(columns: 11, rows: 4))
  }

  @Test func glyphAndCharacterMapBothWays() {
    let l = layout("a漢👨‍👩‍👧\nb", LayoutOptions(ligatures: LigatureTable(["\nb"])))
    for (index, glyph) in l.glyphs.enumerated() {
      for offset in glyph.characters { #expect(l.glyphIndex(ofCharacter: offset) == index) }
    }
    #expect(l.glyphIndex(ofCharacter: 99) == nil)
    #expect(l.lineIndex(ofGlyph: 4) == 1)
  }
}
