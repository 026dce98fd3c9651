import Foundation
import KinetypeCore
import Testing

@testable import KinetypeLayout

@Suite("Markup reader")
struct MarkupReaderTests {
  func read(_ text: String) -> ReadResult {
    TextReader.read(text, format: .markup, origin: "t.txt")
  }

  func attributes(of needle: String, in result: ReadResult) -> TextAttributes {
    result.attributes(of: needle)
  }

  @Test func theIssueExample() {
    let result = read(
      "[bold #ff8800 on #202020]Hello[/] [link=https://example.com]docs[/] [u]x[/u]")
    #expect(result.text.string == "Hello docs x")
    #expect(result.diagnostics.isEmpty)
    let hello = attributes(of: "Hello", in: result)
    #expect(
      hello.style
        == CellStyle(
          foreground: .rgb(RGB(255, 136, 0)), background: .rgb(RGB(32, 32, 32)), attributes: .bold))
    #expect(attributes(of: "docs", in: result) == TextAttributes(link: "https://example.com"))
    #expect(attributes(of: "x", in: result).style.attributes == .underline)
    #expect(attributes(of: " ", in: result) == .plain)
  }

  @Test func tagsNestAndCloseByName() {
    let result = read("[bold][red]a[/bold]b[/]c")
    #expect(result.text.string == "abc")
    #expect(
      attributes(of: "a", in: result).style == CellStyle(foreground: .ansi(1), attributes: .bold))
    #expect(attributes(of: "b", in: result).style == CellStyle(foreground: .ansi(1)))
    #expect(attributes(of: "c", in: result) == .plain)
  }

  @Test func runAttributes() {
    let result = read(
      "[kern=2 fill=#303030 stroke=#5fafff strike=#ff0000]k[/] [colour(208) on bright_blue]p[/]")
    let k = attributes(of: "k", in: result)
    #expect(k.kern == 2)
    #expect(k.fill == .rgb(RGB(48, 48, 48)))
    #expect(k.stroke == .rgb(RGB(95, 175, 255)))
    #expect(k.strikethroughColour == .rgb(RGB(255, 0, 0)))
    #expect(k.style.attributes.contains(.strikethrough))
    let p = attributes(of: "p", in: result)
    #expect(p.style.foreground == .indexed(208))
    #expect(p.style.background == .ansi(12))
  }

  @Test func doubledBracketIsLiteral() {
    let result = read("a [[not a tag] b")
    #expect(result.text.string == "a [not a tag] b")
    #expect(result.diagnostics.isEmpty)
  }

  @Test func loneClosingBracketIsText() {
    #expect(read("a ] b").text.string == "a ] b")
  }

  @Test func unknownStyleIsReportedWithLineAndColumnAndKeptLiterally() {
    let result = read("line one\nab [bold sparkly]x[/]")
    #expect(result.text.string.hasPrefix("line one\nab [bold sparkly]x"))
    #expect(result.diagnostics.count == 2)  // the unknown word, then a close with nothing open
    let first = result.diagnostics[0]
    #expect(first.location == SourceLocation(file: "t.txt", line: 2, column: 10))
    #expect(first.message.contains("sparkly"))
    #expect(first.hint != nil)
    #expect(first.description.hasPrefix("t.txt:2:10: error: markup: unknown style 'sparkly'"))
    #expect(result.diagnostics[1].location.column == 19)  // "ab " + 14-column tag + "x"
    #expect(result.text.string == "line one\nab [bold sparkly]x[/]")
  }

  @Test func unclosedTagIsReportedAndKept() {
    let result = read("a [bold b\nc")
    #expect(result.text.string == "a [bold b\nc")
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics[0].location.line == 1)
    #expect(result.diagnostics[0].location.column == 3)
  }

  @Test func badValuesAreReported() {
    for bad in [
      "[kern=-1]x", "[kern=a]x", "[on]x", "[fill=nope]x", "[#12]x", "[]x", "[colour(256)]x",
    ] {
      let result = read(bad)
      #expect(result.diagnostics.count == 1, "\(bad)")
      #expect(result.text.string == String(bad), "\(bad)")
    }
  }

  @Test func tagsLeftOpenEndWithTheText() {
    let result = read("[bold]a")
    #expect(result.diagnostics.isEmpty)
    #expect(attributes(of: "a", in: result).style.attributes == .bold)
  }

  @Test func escapesAndControlsInMarkupAreDropped() {
    let result = read("[red]a\u{1B}[2Jb[/]")
    #expect(!result.text.string.unicodeScalars.contains("\u{1B}"))
    #expect(result.stats.droppedControls == 1)
  }
}
