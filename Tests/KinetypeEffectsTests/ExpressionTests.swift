import KinetypeCore
import Testing

@testable import KinetypeEffects

@Suite("Expressions in effect files")
struct ExpressionTests {
  let stage = EffectStage(
    size: GridSize(columns: 80, rows: 24), textOrigin: GridPoint(column: 10, row: 5))

  func scope(row: Double = 0, column: Double = 0, index: Double = 0) -> ExpressionScope {
    var scope = ExpressionScope(
      parameters: ["spread": 2, "start": -6], seed: 7, stage: stage,
      textSize: GridSize(columns: 12, rows: 3))
    scope.glyph.row = row
    scope.glyph.column = column
    scope.glyph.index = index
    scope.glyph.key = Int(index)
    return scope
  }

  func value(_ text: String, _ scope: ExpressionScope? = nil) throws -> Double {
    try Expression(parsing: text).evaluate(in: scope ?? self.scope())
  }

  @Test func arithmeticFollowsPrecedenceAndParentheses() throws {
    #expect(try value("1 + 2 * 3") == 7)
    #expect(try value("(1 + 2) * 3") == 9)
    #expect(try value("8 / 4 / 2") == 1)
    #expect(try value("10 - 4 - 3") == 3)
    #expect(try value("-2 * -3") == 6)
    #expect(try value("2e-1 * 10") == 2)
    #expect(try value("- (1 + 1)") == -2)
  }

  @Test func namesParametersAndFunctions() throws {
    #expect(try value("row * 0.5 + column", scope(row: 4, column: 3)) == 5)
    #expect(try value("$spread / 2") == 1)
    #expect(try value("$start") == -6)
    #expect(try value("columns - rows") == 56)
    #expect(try value("textColumns * textRows") == 36)
    #expect(try value("min(3, 1, 2) + max(4, 9)") == 10)
    #expect(try value("clamp(12, 0, 10) + clamp(-1, 0, 10)") == 10)
    #expect(abs(try value("sin(pi / 2) + cos(0)") - 2) < 1e-12)
    #expect(try value("abs(-3) + floor(2.7) + round(2.5)") == 8)
  }

  @Test func randomIsSeededPerGlyphAndWithinItsRange() throws {
    let expression = try Expression(parsing: "random(2, 4)", channel: 5)
    var seen = Set<Double>()
    for glyph in 0..<200 {
      let a = expression.evaluate(in: scope(index: Double(glyph)))
      let b = expression.evaluate(in: scope(index: Double(glyph)))
      #expect(a == b)
      #expect((2...4).contains(a))
      seen.insert(a)
    }
    #expect(seen.count > 190)
    // Two randoms in one expression draw apart.
    let pair = try Expression(parsing: "random(0, 1) - random(0, 1)")
    #expect(pair.evaluate(in: scope(index: 3)) != 0)
  }

  @Test func variesByGlyphOnlyWithGlyphNamesOrRandom() throws {
    #expect(try Expression(parsing: "row + 1").variesByGlyph)
    #expect(try Expression(parsing: "random(0, 1)").variesByGlyph)
    #expect(try !Expression(parsing: "columns / 2 + $spread").variesByGlyph)
    #expect(try Expression(parsing: "$a + $b * row").parameters == ["a", "b"])
  }

  @Test(arguments: [
    ("1 +", 3, "ends too soon"), ("(1 + 2", 0, "not closed"), ("foo(1)", 0, "unknown function"),
    ("clamp(1, 2)", 0, "clamp takes 3"), ("$ + 1", 0, "must be followed"),
    ("2 # 3", 2, "unexpected"),
    ("", 0, "empty"), ("random(1)", 0, "random takes 2"),
  ])
  func problemsAreLocated(_ text: String, _ offset: Int, _ message: String) {
    do {
      _ = try Expression(parsing: text)
      Issue.record("'\(text)' parsed")
    } catch {
      #expect(error.offset == offset, "\(text)")
      #expect(error.message.contains(message), "\(error.message)")
    }
  }
}

@Suite("Expressions: more functions and shared draws")
struct ExpressionMoreTests {
  func scope(line: Double, word: Double, key: Int) -> ExpressionScope {
    var scope = ExpressionScope(
      parameters: [:], seed: 9, stage: EffectStage(size: GridSize(columns: 10, rows: 4)),
      textSize: GridSize(columns: 10, rows: 4))
    scope.glyph.line = line
    scope.glyph.word = word
    scope.glyph.key = key
    return scope
  }

  @Test func modFracSqrtHypot() throws {
    let s = scope(line: 0, word: 0, key: 0)
    #expect(try Expression(parsing: "mod(7, 3) + mod(-1, 3)").evaluate(in: s) == 3)
    #expect(try Expression(parsing: "frac(2.25) + frac(-0.25)").evaluate(in: s) == 1)
    #expect(try Expression(parsing: "sqrt(16) + hypot(3, 4)").evaluate(in: s) == 9)
  }

  @Test func lineAndWordDrawsAreSharedByTheirGlyphs() throws {
    let perLine = try Expression(parsing: "lineRandom(0, 1)")
    let perWord = try Expression(parsing: "wordRandom(0, 1)")
    let perGlyph = try Expression(parsing: "random(0, 1)")
    let a = scope(line: 2, word: 5, key: 10)
    let b = scope(line: 2, word: 5, key: 11)
    let c = scope(line: 3, word: 6, key: 12)
    #expect(perLine.evaluate(in: a) == perLine.evaluate(in: b))
    #expect(perLine.evaluate(in: a) != perLine.evaluate(in: c))
    #expect(perWord.evaluate(in: a) == perWord.evaluate(in: b))
    #expect(perWord.evaluate(in: a) != perWord.evaluate(in: c))
    #expect(perGlyph.evaluate(in: a) != perGlyph.evaluate(in: b))
  }
}
