/// Where play is on a timeline and how fast it moves: a value with no clock inside.
///
/// A player injects wall-clock time: `advance(by:)` moves the position by `delta × rate`,
/// wrapping, bouncing or stopping at the ends as `loopMode` says, and returns the spans of
/// timeline time it moved through, for `Timeline.events(in:)`. A negative rate plays backwards.
/// The first span after creation, and the first after a loop wraps round, include their start,
/// so an event at the very start is reported; `seek(to:)` jumps without reporting anything.
public struct Playhead: Hashable, Sendable {
  public enum LoopMode: String, Hashable, Sendable, CaseIterable {
    /// Stop at the end (or at the start, going backwards).
    case once
    /// Wrap round to the other end.
    case loop
    /// Turn round at each end.
    case pingPong
  }

  public let duration: Double
  public private(set) var position: Double
  /// Timeline seconds per wall-clock second; negative plays backwards.
  public var rate: Double
  public var loopMode: LoopMode
  public private(set) var isPaused: Bool
  var startPending = true

  public init(duration: Double, position: Double = 0, rate: Double = 1, loopMode: LoopMode = .once)
  {
    precondition(duration >= 0, "duration must not be negative")
    self.duration = duration
    self.position = min(max(position, 0), duration)
    self.rate = rate
    self.loopMode = loopMode
    self.isPaused = false
  }

  /// Whether play has stopped at the end it was heading for (`once` only).
  public var isFinished: Bool {
    loopMode == .once && ((rate > 0 && position >= duration) || (rate < 0 && position <= 0))
  }

  /// Jumps to `time` (clamped to the timeline) without reporting what lies between.
  public mutating func seek(to time: Double) {
    position = min(max(time, 0), duration)
    startPending = false
  }

  public mutating func pause() { isPaused = true }
  public mutating func play() { isPaused = false }

  /// The playhead after `delta` wall-clock seconds.
  public func advanced(by delta: Double) -> Playhead {
    var copy = self
    _ = copy.advance(by: delta)
    return copy
  }

  /// Moves on by `delta` wall-clock seconds and returns the spans of timeline time passed
  /// through, in order.
  public mutating func advance(by delta: Double) -> [TimeSpan] {
    guard !isPaused, delta > 0, rate != 0 else { return [] }
    var remaining = delta * rate
    var spans: [TimeSpan] = []
    func move(to target: Double) {
      if target != position || startPending {
        spans.append(TimeSpan(from: position, to: target, includesStart: startPending))
      }
      startPending = false
      position = target
    }
    let canTurn = duration > 0 && duration.isFinite
    while remaining != 0 {
      let boundary = remaining > 0 ? duration : 0
      let room = abs(boundary - position)
      if abs(remaining) <= room {
        move(to: position + remaining)
        break
      }
      move(to: boundary)
      remaining -= remaining > 0 ? room : -room
      guard canTurn && spans.count < 10_000 else { break }
      switch loopMode {
      case .once:
        remaining = 0
      case .loop:
        position = remaining > 0 ? 0 : duration
        startPending = true
      case .pingPong:
        rate = -rate
        remaining = -remaining
      }
    }
    return spans
  }
}
