import KinetypeCore
import KinetypeInteraction

extension ScrollScene {
  public func update(_ event: ProgramEvent) -> ScrollScene {
    var next = self
    next.report = nil
    switch event {
    case .resized(let size, _):
      next.size = size
      next.motion = .resting(at: min(max(motion.to, 0), next.scrollbar.maxPosition))
    case .tick:
      break
    case .key(let key, let time):
      next.press(key, at: time)
    case .gesture(let gesture):
      // The wheel as gestures only: each turn also arrives as a mouse report.
      switch gesture.kind {
      case .wheelUp: next.scroll(by: -Self.wheelRows, at: gesture.time)
      case .wheelDown: next.scroll(by: Self.wheelRows, at: gesture.time)
      default: break
      }
    case .mouse(let mouse):
      next.handle(mouse)
    }
    return next
  }

  /// Rows a page scrolls: a screenful less one row kept in view.
  var pageRows: Double { Double(max(1, size.rows - 1)) }

  private mutating func press(_ key: Key, at time: Double) {
    guard key.modifiers.isEmpty else { return }
    switch key.code {
    case .up: scroll(by: -1, at: time)
    case .down: scroll(by: 1, at: time)
    case .pageUp: scroll(by: -pageRows, at: time)
    case .pageDown, .character(" "): scroll(by: pageRows, at: time)
    case .home: scroll(to: 0, at: time)
    case .end: scroll(to: scrollbar.maxPosition, at: time)
    default: break
    }
  }

  /// Presses on the scrollbar: on the thumb they take hold of it, in the trough they scroll a
  /// page toward the press; drags move a thumb held, and the release lets go. Reports arrive
  /// for every cell the pointer moves to (mode 1002), so the thumb follows it cell by cell.
  private mutating func handle(_ mouse: MouseEvent) {
    switch mouse.kind {
    case .press where mouse.button == .left:
      grab = nil
      let row = mouse.cell.row
      guard mouse.cell.column == size.columns - 1, (0..<size.rows).contains(row) else { return }
      let thumb = scrollbar.thumb(at: position(at: mouse.time))
      if thumb.contains(row) {
        grab = row - thumb.lowerBound
      } else {
        scroll(by: row < thumb.lowerBound ? -pageRows : pageRows, at: mouse.time)
      }
    case .drag:
      guard let grab else { return }
      scroll(to: scrollbar.position(thumbTop: mouse.cell.row - grab), at: mouse.time, duration: 0)
    case .release:
      grab = nil
    default:
      break
    }
  }

  /// Scrolls `rows` from where the last scroll was going (so quick presses add up).
  private mutating func scroll(by rows: Double, at time: Double) {
    scroll(to: motion.to + rows, at: time)
  }

  /// Sets the scroll's target, clamped to the page and rounded to a row, and eases toward it
  /// from wherever the position is at `time`.
  private mutating func scroll(
    to target: Double, at time: Double, duration: Double = ScrollScene.easeDuration
  ) {
    let limit = scrollbar.maxPosition
    let clamped = min(max(target.rounded(), 0), limit)
    if clamped != motion.to || duration == 0 {
      motion = motion.moving(to: clamped, at: time, duration: duration)
    }
    report = "row \(Int(clamped)) of \(Int(limit))"
  }
}
