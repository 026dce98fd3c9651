import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction
import Testing

@testable import KinetypeDemo

/// The demo's frame around the scenes: the menu bar, switching, help, quitting, copying.
@Suite struct DemoTests {
  static func demo(size: GridSize = GridSize(columns: 80, rows: 24)) throws -> Demo {
    let resources = try DemoFixtures.resources()
    return try Demo { try $0.make(resources) }.update(.resized(size, time: 0))
  }

  static func key(_ key: Key, at time: Double = 1) -> ProgramEvent { .key(key, time: time) }

  @Test func theMenuBarNamesEveryScene() throws {
    let frame = try Self.demo().frame(at: 0)
    let top = frame.rows[0]
    for id in DemoSceneID.allCases { #expect(top.contains("\(id.number) \(id.title)")) }
  }

  @Test func digitsFunctionKeysAndMenuClicksSwitchScenes() throws {
    var demo = try Self.demo()
    demo = demo.update(Self.key(.character("3")))
    #expect(demo.current == .scroll)
    demo = demo.update(Self.key(Key(.function(5))))
    #expect(demo.current == .label)
    let morph = demo.menuItems().first { $0.id == .morph }!
    demo = demo.update(
      .gesture(Gesture(.click, at: GridPoint(column: morph.columns.lowerBound, row: 0), time: 2)))
    #expect(demo.current == .morph)
  }

  /// In the morph scene digits type into the input line, so the status line does not promise
  /// 1-5: it names F1-F5, which work there, and Esc; outside it, 1-5 again.
  @Test func theStatusLineSaysWhichKeysSwitchScenesWhileTyping() throws {
    var demo = try Self.demo()
    #expect(demo.status == Demo.hint)
    demo = demo.update(Self.key(.character("2")))
    #expect(demo.current == .morph)
    #expect(demo.status == Demo.typingHint)
    #expect(demo.status.contains("F1-F5 scenes") && !demo.status.hasPrefix("? help"))
    demo = demo.update(Self.key(.character("3")))
    #expect(demo.current == .morph, "the digit typed into the input line")
    demo = demo.update(Self.key(Key(.function(3))))
    #expect(demo.current == .scroll)
    #expect(demo.status == Demo.hint)
    let started = try Demo(current: .morph) { try $0.make(DemoFixtures.resources()) }
    #expect(started.status == Demo.typingHint)
  }

  @Test func questionMarkShowsHelpAndAnyKeyClosesIt() throws {
    var demo = try Self.demo()
    demo = demo.update(Self.key(.character("?")))
    #expect(demo.showsHelp)
    #expect(demo.frame(at: 0).rows.joined().contains("switch scene"))
    demo = demo.update(Self.key(.character("x")))
    #expect(!demo.showsHelp)
    #expect(demo.exit == nil)
  }

  @Test func qQuits() throws {
    let demo = try Self.demo().update(Self.key(.character("q")))
    #expect(demo.exit == ProgramExit(status: 0, output: ""))
  }

  @Test func theSceneAreaLiesBetweenTheMenuBarAndTheStatusLine() throws {
    let demo = try Self.demo()
    #expect(demo.sceneArea == GridRect(column: 0, row: 1, columns: 80, rows: 22))
  }
}

/// Where the demo sends mouse gestures: scene-relative cells, drags that leave the scene.
@Suite struct DemoMouseRoutingTests {
  /// A scene that remembers the gestures it was given.
  struct Recorder: DemoScene {
    var gestures: [Gesture] = []
    func update(_ event: ProgramEvent) -> Recorder {
      var next = self
      if case .gesture(let gesture) = event { next.gestures.append(gesture) }
      return next
    }
    func frame(at time: Double) -> Frame { Frame(size: .zero) }
    func nextChange(after time: Double) -> Double? { nil }
    func claims(_ key: Key) -> Bool { false }
    var help: [HelpEntry] { [] }
    var report: String? { nil }
    var requests: [ProgramRequest] { [] }
  }

  static func demo() throws -> Demo {
    try Demo(current: .tags) { _ in Recorder() }
      .update(.resized(GridSize(columns: 40, rows: 12), time: 0))
  }

  static func gestures(_ demo: Demo) -> [String] {
    (demo.scene as! Recorder).gestures.map(\.description)
  }

  @Test func cellsAreRelativeToTheSceneAndTheBarsAreNotTheScenes() throws {
    var demo = try Self.demo()
    demo = demo.update(.gesture(Gesture(.click, at: GridPoint(column: 5, row: 3), time: 1)))
    // The status line (row 11) is not the scene's.
    demo = demo.update(.gesture(Gesture(.click, at: GridPoint(column: 5, row: 11), time: 1)))
    #expect(Self.gestures(demo) == ["click left 5,2"])
  }

  @Test func aDragThatLeavesTheSceneGoesOnAtItsEdge() throws {
    var demo = try Self.demo()
    let start = GridPoint(column: 5, row: 5)
    for (kind, cell) in [
      (Gesture.Kind.dragStart, GridPoint(column: 5, row: 8)),
      (.dragMove, GridPoint(column: 50, row: 11)), (.dragEnd, GridPoint(column: -3, row: 0)),
    ] {
      demo = demo.update(.gesture(Gesture(kind, at: cell, from: start, time: 1)))
    }
    #expect(
      Self.gestures(demo) == [
        "drag-start left 5,4->5,7", "drag-move left 5,4->39,9", "drag-end left 5,4->0,0",
      ])
  }
}

/// The menu bar in a narrow terminal: the title gives way to the menu.
@Suite struct DemoNarrowTests {
  @Test func theTitleNeverCoversAMenuItem() throws {
    let narrow = try DemoTests.demo(size: GridSize(columns: 50, rows: 10)).frame(at: 0).rows[0]
    #expect(narrow.contains("5 Label"))
    #expect(!narrow.contains("kinetype demo"))
    let wide = try DemoTests.demo(size: GridSize(columns: 80, rows: 10)).frame(at: 0).rows[0]
    #expect(wide.contains("5 Label") && wide.contains("kinetype demo"))
  }
}
