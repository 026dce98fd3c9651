import KinetypeCore
import KinetypeLayout

/// A box drawn around a run whose attributes have a stroke colour (CJLabel's stroke).
///
/// The box takes the cells around the run: a row above and below and a column either side.
/// Where there is no room for it (the canvas edge, or other text in those cells) the run is
/// drawn underlined and overlined instead: the fallback keeps the emphasis without hiding text.
struct StrokeBox: Sendable {
  /// The outline, in canvas cells, border included.
  var rect: GridRect
  var colour: Colour
  /// The run's glyphs: the box fades with their mean opacity.
  var glyphs: [Int]

  /// Boxes for every stroked run that has room, and the glyphs of those that don't.
  static func plan(_ layout: TextLayout, canvas: Canvas) -> (boxes: [StrokeBox], fallbacks: [Int]) {
    var boxes: [StrokeBox] = []
    var fallbacks: [Int] = []
    for line in layout.lines {
      for run in line.runs {
        guard let colour = layout.attributes[run.attributesIndex].stroke else { continue }
        let inked = run.glyphs.filter { layout.glyphs[$0].width > 0 }
        guard let first = inked.first, let last = inked.last else { continue }
        let start = layout.glyphs[first].position
        let end = layout.glyphs[last].position.column + layout.glyphs[last].width
        let outline = GridRect(
          column: start.column - 1, row: start.row - 1, columns: end - start.column + 2, rows: 3)
        if hasRoom(outline, layout, canvas) {
          let origin = canvas.textOrigin
          let placed = GridRect(
            column: outline.minColumn + origin.column, row: outline.minRow + origin.row,
            columns: outline.size.columns, rows: 3)
          boxes.append(StrokeBox(rect: placed, colour: colour, glyphs: inked))
        } else {
          fallbacks += inked
        }
      }
    }
    return (boxes, fallbacks)
  }

  /// Whether every border cell of `outline` (layout coordinates) is on the canvas and free of
  /// text.
  private static func hasRoom(_ outline: GridRect, _ layout: TextLayout, _ canvas: Canvas) -> Bool {
    let onCanvas = GridRect(origin: .zero, size: canvas.size)
    for row in outline.minRow..<outline.maxRow {
      for column in outline.minColumn..<outline.maxColumn {
        let isBorder =
          row == outline.minRow || row == outline.maxRow - 1 || column == outline.minColumn
          || column == outline.maxColumn - 1
        guard isBorder else { continue }
        let point = GridPoint(column: column, row: row)
        let placed = GridPoint(
          column: column + canvas.textOrigin.column, row: row + canvas.textOrigin.row)
        guard onCanvas.contains(placed) else { return false }
        if let glyph = layout.glyphIndex(at: point),
          !layout.glyphs[glyph].text.allSatisfy({ $0 == " " })
        {
          return false
        }
      }
    }
    return true
  }

  /// Draws the outline with box-drawing characters, faded to `opacity`, with the canvas's
  /// top-left cell at `origin` of `frame`.
  func draw(into frame: inout Frame, opacity: Double, canvas: Canvas, at origin: GridPoint = .zero)
  {
    guard
      let style = Blending.apply(
        opacity: opacity, to: CellStyle(foreground: colour), canvas: canvas)
    else { return }
    let top = rect.minRow &+ origin.row
    let bottom = rect.maxRow - 1 &+ origin.row
    let left = rect.minColumn &+ origin.column
    let right = rect.maxColumn - 1 &+ origin.column
    // An origin near the ends of `Int` wraps; such a box is far off any frame.
    guard left <= right, top < bottom else { return }
    for column in left...right {
      let edge = column == left || column == right
      frame.put(
        edge ? (column == left ? "┌" : "┐") : "─", width: 1, style: style,
        at: GridPoint(column: column, row: top))
      frame.put(
        edge ? (column == left ? "└" : "┘") : "─", width: 1, style: style,
        at: GridPoint(column: column, row: bottom))
    }
    for row in (top + 1)..<bottom {
      frame.put("│", width: 1, style: style, at: GridPoint(column: left, row: row))
      frame.put("│", width: 1, style: style, at: GridPoint(column: right, row: row))
    }
  }
}
