import Foundation
import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction
import Testing

@testable import KinetypeDemo

/// The tags scene's pure update, by mouse: (state, event) → state, and the frames it draws.
///
/// The scene is 80 × 22. A tag added by a click on (20, 10) has its dot in that cell (centre
/// x = 20.75, the right braille column; y = 10.125, the top braille row) and, in the first
/// style (right-straight-1, angle 0, reach 4 columns), its line level along row 10 out to
/// x = 24.75, its chip from column 25 (round(24.75)) on row 9: " Sunset " (8 cells), the text
/// from column 26.
@Suite struct TagSceneTests {
  typealias F = TagFixtures

  @Test func aClickOnThePictureOpensTheInputAndTheTagAppearsThere() throws {
    var scene = try F.scene().update(F.gesture(.click, 20, 10, at: 1))
    #expect(scene.input?.target == .new(Point(x: 20.5 / 80, y: 10.5 / 22)))
    #expect(scene.claims(.character("q")) && scene.claims(.character("1")))
    scene = F.type("Sunset", into: scene, at: 1.5)
    #expect(scene.frame(at: 1.5).rows.joined().contains("│ Sunset"))
    scene = scene.update(F.key(.enter, at: 2)).update(F.key(.enter, at: 2))
    #expect(scene.input == nil && !scene.claims(.character("q")))
    let tag = try #require(scene.tags.first)
    #expect(tag.texts == ["Sunset"] && tag.position == Point(x: 20.5 / 80, y: 10.5 / 22))
    #expect(scene.book.styles[tag.style].name == "right-straight-1")
    #expect(scene.report == "Tag added: Sunset")
    let frame = scene.frame(at: 10)
    #expect(F.text(frame, row: 9, from: 25, count: 8) == " Sunset ")
    #expect(F.isBraille(frame, 20, 10), "the dot")
    #expect((21...32).allSatisfy { F.isBraille(frame, $0, 10) }, "the line under the text")
    #expect(frame[26, 9].style.attributes.contains(.bold))
  }

  @Test func theTagShowsDotsThenLinesThenText() throws {
    let scene = F.addTag(["Sunset"], at: 20, 10, to: try F.scene(), time: 1)
    // Dots 0.25 s, lines 0.35 s, text 0.3 s, each beginning when the one before ends.
    let dotsOnly = scene.frame(at: 1.2)
    #expect(F.isBraille(dotsOnly, 20, 10) && !F.isBraille(dotsOnly, 30, 10))
    #expect(!dotsOnly.rows[9].contains("Sunset"))
    let linesOut = scene.frame(at: 1.25 + 0.35 + 0.01)
    #expect(F.isBraille(linesOut, 32, 10) && !linesOut.rows[9].contains("Sunset"))
    #expect(scene.frame(at: 1.95).rows[9].contains("Sunset"))
    #expect(scene.nextChange(after: 1.5) == 1.5)
    #expect(scene.nextChange(after: 1.91) == nil)
  }

  @Test func theInputTakesUpToThreeLinesAndEscCancels() throws {
    var scene = try F.scene().update(F.gesture(.click, 10, 15, at: 1))
    scene = F.type("one", into: scene, at: 1).update(F.key(.enter, at: 1))
    scene = F.type("two", into: scene, at: 1).update(F.key(.enter, at: 1))
    // Backspace on the empty third line goes back into the second.
    scene = scene.update(F.key(.backspace, at: 1)).update(F.key(.backspace, at: 1))
    #expect(scene.input?.lines == ["one"] && scene.input?.current == "tw")
    scene = F.type("o\u{7}!", into: scene, at: 1).update(F.key(.enter, at: 1))
    scene = F.type("three", into: scene, at: 1).update(F.key(.enter, at: 1))
    #expect(scene.input == nil, "the third line finishes")
    #expect(scene.tags.first?.texts == ["one", "two!", "three"], "controls are not typed")
    #expect(scene.tags.first.map { scene.book.styles[$0.style].count } == 3)

    scene = scene.update(F.gesture(.click, 60, 3, at: 2))
    scene = F.type("never", into: scene, at: 2).update(F.key(.escape, at: 2))
    #expect(scene.input == nil && scene.tags.count == 1 && scene.report == "Cancelled")

    // The line is edited as a line: ← moves back, typing inserts there.
    scene = scene.update(F.gesture(.click, 60, 3, at: 3))
    scene = F.type("quck", into: scene, at: 3)
    scene = scene.update(F.key(.left, at: 3)).update(F.key(.left, at: 3))
    scene = F.type("i", into: scene, at: 3)
    #expect(scene.input?.current == "quick" && scene.input?.line.cursor == 3)
    #expect(scene.frame(at: 3)[8, 21].style.attributes.contains(.reverse), "the cursor on c")
    scene = scene.update(F.key(.character("d"), .ctrl, at: 3))
    #expect(scene.tags.last?.texts == ["quick"], "Ctrl-D finishes")
    #expect(scene.tags.last.map { scene.book.styles[$0.style].side } == .left, "right of 60 %")
  }

  @Test func aClickOnTheDotCyclesTheStyleWithAnAnimatedChange() throws {
    var scene = F.addTag(["Sunset"], at: 20, 10, to: try F.scene(), time: 1)
    scene = scene.update(F.gesture(.click, 20, 10, at: 3))
    #expect(scene.report == "Style: right-slanted-1")
    #expect(scene.tags[0].styleChange == Tag.StyleChange(from: 0, time: 3))
    // Slanted 45°: elbow at x 20.75 + 4 cos 45° = 23.58, row ⌊10.125 − 3 sin 45°⌋ = 8; the
    // chip from column 24 on row 7.
    let end = scene.frame(at: 3.4)
    #expect(F.text(end, row: 7, from: 24, count: 8) == " Sunset ")
    #expect(!end.rows[9].contains("Sunset"))
    // The lines swing between the angles (same side, same count).
    // Half-way (the curve is symmetric) at 22.5°: the elbow at x = 20.75 + 4 cos 22.5°.
    let middle = scene.presented(scene.tags[0], at: 3.2).layout.branches[0].line[1]
    #expect(abs(middle.x - (20.75 + 4 * cos(Double.pi / 8))) < 1e-9)
    #expect(scene.nextChange(after: 3.2) == 3.2)
    #expect(scene.nextChange(after: 3.4) == nil)

    // The next style flips to the left: old text out, old lines in, new lines, new text.
    scene = scene.update(F.gesture(.click, 20, 10, at: 4))
    #expect(scene.report == "Style: left-straight-1")
    let flipping = scene.frame(at: 4.2)
    #expect(!flipping.rows.joined().contains("Sunset"), "no text half-way through a flip")
    // Left, level: elbow 20.75 − 4 = 16.75, chip ending at column 17: columns 9…16.
    #expect(F.text(scene.frame(at: 4.4), row: 9, from: 9, count: 8) == " Sunset ")

    for time in 5..<15 { scene = scene.update(F.gesture(.click, 20, 10, at: Double(time))) }
    #expect(scene.tags[0].style == 0, "twelve clicks come back to the first style")
  }

  @Test func theDotAndTheTextTakeClicksWithOneCellOfSlopAndEmptyPartsDoNot() throws {
    let scene = F.addTag(["Sunset"], at: 20, 10, to: try F.scene(), time: 1)
    let regions = scene.regions(includingLines: false)
    #expect(regions.target(at: F.cell(21, 11)) == .dot(1), "one cell from the dot")
    #expect(regions.target(at: F.cell(22, 10)) == nil, "two cells from it, on the line")
    #expect(regions.target(at: F.cell(24, 8)) == .text(1), "one cell from the chip")
    #expect(regions.target(at: F.cell(33, 9)) == .text(1))
    #expect(regions.target(at: F.cell(34, 9)) == nil)

    let onLine = scene.update(F.gesture(.click, 22, 10, at: 3))
    #expect(onLine.input?.target == .new(Point(x: 22.5 / 80, y: 10.5 / 22)))
    // The slanted style's box (columns 20…32, rows 7…10) is empty below its chip.
    let slanted = scene.update(F.gesture(.click, 20, 10, at: 3))
    let empty = slanted.update(F.gesture(.click, 30, 10, at: 4))
    #expect(empty.input?.target == .new(Point(x: 30.5 / 80, y: 10.5 / 22)))
    #expect(slanted.regions(includingLines: true).target(at: F.cell(30, 10)) == nil)
  }

  @Test func aClickOnTheTextEditsIt() throws {
    var scene = F.addTag(["Sunset"], at: 20, 10, to: try F.scene(), time: 1)
    scene = scene.update(F.gesture(.click, 28, 9, at: 3))
    #expect(scene.input == TagInput(target: .edit(1), texts: ["Sunset"]))
    scene = scene.update(F.key(.character("u"), .ctrl, at: 3))
    scene = F.type("Erhai", into: scene, at: 3).update(F.key(.enter, at: 3))
    scene = F.type("Lens: 35mm", into: scene, at: 3).update(F.key(.enter, at: 3))
    scene = scene.update(F.key(.enter, at: 3))
    #expect(scene.tags.map(\.texts) == [["Erhai", "Lens: 35mm"]] && scene.tags[0].id == 1)
    #expect(scene.book.styles[scene.tags[0].style].name == "right-straight-2")
    // Straight up and down 3 rows: chips on rows 10 − 3 − 1 = 6 and 10 + 3 − 1 = 12. The
    // name of a `name: value` text is plain, its value bold.
    let frame = scene.frame(at: 10)
    #expect(frame.rows[6].contains(" Erhai ") && frame.rows[12].contains(" Lens: 35mm "))
    let name = try #require(frame.rows[12].firstRange(of: "Lens"))
    let column = frame.rows[12].distance(from: frame.rows[12].startIndex, to: name.lowerBound)
    #expect(!frame[column, 12].style.attributes.contains(.bold))
    #expect(frame[column + 6, 12].style.attributes.contains(.bold))
  }

  @Test func aLongPressOnAnyPartDeletesTheTagWithAnAnimation() throws {
    let scene = F.addTag(["Sunset"], at: 20, 10, to: try F.scene(), time: 1)
      .update(F.gesture(.click, 20, 10, at: 2))
    // A cell of the slanted line away from the dot's and the text's slop.
    let line = try #require(
      (0..<80).lazy.flatMap { c in (0..<22).lazy.map { F.cell(c, $0) } }.first {
        scene.regions(includingLines: true).target(at: $0) == .line(1)
      })
    for (kind, cell) in [("text", F.cell(27, 7)), ("dot", F.cell(20, 10)), ("line", line)] {
      let pressed = scene.update(F.gesture(.longPress, cell.column, cell.row, at: 5))
      #expect(pressed.tags.first?.deleted == 5, "\(kind)")
      #expect(pressed.report == "Tag deleted: Sunset")
      // Hiding: text 0.3 s, then lines 0.35 s, then dots 0.25 s.
      #expect(pressed.frame(at: 5.1).rows[7].contains("Sunset"), "still fading: \(kind)")
      #expect(!pressed.frame(at: 5.31).rows[7].contains("Sunset"))
      #expect(F.isBraille(pressed.frame(at: 5.8), 20, 10), "the dot goes last")
      #expect(pressed.regions(includingLines: true).regions.isEmpty, "deleted takes no input")
      let gone = pressed.update(.tick(5.91))
      #expect(gone.tags.isEmpty)
      let picture = gone.frame(at: 6)
      #expect(
        (0..<21).allSatisfy { r in (0..<80).allSatisfy { picture[$0, r] == gone.backdrop[$0, r] } },
        "only the picture is left (and the hint on the last row)")
      #expect(gone.nextChange(after: 6) == nil)
    }
    let missed = scene.update(F.gesture(.longPress, 60, 18, at: 5))
    #expect(missed.tags.first?.deleted == nil)
  }

  @Test func draggingMovesTheTag() throws {
    var scene = F.addTag(["Sunset"], at: 20, 10, to: try F.scene(), time: 1)
    let start = F.cell(28, 9)
    scene = scene.update(F.gesture(.dragStart, 30, 10, at: 3, from: start))
    #expect(
      scene.drag == TagScene.Drag(id: 1, origin: Point(x: 20.5 / 80, y: 10.5 / 22), start: start))
    scene = scene.update(F.gesture(.dragMove, 33, 13, at: 3.1, from: start))
    scene = scene.update(F.gesture(.dragEnd, 33, 13, at: 3.2, from: start))
    #expect(scene.drag == nil)
    let position = scene.tags[0].position
    #expect(abs(position.x - 25.5 / 80) < 1e-12 && abs(position.y - 14.5 / 22) < 1e-12)
    let frame = scene.frame(at: 10)
    #expect(F.text(frame, row: 13, from: 30, count: 8) == " Sunset ")
    #expect(F.isBraille(frame, 25, 14) && !frame.rows[9].contains("Sunset"))

    // A drag that starts on the picture moves nothing.
    let still = scene.update(F.gesture(.dragStart, 70, 3, at: 4, from: F.cell(68, 3)))
    #expect(still.drag == nil && still.tags == scene.tags)
    // Dragged past the edge, a tag stays on the picture.
    let far = scene.update(F.gesture(.dragStart, 26, 14, at: 5, from: F.cell(25, 14)))
      .update(F.gesture(.dragEnd, 200, -50, at: 5.1, from: F.cell(25, 14)))
    #expect(far.tags[0].position.x < 1 && far.tags[0].position.y == 0)
  }
}
