import KinetypeCore
import KinetypeInteraction

extension RatingScene {
  func update(_ event: ProgramEvent) -> RatingScene {
    var next = self
    next.report = nil
    switch event {
    case .resized(let size, _):
      next.size = size
    case .key(let key, let time):
      if let proposed = rate(after: key) { next.change(to: proposed, at: time) }
    case .gesture(let gesture):
      next.apply(gesture)
    case .mouse, .tick:
      break
    }
    return next
  }

  /// The rate `key` asks for, or nil when the scene does not use the key.
  func rate(after key: Key) -> Double? {
    guard key.modifiers.subtracting(.shift).isEmpty else { return nil }
    switch key.code {
    case .up: return rate + settings.sensitivity
    case .down: return rate - settings.sensitivity
    case .pageUp, .character("+"), .character("="): return rate + 1
    case .pageDown, .character("-"): return rate - 1
    case .home: return RatingSettings.rateRange.lowerBound
    case .end: return RatingSettings.rateRange.upperBound
    default: return nil
    }
  }

  /// The wheel moves the rate a cell's worth; a drag moves it by the rows it crosses, from
  /// where it last was, so turning back changes the rate at once even past either end.
  private mutating func apply(_ gesture: Gesture) {
    switch gesture.kind {
    case .wheelUp:
      change(to: rate + settings.sensitivity, at: gesture.time)
    case .wheelDown:
      change(to: rate - settings.sensitivity, at: gesture.time)
    case .dragStart, .dragMove, .dragEnd:
      // A drag that began outside the scene (on the menu bar) starts where it came in.
      let from = dragRow ?? gesture.start.row
      change(
        to: rate + Double(from - gesture.cell.row) * settings.sensitivity, at: gesture.time)
      dragRow = gesture.kind == .dragEnd ? nil : gesture.cell.row
    case .click, .doubleClick, .longPress:
      break
    }
  }

  /// Moves the rate to `proposed`, clamped to 0…5 and rounded to a millionth (so that steps
  /// of a tenth add up to tenths); when it differs, starts the face's transition from where
  /// it is at `time` and tells `rateChanged`.
  mutating func change(to proposed: Double, at time: Double) {
    let clamped = RatingSettings.clamp(proposed, to: RatingSettings.rateRange)
    let new = (clamped * 1_000_000).rounded() / 1_000_000
    guard new != rate else { return }
    transition = RateTransition(from: transition.rate(at: time), to: new, start: time)
    rate = new
    report = rateChanged(new)
  }
}
