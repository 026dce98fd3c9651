import KinetypeCompositor
import KinetypeCore
import KinetypeLayout
import Testing

@testable import Kinetype
@testable import KinetypeEffects

/// Compiled expressions (`ExpressionProgram`) and the builder's compiled per-glyph values
/// (`compiledValues`) give exactly what the straightforward paths give: the tree evaluator,
/// and `concrete` glyph by glyph.
@Suite("Compiled expressions and per-glyph values")
struct CompiledValueTests {
  static let stage = EffectStage(
    size: GridSize(columns: 80, rows: 24), textOrigin: GridPoint(column: 10, row: 5))

  /// An expression text drawn from `hash` at `key`: names, parameters, every function,
  /// seeded draws, and repeated parts (as `let:` names make them), `depth` levels deep.
  static func expression(_ hash: SeededHash, _ key: inout Int, depth: Int) -> String {
    func pick(_ count: Int) -> Int {
      key += 1
      return hash.integer(below: count, key)
    }
    let leaves = [
      "row", "column", "index", "count", "distance", "line", "word", "letter", "width",
      "textColumn", "textRow", "columns", "rows", "textColumns", "$spread", "$start", "$zero",
      "pi", "0", "-0", "1", "2.5", "1e-300", "7",
    ]
    guard depth > 0, pick(4) != 0 else { return leaves[pick(leaves.count)] }
    func sub() -> String { expression(hash, &key, depth: depth - 1) }
    switch pick(10) {
    case 0: return "-(\(sub()))"
    case 1, 2:
      let a = sub()
      // The same part twice, as a `let:` name used twice becomes.
      return "(\(a)) \(["+", "-", "*", "/"][pick(4)]) (\(pick(2) == 0 ? a : sub()))"
    case 3:
      let name = ["random", "lineRandom", "wordRandom", "letterRandom"][pick(4)]
      return "\(name)(\(sub()), \(sub()))"
    case 4: return "hash(\(sub()))"
    case 5:
      let name = ["min", "max", "choose"][pick(3)]
      return "\(name)(\((0..<(2 + pick(3))).map { _ in sub() }.joined(separator: ", ")))"
    case 6:
      let name = ["clamp", "lerp"][pick(2)]
      return "\(name)(\(sub()), \(sub()), \(sub()))"
    case 7:
      let name = ["mod", "hypot", "step"][pick(3)]
      return "\(name)(\(sub()), \(sub()))"
    default:
      let names = [
        "sin", "cos", "abs", "floor", "round", "frac", "fract", "sqrt", "even", "odd",
      ]
      return "\(names[pick(names.count)])(\(sub()))"
    }
  }

  /// A glyph's names, drawn from `hash`: integers, fractions, zero and negatives.
  static func glyph(_ hash: SeededHash, _ number: Int) -> ExpressionScope.Glyph {
    var glyph = ExpressionScope.Glyph()
    func draw(_ channel: UInt64) -> Double {
      let unit = hash.unit(number, channel: channel)
      return channel % 3 == 0 ? (unit * 40).rounded(.down) - 8 : unit * 30 - 5
    }
    glyph.index = Double(number)
    glyph.count = 300
    glyph.column = draw(1)
    glyph.row = draw(2)
    glyph.line = draw(3)
    glyph.word = draw(6)
    glyph.letter = draw(9)
    glyph.distance = hash.unit(number, channel: 4)
    glyph.width = number % 5 == 0 ? 2 : 1
    glyph.textColumn = draw(5)
    glyph.textRow = draw(7)
    glyph.key = number
    return glyph
  }

  @Test func programsGiveTheTreesValuesBitForBit() throws {
    let hash = SeededHash(seed: 99)
    var scope = ExpressionScope(
      parameters: ["spread": 2, "start": -6, "zero": 0], seed: 7, stage: Self.stage,
      textSize: GridSize(columns: 12, rows: 3))
    var key = 0
    var compared = 0
    for n in 0..<400 {
      let text = Self.expression(hash, &key, depth: 1 + n % 6)
      let expression = try Expression(parsing: text, channel: UInt64(n))
      let program = ExpressionProgram(expression, scope: scope)
      var scratch = program.registers
      for number in 0..<24 {
        scope.glyph = Self.glyph(hash, number * 7 + n)
        let tree = expression.evaluate(in: scope)
        let compiled = program.evaluate(scope.glyph, scratch: &scratch)
        #expect(
          tree.bitPattern == compiled.bitPattern || (tree.isNaN && compiled.isNaN),
          "\(text) for glyph \(number): tree \(tree), program \(compiled)")
        compared += 1
      }
    }
    #expect(compared == 400 * 24)
  }

  @Test func repeatedPartsAreWorkedOutOnceAndConstantsWhenCompiled() throws {
    let scope = ExpressionScope(
      parameters: ["spread": 2], seed: 7, stage: Self.stage,
      textSize: GridSize(columns: 12, rows: 3))
    let repeated = try Expression(parsing: "sqrt(row * 2 + 1) + sqrt(row * 2 + 1)")
    // row, row * 2, + 1, sqrt, the sum: five steps, the square root's once.
    #expect(ExpressionProgram(repeated, scope: scope).steps.count == 5)
    let constant = try Expression(parsing: "columns / 2 + $spread * hash(3) - min(rows, 1)")
    #expect(ExpressionProgram(constant, scope: scope).isConstant)
  }

  /// Every shipped effect over every fixture, and over a larger block of text on a larger
  /// canvas, builds to the same animations, particles and final colours either way.
  @Test(arguments: shippedEffectNames())
  func compiledValuesBuildWhatConcreteBuilds(_ effect: String) throws {
    let (description, origin) = try shippedLibrary.load(effect)
    let block = (0..<6).map { "line \($0) of some text, wide 漢字" }.joined(separator: "\n")
    var texts = fixtures.map { (TextReader.read($0.text, format: $0.format).text, fixtureCanvas) }
    texts.append((TextReader.read(block, format: .plain).text, GridSize(columns: 60, rows: 14)))
    for (text, size) in texts {
      let layout = Typesetter.layout(text, options: LayoutOptions())
      let canvas = Canvas(size: size, placing: layout.size, at: .c)
      let stage = EffectStage(size: canvas.size, textOrigin: canvas.textOrigin)
      func built(_ fast: Bool) throws -> EffectBuild {
        try description.build(
          glyphs: layout.glyphFacts(), stage: stage, seed: fixtureSeed, origin: origin,
          parameters: nil, finalGradient: .effect, usesFastPaths: fast)
      }
      let (fast, plain) = (try built(true), try built(false))
      #expect(fast.animations == plain.animations, "\(effect)")
      #expect(fast.particles == plain.particles, "\(effect)")
      #expect(fast.finalColours == plain.finalColours, "\(effect)")
    }
  }

  /// Mistakes only some glyphs make are reported as the straightforward path reports them:
  /// the same problems, in the same order, at the same glyph.
  @Test func mistakesAreReportedAsBefore() throws {
    let bodies = [
      "groups:\n  - { property: opacity, from: \"1 / (index - 3)\", to: 1 }\n",
      "groups:\n  - { property: offset, from: [\"1 / (index - 2)\", \"$nope\"], to: [0, 0] }\n",
      "groups:\n  - { property: offset, from: [\"1e9 * index\", 0], to: [0, 0] }\n",
      "groups:\n  - { property: zIndex, from: \"index / 2\", to: 0 }\n",
      "groups:\n  - { property: opacity, from: { random: [0, \"1 / (row - 0)\"] }, to: 1 }\n",
      "groups:\n  - { property: foregroundColour, from: { choose: [\"#ff0000\", \"nope\"] }, to: \"#000000\" }\n",
      "groups:\n  - { property: opacity, from: { choose: [0, 1], by: \"1 / (index - 1)\" }, to: 1 }\n",
      "groups:\n  - property: foregroundColour\n    from: { gradient: { stops: [\"#000000\", \"#ffffff\"], shift: \"1 / (index - 4)\" } }\n    to: \"#000000\"\n",
      "groups:\n  - { property: opacity, begin: \"1 / (index - 5)\", from: 0, to: 1 }\n",
      "groups:\n  - { property: opacity, from: \"unknownName * index\", to: 1 }\n",
    ]
    for body in bodies {
      let yaml = "schema: 1\nname: t\nsummary: s\n" + body
      let description = try #require(EffectReader.read(yaml, origin: "t.yaml").0, "\(body)")
      func problems(_ fast: Bool) -> [String] {
        do {
          _ = try description.build(
            glyphs: GlyphFacts.plain(count: 16), stage: nil, seed: 1, origin: "t.yaml",
            parameters: nil, finalGradient: .effect, usesFastPaths: fast)
          return []
        } catch {
          return error.diagnostics.map(\.description)
        }
      }
      let (fast, plain) = (problems(true), problems(false))
      #expect(!plain.isEmpty, "\(body)")
      #expect(fast == plain, "\(body)")
    }
  }
}
