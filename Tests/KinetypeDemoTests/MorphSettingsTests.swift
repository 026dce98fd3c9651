import KinetypeCore
import Testing

@testable import KinetypeDemo

/// The `morph:` section read as the other data files are: every problem at once, each at its
/// line and column with its key path and what to write.
@Suite struct MorphSettingsTests {
  static func problems(_ text: String) -> [String] {
    do {
      _ = try MorphSettings(
        DemoSettings(DemoResources.DataFile(text: text, origin: "demo-scenes.yaml")))
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func everyProblemIsReportedAtItsPlace() {
    let problems = Self.problems(
      """
      morph:
        effects: [morph, [x]]
        fonts: smooth
        text: ""
        colour: red
      """)
    #expect(
      problems == [
        "demo-scenes.yaml:2:20: error: morph.effects: expected an effect's name — write a name `kinetype list` shows",
        "demo-scenes.yaml:3:10: error: morph.fonts: expected a list, got 'smooth' — write one '- item' per line",
        "demo-scenes.yaml:4:9: error: morph.text: expected a text of 1 to 200 characters — write text: Kinetype",
        "demo-scenes.yaml:5:3: error: morph.colour: unknown setting 'colour' — the morph scene reads effects, fonts, text",
      ])
  }

  @Test func aSectionWithoutEffectsOrWithAnEmptyListIsRefused() {
    #expect(
      Self.problems("morph:\n  text: Hi\n") == [
        "demo-scenes.yaml:2:3: error: morph: no 'effects' list — add 'effects: [NAME, …]'"
      ])
    #expect(
      Self.problems("morph:\n  effects: []\n") == [
        "demo-scenes.yaml:2:12: error: morph.effects: expected at least one effect — write [morph, decrypt]"
      ])
    #expect(
      Self.problems("label:\n  texts: [hi]\n") == [
        "demo-scenes.yaml: error: no 'morph:' section — add 'morph: { effects: [NAME, …] }' naming the morph effects"
      ])
  }

  @Test func theShippedSectionReads() throws {
    let settings = try MorphSettings(DemoSettings(DemoFixtures.resources().settings))
    #expect(!settings.effects.isEmpty && settings.effects.count == settings.effectNodes.count)
    #expect(settings.fonts.count == settings.fontNodes.count)
  }
}
