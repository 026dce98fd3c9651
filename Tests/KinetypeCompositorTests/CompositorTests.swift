import KinetypeAnimation
import KinetypeCore
import KinetypeLayout
import Testing

@testable import KinetypeCompositor

@Suite("Compositor: placement, clipping, z-order, rotation")
struct CompositorTests {
  // MARK: Wide glyphs and clipping

  @Test func wideGlyphsTakeTwoCellsWhereTheLayoutPutsThem() {
    let c = compositor("a漢👍b", columns: 8, rows: 2, origin: GridPoint(column: 1, row: 1))
    #expect(c.staticFrame() == frame(["        ", " a漢👍b"], columns: 8))
  }

  @Test func aWideGlyphThatWouldCrossTheRightEdgeIsLeftOut() {
    #expect(
      compositor("ab漢", columns: 4, rows: 1, origin: GridPoint(column: 1, row: 0)).staticFrame()
        == frame([" ab "]))
    #expect(compositor("x👍", columns: 2, rows: 1).staticFrame() == frame(["x "]))
    // Hanging over the left edge: no half glyph either.
    #expect(
      compositor("漢ab", columns: 3, rows: 1, origin: GridPoint(column: -1, row: 0)).staticFrame()
        == frame([" ab"]))
  }

  @Test func glyphsMovedOutsideTheCanvasAreClipped() throws {
    let c = compositor("abc", columns: 4, rows: 2, origin: GridPoint(column: 0, row: 1))
    #expect(try frame(c, [hold(.offset, Vector(dx: 2, dy: 0))]) == frame(["    ", "  ab"]))
    #expect(try frame(c, [hold(.offset, Vector(dx: 0, dy: -1))]) == frame(["abc ", "    "]))
    #expect(try frame(c, [hold(.offset, Vector(dx: 0, dy: -2))]) == frame(["    ", "    "]))
    #expect(try frame(c, [hold(.offset, Vector(dx: -9, dy: 0))]) == frame(["    ", "    "]))
    #expect(try frame(c, [hold(.offset, Vector(dx: 0, dy: 5))]) == frame(["    ", "    "]))
  }

  @Test func aNarrowSymbolForAWideGlyphKeepsItsLeadCellWhenMovedALittle() throws {
    let c = compositor("漢a", columns: 4, rows: 1)
    let still = try frame(c, [hold(.symbol, Symbol("*"))])
    let nudged = try frame(
      c, [hold(.symbol, Symbol("*")), hold(.offset, Vector(dx: 0, dy: 0.4))])
    #expect(still == frame(["* * "]))
    #expect(nudged == still)
  }

  @Test func aWideGlyphMovedHalfOffTheLeftEdgeIsNotDrawnAtAll() throws {
    let c = compositor("漢ab", columns: 4, rows: 1)
    let moved = try frame(c, [hold(.offset, Vector(dx: -1, dy: 0))])
    #expect(moved == frame([" ab "]))
    #expect(moved.cells.allSatisfy { !$0.isContinuation })
    #expect(try frame(c, [hold(.offset, Vector(dx: -2, dy: 0))]) == frame(["ab  "]))
  }

  // MARK: Z-order

  @Test func equalZLaterGlyphInReadingOrderWins() throws {
    let c = compositor("ab", columns: 2, rows: 1)
    #expect(
      try frame(c, [hold(.offset, Vector(dx: -1, dy: 0), glyphs: .indices(1..<2))]) == frame(["b "])
    )
    #expect(
      try frame(c, [hold(.offset, Vector(dx: 1, dy: 0), glyphs: .indices(0..<1))]) == frame([" b"]))
  }

  @Test func higherZWinsWhateverTheReadingOrder() throws {
    let c = compositor("ab", columns: 2, rows: 1)
    let onto0 = hold(.offset, Vector(dx: -1, dy: 0), glyphs: .indices(1..<2))
    #expect(try frame(c, [onto0, hold(.zIndex, 1, glyphs: .indices(0..<1))]) == frame(["a "]))
    #expect(try frame(c, [onto0, hold(.zIndex, -1, glyphs: .indices(1..<2))]) == frame(["a "]))
    #expect(try frame(c, [onto0, hold(.zIndex, 3, glyphs: .indices(1..<2))]) == frame(["b "]))
  }

  @Test func writingOverTheRightHalfOfAWideGlyphClearsItsLead() throws {
    let c = compositor("漢x", columns: 3, rows: 1)
    let f = try frame(c, [hold(.offset, Vector(dx: -1, dy: 0), glyphs: .indices(1..<2))])
    #expect(f == frame([" x "]))
    // With the wide glyph above, it is drawn last and covers the x.
    let above = try frame(
      c,
      [
        hold(.offset, Vector(dx: -1, dy: 0), glyphs: .indices(1..<2)),
        hold(.zIndex, 1, glyphs: .indices(0..<1)),
      ])
    #expect(above == frame(["漢 "], columns: 3))
  }

  @Test func writingOverTheLeadOfAWideGlyphClearsItsContinuation() throws {
    let c = compositor("x漢", columns: 3, rows: 1)
    let moveX = hold(.offset, Vector(dx: 1, dy: 0), glyphs: .indices(0..<1))
    // Equal z: 漢 comes later in reading order and wins whole.
    #expect(try frame(c, [moveX]) == frame([" 漢"]))
    let f = try frame(c, [moveX, hold(.zIndex, 1, glyphs: .indices(0..<1))])
    #expect(f == frame([" x "]))
    #expect(f.cells.allSatisfy { !$0.isContinuation })
  }

  // MARK: Rotation

  @Test(arguments: [
    (0.0, "|"), (45, "/"), (90, "-"), (135, "\\"), (180, "|"), (-45, "\\"), (-90, "-"), (405, "/"),
  ])
  func aTurnedBarDrawsItsLookalike(degrees: Double, expected: String) throws {
    let c = compositor("|", columns: 1, rows: 1)
    #expect(try frame(c, [hold(.rotation, Angle(degrees: degrees))]).rows == [expected])
  }

  @Test func anArrowCyclesThroughItsEightDirections() throws {
    let c = compositor("→", columns: 1, rows: 1)
    let shown = try stride(from: 0.0, through: 360, by: 45).map {
      try frame(c, [hold(.rotation, Angle(degrees: $0))]).rows[0]
    }
    #expect(shown == ["→", "↘", "↓", "↙", "←", "↖", "↑", "↗", "→"])
  }

  @Test func aGlyphNotInTheTableStaysUpright() throws {
    let c = compositor("a", columns: 1, rows: 1)
    for degrees in [45.0, 90, 180, 270] {
      #expect(try frame(c, [hold(.rotation, Angle(degrees: degrees))]) == frame(["a"]))
    }
  }

  @Test func aWordTurnedAboutItsCentreMovesAsAWhole() throws {
    let c = compositor("ab cd", columns: 5, rows: 1)
    let halfTurn = hold(.rotation, Angle(degrees: 180))
    // Each word turns about its own centre, the space (a word of its own) stays put.
    #expect(try frame(c, [halfTurn], anchor: .wordCentre) == frame(["ba dc"]))
    // About the text's centre the words trade places too.
    #expect(try frame(c, [halfTurn], anchor: .textCentre) == frame(["dc ba"]))
    // About each glyph's own centre nothing moves.
    #expect(try frame(c, [halfTurn]) == frame(["ab cd"]))
  }

  @Test func aQuarterTurnStandsAWordUp() throws {
    // Rows are two columns tall on screen, so five glyphs a column apart land half a row apart:
    // pairs share a row and the later one wins.
    let c = compositor("abcde", columns: 5, rows: 5, origin: GridPoint(column: 0, row: 2))
    let f = try frame(c, [hold(.rotation, Angle(degrees: 90))], anchor: .wordCentre)
    #expect(boxed(f.rows) == boxed(["     ", "  a  ", "  c  ", "  e  ", "     "]))
    // Bars are words of their own; about the text's centre they stand up and turn too.
    let bars = compositor("|-|-|", columns: 5, rows: 5, origin: GridPoint(column: 0, row: 2))
    let turned = try frame(bars, [hold(.rotation, Angle(degrees: 90))], anchor: .textCentre)
    #expect(boxed(turned.rows) == boxed(["     ", "  -  ", "  -  ", "  -  ", "     "]))
  }

  @Test func aBadRotationLineIsReportedAndSkipped() {
    var found: [Diagnostic] = []
    let table = RotationTable(parsing: "45: | / - \\\n7: a b\n90: x\n", origin: "r.txt") {
      found.append($0)
    }
    #expect(found.map(\.location.line) == [2, 3])
    #expect(found.allSatisfy { $0.hint != nil && $0.location.file == "r.txt" })
    #expect(table.lookalike(for: "|", radians: .pi / 4) == "/")
    #expect(table.lookalike(for: "a", radians: .pi / 2) == nil)
  }

  @Test func numberedEntriesTurnAsTheTableDoes() throws {
    // Every character of the shipped table, by its cluster, at angles either way and between
    // steps: the entry's look-alike is the table's. Characters not in it have none.
    let url = repositoryRoot.appendingPathComponent("effects/rotations.txt")
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    // What follows the step of each line that is not a comment.
    let characters = lines.filter { $0.first?.isNumber == true }.flatMap { line in
      line.split(separator: "#", omittingEmptySubsequences: false)[0]
        .split(separator: ":", maxSplits: 1)[1].split(separator: " ").map(String.init)
    }
    #expect(characters.count > 20)
    for character in characters {
      let number = shippedRotations.turns(of: Cluster(character))
      try #require(number >= 0, "\(character)")
      for degrees in stride(from: -400.0, through: 400, by: 7.5) {
        let radians = degrees * .pi / 180
        #expect(
          shippedRotations.lookalike(number: number, radians: radians)
            == shippedRotations.lookalike(for: character, radians: radians).map(Cluster.init),
          "\(character) at \(degrees)°")
      }
    }
    for character in ["a", " ", "漢", "👨‍👩‍👧‍👦", "e\u{301}"] {
      #expect(shippedRotations.turns(of: Cluster(character)) == -1, "\(character)")
    }
  }

  // MARK: Anchors, rounding, the final frame

  @Test(arguments: [
    (GridAnchor.nw, ["ab    ", "cd    ", "      ", "      "]),
    (.c, ["      ", "  ab  ", "  cd  ", "      "]),
    (.se, ["      ", "      ", "    ab", "    cd"]),
    (.e, ["      ", "    ab", "    cd", "      "]),
    (.s, ["      ", "      ", "  ab  ", "  cd  "]),
  ])
  func anchorsPlaceTheText(anchor: GridAnchor, expected: [String]) {
    let text = layout("ab\ncd")
    let canvas = Canvas(size: GridSize(columns: 6, rows: 4), placing: text.size, at: anchor)
    #expect(Compositor(layout: text, canvas: canvas).staticFrame() == frame(expected))
  }

  @Test(arguments: [(0.5, 1), (-0.5, 0), (1.5, 2), (-1.5, -1), (0.49, 0), (0.51, 1)])
  func fractionalOffsetsRoundHalfUp(offset: Double, cells: Int) throws {
    // floor(x + 0.5) on both axes, at every column of a long line.
    let text = String(repeating: "abcdefghij", count: 4)
    let c = compositor(text, columns: 44, rows: 5, origin: GridPoint(column: 2, row: 2))
    let across = try frame(c, [hold(.offset, Vector(dx: offset, dy: 0))])
    let down = try frame(c, [hold(.offset, Vector(dx: 0, dy: offset))])
    var expectedAcross = Array(repeating: String(repeating: " ", count: 44), count: 5)
    expectedAcross[2] =
      String(repeating: " ", count: 2 + cells) + text + String(repeating: " ", count: 2 - cells)
    var expectedDown = Array(repeating: String(repeating: " ", count: 44), count: 5)
    expectedDown[2 + cells] = "  " + text + "  "
    #expect(boxed(across.rows) == boxed(expectedAcross))
    #expect(boxed(down.rows) == boxed(expectedDown))
  }

  @Test func aConstantHalfCellOffsetNeverJitters() throws {
    // Other properties change every frame (opacity, a staggered ease); the half-cell offset
    // must land every glyph in the same cell at every time.
    let c = compositor(
      "漢 wide 👍\nand narrow", columns: 14, rows: 4, origin: GridPoint(column: 1, row: 1))
    let animations = [
      Animation(
        .basic(
          BasicAnimation(.offset, from: Vector(dx: 0.5, dy: 0.5), to: Vector(dx: 0.5, dy: 0.5))),
        timing: Timing(duration: 2, fillMode: .both), timingFunction: .easeInEaseOut,
        stagger: Stagger(.random(channel: 0), spread: 1)),
      Animation(
        .basic(BasicAnimation(.opacity, from: 0.7, to: 1)),
        timing: Timing(duration: 3, fillMode: .both)),
    ]
    let scene = try Scene(compositor: c, animations: animations, seed: 3)
    let expected = ["              ", "              ", "  漢 wide 👍  ", "  and narrow  "]
    for step in 0...300 {
      let rows = scene.frame(at: scene.duration * Double(step) / 300).rows
      if rows != expected {
        Issue.record("at step \(step): \(boxed(rows)) instead of \(boxed(expected))")
        break
      }
    }
  }

  @Test func theStaticFrameIsTheFinalFrameOfAScene() throws {
    let markup =
      "[bold red]Kin[/]etic 漢字 [stroke=#5fafff]go[/]\n[link=https://x.org]👍[/] [fill=#303030 kern=1]ok[/] |→"
    let text = layout(markup, markup: true)
    let canvas = Canvas(size: GridSize(columns: 24, rows: 7), placing: text.size, at: .c)
    let c = Compositor(layout: text, canvas: canvas, rotations: shippedRotations)
    let animations = [
      Animation(
        .group([
          Animation(
            .basic(BasicAnimation(.offset, from: Vector(dx: 0, dy: -6), to: .zero)),
            timing: Timing(duration: 1)),
          Animation(
            .basic(BasicAnimation(.rotation, from: Angle(degrees: -180), to: .zero)),
            timing: Timing(duration: 1)),
          Animation(
            .basic(BasicAnimation(.opacity, from: 0, to: 1)), timing: Timing(duration: 0.6)),
          Animation(
            .basic(
              BasicAnimation(
                .foregroundColour, from: RGBA.white, to: RGBA(red: 0.5, green: 0.5, blue: 0.5))),
            timing: Timing(duration: 0.5)),
        ]),
        timing: Timing(duration: 1, fillMode: .backwards),
        stagger: Stagger(.random(channel: 0), spread: 1.2))
    ]
    let scene = try Scene(compositor: c, animations: animations, seed: 9)
    #expect(scene.duration > 2)
    #expect(scene.finalFrame == c.staticFrame())
    #expect(scene.frame(at: scene.duration + 10) == c.staticFrame())
    // … and the effect really is happening before the end.
    #expect(scene.frame(at: scene.duration / 2) != c.staticFrame())
    #expect(scene.frame(at: 0).rows.allSatisfy { $0.allSatisfy { $0 == " " } })
  }
}
