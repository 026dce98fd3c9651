import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore

extension ScrollElement {
  /// The trough of an empty bar.
  static let troughColour = RGBA(RGB(0x44, 0x44, 0x44))

  /// Draws the element with its resting top-left cell at `origin`, as its tracks have it at
  /// the local position `local`.
  func draw(at local: Double, origin: GridPoint, into frame: inout Frame) {
    switch content {
    case .text(let settings):
      let setting = Self.setting(settings, viewColumns: frame.size.columns)
      setting.compositor.draw(
        setting.timeline.presentation(at: 0, position: local), into: &frame, at: origin)
    case .bar(let declaredWidth, let tracks):
      let width = Self.fitted(declaredWidth, viewColumns: frame.size.columns)
      let opacity = tracks.opacity.value(at: local)
      guard opacity > 0.001 else { return }
      let at = Self.moved(origin, by: tracks.offset.value(at: local))
      let trough = Self.style(Self.troughColour, opacity: opacity)
      frame.write(String(repeating: "░", count: width), at: at, style: trough)
      let filled = Double(width) * min(max(tracks.fill.value(at: local), 0), 1)
      var raster = SubCellRaster(size: GridSize(columns: width, rows: 1), resolution: .quadrants)
      raster.fillPolygons([
        [Point(x: 0, y: 0), Point(x: filled, y: 0), Point(x: filled, y: 1), Point(x: 0, y: 1)]
      ])
      frame.draw(
        raster, at: at, style: Self.style(tracks.colour.value(at: local), opacity: opacity))
    case .box(let declaredSize, let tracks, let background):
      let opacity = tracks.opacity.value(at: local)
      let size = self.size(viewColumns: frame.size.columns)
      // A box narrowed to the view keeps its animated width in proportion.
      let narrowing = Double(size.columns) / Double(max(1, declaredSize.columns))
      let width = tracks.width.value(at: local) * narrowing
      let height = tracks.height.value(at: local)
      guard opacity > 0.001, width > 0, height > 0, width.isFinite, height.isFinite else { return }
      let offset = tracks.offset.value(at: local)
      let centre = Point(
        x: Double(origin.column) + Double(size.columns) / 2 + offset.dx,
        y: Double(origin.row) + Double(size.rows) / 2 + offset.dy)
      // The outline runs through the outermost dot centres of the cells it covers (braille
      // dots are a half cell wide and a quarter tall).
      let (halfWidth, halfHeight) = (max(0, width / 2 - 0.25), max(0, height / 2 - 0.125))
      let (left, right) = (centre.x - halfWidth, centre.x + halfWidth)
      let (top, bottom) = (centre.y - halfHeight, centre.y + halfHeight)
      if let background {
        let shown = RGBA.interpolate(
          .black, background, fraction: min(max(opacity * background.alpha, 0), 1), in: .rgb)
        let first = GridPoint(
          column: Int((left + 0.5).rounded(.down)), row: Int((top + 0.5).rounded(.down)))
        let last = GridPoint(
          column: Int((right - 0.5).rounded(.up)), row: Int((bottom - 0.5).rounded(.up)))
        frame.fill(
          GridRect(
            origin: first,
            size: GridSize(
              columns: max(0, last.column - first.column + 1),
              rows: max(0, last.row - first.row + 1))),
          style: CellStyle(background: .rgb(shown.rgb)))
      }
      var raster = SubCellRaster(size: frame.size, resolution: .braille)
      raster.strokePolyline(
        [
          Point(x: left, y: top), Point(x: right, y: top), Point(x: right, y: bottom),
          Point(x: left, y: bottom),
        ], width: 0, closed: true)
      frame.draw(
        raster, at: .zero, style: Self.style(tracks.colour.value(at: local), opacity: opacity))
    }
  }

  /// `origin` moved by `offset` cells, rounded as the compositor rounds.
  static func moved(_ origin: GridPoint, by offset: Vector) -> GridPoint {
    func cells(_ value: Double) -> Int {
      value.isFinite ? Int(min(max((value + 0.5).rounded(.down), -1e6), 1e6)) : 0
    }
    return GridPoint(column: origin.column + cells(offset.dx), row: origin.row + cells(offset.dy))
  }

  /// A foreground of `colour` faded toward the black background by `opacity` and its alpha.
  static func style(_ colour: RGBA, opacity: Double) -> CellStyle {
    let shown = RGBA.interpolate(
      .black, colour, fraction: min(max(opacity * colour.alpha, 0), 1), in: .rgb)
    return CellStyle(foreground: .rgb(shown.rgb))
  }
}
