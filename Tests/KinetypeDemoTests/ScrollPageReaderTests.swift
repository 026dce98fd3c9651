import KinetypeCore
import Testing

@testable import KinetypeDemo

/// Malformed `scroll-scene.yaml` files: every problem located at its line and column, with
/// its key path and what to do.
@Suite struct ScrollPageReaderTests {
  static let origin = "effects/scroll-scene.yaml"

  /// The diagnostics reading `text` gives (none when it reads).
  static func problems(_ text: String) -> [Diagnostic] {
    do {
      _ = try ScrollPageReader.read(DemoResources.DataFile(text: text, origin: origin))
      return []
    } catch {
      return error.diagnostics
    }
  }

  @Test func theShippedFileReads() throws {
    let resources = try DemoFixtures.resources()
    let page = try ScrollPageReader.read(
      resources.scrollScene, findFont: resources.findFont,
      pictures: ["demo-picture.txt": resources.picture])
    #expect(page.sections.map(\.height) == [60, 44, 44, 44, 30, 26])
    #expect(page.sections.map(\.top) == [0, 60, 104, 148, 192, 222])
    #expect(page.sections.map(\.isSticky) == [true, true, true, true, false, false])
  }

  @Test func displayTypeNeedsAFontThatIsFoundAndPicturesAName() {
    let problems = Self.problems(
      """
      sections:
        - height: 10
          elements:
            - text: Hi
              font: smooth
            - picture: nowhere.txt
            - bar: 10
              font: smooth
      """)
    #expect(
      problems.map(\.description) == [
        "\(Self.origin):5:15: error: sections[0].elements[0].font: font 'smooth' cannot be used: no fonts are available here — name a font of effects/fonts or /usr/share/figlet",
        "\(Self.origin):6:18: error: sections[0].elements[1].picture: no picture named 'nowhere.txt' — name one of ",
        "\(Self.origin):8:15: error: sections[0].elements[2].font: 'font' is not for a bar — remove it; 'align' lines up the lines of a text and 'font' sets it in display type",
      ])
  }

  @Test func anOverlappingScaleIsLocatedWithANoteAtTheScaleItOverlaps() {
    let problems = Self.problems(
      """
      sections:
        - height: 30
          elements:
            - bar: 20
              tracks:
                fill:
                  scales:
                    - {at: 0, length: 10, to: 1}
                    - {at: 5, length: 10, to: 0}
      """)
    #expect(
      problems.map(\.description) == [
        "effects/scroll-scene.yaml:9:17: error: sections[0].elements[0].tracks.fill.scales[1]: "
          + "the scale over 5…15 overlaps the scale over 0…10 on the same track — move or "
          + "shorten one so that they do not share positions",
        "effects/scroll-scene.yaml:8:17: note: sections[0].elements[0].tracks.fill.scales[0]: "
          + "the scale it overlaps",
      ])
  }

  @Test func overlapsOnGlyphTracksAndScalesStartingTogetherAreReportedToo() {
    let problems = Self.problems(
      """
      sections:
        - height: 30
          elements:
            - text: hello
              tracks:
                colour:
                  from: "#ff0000"
                  scales:
                    - {at: 10, length: 5, to: "#00ff00"}
                    - {at: 0, length: 20, to: "#0000ff"}
                offset:
                  scales:
                    - {at: 3, to: [1, 0]}
                    - {at: 3, length: 2, to: [0, 0]}
      """)
    // In the order the properties are read: opacity, offset, scale, rotation, colour.
    #expect(
      problems.map { "\($0.severity) \($0.path!)" } == [
        "error sections[0].elements[0].tracks.offset.scales[1]",
        "note sections[0].elements[0].tracks.offset.scales[0]",
        "error sections[0].elements[0].tracks.colour.scales[1]",
        "note sections[0].elements[0].tracks.colour.scales[0]",
      ])
    #expect(
      problems.contains { $0.message.contains("the scale over 0…20 overlaps the scale over 10…15") }
    )
    #expect(
      problems.contains { $0.message.contains("the scale over 3…5 overlaps the scale over 3…3") })
  }

  @Test func unknownKeysAreLocatedAndNameTheKeysAllowed() {
    let problems = Self.problems(
      """
      sections:
        - heigth: 30
          elements:
            - box: [10, 4]
              colour: "#ffffff"
              tracks:
                scale:
                  scales: []
      """)
    #expect(
      problems.map(\.description) == [
        "effects/scroll-scene.yaml:2:5: error: sections[0].heigth: unknown key 'heigth' — the "
          + "keys here are name, height, sticky, elements",
        "effects/scroll-scene.yaml:2:5: error: sections[0]: missing 'height' — add 'height:' "
          + "(the format is in the comment at the top of the file)",
        "effects/scroll-scene.yaml:7:11: error: sections[0].elements[0].tracks.scale: unknown "
          + "key 'scale' — the keys here are opacity, offset, colour, width, height",
      ])
  }

  @Test func valuesOfTheWrongTypeAreLocated() {
    let problems = Self.problems(
      """
      sections:
        - height: tall
          sticky: maybe
          elements:
            - text: hi
              at: [left, 2]
              tracks:
                opacity:
                  from: high
                  scales:
                    - {at: 0, length: -1, to: 1, timing: bouncy}
                colour:
                  scales:
                    - {at: 0, to: red}
            - bar: 0
            - {text: a, box: [1, 1]}
      """)
    let lines = problems.map { "\($0.location.line!):\($0.location.column!) \($0.path!)" }
    #expect(
      lines == [
        "2:13 sections[0].height",
        "3:13 sections[0].sticky",
        "6:14 sections[0].elements[0].at[0]",
        "9:19 sections[0].elements[0].tracks.opacity.from",
        "11:33 sections[0].elements[0].tracks.opacity.scales[0].length",
        "11:52 sections[0].elements[0].tracks.opacity.scales[0].timing",
        "14:29 sections[0].elements[0].tracks.colour.scales[0].to",
        "15:14 sections[0].elements[1].bar",
        "16:9 sections[0].elements[2]",
      ], "\(problems.map(\.description).joined(separator: "\n"))")
    #expect(problems[0].message == "expected a whole number in 1…100000, got 'tall'")
    #expect(problems[6].message.contains("#rrggbb"))
    #expect(problems.allSatisfy { $0.location.file == Self.origin && $0.hint != nil })
  }

  @Test func brokenYAMLAnEmptyFileAndBadMarkupAreLocated() {
    let broken = Self.problems("sections:\n  - height: [1, 2\n")
    #expect(broken.count == 1 && broken[0].message.hasPrefix("not valid YAML"))
    #expect(broken[0].location.line != nil)
    let empty = Self.problems("# nothing here\n")
    #expect(empty.map(\.message) == ["the page has no sections"])
    let markup = Self.problems(
      """
      sections:
        - height: 5
          elements:
            - text: "ok [bold"
      """)
    #expect(
      markup.map(\.description) == [
        "effects/scroll-scene.yaml:4:15: error: sections[0].elements[0].text: markup: unclosed "
          + "tag '[' has no ']' on its line (at 1:4 of the text) — write '[[' for a literal '['"
      ])
  }

  @Test func aBadFileStopsTheDemoBeforeItStarts() throws {
    var resources = try DemoFixtures.resources()
    resources.scrollScene = DemoResources.DataFile(text: "sections: 3\n", origin: Self.origin)
    #expect {
      try Demo { try $0.make(resources) }
    } throws: { error in
      (error as? DemoError)?.description
        == "effects/scroll-scene.yaml:1:11: error: sections: expected a list, got '3' — write one "
        + "'- item' per line"
    }
  }
}
