import Foundation
import KinetypeCore
import Testing

@testable import KinetypeCompositor
@testable import KinetypeHeadless

@Suite("SVG recording: styles, wide glyphs and hostile text")
struct SVGRecordingStyleTests {
  /// The one-screen document of `frame`, parsed.
  static func still(_ frame: Frame, depth: ColourDepth = .truecolor) throws -> XMLElement {
    var svg = SVGRecording(size: frame.size, depth: depth)
    svg.add(frame, at: 0)
    return try XMLTreeBuilder.parse(svg.document(duration: 1))
  }

  /// The static frame of `markup` on a canvas just its size.
  static func frame(_ markup: String, depth: ColourDepth = .truecolor) -> Frame {
    let text = layout(markup, markup: true)
    let canvas = Canvas(size: text.size, placing: text.size, at: .c, depth: depth)
    return Compositor(layout: text, canvas: canvas, rotations: shippedRotations).staticFrame()
  }

  @Test func wideGlyphsArePlacedOneByOneAndNarrowRunsSpreadOverTheirCells() throws {
    let frame = Self.frame("漢字ab 👍 cd")
    let root = try Self.still(frame)
    let spans = root.all("tspan").map {
      ($0.attributes["x"]!, $0.attributes["textLength"], $0.text)
    }
    #expect(spans.map(\.0) == ["0", "20", "40", "70", "100"])
    #expect(spans.map(\.1) == [nil, nil, "20", nil, "20"])
    #expect(spans.map(\.2) == ["漢", "字", "ab", "👍", "cd"])
    expectText(of: root.all("g")[0], matches: frame)
  }

  @Test func runsOfOneLookMergeAcrossBlanksAndSplitWhereTheLookChanges() throws {
    let frame = Self.frame("a b  [bold]c[/] [red]d e[/]")
    let root = try Self.still(frame)
    let spans = root.all("tspan")
    #expect(spans.map(\.text) == ["a b", "c", "d e"])
    #expect(spans.map { $0.attributes["x"] } == ["0", "50", "70"])
    #expect(spans.map { $0.attributes["fill"] } == [nil, nil, "#cd0000"])
    let bold = try #require(spans[1].attributes["class"])
    #expect(root.all("style")[0].text.contains(".\(bold){font-weight:bold}"))
    #expect(spans[0].attributes["class"] == nil && spans[2].attributes["class"] == nil)
  }

  @Test func attributesBecomeCSSAndDecoratedBlanksAreDrawn() throws {
    let frame = Self.frame("[dim]a[/][italic]b[/][underline strike]c  d[/][overline]e[/]")
    let root = try Self.still(frame)
    let css = root.all("style")[0].text
    let classes = root.all("tspan").map { $0.attributes["class"] ?? "" }
    let rules = classes.map { name in
      css.split(separator: "\n").first { $0.hasPrefix(".\(name){") }.map(String.init) ?? ""
    }
    #expect(rules[0].hasSuffix("{fill-opacity:.5}"))
    #expect(rules[1].hasSuffix("{font-style:italic}"))
    #expect(rules[2].hasSuffix("{text-decoration:underline line-through}"))
    #expect(rules[3].hasSuffix("{text-decoration:overline}"))
    // The underlined blanks are part of the run: the line goes under them.
    #expect(root.all("tspan")[2].text == "c  d")
  }

  @Test func backgroundsAndReverseVideoAreRectanglesAtTheirCells() throws {
    let frame = Self.frame("x[on #102030]ab[/] [reverse]r[/]")
    let root = try Self.still(frame)
    let rects = root.all("g")[0].children.filter { $0.name == "rect" }
    #expect(rects.map { $0.attributes["x"] } == ["10", "40"])
    #expect(rects.map { $0.attributes["width"] } == ["20", "10"])
    // Reverse video: the default foreground behind, the default background as the text's fill.
    #expect(rects.map { $0.attributes["fill"] } == ["#102030", "#e5e5e5"])
    #expect(root.all("tspan").last?.attributes["fill"] == "#000000")
  }

  @Test func coloursAreShownAtTheRecordingsDepth() throws {
    let frame = Self.frame("[#ff8700 on #5f00af]o[/]")
    let colours = { (depth: ColourDepth) throws -> [String?] in
      let root = try Self.still(frame, depth: depth)
      let rect = root.all("g")[0].children.first { $0.name == "rect" }
      return [root.all("tspan")[0].attributes["fill"], rect?.attributes["fill"]]
    }
    #expect(try colours(.truecolor) == ["#ff8700", "#5f00af"])
    // 256 colours: the palette's own entries (208 and 55 are these exactly).
    #expect(try colours(.palette256) == ["#ff8700", "#5f00af"])
    // 16: the nearest ANSI colours, as xterm shows them.
    let sixteen = try colours(.ansi16)
    #expect(sixteen[0] == RGB(xtermIndex: RGB(255, 135, 0).nearestANSIIndex).hex)
    #expect(sixteen[1] == RGB(xtermIndex: RGB(95, 0, 175).nearestANSIIndex).hex)
    #expect(try colours(.none) == [nil, nil])
  }

  @Test func markupCharactersInTextAreEscapedAndReadBack() throws {
    let frame = Self.frame(#"<svg> & ]]> "q" 'a' &amp; <!-- x -->"#)
    let root = try Self.still(frame)
    #expect(root.all("tspan").map(\.text).joined() == frame.rows[0])
    expectText(of: root.all("g")[0], matches: frame)
  }

  @Test func controlsInCellsAreDroppedAndTheDocumentStaysXML() throws {
    // The readers never make such cells; a frame can still hold them.
    var frame = Frame(size: GridSize(columns: 12, rows: 1))
    let hostile = [
      "\u{1B}", "\u{0}", "\u{7}", "\u{7F}", "\u{85}", "\u{9B}", "\u{FFFE}", "\u{202E}",
      "a\u{1B}[31m",
      "<", "&", "\n",
    ]
    for (column, text) in hostile.enumerated() {
      frame.put(text, width: 1, style: .plain, at: GridPoint(column: column, row: 0))
    }
    var svg = SVGRecording(size: frame.size)
    svg.add(frame, at: 0)
    let document = svg.document(duration: 1)
    let forbidden = document.unicodeScalars.filter { scalar in
      (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
        || scalar.value == 0xFFFE || scalar.value == 0x202E
    }
    #expect(forbidden.isEmpty, "\(forbidden.map { String($0.value, radix: 16) })")
    let root = try XMLTreeBuilder.parse(document)
    #expect(root.all("tspan").map(\.text) == ["a[31m<&"])
    #expect(root.all("tspan").map { $0.attributes["x"] } == ["80"])
  }
}
