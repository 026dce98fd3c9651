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

  @Test func mouseCellsReachTheSceneRelativeToItsArea() throws {
    let demo = try Self.demo()
    #expect(demo.sceneArea == GridRect(column: 0, row: 1, columns: 80, rows: 22))
  }
}
