import KinetypeCompositor
import KinetypeCore
import KinetypeDemo
import KinetypeInteraction
import Kinetype

extension Benchmark {
  /// The demo's budget: a whole 200×50 screen of each scene, while it moves, in 4 ms (a
  /// quarter of a 60 fps frame, leaving the rest to the diff and the terminal).
  static var demo: [Benchmark] {
    DemoSceneID.allCases.map { id in
      Benchmark(name: "demo frame: \(id.rawValue), 200x50", budget: .milliseconds(4)) {
        let demo = busyDemo(id)
        nonisolated(unsafe) var count = 0
        return {
          count += 1
          // 61 times over the first two seconds after the interaction: mid-animation.
          return demo.frame(at: 10 + Double(count % 61) / 30).cells.count
        }
      }
    }
  }

  /// The demo on scene `id` at 200×50, after an interaction at t = 10 that sets it moving: tags
  /// added and one restyled, a morph typed, a scroll, a drag of the face, a selection with its
  /// handle dragged (so the magnifier shows).
  static func busyDemo(_ id: DemoSceneID) -> Demo {
    let resources = try! DemoResources.builtIn(effects: nil)
    var demo = try! Demo(current: id) { try $0.make(resources) }
    demo = demo.update(.resized(GridSize(columns: 200, rows: 50), time: 0))
    func click(_ column: Int, _ row: Int, _ time: Double, _ kind: Gesture.Kind = .click) {
      demo = demo.update(
        .gesture(Gesture(kind, at: GridPoint(column: column, row: row), time: time)))
    }
    func type(_ text: String, _ time: Double) {
      for character in text { demo = demo.update(.key(.character(character), time: time)) }
      demo = demo.update(.key(Key(.enter), time: time))
    }
    switch id {
    case .tags:
      for (index, point) in [(40, 10), (120, 30), (160, 15), (70, 40)].enumerated() {
        click(point.0, point.1, Double(index))
        type("tag \(index): value", Double(index))
        demo = demo.update(.key(Key(.enter), time: Double(index)))
      }
      click(120, 30, 10)
    case .morph:
      type("Kinetic typography for the terminal, every glyph alive", 10)
    case .scroll:
      demo = demo.update(.key(Key(.pageDown), time: 10))
    case .rating:
      demo = demo.update(.key(Key(.end), time: 10))
    case .label:
      click(6, 4, 9, .doubleClick)
      demo = demo.update(.key(.character("a"), time: 10))
    }
    return demo
  }
}
