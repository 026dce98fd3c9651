import CNcursesw
import KinetypeCompositor
import KinetypeCore

/// Plays frames made beforehand (a preview script's recording) in time: the one loop file of
/// recorded playback. Each frame shows from its time until the next one's; space pauses, q,
/// Esc or Ctrl-C quits, and play ends after the last frame.
public struct FramePlayer {
  /// The frames in increasing time, all one size.
  public var frames: [(time: Double, frame: Frame)]
  public var depth: ColourDepth
  public var environment: [String: String]
  /// Where frames smaller than the terminal sit in it.
  public var anchor: GridAnchor

  public init(
    frames: [(time: Double, frame: Frame)], depth: ColourDepth, environment: [String: String],
    anchor: GridAnchor = .c
  ) {
    self.frames = frames
    self.depth = depth
    self.environment = environment
    self.anchor = anchor
  }

  /// Plays until the last frame's time, a quit key or a signal; the terminal is restored
  /// before it returns.
  public func run() throws -> PlayerState.Stop {
    guard !frames.isEmpty else { return .finished }
    return try CursesScreen.session(environment: environment, depth: depth) {
      screen -> PlayerState.Stop in
      let clock = ContinuousClock()
      var last = clock.now
      var time = 0.0
      var paused = false
      var index = -1
      var previous: Frame? = nil
      let end = frames[frames.count - 1].time
      while true {
        if let signal = Signals.take() { return .signal(signal) }
        let now = clock.now
        if let stopped = Signals.takeSuspension() {
          last = last + .seconds(stopped)
          screen.invalidate()
          previous = nil
          index = -1
        }
        if !paused { time += max(0, (now - last).seconds) }
        last = now
        // The frame on screen at `time`: the last one that has appeared.
        var shown = max(index, 0)
        while shown + 1 < frames.count, frames[shown + 1].time <= time { shown += 1 }
        if shown != index {
          index = shown
          let size = screen.size
          let canvas = frames[shown].frame
          let frame = canvas.placed(in: size, at: anchor.origin(placing: canvas.size, in: size))
          screen.draw(frame, over: previous)
          previous = frame
        }
        if time >= end && !paused { return .finished }
        let next = shown + 1 < frames.count ? frames[shown + 1].time : end
        let wait = paused ? 250 : Int32(min(250, max(0, (next - time) * 1000)).rounded(.up))
        if let key = screen.key(within: wait) {
          if key == kt_KEY_RESIZE() {
            previous = nil
            index = -1
          } else if let command = KeyMap.command(for: key) {
            switch command {
            case .quit: return .quit
            case .togglePause: paused.toggle()
            default: break
            }
          }
        }
      }
    }
  }
}
