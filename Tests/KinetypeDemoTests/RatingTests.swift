import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction
import Testing

@testable import KinetypeDemo

/// The emoji rating's interactions as (state, event) → state: drags, keys, the wheel,
/// clamping, the callback, and the frames they draw.
@Suite struct RatingTests {
  static let area = GridSize(columns: 80, rows: 22)

  static func scene(_ settings: RatingSettings = RatingSettings()) -> RatingScene {
    RatingScene(settings: settings).update(.resized(area, time: 0))
  }

  static func key(_ code: Key.Code, modifiers: EventModifiers = [], at time: Double = 1)
    -> ProgramEvent
  {
    .key(Key(code, modifiers: modifiers), time: time)
  }

  static func drag(_ kind: Gesture.Kind, from start: Int, to row: Int, at time: Double = 1)
    -> ProgramEvent
  {
    .gesture(
      Gesture(
        kind, at: GridPoint(column: 40, row: row), from: GridPoint(column: 40, row: start),
        time: time))
  }

  static func wheel(_ kind: Gesture.Kind, at time: Double = 1) -> ProgramEvent {
    .gesture(Gesture(kind, button: .none, at: GridPoint(column: 40, row: 10), time: time))
  }

  /// Feeds `events` in order and returns every state after the first, with its report.
  static func run(_ scene: RatingScene, _ events: [ProgramEvent]) -> [RatingScene] {
    var states: [RatingScene] = []
    var current = scene
    for event in events {
      current = current.update(event)
      states.append(current)
    }
    return states
  }

  @Test func theShippedSettingsStartAtTwoAndAHalf() throws {
    let scene = try RatingScene(DemoFixtures.resources()).update(.resized(Self.area, time: 0))
    #expect(scene.rate == 2.5)
    #expect(scene.settings.sensitivity == 0.2)
    #expect(scene.frame(at: 0).rows[21].contains("2.5 / 5  ★★½☆☆"))
  }

  @Test func draggingUpRaisesTheRateBySensitivityPerRowAndReportsEachChange() {
    let states = Self.run(
      Self.scene(RatingSettings(sensitivity: 0.2, rate: 2.5)),
      [
        Self.drag(.dragStart, from: 12, to: 10),
        Self.drag(.dragMove, from: 12, to: 6),
        Self.drag(.dragEnd, from: 12, to: 6),
      ])
    #expect(states.map(\.rate) == [2.9, 3.7, 3.7])
    #expect(states.map(\.report) == ["rating changed: 2.9", "rating changed: 3.7", nil])
    #expect(states.map(\.dragRow) == [10, 6, nil])
  }

  @Test func draggingDownLowersIt() {
    let states = Self.run(
      Self.scene(RatingSettings(sensitivity: 0.5, rate: 4)),
      [Self.drag(.dragStart, from: 5, to: 7), Self.drag(.dragEnd, from: 5, to: 8)])
    #expect(states.map(\.rate) == [3, 2.5])
  }

  @Test func aDragClampsAtFiveAndTurnsBackAtOnce() {
    let states = Self.run(
      Self.scene(RatingSettings(sensitivity: 1, rate: 4)),
      [
        Self.drag(.dragStart, from: 10, to: 7),
        Self.drag(.dragMove, from: 10, to: 2),
        Self.drag(.dragMove, from: 10, to: 3),
      ])
    #expect(states.map(\.rate) == [5, 5, 4])
    #expect(states.map(\.report) == ["rating changed: 5.0", nil, "rating changed: 4.0"])
  }

  @Test func aDragThatCameInFromTheMenuBarStartsWhereItEntered() {
    // The demo drops the drag's start on the menu bar and gives the scene its first cell.
    let scene = Self.scene(RatingSettings(sensitivity: 0.2, rate: 1))
      .update(Self.drag(.dragMove, from: 0, to: 0))
    #expect(scene.rate == 1)
    #expect(scene.update(Self.drag(.dragMove, from: 0, to: 1)).rate == 0.8)
  }

  @Test func arrowsPageKeysPlusMinusHomeAndEnd() {
    let scene = Self.scene(RatingSettings(sensitivity: 0.2, rate: 2.5))
    let cases: [(Key.Code, Double)] = [
      (.up, 2.7), (.down, 2.3), (.pageUp, 3.5), (.pageDown, 1.5), (.character("+"), 3.5),
      (.character("="), 3.5), (.character("-"), 1.5), (.home, 0), (.end, 5),
    ]
    for (code, expected) in cases {
      let next = scene.update(Self.key(code))
      #expect(next.rate == expected, "\(code)")
      #expect(next.report == "rating changed: \(RatingScene.format(expected))", "\(code)")
    }
    #expect(scene.update(Self.key(.up, modifiers: .shift)).rate == 2.7)
  }

  @Test func otherKeysAndModifiedKeysChangeNothing() {
    let scene = Self.scene(RatingSettings(rate: 2.5))
    for event in [
      Self.key(.character("x")), Self.key(.up, modifiers: .ctrl), Self.key(.end, modifiers: .alt),
      Self.key(.left), Self.key(.enter),
    ] {
      let next = scene.update(event)
      #expect(next.rate == 2.5)
      #expect(next.report == nil)
    }
  }

  @Test func theWheelMovesOneCellsWorth() {
    let states = Self.run(
      Self.scene(RatingSettings(sensitivity: 0.2, rate: 2.5)),
      [Self.wheel(.wheelUp), Self.wheel(.wheelUp), Self.wheel(.wheelDown)])
    #expect(states.map(\.rate) == [2.7, 2.9, 2.7])
  }

  @Test func theRateStopsAtZeroAndFiveAndReportsOnlyChanges() {
    let top = Self.run(
      Self.scene(RatingSettings(sensitivity: 0.4, rate: 4.5)),
      [Self.key(.up), Self.key(.up), Self.wheel(.wheelUp), Self.key(.end)])
    #expect(top.map(\.rate) == [4.9, 5, 5, 5])
    #expect(top.map(\.report) == ["rating changed: 4.9", "rating changed: 5.0", nil, nil])
    let bottom = Self.run(
      Self.scene(RatingSettings(rate: 0.5)),
      [Self.key(.pageDown), Self.key(.down), Self.key(.home), Self.wheel(.wheelDown)])
    #expect(bottom.map(\.rate) == [0, 0, 0, 0])
    #expect(bottom.map(\.report) == ["rating changed: 0.0", nil, nil, nil])
  }

  @Test func manySmallStepsAddUpToExactTenths() {
    var scene = Self.scene(RatingSettings(sensitivity: 0.1, rate: 0))
    for _ in 0..<30 { scene = scene.update(Self.key(.up)) }
    #expect(scene.rate == 3)
    for _ in 0..<60 { scene = scene.update(Self.key(.up)) }
    #expect(scene.rate == 5)
  }

  @Test func everyChangeGoesToTheCallbackWhoseLineIsTheReport() {
    let scene = RatingScene(settings: RatingSettings(rate: 1)) { "callback got \($0)" }
      .update(.resized(Self.area, time: 0))
    let states = Self.run(scene, [Self.key(.pageUp), Self.key(.end), Self.key(.end)])
    #expect(states.map(\.report) == ["callback got 2.0", "callback got 5.0", nil])
  }

  @Test func theValueAndStarsFollowTheRate() {
    let scene = Self.scene(RatingSettings(rate: 3.4))
    #expect(scene.frame(at: 5).rows[21].trimmingSpaces == "3.4 / 5  ★★★½☆")
    #expect(scene.update(Self.key(.end)).frame(at: 5).rows[21].trimmingSpaces == "5.0 / 5  ★★★★★")
    #expect(scene.update(Self.key(.home)).frame(at: 5).rows[21].trimmingSpaces == "0.0 / 5  ☆☆☆☆☆")
  }

  @Test func theFaceEasesToTheNewRateAsAFunctionOfTime() {
    let before = Self.scene(RatingSettings(rate: 0))
    let after = before.update(Self.key(.end, at: 10))
    let settled = Self.scene(RatingSettings(rate: 5))
    func face(_ scene: RatingScene, _ time: Double) -> [String] {
      Array(scene.frame(at: time).rows.prefix(20))
    }
    #expect(face(after, 10) == face(before, 10))
    #expect(face(after, 10 + RatingScene.transitionDuration) == face(settled, 0))
    let middle = face(after, 10.1)
    #expect(middle != face(before, 10) && middle != face(settled, 0))
    // The same time, asked in any order, gives the same frame.
    #expect(face(after, 10.1) == middle)
    #expect(after.nextChange(after: 10.1) == 10.1)
    #expect(after.nextChange(after: 10 + RatingScene.transitionDuration) == nil)
    #expect(before.nextChange(after: 10) == nil)
  }

  @Test func aChangeDuringATransitionStartsFromWhereTheFaceIs() {
    let moving = Self.scene(RatingSettings(rate: 0)).update(Self.key(.end, at: 10))
    let shownAtTurn = moving.transition.rate(at: 10.1)
    let turned = moving.update(Self.key(.home, at: 10.1))
    #expect(turned.transition.rate(at: 10.1) == shownAtTurn)
    #expect(turned.transition.rate(at: 11) == 0)
  }

  @Test func draggingRedrawsTheMouth() {
    let scene = Self.scene(RatingSettings(rate: 2.5))
    let dragged = scene.update(Self.drag(.dragStart, from: 15, to: 5))
    let rows = scene.frame(at: 5).rows
    let redrawn = dragged.frame(at: 5).rows
    // The mouth lies below the face's centre (row 10 of 20), the eyes above.
    #expect(rows[11..<17] != redrawn[11..<17])
    #expect(rows[4..<9] != redrawn[4..<9])
  }

  @Test func inTheDemoChangesReachTheStatusLineAndDigitsStillSwitchScenes() throws {
    let resources = try DemoFixtures.resources()
    var demo = try Demo(current: .rating) { try $0.make(resources) }
      .update(.resized(GridSize(columns: 80, rows: 24), time: 0))
    demo = demo.update(.key(.character("-"), time: 1))
    #expect(demo.status == "rating changed: 1.5")
    #expect(demo.frame(at: 5).rows[23].contains("rating changed: 1.5"))
    // A drag in screen rows 12 → 9 is scene rows 11 → 8: three rows up.
    demo = demo.update(
      .gesture(
        Gesture(
          .dragStart, at: GridPoint(column: 40, row: 9), from: GridPoint(column: 40, row: 12),
          time: 2)))
    #expect(demo.status == "rating changed: 2.1")
    demo = demo.update(.key(.character("1"), time: 3))
    #expect(demo.current == .tags)
  }
}
