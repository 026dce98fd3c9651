import KinetypeCore
import KinetypeDemo
import KinetypeInteraction

extension PreviewRunner {
  /// How long input takes on the script's clock, roughly as a person's hand: the gap after a
  /// key, a typed character, a wheel step and a drag's cell, a click's press, and the pause
  /// after every event before the next step.
  enum Pace {
    static let key = 0.1
    static let typed = 0.08
    static let press = 0.05
    static let wheel = 0.05
    static let dragCell = 0.02
    static let after = 0.1
  }

  /// Sends an input step to the demo: keys as keys; mouse events raw and through the gesture
  /// recogniser, as the terminal's loop sends them.
  mutating func perform(_ input: PreviewInput) {
    switch input {
    case .key(let key):
      send(.key(key, time: clock))
      advance(to: clock + Pace.key)
    case .type(let text):
      for character in text {
        send(.key(character == "\n" ? Key(.enter) : .character(character), time: clock))
        advance(to: clock + Pace.typed)
      }
    case .click(let cell):
      mouse(.press, .left, cell)
      advance(to: clock + Pace.press)
      mouse(.release, .left, cell)
      advance(to: clock + Pace.after)
    case .drag(let points):
      mouse(.press, .left, points[0])
      for (from, to) in zip(points, points.dropFirst()) {
        for cell in Self.cells(from: from, to: to) {
          advance(to: clock + Pace.dragCell)
          mouse(.drag, .left, cell)
        }
      }
      advance(to: clock + Pace.dragCell)
      mouse(.release, .left, points[points.count - 1])
      advance(to: clock + Pace.after)
    case .scroll(let steps, let at):
      let cell = at ?? pointer
      for index in 0..<abs(steps) {
        if index > 0 { advance(to: clock + Pace.wheel) }
        mouse(steps > 0 ? .wheelDown : .wheelUp, .none, cell)
      }
      advance(to: clock + Pace.after)
    case .hold(let seconds, let at):
      let cell = at ?? pointer
      mouse(.press, .left, cell)
      advance(to: clock + seconds)
      mouse(.release, .left, cell)
      advance(to: clock + Pace.after)
    }
  }

  /// The cells after `from` on the way to `to`, one step at a time (the longer axis moves by
  /// one each step), ending at `to`.
  static func cells(from: GridPoint, to: GridPoint) -> [GridPoint] {
    let dc = to.column - from.column
    let dr = to.row - from.row
    let steps = max(abs(dc), abs(dr))
    guard steps > 0 else { return [] }
    return (1...steps).map { i in
      GridPoint(
        column: from.column + Int((Double(dc * i) / Double(steps)).rounded()),
        row: from.row + Int((Double(dr * i) / Double(steps)).rounded()))
    }
  }

  /// A mouse report at the clock: to the demo as it is, then the gestures it completes.
  private mutating func mouse(
    _ kind: MouseEvent.Kind, _ button: MouseEvent.Button, _ cell: GridPoint
  ) {
    pointer = cell
    settle(at: clock)
    guard case .demo(var play) = source else { return }
    let event = MouseEvent(kind, button: button, at: cell, time: clock)
    play.demo = play.demo.update(.mouse(event))
    let gestures: [Gesture]
    (play.recognizer, gestures) = play.recognizer.update(event)
    for gesture in gestures { play.demo = play.demo.update(.gesture(gesture)) }
    source = .demo(play)
  }

  private mutating func send(_ event: ProgramEvent) {
    settle(at: clock)
    guard case .demo(var play) = source else { return }
    play.demo = play.demo.update(event)
    source = .demo(play)
  }
}

extension PreviewInput {
  /// Seconds the input takes on the script's clock, paced as `PreviewRunner.perform(_:)` paces
  /// it: known before it runs, so a script that would run past the hour is refused before it
  /// starts recording.
  public var duration: Double {
    typealias Pace = PreviewRunner.Pace
    switch self {
    case .key: return Pace.key
    case .type(let text): return Double(text.count) * Pace.typed
    case .click: return Pace.press + Pace.after
    case .drag(let points):
      // In Double: the points come from a file, and their distances may not fit an Int.
      let cells = zip(points, points.dropFirst()).reduce(0.0) { total, pair in
        total
          + max(
            abs(Double(pair.1.column) - Double(pair.0.column)),
            abs(Double(pair.1.row) - Double(pair.0.row)))
      }
      return (cells + 1) * Pace.dragCell + Pace.after
    case .scroll(let steps, _):
      return max(0, Double(steps.magnitude) - 1) * Pace.wheel + Pace.after
    case .hold(let seconds, _): return seconds + Pace.after
    }
  }
}
