import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction

@testable import KinetypeDemo

/// Builds tags scenes and drives them by hand: events at times the tests choose.
enum TagFixtures {
  /// The scene area of an 80 × 24 terminal: 22 rows between the menu bar and the status line.
  static let size = GridSize(columns: 80, rows: 22)

  static func scene(size: GridSize = size) throws -> TagScene {
    try TagScene(DemoFixtures.resources()).update(.resized(size, time: 0))
  }

  static func cell(_ column: Int, _ row: Int) -> GridPoint { GridPoint(column: column, row: row) }

  static func gesture(
    _ kind: Gesture.Kind, _ column: Int, _ row: Int, at time: Double,
    from start: GridPoint? = nil
  ) -> ProgramEvent {
    .gesture(Gesture(kind, at: cell(column, row), from: start, time: time))
  }

  static func key(_ code: Key.Code, _ modifiers: EventModifiers = [], at time: Double)
    -> ProgramEvent
  {
    .key(Key(code, modifiers: modifiers), time: time)
  }

  /// Types `text` a character at a time.
  static func type(_ text: String, into scene: TagScene, at time: Double) -> TagScene {
    text.reduce(scene) { $0.update(key(.character($1), at: time)) }
  }

  /// A click at `column`, `row`, the lines typed with Enter after each, and an empty Enter
  /// (unless three lines finished the input already).
  static func addTag(
    _ lines: [String], at column: Int, _ row: Int, to scene: TagScene, time: Double
  ) -> TagScene {
    var scene = scene.update(gesture(.click, column, row, at: time))
    for line in lines {
      scene = type(line, into: scene, at: time).update(key(.enter, at: time))
    }
    if scene.input != nil { scene = scene.update(key(.enter, at: time)) }
    return scene
  }

  /// The text of `row` from `column`, `count` characters.
  static func text(_ frame: Frame, row: Int, from column: Int, count: Int) -> String {
    String(Array(frame.rows[row]).dropFirst(column).prefix(count))
  }

  /// Whether the cell holds a braille pattern (a dot or a line).
  static func isBraille(_ frame: Frame, _ column: Int, _ row: Int) -> Bool {
    frame[column, row].text.unicodeScalars.first.map { (0x2801...0x28FF).contains($0.value) }
      ?? false
  }
}
