import KinetypeCompositor
import KinetypeCore

extension RatingScene {
  /// The face on every row but the last two, the value and stars centred on the last row,
  /// both in the face's colour at the rate shown at `time`.
  func frame(at time: Double) -> Frame {
    var frame = Frame(size: size)
    guard size.columns > 0, size.rows > 0 else { return frame }
    let shown = transition.rate(at: time)
    let colour = Colour.rgb(RatingFace.colour(rate: shown, settings: settings))
    let face = RatingFace(rate: shown, settings: settings, size: faceArea)
    frame.draw(face.raster(), at: .zero, style: CellStyle(foreground: colour))
    let text = valueText
    frame.write(
      text, at: GridPoint(column: max(0, (size.columns - text.count) / 2), row: size.rows - 1),
      style: CellStyle(foreground: colour, attributes: .bold))
    return frame
  }

  /// The face's part of the scene: all but the value's row and the blank row above it.
  var faceArea: GridSize {
    GridSize(columns: size.columns, rows: max(0, size.rows - 2))
  }
}
