import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction
import Testing

@testable import KinetypeDemo

/// The tags scene by keyboard, in view mode, and across resizes: (state, event) → state.
///
/// The scene is 80 × 22, so the cursor starts at the centre's cell, (40, 11).
@Suite struct TagSceneKeyTests {
  typealias F = TagFixtures

  @Test func arrowsMoveTheCursorAndEnterOpensTheInputThere() throws {
    var scene = try F.scene()
    #expect(!scene.showsCursor)
    scene = scene.update(F.key(.left, at: 1))
    #expect(scene.showsCursor && scene.cursorCell == F.cell(40, 11), "the first arrow shows it")
    scene = scene.update(F.key(.left, at: 1)).update(F.key(.up, at: 1))
    #expect(scene.cursorCell == F.cell(39, 10))
    #expect(scene.frame(at: 1)[39, 10].text == "+")
    scene = scene.update(F.key(.enter, at: 2))
    #expect(scene.input?.target == .new(Point(x: 39.5 / 80, y: 10.5 / 22)))
    scene = F.type("Boat", into: scene, at: 2).update(F.key(.enter, at: 2))
    scene = scene.update(F.key(.enter, at: 2))
    #expect(scene.tags.map(\.texts) == [["Boat"]])
    #expect(scene.tags[0].position == Point(x: 39.5 / 80, y: 10.5 / 22))
    for _ in 0..<100 { scene = scene.update(F.key(.down, at: 3)) }
    #expect(scene.cursorCell == F.cell(39, 21), "the cursor stays in the scene")
  }

  @Test func keysActOnTheTagUnderTheCursor() throws {
    var scene = F.addTag(["Sunset"], at: 40, 11, to: try F.scene(), time: 1)
    scene = scene.update(F.key(.character("x"), at: 2))
    #expect(scene.showsCursor == false, "keys the scene does not use change nothing")
    // The cursor starts on the dot's cell.
    scene = scene.update(F.key(.character("s"), at: 2))
    #expect(scene.report == "Style: right-slanted-1" && scene.tags[0].styleChange?.time == 2)
    // Enter on the dot cycles too.
    scene = scene.update(F.key(.enter, at: 3))
    #expect(scene.report == "Style: left-straight-1")
    // e edits; Esc leaves the texts alone.
    scene = scene.update(F.key(.character("e"), at: 4))
    #expect(scene.input == TagInput(target: .edit(1), texts: ["Sunset"]))
    scene = scene.update(F.key(.escape, at: 4))
    // n starts a new tag even over a tag.
    let new = scene.update(F.key(.character("n"), at: 4))
    #expect(new.input?.target == .new(Point(x: 40.5 / 80, y: 11.5 / 22)))
    // Shift+arrows move the tag and the cursor with it.
    scene = scene.update(F.key(.right, .shift, at: 5)).update(F.key(.down, .shift, at: 5))
    #expect(scene.cursorCell == F.cell(41, 12))
    #expect(F.dotCell(scene, 1) == F.cell(41, 12))
    // m grabs: plain arrows move the tag; Enter drops it.
    scene = scene.update(F.key(.character("m"), at: 6))
    #expect(scene.grabbed == 1)
    scene = scene.update(F.key(.left, at: 6)).update(F.key(.left, at: 6))
    scene = scene.update(F.key(.enter, at: 6))
    #expect(scene.grabbed == nil && F.dotCell(scene, 1) == F.cell(39, 12))
    // d deletes; with nothing under the cursor it says so.
    scene = scene.update(F.key(.character("d"), at: 7))
    #expect(scene.tags[0].deleted == 7)
    scene = scene.update(.tick(8))
    #expect(scene.tags.isEmpty)
    scene = scene.update(F.key(.delete, at: 9))
    #expect(scene.report == "No tag under the cursor: arrows or Tab move it onto one")
  }

  @Test func tabJumpsFromTagToTag() throws {
    var scene = F.addTag(["A"], at: 10, 5, to: try F.scene(), time: 1)
    scene = F.addTag(["B"], at: 60, 15, to: scene, time: 1)
    scene = scene.update(F.key(.tab, at: 2))
    #expect(scene.cursorCell == F.cell(10, 5))
    scene = scene.update(F.key(.tab, at: 2))
    #expect(scene.cursorCell == F.cell(60, 15))
    scene = scene.update(F.key(.tab, at: 2))
    #expect(scene.cursorCell == F.cell(10, 5), "round again")
    scene = scene.update(F.key(.tab, .shift, at: 2))
    #expect(scene.cursorCell == F.cell(60, 15))
  }

  @Test func viewModeHidesTheTagsInSequenceAndShowsThemInReverse() throws {
    var scene = F.addTag(["Sunset"], at: 20, 10, to: try F.scene(), time: 1)
    scene = scene.update(F.key(.character("v"), at: 2))
    #expect(scene.view.isOn && scene.view.sequence == nil)
    scene = scene.update(F.gesture(.click, 70, 20, at: 3))
    let hiding = try #require(scene.view.sequence)
    #expect(hiding.hides && hiding.start == 3)
    // Each step begins when the one before ends: text 0.3 s, lines 0.35 s, dots 0.25 s.
    let steps = hiding.steps
    #expect(steps.first.timing.beginTime == 3 && steps.first.timing.duration == 0.3)
    #expect(steps.second.timing.beginTime == steps.first.endTime)
    #expect(steps.third.timing.beginTime == steps.second.endTime)
    #expect(hiding.parts(at: 3.15).text > 0 && hiding.parts(at: 3.15).lines == 1)
    #expect(
      hiding.parts(at: 3.45) == TagParts(dots: 1, lines: hiding.parts(at: 3.45).lines, text: 0))
    #expect((0.01..<0.99).contains(hiding.parts(at: 3.475).lines))
    #expect(hiding.parts(at: 3.8).lines == 0 && hiding.parts(at: 3.8).dots > 0)
    #expect(scene.frame(at: 3.1).rows[9].contains("Sunset"))
    #expect(
      !scene.frame(at: 3.31).rows[9].contains("Sunset")
        && F.isBraille(scene.frame(at: 3.31), 32, 10))
    #expect(
      !F.isBraille(scene.frame(at: 3.66), 32, 10) && F.isBraille(scene.frame(at: 3.66), 20, 10))
    #expect(scene.frame(at: 4) == scene.backdrop, "all hidden")

    // A click while they hide is ignored.
    let early = scene.update(F.gesture(.click, 70, 20, at: 3.5))
    #expect(early.view.sequence == hiding && early.report == "Still hiding: click ignored")

    // The next click shows them: dots, then lines, then text.
    scene = scene.update(F.gesture(.click, 20, 10, at: 5))
    let showing = try #require(scene.view.sequence)
    #expect(!showing.hides && scene.tags.count == 1, "a click in view mode adds no tag")
    #expect(showing.parts(at: 5.2).lines == 0 && showing.parts(at: 5.2).dots > 0)
    #expect(showing.parts(at: 5.59).text == 0 && showing.parts(at: 5.59).lines > 0.9)
    #expect(showing.parts(at: 5.75).text > 0 && showing.parts(at: 5.75).lines == 1)
    #expect(scene.frame(at: 6).rows[9].contains("Sunset"))

    // Enter toggles too; v leaves view mode, showing hidden tags.
    scene = scene.update(F.key(.enter, at: 7))
    #expect(scene.view.hidesTags)
    scene = scene.update(F.key(.character("v"), at: 8))
    #expect(!scene.view.isOn && scene.view.sequence?.hides == false)
    #expect(scene.frame(at: 9).rows[9].contains("Sunset"))
  }

  @Test func resizingKeepsTagsAtTheirProportionalPlaces() throws {
    var scene = F.addTag(["Sunset"], at: 20, 10, to: try F.scene(), time: 1)
    scene = scene.update(.resized(GridSize(columns: 120, rows: 33), time: 2))
    // (20.5 / 80, 10.5 / 22) of 120 × 33: x 30.75, y 15.75: the dot in cell (30, 15).
    #expect(scene.tags[0].position == Point(x: 20.5 / 80, y: 10.5 / 22))
    var frame = scene.frame(at: 10)
    #expect(frame.size == GridSize(columns: 120, rows: 33))
    #expect(F.isBraille(frame, 30, 15) && !F.isBraille(frame, 20, 10))
    // dot.x = (⌊61.5⌋ + 0.5) / 2 = 30.75; elbow 34.75; chip from 35 on row 14.
    #expect(F.text(frame, row: 14, from: 35, count: 8) == " Sunset ")
    #expect(scene.regions(includingLines: false).target(at: F.cell(30, 15)) == .dot(1))

    scene = scene.update(.resized(GridSize(columns: 40, rows: 11), time: 3))
    frame = scene.frame(at: 10)
    // x 10.25, y 5.25: cell (10, 5); dot.x (⌊20.5⌋ + 0.5) / 2 = 10.25, chip from 14 on row 4.
    #expect(F.isBraille(frame, 10, 5))
    #expect(F.text(frame, row: 4, from: 14, count: 8) == " Sunset ")
    // The picture is stretched to fill the scene: its cells come from the art's.
    #expect(scene.backdrop.size == GridSize(columns: 40, rows: 11))
    #expect(scene.backdrop[0, 0] == scene.picture.art[0, 0])
  }

  @Test func theHelpListsTheKeysAndTheSceneClaimsKeysOnlyWhileTyping() throws {
    let scene = try F.scene()
    let keys = scene.help.map(\.keys).joined(separator: " ")
    for key in [
      "click", "Enter", "s", "e", "d", "Delete", "drag", "shift+arrows", "m", "Tab", "n", "v",
      "long press",
    ] {
      #expect(keys.contains(key), "\(key)")
    }
    #expect(!scene.claims(.character("q")) && !scene.claims(.character("1")))
    #expect(scene.nextChange(after: 0) == nil)
    #expect(scene.frame(at: 0).rows[21].contains("Click the picture to add a tag"))
  }
}

extension TagFixtures {
  /// The cell of tag `id`'s dot.
  static func dotCell(_ scene: TagScene, _ id: Int) -> GridPoint? {
    scene.tags.first { $0.id == id }.map { TagScene.cell(of: $0.position, in: scene.size) }
  }
}
