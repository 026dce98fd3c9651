import KinetypeCompositor
import KinetypeCore
import KinetypeLayout
import Testing

@testable import Kinetype
@testable import KinetypeEffects

/// `wordLeft` and `wordRight`: the canvas columns of a glyph's word's ends, so that a word can
/// travel as one train (binarypath's words on their right-angled paths).
@Suite("Word names: wordLeft and wordRight")
struct WordNameTests {
  let language = EffectLanguageTests()

  @Test func eachGlyphKnowsWhereItsWordBeginsAndEnds() throws {
    // Levels 0…1 on a ramp of digits: a glyph shows how many cells of its word follow it.
    let made = try language.scene(
      """
      groups:
        - { property: symbol, ramp: "0123", values: ["(wordRight - column) / 3", 0], duration: 1 }
      """, text: "abcd ef", size: GridSize(columns: 9, rows: 1), anchor: .ne)
    // The text sits two columns in, so the names are canvas columns like `column` (a space
    // shows no symbol).
    #expect(language.rows(made.frame(at: 0)) == ["  3210 10"])
    let left = try language.scene(
      """
      groups:
        - { property: symbol, ramp: "0123", values: ["(column - wordLeft) / 3", 0], duration: 1 }
      """, text: "abcd ef", size: GridSize(columns: 9, rows: 1), anchor: .ne)
    #expect(language.rows(left.frame(at: 0)) == ["  0123 01"])
  }

  @Test func theNamesAreKnownToCheck() {
    let found = language.problems(
      """
      groups:
        - { property: opacity, from: "wordLeft + wordRight", to: 1, duration: 1 }
      """)
    #expect(found.isEmpty)
  }
}

/// `direction: diagonal-up`: TTE's diagonal, from the bottom-left corner to the top-right.
@Suite("Gradient directions: diagonal-up")
struct GradientDirectionTests {
  @Test func diagonalUpRunsFromTheBottomLeftToTheTopRight() throws {
    let language = EffectLanguageTests()
    let made = try language.scene(
      """
      finalGradient: { stops: ["#ff0000", "#0000ff"], direction: diagonal-up, steps: 3 }
      groups:
        - { property: opacity, from: 0, duration: 1 }
      """, text: "ab\ncd", size: GridSize(columns: 2, rows: 2))
    let last = made.finalFrame
    let red = Colour.rgb(RGB(hex: "#ff0000")!)
    let blue = Colour.rgb(RGB(hex: "#0000ff")!)
    #expect(last[0, 1].style.foreground == red)
    #expect(last[1, 0].style.foreground == blue)
    #expect(last[0, 0].style.foreground == last[1, 1].style.foreground)
    #expect(last[0, 0].style.foreground != red && last[0, 0].style.foreground != blue)
  }

  /// Each of the five directions is read; any other name is refused where it is written, with
  /// the names to choose from.
  @Test func everyDirectionIsReadAndAnUnknownOneIsLocated() throws {
    func problems(_ direction: String) -> [Diagnostic] {
      EffectLibrary.check(
        text: """
          schema: 1
          name: g
          summary: s
          finalGradient: { stops: ["#ff0000", "#0000ff"], direction: \(direction) }
          groups:
            - { property: opacity, from: 0, duration: 1 }
          """, origin: "g.yaml")
    }
    for direction in ["horizontal", "vertical", "diagonal", "diagonal-up", "radial"] {
      #expect(problems(direction).isEmpty, "\(direction)")
    }
    let found = problems("sideways")
    #expect(found.count == 1)
    let problem = try #require(found.first)
    #expect(problem.message == "unknown direction 'sideways'")
    #expect(problem.hint == "use horizontal, vertical, diagonal, diagonal-up or radial")
    #expect(problem.path == "finalGradient.direction")
    #expect(problem.location.file == "g.yaml" && problem.location.line == 4)
  }
}
