import KinetypeAnimation
import KinetypeCore
import KinetypeInteraction

/// Keys and gestures.
extension TagScene {
  mutating func handle(_ gesture: Gesture) {
    let time = gesture.time
    if view.isOn {
      if gesture.kind == .click || gesture.kind == .doubleClick { toggleTags(at: time) }
      return
    }
    if input != nil {
      // A click elsewhere finishes the texts. The second press of a double click is the end
      // of the click that opened the input, so it leaves the input alone.
      if gesture.kind == .click, let texts = input?.texts { finish(texts, at: time) }
      return
    }
    switch gesture.kind {
    case .click, .doubleClick:
      click(at: gesture.cell, time: time)
    case .longPress:
      if let part = part(at: gesture.cell) { delete(part.id, at: time) }
    case .dragStart:
      guard let part = part(at: gesture.start),
        let tag = tags.first(where: { $0.id == part.id })
      else { return }
      drag = Drag(id: tag.id, origin: tag.position, start: gesture.start)
      follow(gesture.cell)
    case .dragMove, .dragEnd:
      follow(gesture.cell)
      if gesture.kind == .dragEnd { drag = nil }
    case .wheelUp, .wheelDown:
      break
    }
  }

  /// Moves the dragged tag as far from where it was as `cell` is from where the drag began.
  private mutating func follow(_ cell: GridPoint) {
    guard let drag, size.columns > 0, size.rows > 0 else { return }
    let columns = Double(cell.column - drag.start.column) / Double(size.columns)
    let rows = Double(cell.row - drag.start.row) / Double(size.rows)
    move(drag.id, to: Point(x: drag.origin.x + columns, y: drag.origin.y + rows))
  }

  mutating func press(_ key: Key, at time: Double) {
    if let input {
      switch input.update(key) {
      case .editing(let next): self.input = next
      case .done(let texts): finish(texts, at: time)
      case .cancelled:
        self.input = nil
        say("Cancelled")
      }
      return
    }
    if view.isOn {
      switch key.code {
      case .character("v"), .escape: toggleViewMode(at: time)
      case .enter, .character(" "): toggleTags(at: time)
      default: say("View mode: Enter hides or shows the tags, v leaves")
      }
      return
    }
    let arrows: [Key.Code: (Int, Int)] = [
      .left: (-1, 0), .right: (1, 0), .up: (0, -1), .down: (0, 1),
    ]
    if let (columns, rows) = arrows[key.code] {
      if key.modifiers.contains(.shift) || grabbed != nil {
        moveTagUnderCursor(byColumns: columns, rows: rows)
      } else {
        moveCursor(byColumns: columns, rows: rows)
      }
      return
    }
    let underCursor = grabbed ?? part(at: cursorCell)?.id
    let uses: [Key.Code] = [
      .enter, .character("n"), .tab, .character("s"), .character("e"), .character("d"),
      .character("m"), .delete, .backspace,
    ]
    if uses.contains(key.code) { showsCursor = true }
    switch key.code {
    case .enter:
      if grabbed != nil {
        drop()
      } else {
        click(at: cursorCell, time: time)
      }
    case .character("n"): openInput(at: Self.position(of: cursorCell, in: size))
    case .character("v"): toggleViewMode(at: time)
    case .tab: jump(backwards: key.modifiers.contains(.shift))
    case .escape: if grabbed != nil { drop() }
    case .character("s"), .character("e"), .character("d"), .character("m"), .delete, .backspace:
      guard let id = underCursor else {
        say("No tag under the cursor: arrows or Tab move it onto one")
        return
      }
      switch key.code {
      case .character("s"): cycleStyle(of: id, at: time)
      case .character("e"): edit(id)
      case .character("m"): grabbed == nil ? grab(id) : drop()
      default: delete(id, at: time)
      }
    default:
      break
    }
  }

  private mutating func moveCursor(byColumns columns: Int, rows: Int) {
    let cell = cursorCell
    let moved = GridPoint(
      column: min(max(cell.column + columns, 0), max(0, size.columns - 1)),
      row: min(max(cell.row + rows, 0), max(0, size.rows - 1)))
    if showsCursor { cursor = Self.position(of: moved, in: size) }
    showsCursor = true
  }

  /// Moves the grabbed tag, or the one under the cursor, and the cursor with it.
  private mutating func moveTagUnderCursor(byColumns columns: Int, rows: Int) {
    showsCursor = true
    guard let id = grabbed ?? part(at: cursorCell)?.id else {
      say("No tag under the cursor to move")
      return
    }
    move(id, byColumns: columns, rows: rows)
    moveCursor(byColumns: columns, rows: rows)
  }

  private mutating func grab(_ id: Int) {
    grabbed = id
    if let tag = tags.first(where: { $0.id == id }) {
      cursor = Self.position(of: Self.cell(of: tag.position, in: size), in: size)
    }
    say("Moving the tag: arrows move it, m or Enter drops it")
  }

  private mutating func drop() {
    grabbed = nil
    say("Tag dropped")
  }

  /// Puts the cursor on the next tag's dot (the previous one's, going backwards).
  private mutating func jump(backwards: Bool) {
    let live = tags.filter { $0.deleted == nil }
    guard !live.isEmpty else {
      say("No tags yet")
      return
    }
    let current = part(at: cursorCell).flatMap { part in live.firstIndex { $0.id == part.id } }
    let index =
      current.map { (backwards ? $0 - 1 + live.count : $0 + 1) % live.count }
      ?? (backwards ? live.count - 1 : 0)
    cursor = Self.position(of: Self.cell(of: live[index].position, in: size), in: size)
    say("Tag \(index + 1) of \(live.count): \(live[index].texts.joined(separator: " / "))")
  }
}
