import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore
import KinetypeLayout
import Testing

@testable import Kinetype
@testable import KinetypeEffects

/// The `walk` stagger order and `spawn: { tour: walk }`: glyphs appear in a maze-carving walk
/// over the text's box and a particle touring the walk is always at the cell it has reached.
@Suite("Effect language: walk staggers and tours")
struct WalkTourTests {
  func scene(_ body: String, text: String) throws -> Scene {
    let yaml = "schema: 1\nname: t\nsummary: s\n" + body
    let (read, diagnostics) = EffectReader.read(yaml, origin: "t.yaml")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let description = try #require(read)
    let layout = Typesetter.layout(
      TextReader.read(text, format: .plain).text, options: LayoutOptions())
    let canvas = Canvas(size: layout.size, placing: layout.size, at: .nw)
    return try Scene(
      effect: description, origin: "t.yaml", parameters: nil, layout: layout, canvas: canvas,
      rotations: RotationTable(), facts: layout.glyphFacts(), seed: 7)
  }

  @Test func aTourIsWhereTheWalkStaggerHasReached() throws {
    let made = try scene(
      """
      groups:
        - { property: opacity, from: 1, to: 1, duration: 2 }
        - { property: opacity, from: 0, to: 0, duration: 0.001, fill: backwards, stagger: { order: walk, spread: 1.1 } }
      particles:
        - { count: 1, symbols: "@", at: [0, 0], animations: [{ spawn: { tour: walk }, duration: 1.1 }] }
      """, text: "abcd\nefgh\nijkl")
    let cells = GridWalk(box: GridRect(column: 0, row: 0, columns: 4, rows: 3), seed: 7).cells
    #expect(cells.count == 12)
    for s in 0..<11 {
      let frame = made.frame(at: 0.1 * Double(s) + 0.05)
      var shown: Set<GridPoint> = []
      var head: GridPoint?
      for row in 0..<3 {
        for column in 0..<4 where frame[column, row].text != " " {
          shown.insert(GridPoint(column: column, row: row))
          if frame[column, row].text == "@" { head = GridPoint(column: column, row: row) }
        }
      }
      #expect(head == cells[s], "step \(s)")
      #expect(shown == Set(cells[0...s]), "step \(s)")
    }
    #expect(made.frame(at: 1.5).rows == ["abcd", "efgh", "ijkl"])
  }

  @Test func tourMistakesAreLocated() {
    let yaml = """
      schema: 1
      name: t
      summary: s
      groups:
        - { spawn: { tour: maze }, duration: 1 }
        - { spawn: { tour: walk, from: top }, duration: 1 }
        - { spawn: { tour: walk, rotate: true }, duration: 1 }
      """
    let (description, diagnostics) = EffectReader.read(yaml, origin: "t.yaml")
    let found = (diagnostics + (description?.compileProblems(origin: "t.yaml") ?? [])).map {
      "\($0.location.line ?? 0) \($0.path ?? ""): \($0.message)"
    }
    #expect(
      found.sorted() == [
        "5 groups[0].spawn.tour: unknown tour 'maze'",
        "6 groups[1].spawn: a spawn has exactly one of 'from' (arrive), 'to' (leave) and 'tour' (visit every cell)",
        "7 groups[2].spawn: a tour goes from cell to cell, so it takes no 'via' or 'rotate'",
      ], "\(found)")
  }
}
