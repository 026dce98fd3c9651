import KinetypeAnimation
import KinetypeCore
import Testing

@testable import KinetypeEffects

/// The shortcuts that make building an effect cheap give what the straightforward paths give:
/// programs evaluated over blocks of glyphs, `where:` selections by compiled programs, and
/// `let:` names substituted without copying their definitions.
@Suite("Building fast paths")
struct BuildFastPathTests {
  @Test func programsOverEveryGlyphGiveWhatTheyGiveGlyphByGlyph() throws {
    let hash = SeededHash(seed: 5)
    let scope = ExpressionScope(
      parameters: ["spread": 2, "start": -6, "zero": 0], seed: 7,
      stage: CompiledValueTests.stage, textSize: GridSize(columns: 12, rows: 3))
    var key = 0
    for n in 0..<300 {
      let text = CompiledValueTests.expression(hash, &key, depth: 1 + n % 6)
      let program = ExpressionProgram(
        try Expression(parsing: text, channel: UInt64(n)), scope: scope)
      // Counts round the block size, so partial and several blocks are both met.
      let count = [0, 1, 63, 64, 65, 200][n % 6]
      let glyphs = (0..<count).map { CompiledValueTests.glyph(hash, $0 * 11 + n) }
      var scratch = program.registers
      let one = glyphs.map { program.evaluate($0, scratch: &scratch) }
      let all = program.values(for: glyphs)
      #expect(all.count == count)
      for (a, b) in zip(one, all) {
        #expect(a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN), "\(text)")
      }
    }
  }

  @Test func equalProgramsHaveEqualKeysAndSignedZerosDiffer() throws {
    let scope = ExpressionScope(
      parameters: [:], seed: 7, stage: CompiledValueTests.stage,
      textSize: GridSize(columns: 12, rows: 3))
    func key(_ text: String) throws -> ExpressionProgram.Key {
      ExpressionProgram(try Expression(parsing: text), scope: scope).key
    }
    #expect(try key("row * 2 + column") == key("row * 2 + column"))
    #expect(try key("row * 0") != key("row * (0 * -1)"))
    #expect(try key("row * 2") != key("row * 3"))
  }

  /// The reference: each expanded name left out of a copy of the definitions.
  static func substitute(_ node: Expression.Node, _ definitions: [String: Expression.Node])
    -> Expression.Node
  {
    switch node {
    case .number, .variable, .parameter: return node
    case .name(let name):
      guard let definition = definitions[name] else { return node }
      var inner = definitions
      inner[name] = nil
      return substitute(definition, inner)
    case .negate(let inner): return .negate(substitute(inner, definitions))
    case .binary(let op, let a, let b):
      return .binary(op, substitute(a, definitions), substitute(b, definitions))
    case .call(let function, let arguments):
      return .call(function, arguments.map { substitute($0, definitions) })
    case .random(let a, let b, let per, let channel):
      return .random(
        substitute(a, definitions), substitute(b, definitions), per: per, channel: channel)
    case .hash(let inner, let channel):
      return .hash(substitute(inner, definitions), channel: channel)
    }
  }

  @Test func letNamesAreSubstitutedAsLeavingEachOutOfItsOwnExpansion() throws {
    let hash = SeededHash(seed: 11)
    let names = ["a", "b", "c", "d"]
    var key = 0
    for n in 0..<200 {
      // Definitions that name each other, themselves and the glyph's names, cycles included.
      var definitions: [String: Expression.Node] = [:]
      for name in names where hash.unit(n, channel: UInt64(name.unicodeScalars.first!.value)) < 0.8
      {
        let body = CompiledValueTests.expression(hash, &key, depth: 2)
        let other = names[hash.integer(below: names.count, key)]
        definitions[name] = try Expression(parsing: "(\(body)) + \(other) * 2").root
      }
      let text = "\(names[n % 4]) - \(CompiledValueTests.expression(hash, &key, depth: 2)) + b"
      let expression = try Expression(parsing: text)
      #expect(
        expression.substituting(definitions).root == Self.substitute(expression.root, definitions),
        "\(text)")
    }
  }

  /// Every `where:` here selects the same glyphs by its program as glyph by glyph: zeros of
  /// either sign, NaN, infinities, draws, and values the program leaves to the loop.
  @Test func whereSelectionsByProgramsSelectWhatTheLoopSelects() throws {
    let wheres = [
      "\"even(index)\"", "\"index - 3\"", "\"(index - 3) * 0 * -1\"", "\"0 / (index - 2)\"",
      "\"1 / (index - 4)\"", "\"step(random(0, 1), 0.5)\"", "\"step(0.5, hash(index / 3))\"",
      "0", "1", "{ random: [-1, 1] }", "\"$p - index\"", "[1, 2]", "\"nope + 1\"",
    ]
    for written in wheres {
      let yaml = """
        schema: 1
        name: t
        summary: s
        parameters:
          p: { type: number, default: 5 }
        groups:
          - glyphs: { where: \(written) }
            property: opacity
            from: 0
            to: 1

        """
      let description = try #require(EffectReader.read(yaml, origin: "t.yaml").0, "\(written)")
      func built(_ fast: Bool) -> (animations: [Animation], problems: [String]) {
        do {
          let made = try description.build(
            glyphs: GlyphFacts.plain(count: 12), stage: nil, seed: 3, origin: "t.yaml",
            parameters: nil, finalGradient: .effect, usesFastPaths: fast)
          return (made.animations, [])
        } catch {
          return ([], error.diagnostics.map(\.description))
        }
      }
      let (fast, plain) = (built(true), built(false))
      #expect(fast.animations == plain.animations, "\(written)")
      #expect(fast.problems == plain.problems, "\(written)")
    }
  }
}
