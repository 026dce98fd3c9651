import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction

/// `kinetype demo`: five scenes behind a menu bar, each an interactive piece of the engine.
///
/// The screen: the menu bar on the top row (a scene's number and name; click one, or press its
/// digit or F-key), the current scene below it, and the status line on the bottom row (what
/// the scene last reported, or the global keys). `?` shows the help overlay: the global keys
/// and the scene's own. `q` quits, as does Ctrl-C unless the scene claims it (to copy a
/// selection); what was copied last is printed on standard output after the demo ends.
///
/// A pure value: `update` maps an event to the next demo, `frame(at:)` draws it.
public struct Demo: InteractiveProgram {
  public internal(set) var size: GridSize = .zero
  public internal(set) var current: DemoSceneID
  public internal(set) var scenes: [DemoSceneID: any DemoScene]
  public internal(set) var showsHelp = false
  /// The status line's text.
  public internal(set) var status: String = Demo.hint
  /// The last text copied, printed when the demo ends.
  public internal(set) var copied: String?
  public internal(set) var requests: [ProgramRequest] = []
  public internal(set) var exit: ProgramExit?

  static let hint = "? help · 1-5 scenes · q quit"
  /// The hint while the scene takes typed keys: digits, `?` and `q` type into it.
  static let typingHint = "typing: F1-F5 scenes · Esc, then ? help · 1-5 scenes · q quit"

  /// A demo showing `current`, with scenes made by `make`.
  ///
  /// - Throws: `DemoError` with every scene's problems (the data files' located problems),
  ///   so that one start reports them all; any other error as the first scene threw it.
  public init(
    current: DemoSceneID = .tags, make: (DemoSceneID) throws -> any DemoScene
  ) throws {
    self.current = current
    var scenes: [DemoSceneID: any DemoScene] = [:]
    var problems: [Diagnostic] = []
    for id in DemoSceneID.allCases {
      do {
        scenes[id] = try make(id)
      } catch let error as DemoError {
        problems += error.diagnostics
      }
    }
    guard problems.isEmpty else { throw DemoError(problems) }
    self.scenes = scenes
    if scene.claims(.character("1")) { status = Demo.typingHint }
  }

  /// The scene on screen.
  public var scene: any DemoScene { scenes[current]! }

  /// The scene's area: the rows between the menu bar and the status line.
  public var sceneArea: GridRect {
    GridRect(column: 0, row: 1, columns: size.columns, rows: max(0, size.rows - 2))
  }

  public func nextChange(after time: Double) -> Double? {
    showsHelp ? nil : scene.nextChange(after: time)
  }
}
