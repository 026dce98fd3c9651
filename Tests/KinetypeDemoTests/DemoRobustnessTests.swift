import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction
import Testing

@testable import KinetypeDemo

/// Every scene at sizes from none to tiny to large, under a storm of keys, clicks, drags,
/// long presses and wheels, with resizes in between: no crash, every frame the screen's size.
@Suite struct DemoRobustnessTests {
  static let sizes = [
    GridSize(columns: 0, rows: 0), GridSize(columns: 1, rows: 1), GridSize(columns: 3, rows: 2),
    GridSize(columns: 12, rows: 3), GridSize(columns: 20, rows: 6), GridSize(columns: 80, rows: 24),
    GridSize(columns: 200, rows: 60),
  ]

  /// A deterministic jumble of events over a screen of `size`, from `time` on.
  static func storm(_ size: GridSize, seed: UInt64, from time: Double) -> [ProgramEvent] {
    var events: [ProgramEvent] = []
    var t = time
    let keys: [Key] = [
      .character("a"), .character("v"), .character("a"), Key(.enter), Key(.tab), Key(.up),
      Key(.down), Key(.left), Key(.right), Key(.pageDown), Key(.pageUp), Key(.home), Key(.end),
      Key(.backspace), Key(.delete), .character("y"), .character("s"), .character("d"),
      .character("+"), .character("-"), .character("é"), .character("漢"), .character("👍"),
      Key(.escape), .character("x"), Key(.enter), Key(.enter),
    ]
    for step in 0..<160 {
      let hash = SeededHash(seed: seed).bits(step, channel: 9)
      let columns = max(1, size.columns + 4)
      let rows = max(1, size.rows + 4)
      let cell = GridPoint(
        column: Int(hash % UInt64(columns)) - 2, row: Int((hash >> 16) % UInt64(rows)) - 2)
      let other = GridPoint(
        column: Int((hash >> 32) % UInt64(columns)) - 2, row: Int((hash >> 48) % UInt64(rows)) - 2)
      t += Double((hash >> 8) % 40) / 100
      switch hash % 9 {
      case 0, 1: events.append(.key(keys[Int((hash >> 20) % UInt64(keys.count))], time: t))
      case 2: events.append(.gesture(Gesture(.click, at: cell, time: t)))
      case 3: events.append(.gesture(Gesture(.doubleClick, at: cell, time: t)))
      case 4: events.append(.gesture(Gesture(.longPress, at: cell, time: t)))
      case 5:
        events.append(.gesture(Gesture(.dragStart, at: cell, from: other, time: t)))
        events.append(.gesture(Gesture(.dragMove, at: other, from: other, time: t + 0.05)))
        events.append(.gesture(Gesture(.dragEnd, at: cell, from: other, time: t + 0.1)))
      case 6:
        events.append(
          .gesture(Gesture(hash & 1 == 0 ? .wheelUp : .wheelDown, button: .none, at: cell, time: t))
        )
      case 7: events.append(.mouse(MouseEvent(.press, button: .left, at: cell, time: t)))
      default: events.append(.tick(t))
      }
    }
    return events
  }

  @Test(arguments: DemoSceneID.allCases)
  func noSizeOrEventCrashesAScene(_ id: DemoSceneID) throws {
    let resources = try DemoFixtures.resources()
    var demo = try Demo(current: id) { try $0.make(resources) }
    var time = 0.0
    for (index, size) in Self.sizes.enumerated() {
      demo = demo.update(.resized(size, time: time))
      for event in Self.storm(size, seed: UInt64(index), from: time) {
        // The demo's own keys would leave the scene or end the demo: keep to the scene.
        if case .key(let key, _) = event, !demo.scene.claims(key),
          key == .character("q") || key == .character("?") || key.code == .escape
        {
          continue
        }
        demo = demo.update(event)
        time = event.time
        if demo.current != id { demo = demo.update(.key(Key(.function(id.number)), time: time)) }
        #expect(demo.exit == nil)
      }
      for offset in [0, 0.1, 0.5, 2, 30] {
        #expect(demo.frame(at: time + offset).size == size)
      }
    }
  }
}
