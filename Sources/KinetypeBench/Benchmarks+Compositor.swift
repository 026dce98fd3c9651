import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore
import KinetypeLayout

extension Benchmark {
  /// The compositor's budget: one frame of a full 200×50 screen, composed and diffed against
  /// the frame before, in 0.5 ms.
  static var compositor: [Benchmark] {
    [
      Benchmark(name: "compose + diff: 200x50 frame", budget: .microseconds(500)) {
        let scene = fadeScene(columns: 200, rows: 50)
        // 97 steps over the effect, so calls see every mix of hidden, fading and settled glyphs.
        let step = scene.duration / 97
        nonisolated(unsafe) var count = 0
        nonisolated(unsafe) var previous = scene.frame(at: 0)
        return {
          count += 1
          let frame = scene.frame(at: Double(count % 97) * step)
          let diff = FrameDiff(from: previous, to: frame)
          previous = frame
          return diff.changedCells
        }
      },
      // The three parts of the figure above, for finding where time goes.
      Benchmark(name: "compose + diff: presentation only", budget: .microseconds(500)) {
        let scene = fadeScene(columns: 200, rows: 50)
        nonisolated(unsafe) var count = 0
        return {
          count += 1
          return scene.timeline.presentation(at: Double(count % 97) * scene.duration / 97).count
        }
      },
      Benchmark(name: "compose + diff: compose only", budget: .microseconds(500)) {
        let scene = fadeScene(columns: 200, rows: 50)
        let presentations = (0..<97).map {
          scene.timeline.presentation(at: Double($0) * scene.duration / 97)
        }
        nonisolated(unsafe) var count = 0
        return {
          count += 1
          return scene.compositor.frame(presentations[count % 97]).size.columns
        }
      },
      Benchmark(name: "compose + diff: diff only", budget: .microseconds(500)) {
        let scene = fadeScene(columns: 200, rows: 50)
        let frames = (0..<97).map { scene.frame(at: Double($0) * scene.duration / 97) }
        nonisolated(unsafe) var count = 0
        return {
          count += 1
          return FrameDiff(from: frames[(count + 96) % 97], to: frames[count % 97]).changedCells
        }
      },
    ]
  }

  /// Mixed text filling a `columns × rows` canvas with a staggered fade over it.
  static func fadeScene(columns: Int, rows: Int) -> Scene {
    // `rows` lines of mixed text, each a little under `columns` bytes (so at most about
    // `columns` cells); wrapping at the canvas width catches the odd longer one.
    let lines = MixedText.make(bytes: columns * rows * 2, lineLength: columns - 10).split(
      separator: 0x0A
    ).prefix(rows)
    let bytes = Array(lines.joined(separator: [0x0A]))
    let layout = Typesetter.layout(
      TextReader.read(bytes, format: .plain).text, options: LayoutOptions(width: columns))
    let compositor = Compositor(
      layout: layout, canvas: Canvas(size: GridSize(columns: columns, rows: rows)),
      rotations: RotationTable())
    // Built here rather than loaded: no Swift file names an effect. It is the shipped fade's
    // animation (effects/fade.json).
    let fade = Animation(
      .basic(BasicAnimation(.opacity, from: 0, to: 1)),
      timing: Timing(duration: 0.8, fillMode: .backwards),
      timingFunction: .named(.cssEaseOut), stagger: Stagger(.random(channel: 0), spread: 1.5))
    return try! Scene(compositor: compositor, animations: [fade], seed: 1)
  }
}
