import KinetypeAnimation
import KinetypeCore

extension AnimationBuilder {
  /// Glyph `g`'s colour on `gradient`: its place along the direction over the text (0 at the
  /// start, 1 at the end), shifted and wrapped, snapped to `steps`, between the two stops
  /// around it.
  ///
  /// - Parameter shift: the gradient's shift for this glyph, when the caller has worked it
  ///   out (and checked it is finite); else it is worked out here.
  mutating func colour(
    _ gradient: GradientDescription, glyph g: Int, path: String, shift: Double? = nil
  ) -> RGB? {
    // What is the same for every glyph is worked out once per gradient.
    let key = GradientKey(line: gradient.location.line ?? 0, column: gradient.location.column ?? 0)
    let found: SharedGradient?
    if let last = lastGradient, last.key == key {
      found = last.shared
    } else {
      if let known = gradients[key] {
        found = known
      } else {
        found = shared(gradient, glyph: g, path: path)
        gradients[key] = found
      }
      // Kept only when it changes: stored for every glyph, the copy (its stops retained, the
      // last one's released) cost as much as the colour.
      lastGradient = (key, found)
    }
    guard let shared = found, let stops = shared.stops ?? self.stops(gradient, g, path)
    else { return nil }
    let s = glyphScopes[g]
    let size = scope.textSize
    func along(_ value: Double, _ extent: Int) -> Double {
      extent > 1 ? min(max(value / Double(extent - 1), 0), 1) : 0
    }
    var place: Double
    switch shared.direction {
    case .horizontal: place = along(s.textColumn, size.columns)
    case .vertical: place = along(s.textRow, size.rows)
    case .diagonal: place = (along(s.textColumn, size.columns) + along(s.textRow, size.rows)) / 2
    // TTE's diagonal: its rows count up from the bottom, so its gradients rise.
    case .diagonalUp:
      place = (along(s.textColumn, size.columns) + 1 - along(s.textRow, size.rows)) / 2
    case .radial: place = s.distance
    }
    if let shift {
      place += shift
      place -= place.rounded(.down)
    } else if let written = gradient.shift {
      guard let c = concrete(written, numeric: true, glyph: g, path: path + ".shift") else {
        return nil
      }
      guard case .number(let shift) = c.value, shift.isFinite else {
        fail(
          written.location, path + ".shift",
          "a gradient's shift is a finite number; got \(c.value.shown) for glyph \(g)",
          hint: "check for a division by zero")
        return nil
      }
      place += shift
      place -= place.rounded(.down)
    }
    if let steps = shared.steps {
      place = steps > 1 ? min((place * steps).rounded(.down), steps - 1) / (steps - 1) : 0
    }
    guard stops.count > 1 else { return stops[0].rgb }
    let scaled = place * Double(stops.count - 1)
    let index = min(Int(scaled), stops.count - 2)
    return RGBA.interpolate(
      stops[index], stops[index + 1], fraction: scaled - Double(index), in: shared.space
    ).rgb
  }

  /// A gradient's direction, steps, space, and its stops when no stop differs per glyph; nil
  /// (reported) when something in it is wrong.
  private mutating func shared(_ gradient: GradientDescription, glyph g: Int, path: String)
    -> SharedGradient?
  {
    let space = colourSpace(gradient.space, path: path + ".space")
    let written = text(gradient.direction, path: path + ".direction")?.value ?? "horizontal"
    guard let direction = GradientDirection(rawValue: written) else {
      fail(
        gradient.direction!.location, path + ".direction", "unknown direction '\(written)'",
        hint: "use horizontal, vertical, diagonal, diagonal-up or radial")
      return nil
    }
    var steps: Double? = nil
    if let written = number(gradient.steps, path: path + ".steps") {
      guard written >= 1, written == written.rounded() else {
        fail(
          gradient.steps!.location, path + ".steps", "steps is a whole number from 1",
          hint: "e.g. steps: 8")
        return nil
      }
      steps = written
    }
    var stops: [RGBA]? = nil
    if !gradient.stops.contains(where: { varies($0, numeric: false) }) {
      guard let made = self.stops(gradient, g, path) else { return nil }
      stops = made
    }
    return SharedGradient(stops: stops, direction: direction, steps: steps, space: space)
  }

  /// The stops' colours for glyph `g`.
  private mutating func stops(_ gradient: GradientDescription, _ g: Int, _ path: String)
    -> [RGBA]?
  {
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
    return stops.isEmpty ? nil : stops
  }
}

/// Where a gradient was written: what its shared parts are kept by.
struct GradientKey: Hashable {
  var line: Int
  var column: Int
}

/// The parts of a gradient that are the same for every glyph.
struct SharedGradient {
  /// The stops, when none differs per glyph.
  var stops: [RGBA]?
  var direction: GradientDirection
  var steps: Double?
  var space: ColourSpace
}

/// Which way a gradient runs across the text, as its effect file names it: told once per
/// gradient, where comparing the name for every glyph was a tenth of a gradient colour's cost.
enum GradientDirection: String {
  case horizontal, vertical, diagonal, radial
  /// TTE's diagonal, rising from the bottom left.
  case diagonalUp = "diagonal-up"
}
