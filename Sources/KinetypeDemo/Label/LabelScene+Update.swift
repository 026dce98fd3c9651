import KinetypeCore
import KinetypeInteraction
import KinetypeLayout

extension LabelScene {
  func update(_ event: ProgramEvent) -> LabelScene {
    var next = self
    next.report = nil
    next.requests = []
    switch event {
    case .resized(let size, _): next.resize(to: size)
    case .gesture(let gesture): next.apply(gesture)
    case .key(let key, _): next.press(key)
    case .mouse, .tick: break
    }
    // Select-all lasts while the selection stays as `a` left it.
    var pressedA = false
    if case .key(let key, _) = event, key == .character("a") { pressedA = true }
    if !pressedA && (next.selection != selection || next.selection == nil) {
      next.selectsAll = false
    }
    return next
  }

  private mutating func apply(_ gesture: Gesture) {
    guard gesture.button == .left else { return }
    switch gesture.kind {
    case .click: click(at: gesture.cell)
    case .doubleClick: selectWord(at: gesture.cell)
    case .longPress:
      if let link = link(at: gesture.cell) { longPress(link) } else { selectWord(at: gesture.cell) }
    case .dragStart: startDrag(from: gesture.start, to: gesture.cell)
    case .dragMove where isDragging: moveFocus(to: gesture.cell)
    case .dragEnd where isDragging:
      moveFocus(to: gesture.cell)
      isDragging = false
      reportSelection()
    default: break
    }
  }

  /// A click: a link reports where it goes; a handle does nothing (it is for dragging);
  /// anywhere else clears the selection.
  private mutating func click(at cell: GridPoint) {
    if let link = link(at: cell) {
      focusedLink = link
      selection = nil
      report = "link: \(links[link].url)"
    } else if handle(at: cell, slop: 0) == nil, selection != nil {
      selection = nil
      report = "selection cleared"
    }
  }

  /// A long press on a link: copies its address (the link's other action).
  mutating func longPress(_ link: Int) {
    focusedLink = link
    let url = links[link].url
    requests = [.copy(url)]
    report = "long press: \(url) — copied"
  }

  /// Selects the word under `cell` (a double click or a long press), dropping any other
  /// selection.
  private mutating func selectWord(at cell: GridPoint) {
    guard let (label, glyph) = hit(cell) else { return }
    let range = labels[label].layout.wordRange(around: glyph)
    selection = LabelSelection(label: label, range: range)
    reportSelection()
  }

  /// A drag from `start`: on a handle it extends the selection from that end; on text it
  /// selects from the pressed glyph to the pointer.
  private mutating func startDrag(from start: GridPoint, to cell: GridPoint) {
    if let selection, let handle = handle(at: start) {
      self.selection = selection.grabbing(handle)
    } else if let (label, glyph) = hit(start) {
      selection = LabelSelection(label: label, range: glyph..<(glyph + 1))
    } else {
      return
    }
    isDragging = true
    moveFocus(to: cell)
  }

  /// Moves the selection's focus to the glyph nearest `cell` in its label (a row above or below
  /// the label takes its first or last line).
  private mutating func moveFocus(to cell: GridPoint) {
    guard let selection else { return }
    let label = labels[selection.label]
    guard let glyph = label.layout.nearestGlyphIndex(to: label.local(cell)) else { return }
    self.selection = selection.focusing(glyph: glyph)
  }

  /// Reports the selection's text and what to do with it.
  mutating func reportSelection() {
    guard let text = selectedText else { return }
    report = "selected “\(Self.excerpt(text))” — drag the handles, y copies"
  }

  /// The selection's text, as it is copied.
  var selectedText: String? {
    if selectsAll {
      return labels.map { $0.layout.plainText(of: 0..<$0.layout.glyphs.count) }
        .joined(separator: "\n\n")
    }
    return selection.map { labels[$0.label].layout.plainText(of: $0.range) }
  }

  /// `text` on one line, cut to `limit` characters: for the status line.
  static func excerpt(_ text: String, limit: Int = 40) -> String {
    let line = text.replacingNewlines()
    return line.count <= limit ? line : String(line.prefix(limit - 1)) + "…"
  }

  // MARK: - Hit testing

  /// The label and glyph whose ink covers `cell` (scene coordinates).
  func hit(_ cell: GridPoint) -> (label: Int, glyph: Int)? {
    for (index, label) in labels.enumerated() {
      if let glyph = label.layout.glyphIndex(at: label.local(cell)) { return (index, glyph) }
    }
    return nil
  }

  /// The link under `cell`, an index into `links`.
  func link(at cell: GridPoint) -> Int? {
    guard let (label, glyph) = hit(cell) else { return nil }
    return links.firstIndex { $0.label == label && $0.glyphs.contains(glyph) }
  }

  /// The cell a selection handle is drawn in: the one before the first selected glyph, and
  /// the one after the last.
  func handleCell(_ handle: SelectionHandle) -> GridPoint? {
    guard let selection else { return nil }
    let label = labels[selection.label]
    let glyphs = label.layout.glyphs
    switch handle {
    case .start:
      let first = glyphs[selection.range.lowerBound].position
      return label.scene(GridPoint(column: first.column - 1, row: first.row))
    case .end:
      let last = glyphs[selection.range.upperBound - 1]
      return label.scene(
        GridPoint(column: last.position.column + last.width, row: last.position.row))
    }
  }

  /// The handle at `cell`, or within `slop` cells of it on its row (a drag's press may miss
  /// by the gesture recogniser's slop); the nearer one when both are in reach.
  func handle(at cell: GridPoint, slop: Int = 1) -> SelectionHandle? {
    let handles: [SelectionHandle] = [.start, .end]
    let cells = handles.map { handleCell($0) }
    for slop in 0...slop {
      for (handle, at) in zip(handles, cells) {
        guard let at, at.row == cell.row, abs(at.column - cell.column) <= slop else { continue }
        return handle
      }
    }
    return nil
  }
}

extension String {
  /// The text with each line break shown as `⏎`, for a one-line message.
  fileprivate func replacingNewlines() -> String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "⏎")
  }
}
