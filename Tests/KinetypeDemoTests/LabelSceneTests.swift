import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction
import KinetypeLayout
import Testing

@testable import KinetypeDemo

/// The selectable label's pure update: (scene, event) → scene, for every interaction, with
/// assertions on the state and on the frames it draws.
@Suite struct LabelSceneTests {
  static let url = "https://a.example/brave"
  static let selection = Colour.rgb(RGB(1, 2, 3))
  static let handle = Colour.rgb(RGB(4, 5, 6))

  /// Two labels on a 30 × 20 scene (text 26 columns wide). The first wraps as
  /// `Hello brave new world of` / `selectable text that wraps` / `over lines.`
  static func scene() -> LabelScene {
    let texts = [
      "Hello [link=\(url)]brave new[/] world of [on #d7af5f]selectable[/] text that wraps over lines.",
      "Second label, plain words.",
    ].map { TextReader.read($0, format: .markup).text }
    let settings = LabelSettings(texts: texts, selection: selection, handle: handle)
    return LabelScene(settings: settings).update(.resized(GridSize(columns: 30, rows: 20), time: 0))
  }

  /// The scene cell of `offset` characters into the first `word` on the frame (ASCII rows).
  static func cell(_ word: String, _ offset: Int = 0, in scene: LabelScene) -> GridPoint {
    let rows = scene.frame(at: 0).rows
    for (row, text) in rows.enumerated() where row > 0 {  // row 0 is the hint
      if let range = text.range(of: word) {
        return GridPoint(
          column: text.distance(from: text.startIndex, to: range.lowerBound) + offset, row: row)
      }
    }
    Issue.record("no '\(word)' on the frame: \(rows)")
    return .zero
  }

  static func gesture(
    _ kind: Gesture.Kind, _ cell: GridPoint, from start: GridPoint? = nil, time: Double = 1
  ) -> ProgramEvent {
    .gesture(Gesture(kind, at: cell, from: start, time: time))
  }

  static func key(_ key: Key) -> ProgramEvent { .key(key, time: 1) }

  /// The cells painted with the selection's background, row by row, as text.
  static func selected(_ frame: Frame) -> [Int: String] {
    var result: [Int: String] = [:]
    for row in 0..<frame.size.rows {
      let text = (0..<frame.size.columns).filter { frame[$0, row].style.background == selection }
        .map { frame[$0, row].text }.joined()
      if !text.isEmpty { result[row] = text }
    }
    return result
  }

  /// Double-clicks `word` and returns the scene.
  static func selecting(_ word: String, in scene: LabelScene) -> LabelScene {
    scene.update(gesture(.doubleClick, cell(word, 1, in: scene)))
  }

  @Test func theLabelsAreLaidOutWrappedAndDrawnWithTheirLinks() {
    let scene = Self.scene()
    let rows = scene.frame(at: 0).rows.map { $0.trimmingTrailingSpaces() }
    #expect(rows[2] == "  Hello brave new world of")
    #expect(rows[3] == "  selectable text that wraps")
    #expect(rows[4] == "  over lines.")
    #expect(rows[7] == "  Second label, plain words.")
    let frame = scene.frame(at: 0)
    let brave = Self.cell("brave", in: scene)
    #expect(frame[brave.column, brave.row].link == Self.url)
    #expect(frame[brave.column - 2, brave.row].link == nil)
    let fill = Self.cell("selectable", in: scene)
    #expect(frame[fill.column, fill.row].style.background == .rgb(RGB(0xD7, 0xAF, 0x5F)))
  }

  @Test func clickingALinkReportsItsURL() {
    let scene = Self.scene()
    let next = scene.update(Self.gesture(.click, Self.cell("new", in: scene)))
    #expect(next.report == "link: \(Self.url)")
    #expect(next.requests.isEmpty)
    #expect(next.focusedLink == 0)
    let plain = scene.update(Self.gesture(.click, Self.cell("world", in: scene)))
    #expect(plain.report == nil && plain.focusedLink == nil)
  }

  @Test func aLongPressOnALinkCopiesItsURLInstead() {
    let scene = Self.scene()
    let next = scene.update(Self.gesture(.longPress, Self.cell("brave", 2, in: scene)))
    #expect(next.report == "long press: \(Self.url) — copied")
    #expect(next.requests == [.copy(Self.url)])
    #expect(next.selection == nil)
  }

  @Test func aDoubleClickSelectsAWordWithHandlesAtBothEnds() {
    let scene = Self.selecting("wraps", in: Self.scene())
    #expect(scene.selectedText == "wraps")
    #expect(scene.report == "selected “wraps” — drag the handles, y copies")
    let frame = scene.frame(at: 0)
    #expect(Self.selected(frame) == [3: "wraps"])
    let word = Self.cell("wraps", in: scene)
    // Before: a blank, so a bar; after: the margin, so a bar.
    #expect(frame[word.column - 1, word.row].text == "▐")
    #expect(frame[word.column - 1, word.row].style.foreground == Self.handle)
    #expect(frame[word.column + 5, word.row].text == "▌")
  }

  @Test func aHandleBesideTextKeepsTheTextOnTheHandlesColour() {
    // "lines." ends in a full stop: the end handle's cell holds it.
    let scene = Self.selecting("lines", in: Self.scene())
    #expect(scene.selectedText == "lines")
    let stop = Self.cell(".", in: scene)
    let frame = scene.frame(at: 0)
    #expect(frame[stop.column, stop.row].text == ".")
    #expect(frame[stop.column, stop.row].style.background == Self.handle)
  }

  @Test func aLongPressOnPlainTextSelectsAWord() {
    let scene = Self.scene()
    let next = scene.update(Self.gesture(.longPress, Self.cell("world", 3, in: scene)))
    #expect(next.selectedText == "world")
    #expect(next.requests.isEmpty)
  }

  @Test func draggingTheEndHandleExtendsAcrossLinesAsHeadMiddleTail() throws {
    var scene = Self.selecting("new", in: Self.scene())
    let handle = try #require(scene.handleCell(.end))
    let target = Self.cell("over", 1, in: scene)  // the v of "over", two lines down
    let new = Self.cell("new", in: scene)
    scene = scene.update(Self.gesture(.dragStart, handle.offset(2, 0), from: handle))
    #expect(scene.isDragging)
    scene = scene.update(Self.gesture(.dragMove, target, from: handle))
    #expect(scene.selectedText == "new world of selectable text that wraps ov")
    let geometry = try #require(scene.selectionGeometry())
    #expect(
      geometry.head == GridRect(column: new.column, row: 2, columns: 28 - new.column, rows: 1))
    #expect(geometry.middle == GridRect(column: 2, row: 3, columns: 26, rows: 1))
    #expect(geometry.tail == GridRect(column: 2, row: 4, columns: 2, rows: 1))
    scene = scene.update(Self.gesture(.dragEnd, target, from: handle))
    #expect(!scene.isDragging)
    #expect(scene.selectedText == "new world of selectable text that wraps ov")
    let painted = Self.selected(scene.frame(at: 0))
    #expect(painted[2] == "new world of  ")
    #expect(painted[3] == "selectable text that wraps")
    #expect(painted[4] == "ov")
  }

  @Test func draggingTheStartHandleBackwardsAndPastTheOtherEnd() throws {
    var scene = Self.selecting("world", in: Self.scene())
    let handle = try #require(scene.handleCell(.start))
    scene = scene.update(Self.gesture(.dragStart, Self.cell("brave", in: scene), from: handle))
    #expect(scene.selectedText == "brave new world")
    // Past the end: the anchor (the end handle's side) stays, the selection turns round.
    scene = scene.update(Self.gesture(.dragMove, Self.cell("of", 1, in: scene), from: handle))
    #expect(scene.selectedText == " of")
  }

  @Test func theMagnifierShowsTheTextUnderTheHandleTwiceAsWideAboveIt() throws {
    var scene = Self.selecting("that", in: Self.scene())
    let handle = try #require(scene.handleCell(.end))
    scene = scene.update(Self.gesture(.dragStart, handle.offset(1, 0), from: handle))
    #expect(scene.selectedText == "that w")
    scene = scene.update(Self.gesture(.dragMove, handle.offset(2, 0), from: handle))
    #expect(scene.selectedText == "that wr")
    let end = try #require(scene.handleCell(.end))
    let frame = scene.frame(at: 0)
    // A popup of three rows ending just above the handle's row: reach 6 cells either side.
    #expect(scene.magnifierReach() == 6)
    let rows = frame.rows
    #expect(rows[end.row - 3].contains("╭────"))
    #expect(rows[end.row - 1].contains("╰────"))
    // Layout columns 17…29 of `selectable text that wraps`, the handle on the a of wraps.
    #expect(rows[end.row - 2].contains("│ｈａｔ  ｗｒａｐｓ"))
    // The magnified selection and handle keep their colours.
    let popup = try #require(scene.magnifier(of: frame))
    let line = (0..<popup.frame.size.columns).map { popup.frame[$0, 1] }
    #expect(line.filter { $0.style.background == Self.selection && $0.width == 2 }.count == 5)
    #expect(line.first { $0.text == "ａ" && $0.style.background == Self.handle } != nil)
    // Pushed left of the handle by the scene's right edge: 28 columns wide on 30.
    #expect(popup.origin == GridPoint(column: 2, row: 0))
    scene = scene.update(Self.gesture(.dragEnd, handle.offset(2, 0), from: handle))
    #expect(!scene.frame(at: 0).rows.joined().contains("╭"))
  }

  @Test func theMagnifierGoesBelowTheHandleNearTheTop() throws {
    var scene = Self.selecting("Hello", in: Self.scene())
    let handle = try #require(scene.handleCell(.end))
    scene = scene.update(Self.gesture(.dragStart, handle.offset(2, 0), from: handle))
    #expect(handle.row == 2)
    let rows = scene.frame(at: 0).rows
    #expect(rows[3].contains("╭") && rows[4].contains("ｂｒａ") && rows[5].contains("╰"))
  }

  @Test func draggingOverTextSelectsFromThePressToThePointer() {
    var scene = Self.scene()
    let from = Self.cell("text", in: scene)
    scene = scene.update(Self.gesture(.dragStart, from.offset(3, 0), from: from))
    scene = scene.update(Self.gesture(.dragMove, Self.cell("wraps", 2, in: scene), from: from))
    #expect(scene.selectedText == "text that wra")
  }

  /// `a` selects all: every label, whatever was selected before; copying gives them all.
  @Test func aSelectsEveryLabel() {
    let all =
      "Hello brave new world of selectable text that wraps over lines.\n\nSecond label, plain words."
    var scene = Self.scene().update(Self.key(.character("a")))
    #expect(scene.selectsAll)
    #expect(scene.selectedText == all)
    let highlighted = Self.selected(scene.frame(at: 0))
    #expect(highlighted[7] == "Second label, plain words.")
    #expect(highlighted.count == 4, "\(highlighted)")
    #expect(scene.update(Self.key(.character("y"))).requests == [.copy(all)])
    scene = Self.selecting("plain", in: scene).update(Self.key(.character("a")))
    #expect(scene.selectedText == all)
    // Any other change to the selection ends select-all.
    scene = scene.update(Self.key(Key(.escape)))
    #expect(!scene.selectsAll && scene.selectedText == nil)
    scene = Self.selecting("plain", in: scene.update(Self.key(.character("a"))))
    #expect(!scene.selectsAll && scene.selectedText == "plain")
  }

  @Test func yAndCtrlCCopyTheSelection() {
    let scene = Self.selecting("selectable", in: Self.scene())
    #expect(scene.claims(.ctrl("c")))
    #expect(!scene.claims(.character("q")))
    let y = scene.update(Self.key(.character("y")))
    #expect(y.requests == [.copy("selectable")])
    #expect(y.report == "copied “selectable”")
    #expect(y.selectedText == "selectable")
    let ctrlC = scene.update(Self.key(.ctrl("c")))
    #expect(ctrlC.requests == [.copy("selectable")])
    // A copy is asked for once, by the update that copied.
    #expect(ctrlC.update(Self.key(.character("x"))).requests.isEmpty)
  }

  @Test func withNothingSelectedCtrlCIsNotClaimedAndYCopiesNothing() {
    let scene = Self.scene()
    #expect(!scene.claims(.ctrl("c")))
    let y = scene.update(Self.key(.character("y")))
    #expect(y.requests.isEmpty)
    #expect(y.report?.hasPrefix("nothing to copy") == true)
  }

  @Test func onlyOneSelectionExistsAcrossLabels() {
    var scene = Self.selecting("world", in: Self.scene())
    #expect(scene.selection?.label == 0)
    scene = Self.selecting("label", in: scene)
    #expect(scene.selection?.label == 1)
    #expect(scene.selectedText == "label")
    #expect(Self.selected(scene.frame(at: 0)) == [7: "label"])
  }

  @Test func escAndAClickElsewhereClearTheSelection() {
    let scene = Self.selecting("world", in: Self.scene())
    let esc = scene.update(Self.key(Key(.escape)))
    #expect(esc.selection == nil)
    #expect(Self.selected(esc.frame(at: 0)).isEmpty)
    #expect(esc.report == "selection cleared")
    #expect(!esc.claims(.ctrl("c")))
    let click = scene.update(Self.gesture(.click, Self.cell("Second", in: scene)))
    #expect(click.selection == nil)
    // A click on a handle keeps it (handles are for dragging).
    let onHandle = scene.update(Self.gesture(.click, scene.handleCell(.start)!))
    #expect(onHandle.selectedText == "world")
  }

  @Test func tabFocusesLinksEnterReportsAndCCopies() {
    var scene = Self.scene().update(Self.key(Key(.tab)))
    #expect(scene.focusedLink == 0)
    #expect(scene.report?.hasPrefix("focus: \(Self.url)") == true)
    let brave = Self.cell("brave", in: scene)
    #expect(scene.frame(at: 0)[brave.column, brave.row].style.attributes.contains(.reverse))
    #expect(scene.update(Self.key(Key(.enter))).report == "link: \(Self.url)")
    #expect(scene.update(Self.key(.character("c"))).requests == [.copy(Self.url)])
    // One link: shift+Tab wraps round to it; Esc drops the focus.
    scene = scene.update(Self.key(Key(.tab, modifiers: .shift)))
    #expect(scene.focusedLink == 0)
    #expect(scene.update(Self.key(Key(.escape))).focusedLink == nil)
  }

  @Test func shiftArrowsExtendTheSelection() {
    var scene = Self.selecting("new", in: Self.scene())
    scene = scene.update(Self.key(Key(.right, modifiers: .shift)))
    #expect(scene.selectedText == "new ")
    scene = scene.update(Self.key(Key(.down, modifiers: .shift)))
    #expect(scene.selectedText == "new world of selectable text ")
    scene = scene.update(Self.key(Key(.up, modifiers: .shift)))
    scene = scene.update(Self.key(Key(.left, modifiers: .shift)))
    scene = scene.update(Self.key(Key(.left, modifiers: .shift)))
    #expect(scene.selectedText == "ne")
    // The focus never meets the anchor: one more step turns the selection round.
    scene = scene.update(Self.key(Key(.left, modifiers: .shift)))
    scene = scene.update(Self.key(Key(.left, modifiers: .shift)))
    #expect(scene.selectedText == " ")
  }

  @Test func shiftArrowWithNoSelectionStartsOneAtTheFocusedLink() {
    let scene = Self.scene().update(Self.key(Key(.tab)))
      .update(Self.key(Key(.right, modifiers: .shift)))
    #expect(scene.selectedText == "b")
  }

  @Test func aResizeKeepsTheSelectionAndReflows() {
    let scene = Self.selecting("wraps", in: Self.scene())
      .update(.resized(GridSize(columns: 60, rows: 20), time: 2))
    #expect(scene.selectedText == "wraps")
    #expect(Self.selected(scene.frame(at: 0)) == [2: "wraps"])
  }
}

extension GridPoint {
  func offset(_ columns: Int, _ rows: Int) -> GridPoint {
    GridPoint(column: column + columns, row: row + rows)
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
