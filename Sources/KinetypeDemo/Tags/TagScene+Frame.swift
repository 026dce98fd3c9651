import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore

/// Drawing: the picture, the tags over it, the input, the cursor.
extension TagScene {
  func frame(at time: Double) -> Frame {
    var frame = backdrop.size == size ? backdrop : picture.frame(size: size)
    guard size.columns > 0, size.rows > 0 else { return frame }
    let highlighted = highlightedTag
    for tag in tags {
      draw(presented(tag, at: time), highlighted: tag.id == highlighted, into: &frame)
    }
    if let input {
      if case .new(let position) = input.target {
        var dot = Self.raster(size)
        let layout = TagLayout(
          position: position, in: size, angles: [], direction: 1, texts: [], reach: book.reach)
        dot.fillCircle(centre: layout.dot, radius: Self.dotRadius)
        frame.draw(dot, at: .zero, style: Self.highlightStyle, opacity: 1)
      }
      drawInput(input, into: &frame)
    } else if tags.isEmpty {
      let hint = " Click the picture to add a tag · ? lists the keys "
      frame.write(
        hint, at: GridPoint(column: 1, row: size.rows - 1), style: Self.chipStyle, opacity: 0.8)
    }
    if showsCursor, input == nil, !view.isOn { drawCursor(into: &frame) }
    return frame
  }

  /// The dot's radius in cell widths (half that in rows, at the raster's aspect ratio).
  static let dotRadius = 1.1
  static let lineStyle = CellStyle(foreground: .rgb(RGB(245, 245, 245)))
  static let highlightStyle = CellStyle(foreground: .rgb(RGB(255, 206, 84)), attributes: .bold)
  static let chipStyle = CellStyle(
    foreground: .rgb(RGB(250, 250, 250)), background: .rgb(RGB(14, 14, 22)))
  /// How much of the picture shows through a chip's background.
  static let chipOpacity = 0.7
  static let nameStyle = CellStyle(foreground: .rgb(RGB(190, 190, 205)))
  static let valueStyle = CellStyle(foreground: .rgb(RGB(255, 255, 255)), attributes: .bold)
  static let panelStyle = CellStyle(
    foreground: .rgb(RGB(235, 235, 240)), background: .rgb(RGB(36, 36, 52)))

  /// The tag the keyboard acts on: the grabbed one, the dragged one, or the one under the
  /// cursor.
  private var highlightedTag: Int? {
    if let grabbed { return grabbed }
    if let drag { return drag.id }
    if case .edit(let id) = input?.target { return id }
    return showsCursor && !view.isOn ? part(at: cursorCell)?.id : nil
  }

  /// One tag: its lines and dot as braille dots over the picture, then its texts on chips.
  private func draw(_ shown: PresentedTag, highlighted: Bool, into frame: inout Frame) {
    let parts = shown.parts
    var lines = Self.raster(size)
    for branch in shown.layout.branches {
      lines.strokePolyline(branch.line, width: 0, strokeEnd: parts.lines)
    }
    var dot = Self.raster(size)
    dot.fillCircle(centre: shown.layout.dot, radius: Self.dotRadius)
    let dotStyle = highlighted ? Self.highlightStyle : Self.lineStyle
    if parts.dots >= 0.999, !highlighted {
      // One raster, so the line's first dots and the dot share their cells.
      for point in dot.dots { lines.setDot(point) }
      frame.draw(lines, at: .zero, style: Self.lineStyle, opacity: 1)
    } else {
      frame.draw(lines, at: .zero, style: Self.lineStyle, opacity: 1)
      frame.draw(dot, at: .zero, style: dotStyle, opacity: parts.dots)
    }
    guard parts.text > 0 else { return }
    for branch in shown.layout.branches {
      let chip = branch.chip
      frame.write(
        String(repeating: " ", count: chip.size.columns), at: chip.origin, style: Self.chipStyle,
        opacity: Self.chipOpacity * parts.text)
      var column = chip.origin.column + 1
      for (text, style) in Self.pieces(of: branch.text) {
        column = frame.write(
          text, at: GridPoint(column: column, row: chip.origin.row), style: style,
          opacity: parts.text)
      }
    }
  }

  /// A text split for drawing: `name: value` shows the name dim and the value bold.
  static func pieces(of text: String) -> [(String, CellStyle)] {
    guard let colon = text.firstIndex(of: ":"), colon != text.startIndex,
      text[text.index(after: colon)...].first == " "
    else { return [(text, valueStyle)] }
    let value = text.index(colon, offsetBy: 2)
    return [(String(text[..<value]), nameStyle), (String(text[value...]), valueStyle)]
  }

  /// The input panel along the bottom of the scene: what to press, the lines so far, and the
  /// line being typed with a block cursor.
  private func drawInput(_ input: TagInput, into frame: inout Frame) {
    let title =
      switch input.target {
      case .new: "New tag"
      case .edit: "Edit tag"
      }
    let rows =
      [" \(title) · Enter: next line · empty Enter or Ctrl-D: done · Esc: cancel"]
      + input.lines.enumerated().map { " \($0.offset + 1) │ \($0.element)" }
      + [" \(input.lines.count + 1) │ \(input.current)"]
    let top = max(0, size.rows - rows.count)
    for (index, text) in rows.enumerated() where top + index < size.rows {
      let row = top + index
      frame.fill(
        GridRect(column: 0, row: row, columns: size.columns, rows: 1), style: Self.panelStyle)
      frame.write(text, at: GridPoint(column: 0, row: row), style: Self.panelStyle)
    }
    // The editor's cursor: the cell it stands before, in reverse video.
    let prefix = " \(input.lines.count + 1) │ " + String(input.line.text.prefix(input.line.cursor))
    let cursor = GridPoint(column: TagLayout.width(of: prefix), row: size.rows - 1)
    if input.line.cursor == input.line.text.count {
      frame.write(" ", at: cursor, style: CellStyle(background: .rgb(RGB(235, 235, 240))))
    } else {
      frame.restyle(at: cursor) { $0.attributes.formSymmetricDifference(.reverse) }
    }
  }

  /// The keyboard cursor: a cross over the picture, or a chip's cell in reverse video.
  private func drawCursor(into frame: inout Frame) {
    let cell = cursorCell
    let overText = tags.contains { tag in
      tag.deleted == nil && restingLayout(of: tag).branches.contains { $0.chip.contains(cell) }
    }
    if overText {
      frame.restyle(at: cell) { $0.attributes.formSymmetricDifference(.reverse) }
    } else {
      frame.write("+", at: cell, style: Self.highlightStyle, opacity: 1)
    }
  }
}
