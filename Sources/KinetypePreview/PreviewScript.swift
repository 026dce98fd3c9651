import KinetypeCore
import KinetypeDemo
import KinetypeInteraction

/// A preview script: a canvas, a colour depth, a frame rate and the steps that play on them.
///
/// Read from YAML by `PreviewReader` (every problem located), run by `PreviewRunner` into a
/// `PreviewRecording`. A value: the same script always gives the same recording.
public struct PreviewScript: Hashable, Sendable {
  /// Where the script came from (a path, `<stdin>`), for diagnostics and relative `file:`s.
  public var origin: String
  public var canvas: GridSize = GridSize(columns: 80, rows: 24)
  public var depth: ColourDepth = .truecolor
  /// Frames per second of the recording.
  public var fps: Int = 30
  /// The seed of effects whose step gives none.
  public var seed: UInt64 = 1
  public var steps: [PreviewStep] = []

  public init(origin: String) {
    self.origin = origin
  }
}

/// One step of a script, with where it was written.
public struct PreviewStep: Hashable, Sendable {
  public var action: PreviewAction
  /// The step's kind key (`play:` in `- play: fade`), for diagnostics.
  public var location: SourceLocation
  /// `steps[3]`.
  public var path: String

  public init(_ action: PreviewAction, at location: SourceLocation, path: String) {
    self.action = action
    self.location = location
    self.path = path
  }
}

/// Text as a script gives it: the next `play` shows it, the next `morph` starts from it.
public enum PreviewText: Hashable, Sendable {
  case plain(String)
  case markup(String)
  /// A file's path, relative to the script's folder; read as the CLI reads files (ANSI when
  /// it holds ESC, plain otherwise).
  case file(String)
}

/// An effect as a step names it, with what it is played with.
public struct PreviewEffect: Hashable, Sendable {
  /// Its name in the search path; nil for a morph's default effect.
  public var name: String?
  public var nameLocation: SourceLocation
  /// `params:` as text, as `--param name=value` takes them.
  public var parameters: [String: String] = [:]
  public var seed: UInt64?
  /// Seconds the step plays; nil: until the effect ends.
  public var playFor: Double?
  /// `font:`, display type (as `--font` takes it: a font's name or a `.flf` file's path,
  /// relative to the script); nil for plain text.
  public var font: String?

  public init(name: String?, at location: SourceLocation) {
    self.name = name
    self.nameLocation = location
  }
}

/// Where `seek:` moves the playhead.
public enum PreviewSeek: Hashable, Sendable {
  case seconds(Double)
  /// A fraction of the effect's duration, from `50%`.
  case fraction(Double)
  case end
}

/// What a step does. Text, playhead and snapshot steps take no time; `play`, `morph`, `wait`
/// and input events do (see docs/previews.md for how long each event takes).
public enum PreviewAction: Hashable, Sendable {
  case text(PreviewText)
  case play(PreviewEffect)
  case morph(to: PreviewText, PreviewEffect)
  case wait(Double)
  case seek(PreviewSeek)
  case speed(Double)
  case reverse(Bool)
  case demo(DemoSceneID)
  case input(PreviewInput)
  case snapshot(String)
}

/// An input event for the demo, in screen cells (column, row from 0).
public enum PreviewInput: Hashable, Sendable {
  case key(Key)
  case type(String)
  case click(GridPoint)
  /// Through each point in turn, cell by cell.
  case drag([GridPoint])
  /// Wheel steps at a cell (the last pointer place when nil): positive down, negative up.
  case scroll(Int, at: GridPoint?)
  /// A long press: held for the seconds at a cell (the last pointer place when nil).
  case hold(Double, at: GridPoint?)
}
