import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction
import KinetypeTerminal

/// A full-screen program that prints every input event and gesture as a line, newest at the
/// bottom, until `q` (or Ctrl-C): the input layer seen from outside, for end-to-end tests and
/// for finding out what a terminal sends (`kinetype-input-echo`, a test helper that never ships).
///
/// An `InteractiveProgram` like the demo, run by the same `ProgramLoop`, so the tests of the
/// input layer in a real terminal are tests of the loop the demo runs on.
struct InputEcho {
  var environment: [String: String]
  var mouse: MouseTracking

  init(environment: [String: String], mouse: MouseTracking = .drags) {
    self.environment = environment
    self.mouse = mouse
  }

  /// Runs until `q`, Ctrl-C or a signal; the terminal (mouse modes too) is restored before it
  /// returns.
  ///
  /// - Returns: status 0 for `q`, 130 for Ctrl-C, 128 + n for signal n.
  /// - Throws: `PlayerError` when the screen cannot start.
  func run() throws -> ProgramExit {
    try ProgramLoop(
      program: EchoLog(), depth: .none, environment: environment, mouse: mouse,
      suspendsOnCtrlZ: false
    ).run()
  }
}

/// The lines `InputEcho` shows: a title, then the latest lines that fit.
struct EchoLog: InteractiveProgram, Hashable {
  static let title = "kinetype-input-echo: click, drag, scroll, type; q quits"
  /// Lines kept, at most: more than any terminal shows.
  static let capacity = 500
  private(set) var lines: [String] = []
  private(set) var size = GridSize.zero
  private(set) var exit: ProgramExit?
  var requests: [ProgramRequest] { [] }

  /// A line for each key, mouse report and gesture, as `TerminalInput.Item` describes them.
  func update(_ event: ProgramEvent) -> EchoLog {
    var next = self
    switch event {
    case .resized(let size, _): next.size = size
    case .tick: break
    case .key(.character("q"), _): next.exit = ProgramExit()
    case .key(.ctrl("c"), _): next.exit = ProgramExit(status: 130)
    case .key(let key, _): next.append(TerminalInput.Item.event(.key(key)).description)
    case .mouse(let mouse): next.append(TerminalInput.Item.event(.mouse(mouse)).description)
    case .gesture(let gesture): next.append(TerminalInput.Item.gesture(gesture).description)
    }
    return next
  }

  private mutating func append(_ line: String) {
    lines.append(line)
    if lines.count > Self.capacity { lines.removeFirst(lines.count - Self.capacity) }
  }

  /// The title on the top row and as many of the latest lines as fit below it.
  func frame(at time: Double) -> Frame {
    var frame = Frame(size: size)
    let shown = lines.suffix(max(0, size.rows - 1))
    for (row, line) in ([Self.title] + shown).enumerated() {
      frame.write(
        line, at: GridPoint(column: 0, row: row),
        style: row == 0 ? CellStyle(attributes: .reverse) : .init())
    }
    return frame
  }

  func nextChange(after time: Double) -> Double? { nil }
}
