import KinetypeCompositor
import KinetypeCore

/// A full-screen interactive program as a value, Elm-shaped: a pure `update` from one event to
/// the next state, and the screen as a pure function of the state and the time.
///
/// A loop (the ncurses front end's `ProgramLoop`, or a test, or a headless recorder) owns the
/// clock and the terminal: it turns what the user does into `ProgramEvent`s stamped with its
/// clock's time, paints `frame(at:)` whenever the state or the time changed what it shows,
/// carries out the state's `requests` after each update, and stops at `exit`. Nothing here
/// reads a clock, so a test drives a program through any interaction with time set by hand.
public protocol InteractiveProgram: Sendable {
  /// The program after `event`.
  func update(_ event: ProgramEvent) -> Self

  /// The whole screen at `time` (seconds on the loop's clock), at the size the last
  /// `.resized` event gave.
  func frame(at time: Double) -> Frame

  /// When the screen next changes with no input: `time` itself or earlier while something
  /// animates (the loop paints at its frame rate), a later time for a timer, nil when only
  /// input changes it.
  func nextChange(after time: Double) -> Double?

  /// What the last `update` asked the terminal to do, in order: the loop carries them out
  /// once, after that update.
  var requests: [ProgramRequest] { get }

  /// Set when the program has ended; the loop restores the terminal and returns it.
  var exit: ProgramExit? { get }
}

/// What happened, as a program sees it: keys, mouse events and the gestures they make, a new
/// screen size, or just the passing of time. Every event carries the loop's clock time.
public enum ProgramEvent: Hashable, Sendable {
  case key(Key, time: Double)
  /// A mouse report as the terminal sent it (presses, releases, drags, the wheel).
  case mouse(MouseEvent)
  /// A gesture recognised from the mouse reports before it (`GestureRecognizer`).
  case gesture(Gesture)
  /// The screen is now `size` (also the first event a loop sends).
  case resized(GridSize, time: Double)
  /// Time has passed with no input (a timer the program asked for with `nextChange`).
  case tick(Double)

  /// When it happened.
  public var time: Double {
    switch self {
    case .key(_, let time), .resized(_, let time): time
    case .mouse(let mouse): mouse.time
    case .gesture(let gesture): gesture.time
    case .tick(let time): time
    }
  }

  /// The event an input item read at `time` stands for (mouse reports and gestures carry
  /// their own time).
  public init(_ item: TerminalInput.Item, time: Double) {
    switch item {
    case .event(.key(let key)): self = .key(key, time: time)
    case .event(.mouse(let mouse)): self = .mouse(mouse)
    case .gesture(let gesture): self = .gesture(gesture)
    }
  }
}

/// Something a program asks of the terminal besides drawing.
public enum ProgramRequest: Hashable, Sendable {
  /// Put the text on the system clipboard (OSC 52), where the terminal allows it.
  case copy(String)
}

/// How a program ended.
public struct ProgramExit: Hashable, Sendable {
  /// The process's exit status.
  public var status: Int32
  /// Text for standard output once the terminal is restored (what the user copied, say).
  public var output: String

  public init(status: Int32 = 0, output: String = "") {
    self.status = status
    self.output = output
  }
}
