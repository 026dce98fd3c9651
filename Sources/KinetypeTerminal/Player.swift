import CNcursesw
import KinetypeCompositor
import KinetypeCore

/// The interactive player: the one place that does terminal I/O. It reads keys, asks the pure
/// `PlayerState.update` what they mean, composes the frame for the playhead's time, draws the
/// difference and waits for the next frame or key.
///
/// Time comes from the clock through the playhead, never from counting frames: a slow frame
/// makes the next one show a later time (frames are dropped, the effect keeps its pace).
public struct Player {
  /// What plays: pages of a text, or blocks of a text still arriving.
  public var scenes: any SceneSequence
  public var fps: Double
  public var start: Double
  public var speed: Double
  public var reverse: Bool
  public var loop: Bool
  public var depth: ColourDepth
  public var environment: [String: String]
  /// Where a canvas smaller than the terminal sits in it.
  public var canvasAnchor: GridAnchor

  public init(
    scenes: any SceneSequence, fps: Double, start: Double, speed: Double, reverse: Bool,
    loop: Bool, depth: ColourDepth, environment: [String: String], canvasAnchor: GridAnchor = .c
  ) {
    self.canvasAnchor = canvasAnchor
    self.scenes = scenes
    self.fps = fps
    self.start = start
    self.speed = speed
    self.reverse = reverse
    self.loop = loop
    self.depth = depth
    self.environment = environment
  }

  /// Plays until the effect ends, the user quits or a signal arrives; the terminal is restored
  /// before it returns.
  ///
  /// - Returns: how play stopped (its `exitStatus` is the process's).
  /// - Throws: when the screen cannot start or a scene cannot be made; the terminal is
  ///   restored first.
  public func run() throws -> PlayerState.Stop {
    return try CursesScreen.session(environment: environment, depth: depth) {
      screen -> PlayerState.Stop in
      var size = screen.size
      let (count, isOpen) = try scenes.refresh(wantingSceneAfter: nil)
      var scene = try scenes.scene(0, size: size)
      var frames = scene.frames()
      var state = PlayerState(
        duration: scene.duration, at: start, speed: speed, reverse: reverse, loop: loop,
        pageCount: count, size: size)
      state = state.update(.scenesArrived(count: count, isOpen: isOpen))
      var previous: Frame? = nil
      let clock = ContinuousClock()
      var last = clock.now
      let frameTime = Duration.seconds(1 / fps)
      while state.stop == nil {
        let frameStart = clock.now
        if let stopped = Signals.takeSuspension() {
          // The effect's clock stops while the program is suspended; the screen was away.
          last = last + .seconds(stopped)
          screen.invalidate()
          previous = nil
        }
        if state.isOpen {
          // Input still arriving is taken in every frame; the next block is decided when the
          // one playing has played out.
          let (count, isOpen) = try scenes.refresh(
            wantingSceneAfter: state.awaitsScene ? state.page : nil)
          state = state.update(.scenesArrived(count: count, isOpen: isOpen))
        }
        state = state.update(.elapsed(max(0, (frameStart - last).seconds)), fps: fps)
        last = frameStart
        if let signal = Signals.take() { state = state.update(.signal(signal)) }
        if state.wantsNextPage {
          scene = try scenes.scene(state.page + 1, size: size)
          frames = scene.frames()
          state = state.update(.pageLoaded(duration: scene.duration))
          previous = nil
        }
        let canvas = frames.frame(at: state.playhead.position)
        var frame = canvas.placed(in: size, at: canvasAnchor.origin(placing: canvas.size, in: size))
        if state.showsStatus { StatusLine.draw(state.statusLine, into: &frame) }
        // Waiting for text that has not come yet, the screen holds still: nothing is written
        // (not even a synchronized-output bracket) until it changes.
        if !(state.awaitsScene && frame == previous) { screen.draw(frame, over: previous) }
        previous = frame
        guard state.stop == nil else { break }
        // Wait for a key until the next frame is due; handle every key that is waiting.
        var wait = frameTime - (clock.now - frameStart)
        while let key = screen.key(within: Int32(max(0, wait.milliseconds.rounded(.up)))) {
          if key == kt_KEY_RESIZE() {
            size = screen.size
            scene = try scenes.scene(state.page, size: size)
            frames = scene.frames()
            state = state.update(.resized(size))
            previous = nil
          } else if let command = KeyMap.command(for: key) {
            state = state.update(.command(command), fps: fps)
          }
          wait = frameTime - (clock.now - frameStart)
          if state.stop != nil || wait <= .zero { break }
        }
      }
      return state.stop ?? .finished
    }
  }
}

/// Why the player could not run.
public struct PlayerError: Error, CustomStringConvertible {
  public var description: String
  init(_ description: String) { self.description = description }
}

/// The `?` status line: the bottom row, reversed.
enum StatusLine {
  static func draw(_ text: String, into frame: inout Frame) {
    guard frame.size.rows > 0 else { return }
    let row = frame.size.rows - 1
    let style = CellStyle(attributes: .reverse)
    frame.fill(GridRect(column: 0, row: row, columns: frame.size.columns, rows: 1), style: style)
    frame.write(text, at: GridPoint(column: 0, row: row), style: style)
  }
}

extension Duration {
  var seconds: Double {
    let (s, a) = components
    return Double(s) + Double(a) / 1e18
  }
  var milliseconds: Double { seconds * 1000 }
}
