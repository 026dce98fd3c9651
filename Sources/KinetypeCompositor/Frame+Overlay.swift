import KinetypeCore
import KinetypeLayout

extension Frame {
  /// Writes a line of text over what is already in the frame, at an opacity: translucent
  /// labels on a picture.
  ///
  /// As `write(_:at:style:link:limit:)` (controls are dropped, nothing is written at or past
  /// `limit`), but each cell's style is `overlay(_:opacity:over:canvas:)` of `style` over the
  /// cell it covers: a default background lets the background beneath show, and below full
  /// opacity the colours mix with it. A cell too faint to show is not written, so what is
  /// beneath stays; the text still advances past it.
  ///
  /// - Returns: the column after the last cell of the text.
  @discardableResult
  public mutating func write(
    _ text: String, at point: GridPoint, style: CellStyle, opacity: Double, limit: Int? = nil,
    canvas: Canvas = Canvas(size: .zero)
  ) -> Int {
    clusters(of: text, from: point, limit: limit) { frame, character, width, at in
      guard frame.bounds.contains(at),
        let style = Self.overlay(
          style, opacity: opacity, over: frame[at.column, at.row].style, canvas: canvas)
      else { return }
      frame.put(String(character), width: width, style: style, at: at)
    }
  }

  /// Draws a sub-cell raster over what is already in the frame, at an opacity: as
  /// `draw(_:at:style:)`, each cell with a dot set styled by `overlay(_:opacity:over:canvas:)`
  /// of `style` over the cell it replaces, so a line drawn across a picture keeps the
  /// picture's background colours.
  public mutating func draw(
    _ raster: SubCellRaster, at origin: GridPoint, style: CellStyle, opacity: Double,
    canvas: Canvas = Canvas(size: .zero)
  ) {
    for (point, character) in raster.cells() {
      let (column, columnOverflow) = origin.column.addingReportingOverflow(point.column)
      let (row, rowOverflow) = origin.row.addingReportingOverflow(point.row)
      let at = GridPoint(column: column, row: row)
      guard !columnOverflow, !rowOverflow, bounds.contains(at),
        let style = Self.overlay(
          style, opacity: opacity, over: self[column, row].style,
          canvas: canvas)
      else { continue }
      put(String(character), width: 1, style: style, at: at)
    }
  }

  /// `style` laid over a cell styled `beneath` at `opacity`, or nil when it is too faint to
  /// draw.
  ///
  /// A default background is transparent: the result keeps the background beneath. Below
  /// full opacity the colours mix with the background beneath (the canvas's background where
  /// that is the terminal's default), as the compositor blends a fading glyph (`Blending`:
  /// 1/32 steps, and with 16 colours or none a dim then hidden glyph instead).
  public static func overlay(
    _ style: CellStyle, opacity: Double, over beneath: CellStyle, canvas: Canvas
  ) -> CellStyle? {
    var backdrop = canvas
    if let colour = beneath.background.rgbValue { backdrop.background = colour }
    guard var result = Blending.apply(opacity: opacity, to: style, canvas: backdrop) else {
      return nil
    }
    if style.background == .default { result.background = beneath.background }
    return result
  }
}
