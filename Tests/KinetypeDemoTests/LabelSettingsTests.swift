import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction
import KinetypeLayout
import Testing

@testable import KinetypeDemo

/// The label scene's data (`demo-scenes.yaml`'s `label:` section) and the scene inside the demo.
@Suite struct LabelSettingsTests {
  static func read(_ yaml: String) throws -> LabelSettings {
    try LabelSettings.read(DemoResources.DataFile(text: yaml, origin: "demo-scenes.yaml"))
  }

  /// The diagnostics reading `yaml` throws, as text.
  static func problems(_ yaml: String) -> [String] {
    do {
      _ = try read(yaml)
      return []
    } catch let error as DemoError {
      return error.diagnostics.map(\.description)
    } catch {
      return ["\(error)"]
    }
  }

  @Test func theShippedSettingsHaveLinksFillsStrokesAndStrikes() throws {
    let resources = try DemoFixtures.resources()
    let settings = try LabelSettings.read(resources.settings)
    #expect(settings.texts.count == 3)
    let attributes = settings.texts.flatMap { $0.runs.map(\.attributes) }
    #expect(attributes.filter { $0.link != nil }.count >= 3)
    #expect(attributes.contains { $0.style.background != .default })
    #expect(attributes.contains { $0.fill != nil })
    #expect(attributes.contains { $0.stroke != nil })
    #expect(attributes.contains { $0.strikethroughColour != nil })
    // The morph scene's section is still there beside it.
    #expect(resources.settings.text.contains("morph:"))
  }

  @Test func aGoodSectionIsRead() throws {
    let settings = try Self.read(
      """
      morph:
        effects: [fade]
      label:
        texts:
          - "[bold]one[/]"
          - two
        selection: "#010203"
      """)
    #expect(settings.texts.map(\.string) == ["one", "two"])
    #expect(settings.selection == .rgb(RGB(1, 2, 3)))
    #expect(settings.handle == LabelSettings.defaultHandle)
  }

  @Test func everyProblemIsReportedWithItsPlace() {
    let problems = Self.problems(
      """
      label:
        texts: []
        selection: blue
        colour: "#ffffff"
      """)
    #expect(
      problems == [
        "demo-scenes.yaml:2:10: error: label.texts: expected a list of texts — write '- TEXT' per label",
        "demo-scenes.yaml:3:14: error: label.selection: expected a colour as \"#rrggbb\", got 'blue' — write it in quotes, since an unquoted # starts a comment: selection: \"#e0413a\"",
        "demo-scenes.yaml:4:3: error: label.colour: unknown setting 'colour' — use one of texts, selection, handle",
      ])
  }

  @Test func aMissingSectionIsAnError() {
    let problems = Self.problems("morph:\n  effects: [fade]\n")
    #expect(problems.count == 1)
    #expect(problems.first?.contains("no 'label:' section") == true)
  }

  @Test func markupErrorsAreLocatedInTheFile() {
    let literal = Self.problems(
      """
      label:
        texts:
          - |
            fine
            bad [nope]tag
      """)
    #expect(literal.count == 1)
    #expect(
      literal.first?.hasPrefix("demo-scenes.yaml:5:12: error: label.texts[0]: markup: ") == true)
    let plain = Self.problems(
      """
      label:
        texts:
          - ok [/]
      """)
    #expect(plain.count == 1)
    #expect(
      plain.first?.hasPrefix("demo-scenes.yaml:3:10: error: label.texts[0]: markup: ") == true)
    let folded = Self.problems(
      """
      label:
        texts:
          - >
            one
            two [/]
      """)
    #expect(folded.first?.hasPrefix("demo-scenes.yaml:3:7: error: label.texts[0]: ") == true)
    #expect(folded.first?.contains("(line 1, column 9 of the text)") == true)
  }

  @Test func aBadSectionStopsTheDemoBeforeItStarts() throws {
    var resources = try DemoFixtures.resources()
    resources.settings = DemoResources.DataFile(
      text: "label:\n  texts: 3\n", origin: "demo-scenes.yaml")
    #expect(throws: DemoError.self) { try DemoSceneID.label.make(resources) }
  }

  // MARK: - Inside the demo

  static func demo() throws -> Demo {
    let resources = try DemoFixtures.resources()
    return try Demo(current: .label) { try $0.make(resources) }
      .update(.resized(GridSize(columns: 80, rows: 24), time: 0))
  }

  /// The screen cell of the first `word` under the menu bar.
  static func cell(_ word: String, in demo: Demo) throws -> GridPoint {
    let rows = demo.frame(at: 0).rows
    let row = try #require(rows.indices.first { $0 > 1 && rows[$0].contains(word) })
    let range = rows[row].range(of: word)!
    return GridPoint(
      column: rows[row].distance(from: rows[row].startIndex, to: range.lowerBound), row: row)
  }

  @Test func ctrlCCopiesWhileSomethingIsSelectedAndTheCopyIsPrintedAtExit() throws {
    var demo = try Self.demo()
    let word = try Self.cell("selectable", in: demo)
    demo = demo.update(.gesture(Gesture(.doubleClick, at: word, time: 1)))
    #expect(demo.status.hasPrefix("selected “selectable”"))
    demo = demo.update(.key(.ctrl("c"), time: 2))
    #expect(demo.exit == nil)
    #expect(demo.requests == [.copy("selectable")])
    demo = demo.update(.key(Key(.escape), time: 3))
    demo = demo.update(.key(.ctrl("c"), time: 4))
    #expect(demo.exit == ProgramExit(status: 130, output: "selectable\n"))
  }

  @Test func aLinkClickIsReportedOnTheStatusLine() throws {
    var demo = try Self.demo()
    let link = try Self.cell("OSC 8 hyperlinks", in: demo)
    #expect(
      demo.frame(at: 0)[link.column, link.row].link == "https://en.wikipedia.org/wiki/Hyperlink")
    demo = demo.update(.gesture(Gesture(.click, at: link, time: 1)))
    #expect(demo.status == "link: https://en.wikipedia.org/wiki/Hyperlink")
    #expect(demo.frame(at: 1).rows.last?.contains("link: https://en.wikipedia.org") == true)
  }

  @Test func theHelpOverlayListsTheScenesKeys() throws {
    let demo = try Self.demo().update(.key(.character("?"), time: 1))
    let text = demo.frame(at: 1).rows.joined(separator: "\n")
    #expect(text.contains("select all the labels"))
    #expect(text.contains("shift+arrows"))
  }
}
