import CNcursesw
import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction

#if canImport(Glibc)
  import Glibc
#endif

/// A full-screen program that prints every input event and gesture as a line, newest at the
/// bottom, until `q` (or Ctrl-C): the input layer seen from outside, for end-to-end tests and
/// for finding out what a terminal sends (`kinetype input-echo`, hidden).
///
/// The loop file of `TerminalInput`, as `Player` is `PlayerState`'s: it reads bytes, asks the
/// pure input layer what they mean, waits until the layer's next deadline, and paints.
public struct InputEcho {
  public var environment: [String: String]
  public var mouse: MouseTracking

  public init(environment: [String: String], mouse: MouseTracking = .drags) {
    self.environment = environment
    self.mouse = mouse
  }

  /// Runs until `q`, Ctrl-C or a signal; the terminal (mouse modes too) is restored before it
  /// returns.
  ///
  /// - Returns: `.quit` for `q`, `.signal(SIGINT)` for Ctrl-C, `.signal(n)` for a signal.
  /// - Throws: `PlayerError` when the screen cannot start.
  public func run() throws -> PlayerState.Stop {
    let term = environment["TERM"] ?? "xterm"
    guard
      let screen = CursesScreen(termName: term, requested: .none, input: .bytes(mouse: mouse))
    else {
      throw PlayerError("ncurses could not start on /dev/tty (TERM=\(term))")
    }
    Signals.install(terminal: screen.descriptor, restore: screen.restoreBytes)
    defer {
      screen.end()
      Signals.uninstall()
    }
    let clock = ContinuousClock()
    let origin = clock.now
    func now() -> Double { (clock.now - origin).seconds }
    var input = TerminalInput()
    var log = EchoLog()
    var size = screen.size
    var previous: Frame? = nil
    while true {
      if let signal = Signals.take() { return .signal(signal) }
      let frame = log.frame(size: size)
      screen.draw(frame, over: previous)
      previous = frame
      // Wake for the input layer's deadline (a lone ESC, a long press), and a few times a
      // second to see signals.
      let wait = min(0.25, max(0, (input.deadline ?? .infinity) - now()))
      var items: [TerminalInput.Item] = []
      if let read = screen.bytes(within: Int32((wait * 1000).rounded(.up))) {
        if read.resized {
          size = screen.size
          previous = nil
        }
        (input, items) = input.receive(read.bytes, at: now())
      }
      let due: [TerminalInput.Item]
      (input, due) = input.tick(at: now())
      for item in items + due {
        if case .event(.key(let key)) = item {
          if key == .character("q") { return .quit }
          if key == .ctrl("c") { return .signal(SIGINT) }
        }
        log.append(item.description)
      }
    }
  }
}

/// The lines `InputEcho` shows: a title, then the latest lines that fit.
struct EchoLog: Hashable, Sendable {
  static let title = "kinetype input-echo: click, drag, scroll, type; q quits"
  private(set) var lines: [String] = []
  /// Lines kept, at most: more than any terminal shows.
  static let capacity = 500

  mutating func append(_ line: String) {
    lines.append(line)
    if lines.count > Self.capacity { lines.removeFirst(lines.count - Self.capacity) }
  }

  /// The title on the top row and as many of the latest lines as fit below it.
  func frame(size: GridSize) -> Frame {
    var frame = Frame(size: size)
    let shown = lines.suffix(max(0, size.rows - 1))
    for (row, line) in ([Self.title] + shown).enumerated() {
      var column = 0
      for character in line {
        let scalar = character.unicodeScalars.first!.value
        let width = max(1, min(2, Int(kt_wcwidth(scalar))))
        frame.put(
          String(character), width: width,
          style: row == 0 ? CellStyle(attributes: .reverse) : .init(),
          at: GridPoint(column: column, row: row))
        column += width
      }
    }
    return frame
  }
}
