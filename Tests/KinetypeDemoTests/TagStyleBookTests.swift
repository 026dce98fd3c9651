import Foundation
import KinetypeCore
import Testing

@testable import KinetypeDemo

/// `tag-styles.yaml`: the shipped file, and every kind of problem reported where it is.
@Suite struct TagStyleBookTests {
  static let origin = "effects/tag-styles.yaml"

  static func read(_ text: String) -> Result<TagStyleBook, DemoError> {
    Result { () throws(DemoError) in try TagStyleBook.read(text, origin: origin) }
  }

  /// A valid file with `styles` in place of the twelve.
  static func file(styles: String, top: String = "") -> String {
    """
    reach: { columns: 4, rows: 3 }
    timing: { text: 0.3, lines: 0.35, dots: 0.25, style: 0.4 }
    \(top)styles:
    \(styles)
    """
  }

  static let twelve = TagStyle.names.map { name in
    let count = Int(String(name.last!))!
    return "  \(name): " + ["[0]", "[90, -90]", "[90, 0, -90]"][count - 1]
  }.joined(separator: "\n")

  static func diagnostics(_ text: String) -> [String] {
    guard case .failure(let error) = read(text) else { return [] }
    return error.diagnostics.map(\.description)
  }

  @Test func theShippedFileHasTheTwelveStylesInCyclingOrder() throws {
    let resources = try DemoFixtures.resources()
    let book = try TagStyleBook.read(resources.tagStyles.text, origin: resources.tagStyles.origin)
    #expect(book.styles.map(\.name) == TagStyle.names)
    #expect(Set(book.styles.map(\.name)).count == 12)
    #expect(book.styles.allSatisfy { $0.count == $0.angles.count && (1...3).contains($0.count) })
    #expect(book.styles[1].angles == [45] && book.reach == TagStyleBook.Reach(columns: 4, rows: 3))
    #expect(book.timing == TagStyleBook.Timing(text: 0.3, lines: 0.35, dots: 0.25, style: 0.4))
  }

  @Test func aFileWithEveryStyleReads() throws {
    let book = try Self.read(Self.file(styles: Self.twelve)).get()
    #expect(book.styles.count == 12 && book.styles[11].name == "left-slanted-3")
  }

  @Test func anUnknownStyleIsALocatedErrorWithASuggestion() {
    let text = Self.file(styles: Self.twelve + "\n  right-slantd-2: [30, -30]")
    #expect(
      Self.diagnostics(text) == [
        "effects/tag-styles.yaml:16:3: error: styles: unknown style 'right-slantd-2' — did you "
          + "mean 'right-slanted-2'? a style is SIDE-SHAPE-COUNT: left or right, straight or "
          + "slanted, 1 to 3"
      ])
  }

  @Test func badValuesAreLocatedWithTheirKeyPathsAndEveryOneIsReported() {
    let styles = Self.twelve
      .replacingOccurrences(of: "right-slanted-1: [0]", with: "right-slanted-1: [120]")
      .replacingOccurrences(of: "left-straight-1: [0]", with: "left-straight-1: [45]")
      .replacingOccurrences(of: "right-slanted-2: [90, -90]", with: "right-slanted-2: [30]")
      .replacingOccurrences(of: "left-slanted-3: [90, 0, -90]", with: "left-slanted-3: [0, 10, -5]")
    let text = Self.file(styles: styles).replacingOccurrences(of: "dots: 0.25", with: "dots: soon")
    #expect(
      Self.diagnostics(text) == [
        "effects/tag-styles.yaml:2:41: error: timing.dots: expected a number, got 'soon' — write "
          + "a number in 0…10",
        "effects/tag-styles.yaml:5:21: error: styles.right-slanted-1[0]: 120 is outside -90…90 — "
          + "use a number in -90…90",
        "effects/tag-styles.yaml:6:21: error: styles.left-straight-1[0]: a straight style's "
          + "lines are level or vertical; got 45 — use 0, 90 or -90, or lean the line in the "
          + "slanted style",
        "effects/tag-styles.yaml:9:20: error: styles.right-slanted-2: a style with 2 texts has 2 "
          + "angles; got 1 — give one angle for each text, top first",
        "effects/tag-styles.yaml:15:23: error: styles.left-slanted-3[1]: angles fall from the top "
          + "branch down; got 10 after 0 — list them from the highest to the lowest",
      ])
  }

  @Test func missingRepeatedAndUnknownKeysAreReported() {
    let missing = Self.file(
      styles: Self.twelve.split(separator: "\n").dropLast().joined(separator: "\n"))
    #expect(
      Self.diagnostics(missing) == [
        "effects/tag-styles.yaml:4:3: error: styles: missing styles: left-slanted-3 — give all "
          + "twelve, each as 'NAME: [angles]'"
      ])
    let repeated = Self.file(styles: Self.twelve + "\n  left-slanted-3: [0, -10, -20]")
    // The reader finds a repeated key, and points at the repeat.
    #expect(
      Self.diagnostics(repeated) == [
        "effects/tag-styles.yaml:16:3: error: 'left-slanted-3' given twice in one mapping — keep "
          + "one of them"
      ])
    let unknown = Self.file(styles: Self.twelve, top: "colour: red\n")
    #expect(
      Self.diagnostics(unknown) == [
        "effects/tag-styles.yaml:3:1: error: colour: unknown key 'colour' — the keys here are "
          + "reach, timing, styles"
      ])
    let noReach = Self.file(styles: Self.twelve).replacingOccurrences(
      of: "reach: { columns: 4, rows: 3 }", with: "reach: { columns: 4 }")
    #expect(
      Self.diagnostics(noReach) == [
        "effects/tag-styles.yaml:1:8: error: reach.rows: missing 'rows' — add it; see the format "
          + "at the top of tag-styles.yaml"
      ])
    #expect(Self.diagnostics("styles: [").first?.hasPrefix("effects/tag-styles.yaml:") == true)
  }

  @Test func theSceneReportsABadFileBeforeItStarts() throws {
    var resources = try DemoFixtures.resources()
    resources.tagStyles = .init(
      text: Self.file(styles: Self.twelve + "\n  up-straight-1: [0]"),
      origin: "<built-in>/tag-styles.yaml")
    #expect(throws: DemoError.self) { try TagScene(resources) }
    do {
      _ = try Demo { try $0.make(resources) }
      Issue.record("the demo started with a bad tag-styles.yaml")
    } catch let error as DemoError {
      #expect(
        error.description.hasPrefix(
          "<built-in>/tag-styles.yaml:16:3: error: styles: unknown style 'up-straight-1'"))
    }
  }
}
