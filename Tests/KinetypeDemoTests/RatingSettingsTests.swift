import KinetypeCore
import Testing

@testable import KinetypeDemo

/// The `rating:` section of `demo-scenes.yaml`: read, defaulted, and its problems located.
@Suite struct RatingSettingsTests {
  static func read(_ text: String) throws(DemoError) -> RatingSettings {
    try RatingSettings.read(DemoResources.DataFile(text: text, origin: "demo-scenes.yaml"))
  }

  /// The diagnostics reading `text` throws, as the command line prints them.
  static func problems(_ text: String) -> [String] {
    do {
      _ = try read(text)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func theShippedFileIsRead() throws {
    let settings = try RatingSettings.read(DemoFixtures.resources().settings)
    #expect(
      settings
        == RatingSettings(
          sadColour: RGB(0xE0, 0x41, 0x3A), happyColour: RGB(0x3F, 0xBF, 0x5F), sensitivity: 0.2,
          mouthWidth: 0.6, lineWidth: 1.25, rate: 2.5))
  }

  @Test func everyKeyIsRead() throws {
    let settings = try Self.read(
      """
      morph:
        effects: [fade]
      rating:
        sadColour: "#102030"
        happyColour: '#abc'
        sensitivity: 0.05
        mouthWidth: 0.8
        lineWidth: 0
        rate: 5
      """)
    #expect(
      settings
        == RatingSettings(
          sadColour: RGB(0x10, 0x20, 0x30), happyColour: RGB(0xAA, 0xBB, 0xCC),
          sensitivity: 0.05, mouthWidth: 0.8, lineWidth: 0, rate: 5))
  }

  @Test func aMissingSectionOrKeyKeepsTheDefaults() throws {
    #expect(try Self.read("morph:\n  effects: [fade]\n") == RatingSettings())
    #expect(try Self.read("") == RatingSettings())
    #expect(try Self.read("rating:\n") == RatingSettings())
    #expect(try Self.read("rating:\n  rate: 4\n") == RatingSettings(rate: 4))
  }

  @Test func badValuesAreEachLocatedWithTheirKeyPathAndWhatToDo() {
    let problems = Self.problems(
      """
      morph:
        effects: [fade]
      rating:
        sadColour: #e0413a
        happyColour: "green"
        sensitivity: fast
        mouthWidth: 1.5
        lineWdth: 1
        rate: -1
      """)
    #expect(
      problems == [
        "demo-scenes.yaml:4:13: error: rating.sadColour: expected a colour as \"#rrggbb\", got nothing"
          + " — write it in quotes, since an unquoted # starts a comment: sadColour: \"#e0413a\"",
        "demo-scenes.yaml:5:16: error: rating.happyColour: expected a colour as \"#rrggbb\", got 'green'"
          + " — write it in quotes, since an unquoted # starts a comment: happyColour:"
          + " \"#e0413a\"",
        "demo-scenes.yaml:6:16: error: rating.sensitivity: expected a number (rate change per cell"
          + " dragged), got 'fast' — write a number in 0.01…5",
        "demo-scenes.yaml:7:15: error: rating.mouthWidth: 1.5 is outside 0.2…0.8 (the mouth's width as a"
          + " fraction of the face's) — use a number in 0.2…0.8",
        "demo-scenes.yaml:8:3: error: rating.lineWdth: unknown setting 'lineWdth' — the settings are"
          + " sadColour, happyColour, sensitivity, mouthWidth, lineWidth, rate",
        "demo-scenes.yaml:9:9: error: rating.rate: -1 is outside 0…5 (the starting rate) — use a number"
          + " in 0…5",
      ])
  }

  @Test func aSectionThatIsNotAMappingOrAFileThatIsNotYAMLIsLocated() {
    #expect(
      Self.problems("rating: 3\n") == [
        "demo-scenes.yaml:1:9: error: rating: expected a mapping of settings — indent the settings"
          + " under 'rating:', one 'key: value' a line"
      ])
    #expect(
      Self.problems("- rating\n") == [
        "demo-scenes.yaml:1:1: error: expected a mapping with a section per scene — write 'rating:' at"
          + " the start of a line, its settings indented below it"
      ])
    let broken = Self.problems("rating:\n  rate: [1\n")
    #expect(broken.count == 1)
    #expect(broken.first?.hasPrefix("demo-scenes.yaml:3:1: error: not valid YAML") == true)
  }

  @Test func theDemoReportsABadSectionAtStart() throws {
    var resources = try DemoFixtures.resources()
    resources.settings = DemoResources.DataFile(
      text: "rating:\n  sensitivity: 0\n", origin: "<built-in>/demo-scenes.yaml")
    #expect(throws: DemoError.self) { try DemoSceneID.rating.make(resources) }
    do {
      _ = try Demo(current: .tags) { try $0.make(resources) }
      Issue.record("the demo started with a sensitivity of 0")
    } catch let error as DemoError {
      // Among the problems of every scene (this file has no morph section either).
      #expect(
        error.diagnostics.map(\.description).contains(
          "<built-in>/demo-scenes.yaml:2:16: error: rating.sensitivity: 0 is outside 0.01…5 (rate"
            + " change per cell dragged) — use a number in 0.01…5"))
    }
  }

  @Test func numbersMadeInCodeAreClampedToTheirRanges() {
    let high = RatingSettings(sensitivity: 100, mouthWidth: 2, lineWidth: 9, rate: 7)
    #expect(high.sensitivity == 5 && high.mouthWidth == 0.8 && high.lineWidth == 3)
    #expect(high.rate == 5)
    let low = RatingSettings(sensitivity: -1, mouthWidth: 0, lineWidth: -2, rate: -3)
    #expect(low.sensitivity == 0.01 && low.mouthWidth == 0.2 && low.lineWidth == 0)
    #expect(low.rate == 0)
    let nan = RatingSettings(sensitivity: .nan, rate: .nan)
    #expect(nan.sensitivity == 0.01 && nan.rate == 0)
  }
}
