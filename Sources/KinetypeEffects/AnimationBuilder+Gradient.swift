import KinetypeAnimation
import KinetypeCore

extension AnimationBuilder {
  /// Glyph `g`'s colour on `gradient`: its place along the direction over the text (0 at the
  /// start, 1 at the end), shifted and wrapped, snapped to `steps`, between the two stops
  /// around it.
  mutating func colour(_ gradient: GradientDescription, glyph g: Int, path: String) -> RGB? {
    var stops: [RGBA] = []
    for (index, stop) in gradient.stops.enumerated() {
      let at = "\(path).stops[\(index)]"
      guard let c = concrete(stop, numeric: false, glyph: g, path: at) else { return nil }
      guard case .string(let hex) = c.value, let rgb = RGB(hex: hex) else {
        fail(
          c.location, at, "a gradient stop is a colour, got \(c.value.shown)",
          hint: "e.g. \"#ff8800\"")
        return nil
      }
      stops.append(RGBA(rgb))
    }
    guard let first = stops.first else { return nil }
    let space = colourSpace(gradient.space, path: path + ".space")
    let direction = text(gradient.direction, path: path + ".direction")?.value ?? "horizontal"
    let s = glyphScopes[g]
    let size = scope.textSize
    func along(_ value: Double, _ extent: Int) -> Double {
      extent > 1 ? min(max(value / Double(extent - 1), 0), 1) : 0
    }
    var place: Double
    switch direction {
    case "horizontal": place = along(s.textColumn, size.columns)
    case "vertical": place = along(s.textRow, size.rows)
    case "diagonal": place = (along(s.textColumn, size.columns) + along(s.textRow, size.rows)) / 2
    case "radial": place = s.distance
    default:
      fail(
        gradient.direction!.location, path + ".direction", "unknown direction '\(direction)'",
        hint: "use horizontal, vertical, diagonal or radial")
      return nil
    }
    if let written = gradient.shift {
      guard let c = concrete(written, numeric: true, glyph: g, path: path + ".shift"),
        case .number(let shift) = c.value, shift.isFinite
      else { return nil }
      place += shift
      place -= place.rounded(.down)
    }
    if let steps = number(gradient.steps, path: path + ".steps") {
      guard steps >= 1, steps == steps.rounded() else {
        fail(
          gradient.steps!.location, path + ".steps", "steps is a whole number from 1",
          hint: "e.g. steps: 8")
        return nil
      }
      place = steps > 1 ? min((place * steps).rounded(.down), steps - 1) / (steps - 1) : 0
    }
    guard stops.count > 1 else { return first.rgb }
    let scaled = place * Double(stops.count - 1)
    let index = min(Int(scaled), stops.count - 2)
    return RGBA.interpolate(
      stops[index], stops[index + 1], fraction: scaled - Double(index), in: space
    ).rgb
  }
}
