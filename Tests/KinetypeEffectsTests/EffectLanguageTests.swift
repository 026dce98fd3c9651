import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore
import KinetypeLayout
import Testing

@testable import Kinetype
@testable import KinetypeEffects

/// Effect language 2: `let:` names, the new expression functions, `choose`, `where:`, symbol
/// ramps, per-glyph durations, fields, trails, layers and final gradients, each checked through
/// the frames a scene draws (as the command line makes them) or the problems `check` reports.
@Suite("Effect language: lets, functions, ramps, fields, trails, final gradients")
struct EffectLanguageTests {
  /// The effect in `body` (the keys after `summary`) over `text` on a canvas of `size`, text at
  /// `anchor`, with `finalGradient` as the command line passes it.
  func scene(
    _ body: String, text: String, size: GridSize, anchor: GridAnchor = .nw,
    finalGradient: FinalGradient = .effect, format: TextFormat = .plain
  ) throws -> Scene {
    let yaml = "schema: 1\nname: t\nsummary: s\n" + body
    let (read, diagnostics) = EffectReader.read(yaml, origin: "t.yaml")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let description = try #require(read)
    let layout = Typesetter.layout(
      TextReader.read(text, format: format).text, options: LayoutOptions())
    let canvas = Canvas(size: size, placing: layout.size, at: anchor)
    return try Scene(
      effect: description, origin: "t.yaml", parameters: nil, layout: layout, canvas: canvas,
      rotations: RotationTable(), facts: layout.glyphFacts(), seed: 7,
      finalGradient: finalGradient)
  }

  /// Each row of `frame` as text (continuation cells left out).
  func rows(_ frame: Frame) -> [String] {
    (0..<frame.size.rows).map { row in
      (0..<frame.size.columns).map { frame[$0, row] }.filter { !$0.isContinuation }
        .map(\.text).joined()
    }
  }

  /// Every problem in an effect with `body`, as `line path: message`.
  func problems(_ body: String) -> [String] {
    let yaml = "schema: 1\nname: t\nsummary: s\n" + body
    let (description, diagnostics) = EffectReader.read(yaml, origin: "t.yaml")
    let found = diagnostics + (description?.compileProblems(origin: "t.yaml") ?? [])
    return found.map { "\($0.location.line ?? 0) \($0.path ?? ""): \($0.message)" }
  }

  // MARK: Expressions

  @Test func theNewFunctionsComputeWhatTheirNamesSay() throws {
    let scope = ExpressionScope(
      parameters: [:], seed: 5, stage: EffectStage(size: GridSize(columns: 10, rows: 4)),
      textSize: GridSize(columns: 10, rows: 4))
    func value(_ text: String) throws -> Double {
      try Expression(parsing: text).evaluate(in: scope)
    }
    #expect(try value("fract(2.25)") == 0.25)
    #expect(try value("fract(-0.25)") == 0.75)
    #expect(try value("lerp(2, 4, 0.25)") == 2.5)
    #expect(try value("step(0.5, 0.49)") == 0)
    #expect(try value("step(0.5, 0.5)") == 1)
    #expect(try [value("even(4)"), value("even(3.9)"), value("even(-1)")] == [1, 0, 0])
    #expect(try [value("odd(4)"), value("odd(3.9)"), value("odd(-1)")] == [0, 1, 1])
    #expect(try [value("choose(0, 7, 8, 9)"), value("choose(4.5, 7, 8, 9)")] == [7, 8])
    #expect(try value("choose(-1, 7, 8, 9)") == 9)
    // hash(x) is keyed by floor(x): equal for rows 3.1 and 3.9, not for row 4; in 0…1.
    let hash = try Expression(parsing: "hash(row)")
    func hashed(_ row: Double) -> Double {
      var glyphScope = scope
      glyphScope.glyph.row = row
      return hash.evaluate(in: glyphScope)
    }
    #expect(hashed(3.1) == hashed(3.9))
    #expect(hashed(3.1) != hashed(4))
    #expect((0..<1).contains(hashed(12)))
  }

  // MARK: let

  @Test func aLetNameMeansExactlyItsExpression() throws {
    let named = try scene(
      """
      let:
        start: "column * 0.1"
        late: "start + 0.2"
      groups:
        - property: opacity
          from: 0
          to: 1
          begin: late
          fill: backwards
          let: { length: "0.5 + start" }
          duration: length
      """, text: "abcdef", size: GridSize(columns: 6, rows: 1))
    let written = try scene(
      """
      groups:
        - property: opacity
          from: 0
          to: 1
          begin: "column * 0.1 + 0.2"
          fill: backwards
          duration: "0.5 + column * 0.1"
      """, text: "abcdef", size: GridSize(columns: 6, rows: 1))
    #expect(named.duration == written.duration)
    for time in stride(from: 0.0, through: named.duration, by: 0.05) {
      #expect(named.frame(at: time) == written.frame(at: time), "at \(time)")
    }
  }

  @Test func letMistakesAreLocated() {
    let found = problems(
      """
      let:
        row: "1"
        speed: "1 +"
        fine: "2"
        list: [1, 2]
      groups:
        - { property: opacity, from: "fine * nothing", to: 1 }
      """)
    let expected = [
      "5 let.row: 'row' is already a name or function of expressions",
      "6 let.speed: in '1 +': the expression ends too soon",
      "8 let.list: a let names a number or an expression, got [1, 2]",
      "10 groups[0].from: unknown name 'nothing' in 'fine * nothing'",
    ]
    for line in expected { #expect(found.contains(line), "missing \(line) in \(found)") }
  }

  // MARK: choose and where

  @Test func chooseByAnIndexAndWhereSelectByExpression() throws {
    let made = try scene(
      """
      groups:
        - property: foregroundColour
          values: [&c { choose: ["#ff0000", "#00ff00", "#0000ff"], by: column }, *c]
          duration: 1
        - { property: opacity, values: [0, 0], duration: 1, glyphs: { where: "odd(column)" } }
      """, text: "abcd", size: GridSize(columns: 4, rows: 1))
    let frame = made.frame(at: 0.5)
    #expect(rows(frame) == ["a c "])
    #expect(frame[0, 0].style.foreground == .rgb(RGB(hex: "#ff0000")!))
    #expect(frame[2, 0].style.foreground == .rgb(RGB(hex: "#0000ff")!))
  }

  // MARK: Ramps and durations

  @Test func aRampShowsTheSymbolOfTheLevel() throws {
    let made = try scene(
      """
      groups:
        - property: symbol
          ramp: "▁▂▃▄▅▆▇█"
          values: [0, 1]
          duration: 1
          stagger: { order: column, spread: 0.3 }
      """, text: "abcd", size: GridSize(columns: 4, rows: 1))
    // Glyph c starts at 0.1 c: at 0.4 its level is 0.4 − 0.1 c of the way.
    #expect(rows(made.frame(at: 0.4)) == ["▄▃▂▁"])
    #expect(rows(made.frame(at: 0.95)) == ["█▇▇▆"])
    #expect(rows(made.finalFrame) == ["abcd"])
  }

  @Test func rampLevelsMayDifferPerGlyph() throws {
    let made = try scene(
      """
      groups:
        - { property: symbol, ramp: "░▒▓█", from: 0, to: "column / 3", duration: 1 }
      """, text: "abcd", size: GridSize(columns: 4, rows: 1))
    #expect(rows(made.frame(at: 0.99)) == ["░▒▓█"])
    #expect(rows(made.frame(at: 0.5)) == ["░░▒▓"])
  }

  @Test func durationsMayDifferPerGlyph() throws {
    let made = try scene(
      """
      groups:
        - { property: symbol, values: ["*", "*"], duration: "0.5 + column * 0.5" }
      """, text: "abcd", size: GridSize(columns: 4, rows: 1))
    #expect(rows(made.frame(at: 0.25)) == ["****"])
    #expect(rows(made.frame(at: 0.75)) == ["a***"])
    #expect(rows(made.frame(at: 1.75)) == ["abc*"])
    #expect(made.duration == 2)
  }

  // MARK: Fields, layers and trails

  @Test func aFieldCoversEveryCellUnderOrOverTheText() throws {
    let under = try scene(
      """
      groups:
        - { property: opacity, from: 1, to: 1, duration: 1 }
      particles:
        - { field: canvas, symbols: "·", layer: under, animations: [{ property: opacity, from: 1, to: 1, duration: 1 }] }
      """, text: "ab", size: GridSize(columns: 4, rows: 2), anchor: .sw)
    #expect(rows(under.frame(at: 0.5)) == ["····", "ab··"])
    #expect(rows(under.finalFrame) == ["    ", "ab  "])
    let over = try scene(
      """
      groups:
        - { property: opacity, from: 1, to: 1, duration: 1 }
      particles:
        - { field: text, symbols: "#", animations: [{ property: opacity, from: 1, to: 1, duration: 1 }] }
      """, text: "ab", size: GridSize(columns: 4, rows: 2), anchor: .sw)
    #expect(rows(over.frame(at: 0.5)) == ["    ", "##  "])
  }

  /// The particle limit grows with the canvas: two fields over a 300x80 canvas (48,000
  /// particles, past the 20,000 every canvas may have) build, and a third is refused, naming
  /// the canvas's own limit.
  @Test func twoFieldsFitAnyCanvasAndAThirdIsRefused() throws {
    let field =
      "  - { field: canvas, symbols: \"x\", animations: [{ property: opacity, from: 0 }] }\n"
    let body = "groups:\n  - { property: opacity, from: 0, to: 1 }\nparticles:\n"
    let size = GridSize(columns: 300, rows: 80)
    let made = try scene(body + field + field, text: "ab", size: size)
    #expect(made.finalFrame[0, 0].text == "a" && made.finalFrame[1, 0].text == "b")
    let yaml = "schema: 1\nname: t\nsummary: s\n" + body + field + field + field
    let description = try #require(EffectReader.read(yaml, origin: "t.yaml").0)
    let layout = Typesetter.layout(
      TextReader.read("ab", format: .plain).text, options: LayoutOptions())
    #expect {
      try Scene(
        effect: description, origin: "t.yaml", parameters: nil, layout: layout,
        canvas: Canvas(size: size, placing: layout.size, at: .nw), rotations: RotationTable(),
        facts: layout.glyphFacts(), seed: 7, finalGradient: .effect)
    } throws: { error in
      "\(error)".contains("particles[2].count: an effect has 0 to 48000 particles in all")
    }
  }

  @Test func aTrailFollowsItsHeadCellByCellInItsGradient() throws {
    let made = try scene(
      """
      groups:
        - { property: opacity, from: 1, to: 1, duration: 1 }
      particles:
        - count: 1
          symbols: "@"
          at: [0, 0]
          trail: { length: 3, spacing: 0.1, symbols: "abc", gradient: ["#ffffff", "#000000"] }
          animations:
            - { spawn: { to: [10, 0] }, duration: 1, timing: linear }
      """, text: "x", size: GridSize(columns: 12, rows: 2), anchor: .se)
    for time in [0.35, 0.55, 0.75] {
      let row = Array(rows(made.frame(at: time))[0])
      let a = try #require(row.firstIndex(of: "a"), "no head at \(time): \(String(row))")
      #expect(row[a - 1] == "b" && row[a - 2] == "c", "at \(time): \(String(row))")
      #expect(row.filter { $0 != " " }.count == 3)
    }
    let frame = made.frame(at: 0.55)
    let head = try #require(Array(rows(frame)[0]).firstIndex(of: "a"))
    #expect(frame[head, 0].style.foreground == .rgb(RGB(hex: "#ffffff")!))
    #expect(frame[head - 2, 0].style.foreground == .rgb(RGB(hex: "#000000")!))
    #expect(rows(made.finalFrame) == [String(repeating: " ", count: 12), "           x"])
  }

  @Test func fieldTrailAndRampMistakesAreLocated() {
    let found = problems(
      """
      groups:
        - { property: opacity, ramp: "░▒", from: 0, to: 1 }
      particles:
        - { field: sky, symbols: "x", animations: [{ property: opacity, from: 0 }] }
        - { field: canvas, count: 3, symbols: "x", animations: [{ property: opacity, from: 0 }] }
        - { count: 2, symbols: "x", trail: { length: 0 }, animations: [{ property: opacity, from: 0 }] }
        - { count: 2, symbols: "x", layer: middle, animations: [{ property: opacity, from: 0 }] }
        - count: 2
          symbols: "x"
          trail: { length: 4 }
          stagger: { order: random, spread: 1 }
          animations: [{ property: opacity, from: 0 }]
      """)
    let expected = [
      "5 groups[0].ramp: a ramp picks symbols, so it goes with 'property: symbol'",
      "7 particles[0].field: unknown field 'sky'",
      "8 particles[1].count: a field has a particle on every cell, so it takes no 'count'",
      "9 particles[2].trail.length: a trail's length is a whole number of cells from 1 to 500; got 0",
      "10 particles[3].layer: unknown layer 'middle'",
      "14 particles[4].stagger: a trail's cells keep their head's timing, which a stagger would tear apart",
    ]
    for line in expected { #expect(found.contains(line), "missing \(line) in \(found)") }
  }

  // MARK: Final gradients and palettes

  @Test func uncolouredTextEndsInTheFinalGradientAndColouredTextKeepsItsColour() throws {
    let body = """
      finalGradient: { stops: ["#ff0000", "#0000ff"] }
      groups:
        - { property: opacity, from: 0, to: 1, duration: 1 }
      """
    let made = try scene(
      body, text: "ab[#00ff00]c[/]d", size: GridSize(columns: 4, rows: 1), format: .markup)
    let last = made.finalFrame
    #expect(rows(last) == ["abcd"])
    #expect(last == made.compositor.staticFrame())
    let colours = (0..<4).map { last[$0, 0].style.foreground }
    #expect(
      colours == [
        .rgb(RGB(hex: "#ff0000")!), .rgb(RGB(hex: "#aa0055")!), .rgb(RGB(hex: "#00ff00")!),
        .rgb(RGB(hex: "#0000ff")!),
      ])
    let none = try scene(
      body, text: "abcd", size: GridSize(columns: 4, rows: 1), finalGradient: .none)
    #expect((0..<4).allSatisfy { none.finalFrame[$0, 0].style.foreground == .default })
    let given = try scene(
      body, text: "abcd", size: GridSize(columns: 4, rows: 1),
      finalGradient: .stops([RGB(hex: "#123456")!]))
    #expect(
      (0..<4).allSatisfy { given.finalFrame[$0, 0].style.foreground == .rgb(RGB(hex: "#123456")!) })
  }

  @Test func aPaletteRecoloursTheColourParametersInOrder() throws {
    let yaml = """
      schema: 1
      name: t
      summary: s
      parameters:
        first: { type: colour, default: "#111111" }
        size: { type: number, default: 2 }
        second: { type: colour, default: "#222222" }
        third: { type: colour, default: "#333333" }
      groups:
        - { property: foregroundColour, from: $first, to: $second }
      """
    let description = try #require(EffectReader.read(yaml, origin: "t.yaml").0)
    let palette = [RGB(hex: "#aa0000")!, RGB(hex: "#00bb00")!]
    #expect(
      description.paletteOverrides(palette) == [
        "first": "#aa0000", "second": "#00bb00", "third": "#aa0000",
      ])
  }
}
