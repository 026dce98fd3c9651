import KinetypeCore
import Testing

@testable import KinetypeAnimation

@Suite struct TimingFunctionParsingTests {
  @Test(arguments: TimingFunctionTests.all)
  func everyFunctionPrintsAndReadsBack(function: TimingFunction) throws {
    let text = function.description
    #expect(try TimingFunction(parsing: text) == function)
    #expect(try TimingFunction(parsing: text).description == text)
  }

  @Test(arguments: [
    "linear", "easeIn", "easeOut", "easeInEaseOut", "default", "ease", "ease-in", "ease-out",
    "ease-in-out", "easeInQuad", "easeOutBounce", "easeInOutElastic",
    "cubic-bezier(0.25, 0.1, 0.25, 1)", "cubic-bezier(0, -0.5, 1, 1.5)", "steps(4, jump-end)",
    "steps(2, jump-none)", "steps(1, start)", "spring(1, 100, 10, 0)", "spring(2.5, 300, 12, -1.5)",
  ])
  func canonicalTextReadsAndPrintsBackUnchanged(text: String) throws {
    #expect(try TimingFunction(parsing: text).description == text)
  }

  @Test func spellingsMeanWhatTheySay() throws {
    #expect(try TimingFunction(parsing: "easeInOutCubic") == .penner(.cubic, .inOut))
    #expect(try TimingFunction(parsing: " cubic-bezier(.42,0,1,1) ") == .cubicBezier(0.42, 0, 1, 1))
    #expect(try TimingFunction(parsing: "steps(3, jump-both)") == .steps(3, .jumpBoth))
    #expect(
      try TimingFunction(parsing: "spring(1, 200, 20, 0)")
        == .spring(Spring(mass: 1, stiffness: 200, damping: 20)))
  }

  @Test(arguments: [
    ("bouncy", "a named curve"),
    ("easeInWobble", "Penner curve"),
    ("cubic-bezier(1.2, 0, 0.5, 1)", "x1 and x2 of cubic-bezier in 0…1"),
    ("cubic-bezier(0.1, 0.2, 0.3)", "4 numbers in cubic-bezier(x1, y1, x2, y2)"),
    ("steps(0, jump-end)", "at least 1 step"),
    ("steps(1, jump-none)", "at least 2 steps with jump-none"),
    ("steps(3, middle)", "steps(n, jump-start|"),
    ("spring(1, 100, 0, 0)", "positive mass, stiffness and damping"),
    ("spring(a, b, c, d)", "4 numbers in spring(mass, stiffness, damping, velocity)"),
  ])
  func badTextSaysWhatAndWhatWasExpected(text: String, expected: String) {
    #expect {
      try TimingFunction(parsing: text)
    } throws: { error in
      guard let error = error as? TimingFunctionParseError else { return false }
      return error.text == text && error.expected.contains(expected)
        && error.description.contains("\"\(text)\"")
    }
  }

  @Test func parseErrorsBecomeLocatedDiagnostics() {
    let error = TimingFunctionParseError(text: "wobble", expected: "linear or …")
    let diagnostic = error.diagnostic(
      at: SourceLocation(file: "effects/rise.yaml", line: 3, column: 9), path: "timingFunction")
    #expect(
      diagnostic.description
        == "effects/rise.yaml:3:9: error: timingFunction: cannot read \"wobble\" as a timing "
        + "function — expected linear or …")
  }
}
