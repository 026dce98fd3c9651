import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction

/// One scene of the demo: a pure value that takes events and draws its area of the screen.
///
/// `Demo` owns the screen: the menu bar on the top row, the status line on the bottom row, and
/// the scene between them. It hands a scene the events meant for it with mouse cells made
/// relative to the scene's area (row 0 is the row under the menu bar), the area's size in
/// `.resized` (before any other event, and again on every resize), and `.tick`s while the
/// scene animates or a timer it asked for is due.
public protocol DemoScene: Sendable {
  /// The scene after `event`.
  func update(_ event: ProgramEvent) -> Self

  /// The scene's area at `time`, at the size the last `.resized` gave.
  func frame(at time: Double) -> Frame

  /// When the scene's picture next changes without input (see
  /// `InteractiveProgram.nextChange(after:)`).
  func nextChange(after time: Double) -> Double?

  /// Whether the scene takes `key` itself, before the demo's own keys (digits switch scenes,
  /// `?` shows help, `q` and Ctrl-C quit): every printable key while an input line has focus,
  /// Ctrl-C while there is a selection to copy. F1–F5 switch scenes whatever this says.
  func claims(_ key: Key) -> Bool

  /// The keys and gestures the scene understands, for the help overlay (`?`).
  var help: [HelpEntry] { get }

  /// What the last update reported (a callback's log line), shown on the status line; nil
  /// leaves the line as it was.
  var report: String? { get }

  /// What the last update asked of the terminal (a copy to the clipboard).
  var requests: [ProgramRequest] { get }
}

/// A line of the help overlay: how to do something, and what it does.
public struct HelpEntry: Hashable, Sendable {
  /// `click`, `drag ↑↓`, `Tab`.
  public var keys: String
  public var action: String

  public init(_ keys: String, _ action: String) {
    self.keys = keys
    self.action = action
  }
}
