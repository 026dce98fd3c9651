import KinetypeAnimation
import KinetypeCore
import Testing

@testable import KinetypeEffects

/// The effect format's groups, composition, expressions, random ranges, spawn points,
/// gradients and particles, checked through the timelines they compile to.
@Suite("Effect format: groups, expressions, spawn, gradients, particles")
struct EffectFormatTests {
  /// Four glyphs in a row at text columns 0…3, the text at canvas (10, 5) on 40×12.
  let facts = (0..<4).map { GlyphFacts(index: $0, position: GridPoint(column: $0, row: 0)) }
  let stage = EffectStage(
    size: GridSize(columns: 40, rows: 12), textOrigin: GridPoint(column: 10, row: 5))

  func build(_ groups: String, extra: String = "", seed: UInt64 = 3) throws -> EffectBuild {
    let yaml = "schema: 1\nname: t\nsummary: s\n\(extra)groups:\n\(groups)"
    let (description, diagnostics) = EffectReader.read(yaml, origin: "t.yaml")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    return try #require(description).build(
      glyphs: facts, stage: stage, seed: seed, origin: "t.yaml")
  }

  /// Every problem in `groups`, as `line path: message`.
  func problems(_ groups: String, extra: String = "") -> [String] {
    let yaml = "schema: 1\nname: t\nsummary: s\n\(extra)groups:\n\(groups)"
    let (description, diagnostics) = EffectReader.read(yaml, origin: "t.yaml")
    var found = diagnostics
    if let description {
      do {
        _ = try description.build(glyphs: facts, stage: stage, seed: 1, origin: "t.yaml")
      } catch { found += error.diagnostics }
    }
    return found.map {
      "\($0.location.line ?? 0) \($0.path ?? ""): \($0.message)"
    }
  }

  func timeline(_ built: EffectBuild, glyphs: Int? = nil) throws -> Timeline {
    let count = glyphs ?? facts.count + built.particles.count
    let geometry = (0..<count).map {
      GlyphGeometry(
        index: $0,
        position: $0 < facts.count
          ? facts[$0].position : built.particles[$0 - facts.count].position)
    }
    let models = (0..<count).map { GlyphModel(isHidden: $0 >= facts.count) }
    return try Timeline(
      glyphs: geometry, models: models, animations: built.animations, anchor: built.anchor,
      seed: 3)
  }

  @Test func sequenceChainsChildrenAndAGroupLastsAsLongAsThem() throws {
    let built = try build(
      """
        - compose: sequence
          animations:
            - { property: opacity, from: 0, to: 1, duration: 0.5 }
            - { property: offset, from: [0, 2], to: [0, 0], duration: 1, delay: 0.25 }
      """)
    let group = built.animations[0]
    #expect(group.timing.duration == 1.75)
    guard case .group(let children) = group.kind else {
      Issue.record("not a group")
      return
    }
    #expect(children.map(\.timing.beginTime) == [0, 0.75])
    let line = try timeline(built)
    #expect(line.duration == 1.75)
    #expect(line.presentation(at: 0.7)[0].offset == .zero)  // between the two
    #expect(abs(line.presentation(at: 1.25)[0].offset.dy - 1) < 1e-12)
  }

  @Test func topLevelSequenceWaitsForTheWholeStagger() throws {
    let built = try build(
      """
        - { property: opacity, from: 0, to: 1, duration: 1, stagger: { order: index, spread: 2 } }
        - { property: scale, from: [2, 2], to: [1, 1], duration: 1 }
      """, extra: "compose: sequence\n")
    #expect(built.animations.map(\.timing.beginTime) == [0, 3])
  }

  @Test func repeatAndPingPongAreCoreAnimationsRepeatCountAndAutoreverses() throws {
    let built = try build("  - { property: opacity, from: 0, to: 1, repeat: 3, pingPong: true }\n")
    #expect(built.animations[0].timing.repeatCount == 3)
    #expect(built.animations[0].timing.autoreverses)
    #expect(try timeline(built).duration == 6)
  }

  @Test func expressionsGiveEachGlyphItsOwnValue() throws {
    let built = try build(
      "  - { property: offset, from: [\"textColumn * 2\", \"-row\"], to: [0, 0], duration: 1 }\n")
    let line = try timeline(built)
    let start = line.presentation(at: 0)
    for g in 0..<4 { #expect(start[g].offset == Vector(dx: Double(2 * g), dy: -5)) }
    #expect(line.presentation(at: 0.5)[3].offset == Vector(dx: 3, dy: -2.5))
  }

  @Test func randomRangesAreSeededPerGlyph() throws {
    let groups = "  - { property: opacity, from: { random: [0.2, 0.4] }, to: 1, duration: 1 }\n"
    let a = try timeline(try build(groups)).presentation(at: 0).opacity
    let b = try timeline(try build(groups)).presentation(at: 0).opacity
    let c = try timeline(try build(groups, seed: 4)).presentation(at: 0).opacity
    #expect(a == b)
    #expect(a != c)
    #expect(Set(a).count == 4)
    #expect(a.allSatisfy { (0.2...0.4).contains($0) })
  }

  @Test func aBeginThatVariesPerGlyphDelaysEachGlyph() throws {
    let built = try build(
      """
        - property: opacity
          from: 0
          to: 1
          duration: 1
          begin: "textColumn * 0.5"
          delay: 1
          fill: backwards
      """)
    let line = try timeline(built)
    #expect(line.duration == 3.5)
    let at = line.presentation(at: 1.5).opacity
    #expect(at == [0.5, 0, 0, 0])
  }

  @Test func spawnFromTopStartsEachGlyphAboveTheCanvasInItsColumn() throws {
    let built = try build("  - { spawn: { from: top }, duration: 1, fill: backwards }\n")
    let start = try timeline(built).presentation(at: 0)
    // The text's row is canvas row 5; the row above the canvas is -1.
    for g in 0..<4 { #expect(start[g].offset == Vector(dx: 0, dy: -6)) }
    #expect(try timeline(built).presentation(at: 1)[0].offset == .zero)
  }

  @Test func spawnToAPointLeavesAndAViaBendsTheWay() throws {
    let leave = try build("  - { spawn: { to: [0, 0] }, duration: 1 }\n")
    let end = try timeline(leave).presentation(at: 0.999)
    #expect(abs(end[2].offset.dx - -12 * 0.999) < 1e-9)
    let bent = try build("  - { spawn: { from: [0, 0], via: [[0, 11]] }, duration: 1 }\n")
    let line = try timeline(bent)
    #expect(line.presentation(at: 0)[0].offset == Vector(dx: -10, dy: -5))
    // Half-way along a curve pulled toward row 11 it is below the text's row.
    #expect(line.presentation(at: 0.5)[0].offset.dy > 0)
  }

  @Test func gradientsColourGlyphsAlongADirection() throws {
    let built = try build(
      """
        - property: foregroundColour
          from: { gradient: { stops: ["#000000", "#ff0000"] } }
          to: "#ffffff"
          duration: 1
      """)
    let start = try timeline(built).presentation(at: 0).foregroundColour.map { $0!.rgb }
    #expect(start == [RGB(0, 0, 0), RGB(85, 0, 0), RGB(170, 0, 0), RGB(255, 0, 0)])
    let stepped = try build(
      """
        - property: foregroundColour
          from: { gradient: { stops: ["#000000", "#ff0000"], steps: 2, shift: 0.5 } }
          to: "#ffffff"
          duration: 1
      """)
    let shifted = try timeline(stepped).presentation(at: 0).foregroundColour.map { $0!.rgb }
    // Places 0, ⅓, ⅔, 1 shifted by ½ and wrapped: ½, ⅚, ⅙, ½; in two steps: 1, 1, 0, 1.
    #expect(shifted == [RGB(255, 0, 0), RGB(255, 0, 0), RGB(0, 0, 0), RGB(255, 0, 0)])
  }

  @Test func particlesAreExtraGlyphsShownOnlyWhileTheirGroupRuns() throws {
    let built = try build(
      "  - { property: opacity, from: 0, to: 1, duration: 1 }\n",
      extra: """
        particles:
          - count: 5
            symbols: "*"
            colour: "#00ff00"
            at: top
            stagger: { order: index, spread: 1 }
            animations:
              - { spawn: { to: [column, rows] }, duration: 2 }

        """)
    #expect(built.particles.count == 5)
    #expect(built.particles.allSatisfy { $0.character == "*" && $0.foreground == RGB(0, 255, 0) })
    // On the canvas's top row, in the text's coordinates.
    #expect(built.particles.allSatisfy { $0.position.row == -5 })
    let line = try timeline(built)
    #expect(line.duration == 3)
    #expect(
      line.presentation(at: 0.1).isHidden == [
        false, false, false, false, false, true, true, true, true,
      ])
    #expect(line.presentation(at: 3).isHidden.suffix(5).allSatisfy { $0 })
    // Text groups leave particles alone.
    #expect(line.presentation(at: 0.5).opacity.suffix(5).allSatisfy { $0 == 1 })
  }

  @Test func problemsAreLocatedWithWhatToDo() {
    let found = problems(
      """
        - { property: opacity, from: "rowz * 2", to: 1 }
        - { property: opacity, from: "$nope", to: 1 }
        - { spawn: { from: topp } }
        - { spawn: { from: top, to: bottom } }
        - { property: opacity, from: 0, to: 1, duration: "-1 - index" }
        - { property: foregroundColour, from: { random: [0, 1] } }
        - { property: opacity, from: 0, compose: sequence }
      """)
    let expected = [
      "5 groups[0].from: unknown name 'rowz' in 'rowz * 2'",
      "6 groups[1].from: undefined parameter '$nope'",
      "7 groups[2].spawn.from: unknown point 'topp'",
      "8 groups[3].spawn: a spawn has exactly one of 'from' (arrive), 'to' (leave) and 'tour' (visit every cell)",
      "9 groups[4].duration: a duration is seconds from 0 to an hour; got -1 for glyph 0",
      "10 groups[5].from: a random range gives numbers, which this place does not take",
      "11 groups[6].compose: 'compose' orders a group's animations",
    ]
    for line in expected { #expect(found.contains(line), "missing \(line) in \(found)") }
  }
}
