/// The input layer as one value: bytes in, events and the gestures they complete out. An
/// `InputDecoder` feeding a `GestureRecognizer`; pure, with time injected.
///
/// A loop reads what bytes are there, calls `receive(_:at:)`, and when it has waited until
/// `deadline` with nothing read, `tick(at:)`, which times out a lone ESC and fires a long
/// press that is due.
public struct TerminalInput: Hashable, Sendable {
  /// An event, or a gesture recognised from the mouse events before it.
  public enum Item: Hashable, Sendable, CustomStringConvertible {
    case event(InputEvent)
    case gesture(Gesture)

    /// `key q`, `mouse press left 9,4`, `gesture click left 9,4`.
    public var description: String {
      switch self {
      case .event(let event): event.description
      case .gesture(let gesture): "gesture \(gesture)"
      }
    }
  }

  public var decoder: InputDecoder
  public var recognizer: GestureRecognizer

  public init(decoder: InputDecoder = InputDecoder(), recognizer: GestureRecognizer = .init()) {
    self.decoder = decoder
    self.recognizer = recognizer
  }

  /// When `tick(at:)` has something to do; nil when nothing waits.
  public var deadline: Double? {
    switch (decoder.deadline, recognizer.deadline) {
    case (let a?, let b?): min(a, b)
    case (let a, let b): a ?? b
    }
  }

  /// The input after `bytes` read at `time`, and what they meant: each event followed by the
  /// gestures it completed.
  public func receive(_ bytes: some Sequence<UInt8>, at time: Double) -> (TerminalInput, [Item]) {
    var next = self
    var items: [Item] = []
    let events: [InputEvent]
    (next.decoder, events) = decoder.decode(bytes, at: time)
    for event in events {
      items.append(.event(event))
      guard case .mouse(let mouse) = event else { continue }
      let gestures: [Gesture]
      (next.recognizer, gestures) = next.recognizer.update(mouse)
      items += gestures.map { .gesture($0) }
    }
    return (next, items)
  }

  /// The input at `time` with nothing read: a timed-out ESC, a long press that is due.
  public func tick(at time: Double) -> (TerminalInput, [Item]) {
    var next = self
    let events: [InputEvent]
    (next.decoder, events) = decoder.flush(at: time)
    let gestures: [Gesture]
    (next.recognizer, gestures) = recognizer.tick(time: time)
    return (next, events.map { .event($0) } + gestures.map { .gesture($0) })
  }
}
