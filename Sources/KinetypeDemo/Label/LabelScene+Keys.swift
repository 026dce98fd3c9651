import KinetypeCore
import KinetypeInteraction
import KinetypeLayout

extension LabelScene {
  /// The keyboard's way to everything the mouse does (listed in `help`).
  mutating func press(_ key: Key) {
    switch (key.code, key.modifiers) {
    case (.tab, []): moveLinkFocus(by: 1)
    case (.tab, .shift): moveLinkFocus(by: -1)
    case (.enter, []):
      if let focusedLink { report = "link: \(links[focusedLink].url)" }
    case (.character("c"), []):
      if let focusedLink { longPress(focusedLink) }
    case (.character("a"), []): selectAll()
    case (.character("y"), []), (.character("c"), .ctrl): copy()
    case (.escape, []): clear()
    case (.left, .shift), (.right, .shift), (.up, .shift), (.down, .shift): extend(key.code)
    default: break
    }
  }

  /// Focuses the next link (`step` 1) or the previous one (−1), wrapping around.
  private mutating func moveLinkFocus(by step: Int) {
    guard !links.isEmpty else { return }
    let next =
      focusedLink.map { ($0 + step + links.count) % links.count }
      ?? (step > 0 ? 0 : links.count - 1)
    focusedLink = next
    report = "focus: \(links[next].url) — Enter reports it, c copies it"
  }

  /// The label the keyboard works in: the selection's, else the focused link's, else the
  /// first.
  private var currentLabel: Int {
    selection?.label ?? focusedLink.map { links[$0].label } ?? 0
  }

  /// Selects every label, whole (`selectsAll`); the selection holds the last non-empty one.
  private mutating func selectAll() {
    guard let last = labels.indices.last(where: { !labels[$0].layout.glyphs.isEmpty }) else {
      return
    }
    selection = LabelSelection(label: last, range: 0..<labels[last].layout.glyphs.count)
    selectsAll = true
    reportSelection()
  }

  /// Asks the terminal to copy the selection (OSC 52; the demo prints it at exit).
  private mutating func copy() {
    guard let text = selectedText else {
      report = "nothing to copy: double-click a word, or press a to select all"
      return
    }
    requests = [.copy(text)]
    report = "copied “\(Self.excerpt(text))”"
  }

  /// Esc: the selection goes, or with none the link focus.
  private mutating func clear() {
    if selection != nil {
      selection = nil
      report = "selection cleared"
    } else {
      focusedLink = nil
    }
  }

  /// Shift+arrows: moves the selection's focus a glyph left or right, or a line up or down.
  /// With no selection, selects one glyph to start from: the focused link's first, or the
  /// first label's first.
  private mutating func extend(_ direction: Key.Code) {
    guard let selection else {
      let start = focusedLink.map { (links[$0].label, links[$0].glyphs.lowerBound) } ?? (0, 0)
      guard labels.indices.contains(start.0), !labels[start.0].layout.glyphs.isEmpty else {
        return
      }
      self.selection = LabelSelection(label: start.0, range: start.1..<(start.1 + 1))
      reportSelection()
      return
    }
    let layout = labels[selection.label].layout
    var focus = selection.focus
    switch direction {
    case .left, .right:
      let step = direction == .left ? -1 : 1
      focus += step
      if focus == selection.anchor { focus += step }
    default:
      let caret = caretPoint(selection.focus, in: layout)
      let row = caret.row + (direction == .up ? -1 : 1)
      guard layout.line(atRow: row) != nil,
        let glyph = layout.nearestGlyphIndex(to: GridPoint(column: caret.column, row: row))
      else { return }
      focus = glyph == selection.anchor ? glyph + 1 : glyph
    }
    guard (0...layout.glyphs.count).contains(focus), focus != selection.anchor else { return }
    self.selection?.focus = focus
    reportSelection()
  }

  /// Where the caret at glyph boundary `boundary` stands: before that glyph, or after the
  /// last.
  private func caretPoint(_ boundary: Int, in layout: TextLayout) -> GridPoint {
    if boundary < layout.glyphs.count { return layout.glyphs[boundary].position }
    guard let last = layout.glyphs.last else { return .zero }
    return GridPoint(column: last.position.column + last.advance, row: last.position.row)
  }
}
