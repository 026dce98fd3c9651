import KinetypeCore
import Testing

@testable import KinetypeLayout

@Suite("Ligatures")
struct LigatureTests {
  let table = LigatureTable(parsing: "-> => != ... ff fi ffi # comment\n fl  \n")

  @Test func parsesEntriesAndComments() {
    #expect(Set(table.entries) == ["->", "=>", "!=", "...", "ff", "fi", "ffi", "fl"])
    #expect(table.maximumLength == 3)
  }

  @Test func singleCharacterEntriesAreReported() {
    var problems: [Diagnostic] = []
    let t = LigatureTable(parsing: "ok\n  x ->", origin: "lig.txt") { problems.append($0) }
    #expect(Set(t.entries) == ["ok", "->"])
    #expect(problems.count == 1)
    #expect(problems[0].location == SourceLocation(file: "lig.txt", line: 2, column: 3))
  }

  @Test func longestMatchWins() {
    let l = layout("office -> a...b", LayoutOptions(ligatures: table))
    #expect(l.glyphs.map(\.text) == ["o", "ffi", "c", "e", " ", "->", " ", "a", "...", "b"])
    #expect(l.picture == ["office -> a...b"])
    let ffi = l.glyphs[1]
    #expect(ffi.width == 3 && ffi.characters == 1..<4)
  }

  @Test func neverAcrossDifferentAttributesOrALineBreak() {
    let l = layout(markup: "-[red]>[/] f\nf", LayoutOptions(ligatures: table))
    #expect(!l.glyphs.contains { $0.text == "->" || $0.text == "f\nf" || $0.text == "ff" })
  }

  @Test func offByDefault() {
    #expect(layout("->").glyphs.count == 2)
  }
}
