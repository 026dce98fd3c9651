import KinetypeCore
import Testing

@testable import KinetypeInteraction

@Suite("Gesture recogniser")
struct GestureRecognizerTests {
  /// Feeds events (and ticks) in order and collects the gestures.
  struct Run {
    var recognizer = GestureRecognizer()
    var gestures: [Gesture] = []

    @discardableResult
    mutating func send(
      _ kind: MouseEvent.Kind, _ column: Int, _ row: Int, at time: Double,
      button: MouseEvent.Button = .left, modifiers: EventModifiers = []
    ) -> [Gesture] {
      let found: [Gesture]
      (recognizer, found) = recognizer.update(
        MouseEvent(kind, button: button, at: cell(column, row), modifiers: modifiers, time: time))
      gestures += found
      return found
    }

    @discardableResult
    mutating func tick(_ time: Double) -> [Gesture] {
      let found: [Gesture]
      (recognizer, found) = recognizer.tick(time: time)
      gestures += found
      return found
    }
  }

  @Test func aPressAndReleaseIsAClickAtThePress() {
    var run = Run()
    #expect(run.send(.press, 9, 4, at: 0).isEmpty)
    #expect(run.send(.release, 9, 4, at: 0.1) == [Gesture(.click, at: cell(9, 4), time: 0.1)])
    // Within a cell of the press is still a click, reported at the press.
    var moved = Run()
    moved.send(.press, 9, 4, at: 0)
    moved.send(.drag, 10, 5, at: 0.05)
    #expect(moved.send(.release, 10, 5, at: 0.1) == [Gesture(.click, at: cell(9, 4), time: 0.1)])
    // Other buttons click too.
    var right = Run()
    right.send(.press, 1, 1, at: 0, button: .right)
    #expect(
      right.send(.release, 1, 1, at: 0.1, button: .right) == [
        Gesture(.click, button: .right, at: cell(1, 1), time: 0.1)
      ])
  }

  @Test func twoPressesWithinTheIntervalAndACellAreADoubleClick() {
    var run = Run()
    run.send(.press, 9, 4, at: 0)
    run.send(.release, 9, 4, at: 0.1)
    #expect(run.send(.press, 10, 4, at: 0.4) == [Gesture(.doubleClick, at: cell(10, 4), time: 0.4)])
    #expect(run.send(.release, 10, 4, at: 0.45).isEmpty, "the second press makes no click")
    // A third press starts afresh.
    run.send(.press, 10, 4, at: 0.5)
    #expect(run.send(.release, 10, 4, at: 0.55) == [Gesture(.click, at: cell(10, 4), time: 0.55)])
    #expect(run.gestures.map(\.kind) == [.click, .doubleClick, .click])
  }

  @Test func tooSlowTooFarOrAnotherButtonIsTwoClicks() {
    func secondPress(after: Double, column: Int, button: MouseEvent.Button) -> [Gesture.Kind] {
      var run = Run()
      run.send(.press, 9, 4, at: 0)
      run.send(.release, 9, 4, at: 0.05)
      run.send(.press, column, 4, at: after, button: button)
      run.send(.release, column, 4, at: after + 0.05, button: button)
      return run.gestures.map(\.kind)
    }
    #expect(secondPress(after: 0.41, column: 9, button: .left) == [.click, .click])
    #expect(secondPress(after: 0.2, column: 11, button: .left) == [.click, .click])
    #expect(secondPress(after: 0.2, column: 9, button: .right) == [.click, .click])
    #expect(secondPress(after: 0.2, column: 8, button: .left) == [.click, .doubleClick])
  }

  @Test func aLongPressFiresOnATickWhileHeld() {
    var run = Run()
    run.send(.press, 9, 4, at: 1)
    #expect(run.recognizer.deadline == 1.5)
    #expect(run.tick(1.3).isEmpty)
    run.send(.drag, 10, 4, at: 1.35)  // a cell away: still
    #expect(run.tick(1.5) == [Gesture(.longPress, at: cell(9, 4), time: 1.5)])
    #expect(run.recognizer.deadline == nil)
    #expect(run.tick(2).isEmpty, "fires once")
    #expect(run.send(.release, 10, 4, at: 2.1).isEmpty, "and makes no click")
  }

  @Test func aLongPressWithNoTickFiresAtTheRelease() {
    var run = Run()
    run.send(.press, 9, 4, at: 0)
    #expect(run.send(.release, 9, 4, at: 0.6) == [Gesture(.longPress, at: cell(9, 4), time: 0.6)])
    var short = Run()
    short.send(.press, 9, 4, at: 0)
    #expect(short.send(.release, 9, 4, at: 0.49).map(\.kind) == [.click])
  }

  @Test func aLongPressIsNotADoubleClicksFirstHalf() {
    var run = Run()
    run.send(.press, 9, 4, at: 0)
    run.send(.release, 9, 4, at: 0.6)
    run.send(.press, 9, 4, at: 0.7)
    run.send(.release, 9, 4, at: 0.75)
    #expect(run.gestures.map(\.kind) == [.longPress, .click])
  }

  @Test func movingMoreThanACellStartsADrag() {
    var run = Run()
    run.send(.press, 9, 4, at: 0)
    #expect(run.send(.drag, 10, 5, at: 0.1).isEmpty, "one cell: under the threshold")
    #expect(
      run.send(.drag, 11, 5, at: 0.2) == [
        Gesture(.dragStart, at: cell(11, 5), from: cell(9, 4), time: 0.2)
      ])
    #expect(run.send(.drag, 11, 5, at: 0.25).isEmpty, "the same cell again")
    #expect(
      run.send(.drag, 12, 5, at: 0.3) == [
        Gesture(.dragMove, at: cell(12, 5), from: cell(9, 4), time: 0.3)
      ])
    #expect(run.tick(0.6).isEmpty, "a drag is no long press")
    #expect(
      run.send(.release, 12, 6, at: 0.7) == [
        Gesture(.dragEnd, at: cell(12, 6), from: cell(9, 4), time: 0.7)
      ])
    #expect(run.recognizer.deadline == nil)
    // A press right after a drag is no double click.
    #expect(run.send(.press, 12, 6, at: 0.8).isEmpty)
  }

  @Test func aReleaseFarFromItsPressWithNoMotionIsADrag() {
    var run = Run()
    run.send(.press, 0, 0, at: 0)
    #expect(run.send(.release, 5, 0, at: 0.1).map(\.kind) == [.dragStart, .dragEnd])
  }

  @Test func aLongPressCanBecomeADrag() {
    var run = Run()
    run.send(.press, 9, 4, at: 0)
    run.tick(0.5)
    run.send(.drag, 20, 4, at: 0.7)
    run.send(.release, 20, 4, at: 0.8)
    #expect(run.gestures.map(\.kind) == [.longPress, .dragStart, .dragEnd])
  }

  @Test func theWheelIsReportedAsItTurns() {
    var run = Run()
    #expect(
      run.send(.wheelUp, 2, 2, at: 0, button: .none) == [
        Gesture(.wheelUp, button: .none, at: cell(2, 2), time: 0)
      ])
    #expect(
      run.send(.wheelDown, 2, 2, at: 0.1, button: .none, modifiers: .ctrl) == [
        Gesture(.wheelDown, button: .none, at: cell(2, 2), modifiers: .ctrl, time: 0.1)
      ])
    // During a press, too, without disturbing it.
    run.send(.press, 9, 4, at: 1)
    run.send(.wheelDown, 9, 4, at: 1.05, button: .none)
    #expect(run.send(.release, 9, 4, at: 1.1).map(\.kind) == [.click])
  }

  @Test func strayEventsAreIgnored() {
    var run = Run()
    run.send(.release, 9, 4, at: 0)
    run.send(.drag, 12, 4, at: 0.1)
    run.send(.move, 14, 4, at: 0.2, button: .none)
    #expect(run.gestures.isEmpty)
    // Another button pressed and released while the left is held.
    run.send(.press, 1, 1, at: 1)
    run.send(.press, 1, 1, at: 1.1, button: .right)
    run.send(.release, 1, 1, at: 1.2, button: .right)
    #expect(run.gestures.isEmpty)
    #expect(run.send(.release, 1, 1, at: 1.3).map(\.kind) == [.click])
  }

  @Test func aLostReleaseEndsTheDragAtTheNextPress() {
    var run = Run()
    run.send(.press, 0, 0, at: 0)
    run.send(.drag, 5, 0, at: 0.1)
    #expect(run.send(.press, 7, 0, at: 0.2).map(\.kind) == [.dragEnd])
    #expect(run.send(.release, 7, 0, at: 0.3).map(\.kind) == [.click])
  }

  @Test func descriptions() {
    #expect(Gesture(.click, at: cell(9, 4), time: 0).description == "click left 9,4")
    #expect(
      Gesture(.dragMove, at: cell(13, 4), from: cell(9, 4), time: 0).description
        == "drag-move left 9,4->13,4")
    #expect(
      Gesture(.wheelUp, button: .none, at: cell(2, 2), modifiers: .ctrl, time: 0).description
        == "ctrl+wheel-up 2,2")
  }
}

@Suite("Terminal input")
struct TerminalInputTests {
  @Test func eventsComeWithTheGesturesTheyComplete() {
    var input = TerminalInput()
    var items: [TerminalInput.Item]
    (input, items) = input.receive(Array("\u{1B}[<0;10;5M\u{1B}[<0;10;5mq".utf8), at: 1)
    #expect(
      items.map(\.description) == [
        "mouse press left 9,4", "mouse release left 9,4", "gesture click left 9,4", "key q",
      ])
  }

  @Test func ticksTimeOutEscapesAndFireLongPresses() {
    var input = TerminalInput()
    var items: [TerminalInput.Item]
    (input, items) = input.receive(Array("\u{1B}[<2;1;1M\u{1B}".utf8), at: 0)
    #expect(items.map(\.description) == ["mouse press right 0,0"])
    #expect(input.deadline == 0.05)
    (input, items) = input.tick(at: 0.05)
    #expect(items.map(\.description) == ["key esc"])
    #expect(input.deadline == 0.5)
    (input, items) = input.tick(at: 0.5)
    #expect(items.map(\.description) == ["gesture long-press right 0,0"])
    #expect(input.deadline == nil)
  }
}
