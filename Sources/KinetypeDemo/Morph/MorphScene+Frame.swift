import KinetypeCompositor
import KinetypeCore

extension MorphScene {
  public func frame(at time: Double) -> Frame {
    var frame = Frame(size: size)
    guard size.rows > 0, size.columns > 0 else { return frame }
    let dim = CellStyle(attributes: .dim)
    frame.write(
      " Morphing label: type a text and press Enter; Tab changes the effect",
      at: GridPoint(column: 0, row: 0), style: dim)
    let label: Frame? =
      if let playing, time < playing.end {
        playing.scene.frame(at: max(0, time - playing.start))
      } else {
        (playing?.scene ?? rest)?.finalFrame
      }
    if let label { frame.draw(label, at: places.labelOrigin) }
    let effectLine =
      " effect: ◀ \(effect) ▶  (\(selected + 1)/\(effects.count))"
      + (queue.isEmpty ? "" : "   waiting: \(queue.count)")
    frame.write(effectLine, at: GridPoint(column: 0, row: places.effectRow))
    drawInput(into: &frame)
    return frame
  }

  /// The input line: a prompt, the text (scrolled so the cursor shows) and the cursor.
  private func drawInput(into frame: inout Frame) {
    let row = places.inputRow
    let prompt = isEditing ? " > " : "   "
    let start = frame.write(
      prompt, at: GridPoint(column: 0, row: row), style: .init(attributes: .bold))
    let room = max(1, size.columns - start - 1)
    let text = editor.text
    let first = max(0, editor.cursor - room + 1)
    var column = start
    for (index, character) in text.enumerated().dropFirst(first) {
      let style: CellStyle =
        isEditing && index == editor.cursor
        ? .init(attributes: .reverse) : .init(attributes: .underline)
      let next = frame.write(
        String(character), at: GridPoint(column: column, row: row), style: style)
      if next == column { continue }
      column = next
      if column >= size.columns - 1 { break }
    }
    if isEditing && editor.cursor == text.count && column < size.columns {
      frame.write(" ", at: GridPoint(column: column, row: row), style: .init(attributes: .reverse))
    }
  }
}
