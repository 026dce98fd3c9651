import KinetypeCore

/// One thing the user did at the terminal: a key or a mouse event.
public enum InputEvent: Hashable, Sendable, CustomStringConvertible {
  case key(Key)
  case mouse(MouseEvent)

  /// `key ctrl+a`, `mouse press left 9,4`.
  public var description: String {
    switch self {
    case .key(let key): "key \(key)"
    case .mouse(let mouse): "mouse \(mouse)"
    }
  }
}

/// A mouse report: what happened, with which button, at which cell, when.
public struct MouseEvent: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: Hashable, Sendable {
    case press, release
    /// Motion with a button held (reported in button-event tracking, mode 1002).
    case drag
    /// Motion with no button held (reported only in any-event tracking, mode 1003).
    case move
    case wheelUp, wheelDown
  }

  public enum Button: Hashable, Sendable {
    case left, middle, right
    /// Motion without a button, the wheel, and releases in the legacy protocol, which does
    /// not say which button came up.
    case none
  }

  public var kind: Kind
  public var button: Button
  /// The cell under the pointer, from 0 (the protocol counts from 1).
  public var cell: GridPoint
  public var modifiers: EventModifiers
  /// Seconds on the clock the caller injects: when the bytes that carried it were read.
  public var time: Double

  public init(
    _ kind: Kind, button: Button = .none, at cell: GridPoint, modifiers: EventModifiers = [],
    time: Double
  ) {
    self.kind = kind
    self.button = button
    self.cell = cell
    self.modifiers = modifiers
    self.time = time
  }

  /// `press left 9,4`, `ctrl+wheel-up 2,2`, `move 3,3`.
  public var description: String {
    var text = modifiers.prefix + MouseEvent.name(of: kind)
    if button != .none { text += " " + MouseEvent.name(of: button) }
    return text + " \(cell.column),\(cell.row)"
  }

  static func name(of kind: Kind) -> String {
    switch kind {
    case .press: "press"
    case .release: "release"
    case .drag: "drag"
    case .move: "move"
    case .wheelUp: "wheel-up"
    case .wheelDown: "wheel-down"
    }
  }

  static func name(of button: Button) -> String {
    switch button {
    case .left: "left"
    case .middle: "middle"
    case .right: "right"
    case .none: "none"
    }
  }
}
