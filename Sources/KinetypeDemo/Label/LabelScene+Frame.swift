import KinetypeCompositor
import KinetypeCore
import KinetypeLayout

extension LabelScene {
  /// The hint, the labels as the compositor draws them, the focused link, the selection with
  /// its handles, and the magnifier while a handle is dragged.
  func frame(at time: Double) -> Frame {
    var frame = Frame(size: size)
    frame.write(
      Self.hint, at: GridPoint(column: Self.margin, row: 0), style: CellStyle(attributes: .dim))
    for label in labels { frame.draw(label.frame, at: GridPoint(column: 0, row: label.top)) }
    if let focusedLink, labels.indices.contains(links[focusedLink].label) {
      let link = links[focusedLink]
      let label = labels[link.label]
      for glyph in label.layout.glyphs[link.glyphs] where glyph.width > 0 {
        frame.restyle(
          GridRect(
            origin: label.scene(glyph.position), size: GridSize(columns: glyph.width, rows: 1))
        ) { $0.attributes.insert(.reverse) }
      }
    }
    if let geometry = selectionGeometry() {
      for rect in geometry.rects { frame.restyle(rect) { $0.background = settings.selection } }
      if selectsAll {
        for label in labels {
          guard let whole = label.layout.selectionGeometry(for: 0..<label.layout.glyphs.count)
          else { continue }
          for rect in whole.rects {
            frame.restyle(GridRect(origin: label.scene(rect.origin), size: rect.size)) {
              $0.background = settings.selection
            }
          }
        }
      }
      drawHandles(into: &frame)
    }
    if let magnifier = magnifier(of: frame) { frame.draw(magnifier.frame, at: magnifier.origin) }
    return frame
  }

  /// The handles, in the cells either side of the selection: a bar hugging the selection
  /// where the cell is blank (`▐` before, `▌` after), else the cell's own text on the handle's
  /// colour, so a handle never hides a character.
  private func drawHandles(into frame: inout Frame) {
    // Under select-all the selection starts in the first label: only its end has a handle.
    let handles: [(SelectionHandle, String)] =
      selectsAll ? [(.end, "▌")] : [(.start, "▐"), (.end, "▌")]
    for (handle, bar) in handles {
      guard let cell = handleCell(handle), frame.bounds.contains(cell) else { continue }
      if frame[cell.column, cell.row].text == " " {
        frame.put(bar, width: 1, style: CellStyle(foreground: settings.handle), at: cell)
      } else {
        frame.restyle(at: cell) {
          $0.foreground = .rgb(RGB(0, 0, 0))
          $0.background = settings.handle
        }
      }
    }
  }

  /// The selection's rectangles in scene coordinates: a head, a middle and a tail when it
  /// spans lines (`TextLayout.selectionGeometry(for:)`).
  func selectionGeometry() -> SelectionGeometry? {
    guard let selection else { return nil }
    let label = labels[selection.label]
    guard var geometry = label.layout.selectionGeometry(for: selection.range) else { return nil }
    func placed(_ rect: GridRect) -> GridRect {
      GridRect(origin: label.scene(rect.origin), size: rect.size)
    }
    geometry.head = placed(geometry.head)
    geometry.middle = geometry.middle.map(placed)
    geometry.tail = geometry.tail.map(placed)
    return geometry
  }

  /// Cells either side of the dragged handle the magnifier shows: as many as fit, up to 8.
  func magnifierReach() -> Int { max(1, min(8, (size.columns - 6) / 4)) }

  /// The magnifier while a handle is dragged: a framed popup above the handle (below it near
  /// the top) showing the cells around the handle twice as wide (`Frame.magnified`: ASCII in
  /// its fullwidth forms), styles and all.
  ///
  /// - Parameter drawn: the scene as drawn so far, the selection and handles included.
  func magnifier(of drawn: Frame) -> (frame: Frame, origin: GridPoint)? {
    guard isDragging, let selection, let handle = handleCell(selection.focusHandle) else {
      return nil
    }
    let reach = magnifierReach()
    let big = drawn.magnified(
      GridRect(column: handle.column - reach, row: handle.row, columns: 2 * reach + 1, rows: 1))
    let size = GridSize(columns: big.size.columns + 2, rows: 3)
    var popup = Frame(size: size)
    let border = CellStyle(foreground: settings.handle)
    let last = size.columns - 1
    for column in 0...last {
      let corner = column == 0 || column == last
      popup.put(
        corner ? (column == 0 ? "╭" : "╮") : "─", width: 1, style: border,
        at: GridPoint(column: column, row: 0))
      popup.put(
        corner ? (column == 0 ? "╰" : "╯") : "─", width: 1, style: border,
        at: GridPoint(column: column, row: 2))
    }
    popup.put("│", width: 1, style: border, at: GridPoint(column: 0, row: 1))
    popup.put("│", width: 1, style: border, at: GridPoint(column: last, row: 1))
    popup.draw(big, at: GridPoint(column: 1, row: 1))
    let top = handle.row >= size.rows ? handle.row - size.rows : handle.row + 1
    // The handle's magnified cell sits over the handle, as far as the scene's edges allow.
    let left = handle.column - 1 - 2 * reach
    let origin = GridPoint(
      column: min(max(0, left), max(0, self.size.columns - size.columns)), row: top)
    return (popup, origin)
  }
}
