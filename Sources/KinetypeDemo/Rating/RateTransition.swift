import KinetypeAnimation

/// The face's rate on its way from one value to the next: eased out over
/// `RatingScene.transitionDuration`, a pure function of time.
struct RateTransition: Hashable, Sendable {
  var from: Double
  var to: Double
  /// When it began, on the loop's clock.
  var start: Double

  /// The rate shown at `time`: `from` before the start, `to` once it is over.
  func rate(at time: Double) -> Double {
    let progress = (time - start) / RatingScene.transitionDuration
    guard progress < 1 else { return to }
    guard progress > 0 else { return from }
    return from + (to - from) * TimingFunction.easeOut(progress)
  }

  /// Whether the rate shown is still changing at `time`.
  func isMoving(at time: Double) -> Bool {
    from != to && time < start + RatingScene.transitionDuration
  }
}
