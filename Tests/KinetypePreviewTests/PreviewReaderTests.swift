import KinetypeCore
import KinetypeDemo
import KinetypeInteraction
import Testing

@testable import KinetypePreview

/// Reading scripts: the steps they hold, and every problem at its file:line:column.
@Suite struct PreviewReaderTests {
  func errors(_ text: String) -> [Diagnostic] {
    PreviewReader.read(text, origin: "s.preview.yaml").1.filter { $0.severity == .error }
  }

  @Test func readsSettingsAndSteps() throws {
    let text = """
      canvas: 40x6
      color: "256"
      fps: 12
      steps:
        - text: Hello
        - play: fade
          seed: 7
          params: { duration: 0.5 }
        - seek: 50%
        - speed: 2
        - reverse: true
        - wait: 1.5
        - demo: rating
        - key: ctrl+c
        - click: [3, 2]
        - drag: [[1, 1], [5, 1]]
        - scroll: -3
        - type: "hi"
        - hold: { at: [2, 2], for: 0.6 }
        - hold: 0.6
        - snapshot: end
      """
    let (script, diagnostics) = PreviewReader.read(text, origin: "s.preview.yaml")
    #expect(diagnostics.isEmpty)
    let read = try #require(script)
    #expect(read.canvas == GridSize(columns: 40, rows: 6))
    #expect(read.depth == .palette256)
    #expect(read.fps == 12)
    var fade = PreviewEffect(
      name: "fade", at: SourceLocation(file: "s.preview.yaml", line: 6, column: 11))
    fade.seed = 7
    fade.parameters = ["duration": "0.5"]
    #expect(
      read.steps.map(\.action) == [
        .text(.plain("Hello")), .play(fade), .seek(.fraction(0.5)), .speed(2), .reverse(true),
        .wait(1.5), .demo(.rating), .input(.key(.ctrl("c"))),
        .input(.click(GridPoint(column: 3, row: 2))),
        .input(.drag([GridPoint(column: 1, row: 1), GridPoint(column: 5, row: 1)])),
        .input(.scroll(-3, at: nil)), .input(.type("hi")),
        .input(.hold(0.6, at: GridPoint(column: 2, row: 2))), .input(.hold(0.6, at: nil)),
        .snapshot("end"),
      ])
    #expect(read.steps[1].location.description == "s.preview.yaml:6:5")
  }

  @Test func aBareListOfStepsIsAScriptToo() throws {
    let (script, diagnostics) = PreviewReader.read(
      "- canvas: 20x3\n- text: a\n- play: fade\n", origin: "s.yaml")
    #expect(diagnostics.isEmpty)
    #expect(script?.canvas == GridSize(columns: 20, rows: 3))
    #expect(script?.steps.count == 2)
  }

  @Test func anUnknownStepIsLocatedWithASuggestion() {
    let found = errors("steps:\n  - text: a\n  - plau: fade\n")
    #expect(found.count == 1)
    #expect(found.first?.location.description == "s.preview.yaml:3:5")
    #expect(found.first?.path == "steps[1]")
    #expect(found.first?.message == "unknown step 'plau'")
    #expect(found.first?.hint?.hasPrefix("did you mean 'play'?") == true)
  }

  @Test func anEventOutsideTheCanvasIsLocatedAtItsCell() {
    let found = errors(
      """
      canvas: 20x5
      steps:
        - demo: tags
        - click: [3, 2]
        - drag: [[1, 1], [25, 1]]
        - hold: { at: [0, 5], for: 1 }
      """)
    #expect(found.map(\.location.description) == ["s.preview.yaml:5:20", "s.preview.yaml:6:17"])
    #expect(found.map(\.path) == ["steps[2].drag[1]", "steps[3].hold.at"])
    #expect(found.first?.message == "[25, 1] is outside the 20x5 canvas")
  }

  @Test func aMissingSceneIsLocatedWithASuggestion() {
    let found = errors("steps:\n  - demo: ratng\n")
    #expect(found.count == 1)
    #expect(found.first?.location.description == "s.preview.yaml:2:11")
    #expect(found.first?.message == "unknown demo scene 'ratng'")
    #expect(found.first?.hint?.hasPrefix("did you mean 'rating'?") == true)
  }

  @Test func aMissingEffectIsLocatedAtItsName() throws {
    let (script, _) = PreviewReader.read(
      "steps:\n  - text: a\n  - play: fadee\n  - morph: b\n    effect: morph\n",
      origin: "s.preview.yaml")
    let problems = try #require(script).problems(effects: ["fade", "morph"]) { _ in true }
    #expect(problems.count == 1)
    #expect(problems.first?.location.description == "s.preview.yaml:3:11")
    #expect(problems.first?.message == "no effect named 'fadee'")
    #expect(problems.first?.hint?.hasPrefix("did you mean 'fade'?") == true)
  }

  @Test func everyProblemIsReportedNotJustTheFirst() {
    let found = errors(
      """
      canvas: 10by4
      steps:
        - key: Enter
        - text: a
        - play: fade
          sed: 3
        - seek: later
        - demo: label
        - key: Entr
        - wait: -1
      """)
    #expect(
      found.map(\.location.description) == [
        "s.preview.yaml:1:9", "s.preview.yaml:3:5", "s.preview.yaml:6:5", "s.preview.yaml:7:11",
        "s.preview.yaml:9:10", "s.preview.yaml:10:11",
      ])
    #expect(found[1].message.contains("the demo is not on screen"))
    #expect(found[2].hint?.hasPrefix("did you mean 'seed'?") == true)
    #expect(found[4].hint?.hasPrefix("did you mean 'enter'?") == true)
  }

  @Test func keyNames() {
    #expect(Key(name: "Enter") == Key(.enter))
    #expect(Key(name: "a") == .character("a"))
    #expect(Key(name: "A") == .character("A"))
    #expect(Key(name: "ctrl+c") == .ctrl("c"))
    #expect(Key(name: "Ctrl+C") == .ctrl("c"))
    #expect(Key(name: "shift+Tab") == Key(.tab, modifiers: .shift))
    #expect(Key(name: "F5") == Key(.function(5)))
    #expect(Key(name: "+") == .character("+"))
    #expect(Key(name: "space") == .character(" "))
    #expect(Key(name: "Entr") == nil)
    #expect(Key(name: "hyper+a") == nil)
  }

  @Test func scriptsAreToldFromEffects() {
    #expect(PreviewReader.isScript(path: "x.preview.yaml", text: "name: fade"))
    #expect(PreviewReader.isScript(path: "x.yaml", text: "canvas: 4x4\nsteps: []\n"))
    #expect(PreviewReader.isScript(path: "x.yaml", text: "- wait: 1\n"))
    #expect(!PreviewReader.isScript(path: "fade.yaml", text: "schema: 1\nname: fade\n"))
  }
}
