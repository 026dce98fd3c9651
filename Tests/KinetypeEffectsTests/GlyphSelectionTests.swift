import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore
import KinetypeLayout
import Testing

@testable import KinetypeEffects

@Suite("Glyph selections in effect files")
struct GlyphSelectionTests {
  /// "ab cd⏎ef": a space, a line break, a bold word whose second glyph is red, and a second
  /// line in italic ANSI red and underlined palette red.
  let sample: [GlyphFacts] = [
    GlyphFacts(index: 0, wordIndex: 0),
    GlyphFacts(index: 1, wordIndex: 0),
    GlyphFacts(index: 2, isSpace: true, wordIndex: 1),
    GlyphFacts(index: 3, wordIndex: 2, attributes: .bold),
    GlyphFacts(index: 4, wordIndex: 2, attributes: .bold, foreground: .rgb(RGB(255, 0, 0))),
    GlyphFacts(index: 5, isLineBreak: true, wordIndex: 3),
    GlyphFacts(index: 6, wordIndex: 4, lineIndex: 1, attributes: .italic, foreground: .ansi(1)),
    GlyphFacts(
      index: 7, wordIndex: 4, lineIndex: 1, attributes: .underline, foreground: .indexed(196)),
  ]

  /// An effect file whose one animation selects `glyphs` (written after `glyphs: `, on line 9
  /// column 13); it declares `$n` (2) and `$p` (0.5).
  func effect(_ glyphs: String) -> String {
    """
    schema: 1
    name: t
    summary: s
    parameters:
      n: { type: number, default: 2 }
      p: { type: number, default: 0.5 }
    groups:
      - property: opacity
        glyphs: \(glyphs)
        from: 0
    """
  }

  /// The indices the selection picks from `facts`.
  func selected(_ glyphs: String, facts: [GlyphFacts]? = nil, seed: UInt64 = 1) throws -> [Int] {
    let (description, diagnostics) = EffectReader.read(effect(glyphs), origin: "t.yaml")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let facts = facts ?? sample
    let (animations, _) = try #require(description).animations(
      glyphs: facts, seed: seed, origin: "t.yaml")
    switch animations[0].glyphs {
    case .all: return facts.map(\.index)
    case .set(let indices): return indices.sorted()
    default:
      Issue.record("unexpected selection \(animations[0].glyphs)")
      return []
    }
  }

  /// Every problem reading and compiling finds, as `line:column path | hint`.
  func problems(_ glyphs: String) -> [String] {
    let (description, read) = EffectReader.read(effect(glyphs), origin: "t.yaml")
    var found = read
    do {
      _ = try description?.animations(glyphs: sample, seed: 1, origin: "t.yaml")
    } catch {
      found += error.diagnostics
    }
    return found.map {
      "\($0.location.line ?? 0):\($0.location.column ?? 0) \($0.path ?? "") | \($0.hint ?? "")"
    }
  }

  @Test func wordsPickGlyphSets() throws {
    #expect(try selected("all") == [0, 1, 2, 3, 4, 5, 6, 7])
    #expect(try selected("spaces") == [2])
    #expect(try selected("non-spaces") == [0, 1, 3, 4, 6, 7])
  }

  @Test func withoutGlyphsEveryGlyphIsAnimated() throws {
    let text = effect("all").replacingOccurrences(of: "    glyphs: all\n", with: "")
    let (description, _) = EffectReader.read(text, origin: "t.yaml")
    let (animations, _) = try #require(description).animations(
      glyphs: sample, seed: 1, origin: "t.yaml")
    #expect(animations[0].glyphs == .all)
  }

  @Test func wordsLinesAndEvery() throws {
    #expect(try selected("{ words: [0, 2] }") == [0, 1, 3, 4])
    #expect(try selected("{ words: 4 }") == [6, 7])
    #expect(try selected("{ lines: [1] }") == [6, 7])
    #expect(try selected("{ lines: [0] }") == [0, 1, 2, 3, 4, 5])
    #expect(try selected("{ every: 3 }") == [0, 3, 6])
    #expect(try selected("{ every: 3, offset: 1 }") == [1, 4, 7])
    #expect(try selected("{ every: 1, offset: 6 }") == [6, 7])
  }

  @Test func attributesAndColours() throws {
    #expect(try selected("{ bold: true }") == [3, 4])
    #expect(try selected("{ italic: true }") == [6])
    #expect(try selected("{ underline: true }") == [7])
    #expect(try selected("{ bold: false }") == [0, 1, 2, 5, 6, 7])
    // Palette 196 is #ff0000; ANSI 1 is xterm's #cd0000.
    #expect(try selected(##"{ colour: "#ff0000" }"##) == [4, 7])
    #expect(try selected(##"{ colour: "#cd0000" }"##) == [6])
    #expect(try selected(##"{ colour: "#00ff00" }"##) == [])
  }

  @Test func combinations() throws {
    #expect(try selected("{ not: spaces }") == [0, 1, 3, 4, 5, 6, 7])
    #expect(try selected("{ all-of: [{ lines: [0] }, non-spaces] }") == [0, 1, 3, 4])
    #expect(
      try selected("{ any-of: [spaces, { bold: true }, { lines: [1] }] }") == [2, 3, 4, 6, 7])
    #expect(
      try selected(
        "{ not: { any-of: [{ every: 2 }, { all-of: [{ bold: true }, { every: 3 }] }] } }")
        == [1, 5, 7])
    #expect(try selected("{ all-of: [] }") == [0, 1, 2, 3, 4, 5, 6, 7])
    #expect(try selected("{ any-of: [] }") == [])
  }

  /// "ab" morphing into "abc" with an old "x" left over: glyph 0 is shared, 1 new, 2 shared,
  /// 3 old (an extra after the text's glyphs).
  let morph: [GlyphFacts] = [
    GlyphFacts(index: 0, role: .shared, origin: GridPoint(column: 1, row: 0)),
    GlyphFacts(index: 1, role: .new),
    GlyphFacts(index: 2, isSpace: true, role: .shared, origin: GridPoint(column: 0, row: 0)),
    GlyphFacts(index: 3, wordIndex: 1, role: .old),
  ]

  @Test func morphRolesPickOldNewAndSharedGlyphs() throws {
    #expect(try selected("old", facts: morph) == [3])
    #expect(try selected("new", facts: morph) == [1])
    #expect(try selected("shared", facts: morph) == [0, 2])
    #expect(try selected("{ not: old }", facts: morph) == [0, 1, 2])
    #expect(try selected("{ any-of: [old, new] }", facts: morph) == [1, 3])
    #expect(try selected("{ all-of: [shared, non-spaces] }", facts: morph) == [0])
    #expect(try selected("{ all-of: [{ words: [1] }, old] }", facts: morph) == [3])
    // Outside a morph every glyph is new: an effect written for morphs plays on plain text.
    #expect(try selected("new") == [0, 1, 2, 3, 4, 5, 6, 7])
    #expect(try selected("old") == [])
    #expect(try selected("shared") == [])
    #expect(problems("sharde").first?.contains("did you mean 'shared'?") == true)
  }

  @Test func scramblesHonourTheirSelectionToo() throws {
    // The two features were built apart; a scramble must animate only the glyphs it selects.
    let yaml = """
      schema: 1
      name: t
      summary: s
      groups:
        - scramble: { symbols: hex }
          glyphs: non-spaces
          duration: 1
      """
    let (description, diagnostics) = EffectReader.read(yaml, origin: "t.yaml")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let (animations, _) = try #require(description).animations(
      glyphs: sample, seed: 1, origin: "t.yaml")
    #expect(
      animations[0].glyphs
        == .set(Set(sample.filter { !$0.isSpace && !$0.isLineBreak }.map(\.index))))
  }

  @Test func numbersMayBeParameters() throws {
    #expect(try selected("{ every: $n }") == [0, 2, 4, 6])
    #expect(try selected("{ words: [$n] }") == [3, 4])
    #expect(try selected("{ every: 4, offset: $n }") == [2, 6])
    let many = GlyphFacts.plain(count: 1_000)
    let half = try selected("{ random: $p }", facts: many)
    #expect((400...600).contains(half.count))
  }

  @Test func randomIsDeterministicPerSeedAndRoughlyTheFraction() throws {
    let many = GlyphFacts.plain(count: 1_000)
    let first = try selected("{ random: 0.3 }", facts: many, seed: 7)
    #expect(try selected("{ random: 0.3 }", facts: many, seed: 7) == first)
    #expect(try selected("{ random: 0.3 }", facts: many, seed: 8) != first)
    #expect((240...360).contains(first.count), "\(first.count)")
    #expect(try selected("{ random: 0 }", facts: many).isEmpty)
    #expect(try selected("{ random: 1 }", facts: many).count == 1_000)
    // A higher fraction keeps what a lower one chose, so tuning it adds glyphs.
    let more = Set(try selected("{ random: 0.6 }", facts: many, seed: 7))
    #expect(Set(first).isSubset(of: more))
  }

  @Test func badSelectionsAreReportedWhereTheyAreWritten() {
    let spaced = problems("spaced")
    #expect(
      spaced == [
        "9:13 groups[0].glyphs | did you mean 'spaces'? use all, spaces, non-spaces, old, new, shared, or a mapping such as '{ words: [0] }'"
      ])
    let key = problems("{ word: [1] }")
    #expect(key.count == 1, "\(key)")
    #expect(
      key.first?.hasPrefix("9:15 groups[0].glyphs.word | did you mean 'words'?") == true,
      "\(key)")
    #expect(problems("{ every: 0 }").map { $0.prefix(26) } == ["9:22 groups[0].glyphs.ever"])
    #expect(
      problems("{ every: 1.5 }").first?.hasPrefix("9:22 groups[0].glyphs.every |") == true)
    #expect(
      problems("{ random: 1.5 }").first?.hasPrefix("9:23 groups[0].glyphs.random |") == true)
    #expect(
      problems("{ random: high }").first?.hasPrefix("9:23 groups[0].glyphs.random |") == true)
    #expect(
      problems("{ words: [0, -1] }").first?.hasPrefix("9:26 groups[0].glyphs.words[1] |")
        == true)
    #expect(problems("{ bold: yes }").first?.hasPrefix("9:21 groups[0].glyphs.bold |") == true)
    #expect(
      problems("{ colour: red }").first?.hasPrefix("9:23 groups[0].glyphs.colour |") == true)
    #expect(problems("{ offset: 1 }").first?.hasPrefix("9:13 groups[0].glyphs |") == true)
    #expect(
      problems("{ words: [0], lines: [0] }").first?.hasPrefix("9:13 groups[0].glyphs |") == true
    )
    #expect(problems("[spaces]").first?.hasPrefix("9:13 groups[0].glyphs |") == true)
    // Inside combinations, each problem keeps its own path; all are reported.
    #expect(
      problems("{ any-of: [spacs, { every: -2 }] }").map { $0.prefix(38) } == [
        "9:24 groups[0].glyphs.any-of[0] | did ", "9:40 groups[0].glyphs.any-of[1].every ",
      ])
    // A parameter out of range is found when the effect is compiled.
    #expect(
      problems("{ random: $n }").first?.hasPrefix("9:23 groups[0].glyphs.random |") == true)
    #expect(
      problems("{ every: $missing }").first?.hasPrefix("9:22 groups[0].glyphs.every |") == true)
  }

  /// "ab cd" with the given glyphs hidden for the effect's first second, at half a second.
  func midFrame(_ glyphs: String) throws -> [String] {
    let layout = Typesetter.layout(AttributedText(plain: "ab cd"), options: LayoutOptions())
    let facts = layout.glyphs.indices.map {
      GlyphFacts(index: $0, isSpace: layout.glyphs[$0].kind == .space, wordIndex: $0 / 3)
    }
    let yaml = """
      schema: 1
      name: t
      summary: s
      groups:
        - { property: hidden, from: true, to: true, duration: 1, glyphs: \(glyphs) }
        - { property: opacity, from: 1, to: 1, duration: 2 }
      """
    let (description, diagnostics) = EffectReader.read(yaml, origin: "t.yaml")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let (animations, anchor) = try #require(description).animations(
      glyphs: facts, seed: 1, origin: "t.yaml")
    let compositor = Compositor(
      layout: layout,
      canvas: Canvas(size: GridSize(columns: 5, rows: 1), placing: layout.size, at: .c))
    let scene = try Scene(compositor: compositor, animations: animations, anchor: anchor, seed: 1)
    return scene.frame(at: 0.5).rows
  }

  @Test func glyphsOutsideTheSelectionStayAtRest() throws {
    #expect(try midFrame("non-spaces") == ["     "])
    #expect(try midFrame("spaces") == ["ab cd"])
    #expect(try midFrame("{ words: [0] }") == ["   cd"])
    let every = try midFrame("{ every: 2 }")
    #expect(every == [" b c "])
  }
}
