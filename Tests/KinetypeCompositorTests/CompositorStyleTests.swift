import KinetypeAnimation
import KinetypeCore
import KinetypeLayout
import Testing

@testable import KinetypeCompositor

@Suite("Compositor: opacity, attributes, fill, links, strokes")
struct CompositorStyleTests {
  // MARK: Opacity

  @Test func halfOpacityBlendsHalfwayToTheCanvasBackgroundInTruecolor() throws {
    // Canvas background (32, 64, 96). By hand, channel = bg + (fg − bg) × 0.5, rounded half up:
    //   #ff8040 = (255, 128, 64)          → (143.5, 96, 80)      → (144, 96, 80)
    //   default fg (229, 229, 229)        → (130.5, 146.5, 162.5) → (131, 147, 163)
    //   background #102030 = (16, 32, 48) → (24, 48, 72)
    let c = compositor(
      "[#ff8040]a[/]b[#ff8040 on #102030]c[/]", markup: true, columns: 3, rows: 1,
      background: RGB(32, 64, 96))
    let f = try frame(c, [hold(.opacity, 0.5)])
    #expect(f.rows == ["abc"])
    #expect(f[0, 0].style == CellStyle(foreground: .rgb(RGB(144, 96, 80))))
    #expect(f[1, 0].style == CellStyle(foreground: .rgb(RGB(131, 147, 163))))
    #expect(
      f[2, 0].style
        == CellStyle(foreground: .rgb(RGB(144, 96, 80)), background: .rgb(RGB(24, 48, 72))))
  }

  @Test func theDefaultForegroundBlendsFromTheCanvasDefault() throws {
    let text = layout("a")
    let canvas = Canvas(
      size: GridSize(columns: 1, rows: 1), background: RGB(0, 0, 0),
      defaultForeground: RGB(200, 100, 10))
    let f = try frame(Compositor(layout: text, canvas: canvas), [hold(.opacity, 0.25)])
    #expect(f[0, 0].style == CellStyle(foreground: .rgb(RGB(50, 25, 3))))  // 2.5 rounds up
  }

  @Test func fullOpacityLeavesStylesUntouchedAndZeroHides() throws {
    let c = compositor(
      "[bold]a[/]b[on red]c[/]", markup: true, columns: 3, rows: 1, background: RGB(9, 9, 9))
    #expect(try frame(c, [hold(.opacity, 1)]) == c.staticFrame())
    #expect(c.staticFrame()[1, 0].style == .plain)
    #expect(try frame(c, [hold(.opacity, 0)]) == frame(["   "]))
  }

  @Test(arguments: [ColourDepth.ansi16, .none])
  func withFewColoursOpacityDimsThenHides(depth: ColourDepth) throws {
    let c = compositor("[red]a[/]b", markup: true, columns: 2, rows: 1, depth: depth)
    let red = CellStyle(foreground: .ansi(1))
    let dimRed = CellStyle(foreground: .ansi(1), attributes: .dim)
    for opacity in [0.0, 0.1, 0.2499] {
      #expect(try frame(c, [hold(.opacity, opacity)]) == frame(["  "]), "opacity \(opacity)")
    }
    for opacity in [0.25, 0.4, 0.5999] {
      let f = try frame(c, [hold(.opacity, opacity)])
      #expect(
        f.rows == ["ab"] && f[0, 0].style == dimRed && f[1, 0].style == CellStyle(attributes: .dim),
        "opacity \(opacity)")
    }
    for opacity in [0.6, 0.9, 1] {
      let f = try frame(c, [hold(.opacity, opacity)])
      #expect(
        f.rows == ["ab"] && f[0, 0].style == red && f[1, 0].style == .plain, "opacity \(opacity)")
    }
  }

  @Test func an256ColourCanvasBlendsLikeTruecolor() throws {
    let c = compositor("[#ff8040]a[/]", markup: true, columns: 1, rows: 1, depth: .palette256)
    #expect(
      try frame(c, [hold(.opacity, 0.5)])[0, 0].style
        == CellStyle(foreground: .rgb(RGB(128, 64, 32))))
  }

  // MARK: Attributes, fill, links

  @Test func attributesLandInTheCellStyle() {
    let c = compositor(
      "[bold]a[/][dim]b[/][italic]c[/][underline]d[/][reverse]e[/][strike]f[/]g", markup: true,
      columns: 7, rows: 1)
    let f = c.staticFrame()
    #expect(f.rows == ["abcdefg"])
    let expected: [CellAttributes] = [
      .bold, .dim, .italic, .underline, .reverse, .strikethrough, [],
    ]
    #expect((0..<7).map { f[$0, 0].style.attributes } == expected)
    #expect(
      (0..<7).allSatisfy {
        f[$0, 0].style.foreground == .default && f[$0, 0].style.background == .default
      })
  }

  @Test func colourMarkupLandsInTheCellStyle() {
    let f = compositor("[bold red on #202020]x[/]y", markup: true, columns: 2, rows: 1)
      .staticFrame()
    #expect(
      f[0, 0].style
        == CellStyle(foreground: .ansi(1), background: .rgb(RGB(32, 32, 32)), attributes: .bold))
    #expect(f[1, 0].style == .plain)
  }

  @Test func fillBecomesTheBackgroundKernCellsIncluded() {
    let fill = Colour.rgb(RGB(48, 48, 48))
    let plainFill = compositor("[fill=#303030]ab[/] c", markup: true, columns: 4, rows: 1)
      .staticFrame()
    #expect(plainFill.rows == ["ab c"])
    #expect((0..<4).map { plainFill[$0, 0].style.background } == [fill, fill, .default, .default])

    let kerned = compositor("[fill=#303030 kern=1]ab[/]c", markup: true, columns: 6, rows: 1)
      .staticFrame()
    #expect(boxed(kerned.rows) == boxed(["a b c "]))
    #expect(
      (0..<6).map { kerned[$0, 0].style.background } == [
        fill, fill, fill, fill, .default, .default,
      ])

    // An explicit background wins over the fill.
    let explicit = compositor("[fill=#303030][on red]a[/]b[/]", markup: true, columns: 2, rows: 1)
      .staticFrame()
    #expect(explicit[0, 0].style.background == .ansi(1) && explicit[1, 0].style.background == fill)
  }

  @Test func linksLandInTheCells() {
    let f = compositor("[link=https://example.org]go 漢[/] x", markup: true, columns: 7, rows: 1)
      .staticFrame()
    #expect(f.rows == ["go 漢 x"])
    #expect(
      (0..<7).map { f[$0, 0].link } == Array(repeating: "https://example.org", count: 5) + [
        nil, nil,
      ])
  }

  // MARK: Strokes

  @Test func aStrokedRunWithRoomGetsABox() {
    let c = compositor(
      "[stroke=#5fafff]word[/]", markup: true, columns: 8, rows: 3,
      origin: GridPoint(column: 2, row: 1))
    let f = c.staticFrame()
    #expect(boxed(f.rows) == boxed([" ┌────┐ ", " │word│ ", " └────┘ "]))
    let blue = CellStyle(foreground: .rgb(RGB(0x5f, 0xaf, 0xff)))
    let border = [(1, 0), (6, 0), (1, 1), (6, 1), (1, 2), (3, 2), (6, 2)]
    #expect(border.allSatisfy { f[$0.0, $0.1].style == blue })
    #expect((2..<6).allSatisfy { f[$0, 1].style == .plain })
  }

  @Test func theBoxFadesWithItsRun() throws {
    let c = compositor(
      "[stroke=#5fafff]ab[/]", markup: true, columns: 4, rows: 3,
      origin: GridPoint(column: 1, row: 1))
    let f = try frame(c, [hold(.opacity, 0.5)])
    #expect(f.rows == ["┌──┐", "│ab│", "└──┘"])
    #expect(f[0, 0].style == CellStyle(foreground: .rgb(RGB(48, 88, 128))))
  }

  @Test(arguments: [
    // No room at the canvas edge …
    ("[stroke=#5fafff]word[/]", 4, 1, GridPoint.zero, ["word"]),
    (
      "[stroke=#5fafff]word[/]", 6, 3, GridPoint(column: 0, row: 1), ["      ", "word  ", "      "]
    ),
    // … or because text sits where the border would go.
    (
      "[stroke=#5fafff]ab[/]\ncd", 6, 4, GridPoint(column: 1, row: 1),
      ["      ", " ab   ", " cd   ", "      "]
    ),
  ])
  func aStrokedRunWithoutRoomIsUnderlinedAndOverlined(
    markup: String, columns: Int, rows: Int, origin: GridPoint, expected: [String]
  ) {
    let f = compositor(markup, markup: true, columns: columns, rows: rows, origin: origin)
      .staticFrame()
    #expect(boxed(f.rows) == boxed(expected))
    let stroked = markup.hasPrefix("[stroke=#5fafff]word") ? 4 : 2
    for column in 0..<stroked {
      let cell = f[origin.column + column, origin.row]
      #expect(cell.style.attributes == [.underline, .overline], "column \(column)")
    }
    if stroked == 2 { #expect(f[origin.column, origin.row + 1].style == .plain) }
  }
}
