import KinetypeCore

/// Recognises gestures in mouse events: a state machine as a value, fed events and clock
/// ticks, with time injected (the events carry theirs).
///
/// Clicks, double clicks and long presses are reported at the cell of their press, drags at
/// the cell the pointer is in (with `start`, the press's cell).
///
/// Rules, for one button at a time (presses of other buttons while one is held are ignored,
/// as are their releases):
/// - a press and release that stays within `slop` cells of the press (Chebyshev distance) is
///   a *click*, unless held `longPressDuration` or more, which makes it a *long press*: fired
///   by the first `tick(time:)` at or past the duration while the button is held, or at the
///   release if no tick came;
/// - a press of the same button within `doubleClickInterval` of a click's press and within
///   `slop` cells of it is a *double click*, reported at once; that press makes no click or
///   long press itself, and a third press starts afresh;
/// - moving more than `slop` cells from the press with the button held starts a *drag*
///   (`dragStart`), reported with `dragMove` each time the cell changes and `dragEnd` at the
///   release; a release far from its press with no motion reported (mode 1000 sends none) is a
///   drag start and end at once. A long press already fired can still become a drag;
/// - the wheel is reported as it turns.
public struct GestureRecognizer: Hashable, Sendable {
  /// Seconds between the presses of a double click, at most.
  public var doubleClickInterval: Double
  /// Seconds a press is held still to be a long press, at least.
  public var longPressDuration: Double
  /// Cells the pointer may move and still be "still".
  public var slop: Int

  /// The press in progress.
  struct Held: Hashable, Sendable {
    var button: MouseEvent.Button
    var start: GridPoint
    var cell: GridPoint
    var time: Double
    var isDragging = false
    /// A long press fired, or the press was a double click's: no click at the release.
    var isSpent = false
  }

  /// The last click, for a double click.
  struct Click: Hashable, Sendable {
    var button: MouseEvent.Button
    var cell: GridPoint
    var time: Double
  }

  private(set) var held: Held?
  private(set) var lastClick: Click?

  public init(doubleClickInterval: Double = 0.4, longPressDuration: Double = 0.5, slop: Int = 1) {
    self.doubleClickInterval = doubleClickInterval
    self.longPressDuration = longPressDuration
    self.slop = slop
  }

  /// When a tick could fire a long press; nil when none is pending.
  public var deadline: Double? {
    guard let held, !held.isDragging, !held.isSpent else { return nil }
    return held.time + longPressDuration
  }

  /// The recogniser after `event`, and the gestures it completes.
  public func update(_ event: MouseEvent) -> (GestureRecognizer, [Gesture]) {
    var next = self
    var gestures: [Gesture] = []
    func emit(
      _ kind: Gesture.Kind, button: MouseEvent.Button, at cell: GridPoint? = nil,
      from start: GridPoint? = nil
    ) {
      gestures.append(
        Gesture(
          kind, button: button, at: cell ?? event.cell, from: start, modifiers: event.modifiers,
          time: event.time))
    }
    switch event.kind {
    case .wheelUp: emit(.wheelUp, button: .none)
    case .wheelDown: emit(.wheelDown, button: .none)
    case .move: break
    case .press:
      if let held {
        guard held.button == event.button else { break }
        // The release was lost (it happened outside the window): end the old press quietly.
        if held.isDragging { emit(.dragEnd, button: held.button, from: held.start) }
      }
      var press = Held(button: event.button, start: event.cell, cell: event.cell, time: event.time)
      if let click = lastClick, click.button == event.button,
        event.time - click.time <= doubleClickInterval,
        distance(click.cell, event.cell) <= slop
      {
        emit(.doubleClick, button: event.button)
        press.isSpent = true
      }
      next.lastClick = nil
      next.held = press
    case .drag:
      guard var press = held, event.button == press.button || event.button == .none else { break }
      if press.isDragging {
        if event.cell != press.cell { emit(.dragMove, button: press.button, from: press.start) }
      } else if distance(press.start, event.cell) > slop {
        press.isDragging = true
        emit(.dragStart, button: press.button, from: press.start)
      }
      press.cell = event.cell
      next.held = press
    case .release:
      guard let press = held, event.button == press.button || event.button == .none else { break }
      next.held = nil
      if press.isDragging {
        emit(.dragEnd, button: press.button, from: press.start)
      } else if distance(press.start, event.cell) > slop {
        emit(.dragStart, button: press.button, from: press.start)
        emit(.dragEnd, button: press.button, from: press.start)
      } else if press.isSpent {
        break
      } else if event.time - press.time >= longPressDuration {
        emit(.longPress, button: press.button, at: press.start)
      } else {
        emit(.click, button: press.button, at: press.start)
        next.lastClick = Click(button: press.button, cell: press.start, time: press.time)
      }
    }
    return (next, gestures)
  }

  /// The recogniser at `time` with no new event: fires a long press that is due.
  public func tick(time: Double) -> (GestureRecognizer, [Gesture]) {
    guard let deadline, time >= deadline, var press = held else { return (self, []) }
    var next = self
    press.isSpent = true
    next.held = press
    return (next, [Gesture(.longPress, button: press.button, at: press.start, time: time)])
  }

  private func distance(_ a: GridPoint, _ b: GridPoint) -> Int {
    max(abs(a.column - b.column), abs(a.row - b.row))
  }
}
