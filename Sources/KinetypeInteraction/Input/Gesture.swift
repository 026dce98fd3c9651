import KinetypeCore

/// What a run of mouse events meant: a click, a double click, a long press, a drag, a turn of
/// the wheel. Made by `GestureRecognizer`.
public struct Gesture: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: Hashable, Sendable {
    /// A press and release within `GestureRecognizer.slop` cells, shorter than a long press.
    case click
    /// A second press soon after a click, near it: reported at the press.
    case doubleClick
    /// A press held still for `GestureRecognizer.longPressDuration`.
    case longPress
    /// The pointer moved more than `slop` cells from the press with the button held.
    case dragStart
    /// The pointer moved to another cell during a drag.
    case dragMove
    /// The button came up at the end of a drag.
    case dragEnd
    case wheelUp, wheelDown
  }

  public var kind: Kind
  public var button: MouseEvent.Button
  /// Where the gesture is: the cell clicked, the drag's current cell.
  public var cell: GridPoint
  /// Where the press began; the same as `cell` for clicks and the wheel.
  public var start: GridPoint
  /// The modifiers held at the event that completed the gesture.
  public var modifiers: EventModifiers
  public var time: Double

  public init(
    _ kind: Kind, button: MouseEvent.Button = .left, at cell: GridPoint,
    from start: GridPoint? = nil,
    modifiers: EventModifiers = [], time: Double
  ) {
    self.kind = kind
    self.button = button
    self.cell = cell
    self.start = start ?? cell
    self.modifiers = modifiers
    self.time = time
  }

  /// `click left 9,4`, `drag-move left 9,4->13,4`, `wheel-up 2,2`.
  public var description: String {
    let name: String
    switch kind {
    case .click: name = "click"
    case .doubleClick: name = "double-click"
    case .longPress: name = "long-press"
    case .dragStart: name = "drag-start"
    case .dragMove: name = "drag-move"
    case .dragEnd: name = "drag-end"
    case .wheelUp: name = "wheel-up"
    case .wheelDown: name = "wheel-down"
    }
    var text = modifiers.prefix + name
    if button != .none { text += " " + MouseEvent.name(of: button) }
    if start != cell { text += " \(start.column),\(start.row)->" } else { text += " " }
    return text + "\(cell.column),\(cell.row)"
  }
}
