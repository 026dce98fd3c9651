import KinetypeAnimation

/// The scroll position over time: at rest, or easing from one position to another.
///
/// Stored as where it started, where it goes and when, and evaluated at a time, never stepped
/// by ticks; only the position it gives reaches the picture, so smooth scrolling changes how
/// soon a picture shows, never which picture a position shows.
struct ScrollMotion: Hashable, Sendable {
  var from: Double
  /// Where it comes to rest: the target of the last scroll.
  var to: Double
  var start: Double
  var duration: Double

  /// How a scroll eases into its target.
  static let easing = TimingFunction.penner(.cubic, .out)

  /// At rest at `position`.
  static func resting(at position: Double) -> ScrollMotion {
    ScrollMotion(from: position, to: position, start: 0, duration: 0)
  }

  /// The position at `time`: `from` before the start, `to` from the end on.
  func position(at time: Double) -> Double {
    guard duration > 0, time < start + duration else { return to }
    guard time > start else { return from }
    return from + (to - from) * Self.easing((time - start) / duration)
  }

  /// Whether the position is still changing at `time`.
  func isMoving(at time: Double) -> Bool { from != to && time < start + duration }

  /// A motion from wherever this one is at `time` to `target`, over `duration` seconds.
  func moving(to target: Double, at time: Double, duration: Double) -> ScrollMotion {
    let here = position(at: time)
    return ScrollMotion(
      from: here, to: target, start: time, duration: here == target ? 0 : duration)
  }
}
