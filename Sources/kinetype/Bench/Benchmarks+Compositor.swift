import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore
import KinetypeEffects
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
      }
    ]
  }

  /// Mixed text filling a `columns × rows` canvas, with the shipped fade effect over it (or,
  /// when effects/ cannot be found, the same animation built here).
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
    let library = EffectLibrary(folders: ResourceLocator.effectsFolders)
    if let (description, origin) = try? library.load("fade"),
      let (animations, anchor) = try? description.animations(
        glyphCount: layout.glyphs.count, origin: origin)
    {
      return try! Scene(compositor: compositor, animations: animations, anchor: anchor, seed: 1)
    }
    let fade = Animation(
      .basic(BasicAnimation(.opacity, from: 0, to: 1)),
      timing: Timing(duration: 0.8, fillMode: .backwards),
      timingFunction: .named(.cssEaseOut), stagger: Stagger(.random(channel: 0), spread: 1.5))
    return try! Scene(compositor: compositor, animations: [fade], seed: 1)
  }
}
