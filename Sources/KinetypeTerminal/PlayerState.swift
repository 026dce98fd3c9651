import KinetypeAnimation
import KinetypeCore

/// What the player is doing: where play is, how fast, which page, whether to show the status
/// line, and whether to stop. A value; `update(_:)` is the only way it changes.
public struct PlayerState: Hashable, Sendable {
  public var playhead: Playhead
  /// The magnitude of play speed (1 = real time); direction is the playhead's rate sign.
  public var speed: Double
  public var showsStatus: Bool
  /// The page of text playing, for input taller than the terminal.
  public var page: Int
  /// How many pages (or blocks) there are so far.
  public var pageCount: Int
  /// Whether more pages may come: text still arriving. Play does not finish while it may.
  public var isOpen: Bool
  public var size: GridSize
  /// Why play stopped, once it has.
  public var stop: Stop?
  /// Wall-clock seconds spent on the last frame, for the status line's fps.
  public var lastFrameSeconds: Double

  /// How a run of the player ends, and the exit status it means.
  public enum Stop: Hashable, Sendable {
    /// The effect finished (on its last page) or the user quit.
    case finished
    case quit
    /// A signal: SIGINT 130, SIGTERM 143, SIGHUP 129 (128 + the signal number).
    case signal(Int32)

    public var exitStatus: Int32 {
      switch self {
      case .finished, .quit: 0
      case .signal(let number): 128 + number
      }
    }
  }

  public init(
    duration: Double, at start: Double = 0, speed: Double = 1, reverse: Bool = false,
    loop: Bool = false, pageCount: Int = 1, size: GridSize
  ) {
    precondition(speed > 0 && speed.isFinite, "speed must be positive")
    playhead = Playhead(
      duration: duration, position: reverse && start == 0 ? duration : start,
      rate: reverse ? -speed : speed,
      loopMode: loop ? .loop : .once)
    self.speed = speed
    showsStatus = false
    page = 0
    self.pageCount = max(1, pageCount)
    isOpen = false
    self.size = size
    lastFrameSeconds = 0
  }

  /// Whether play runs backwards.
  public var isReversed: Bool { playhead.rate < 0 }
}

/// Something that happens to the player.
public enum PlayerEvent: Hashable, Sendable {
  case command(PlayerCommand)
  /// Wall-clock seconds passed since the last event of this kind.
  case elapsed(Double)
  case resized(GridSize)
  case signal(Int32)
  /// The next page's timeline has this duration (sent by the loop when a page ends).
  case pageLoaded(duration: Double)
  /// Text arriving: there are `count` pages (blocks) now, and more may come while `isOpen`.
  case scenesArrived(count: Int, isOpen: Bool)
}

/// What a key asks for.
public enum PlayerCommand: Hashable, Sendable {
  case togglePause
  /// Seek by seconds (negative: back).
  case seek(Double)
  /// Step by frames at the player's frame rate (negative: back).
  case step(Int)
  case reverse
  case faster
  case slower
  case home
  case end
  case toggleLoop
  case toggleStatus
  case quit
}
