import KinetypeAnimation
import KinetypeCore

extension SubCellRaster {
  /// Draws the first part of a polyline: `CAShapeLayer`'s `strokeEnd`, for a line that grows
  /// out of its start or retracts into it.
  ///
  /// - Parameters:
  ///   - points: The vertices, in cells.
  ///   - width: The line's width in cell widths.
  ///   - strokeEnd: How much of the line to draw, as a fraction of its length (`trimmed`):
  ///     0 or less (or NaN) draws nothing, 1 or more all of it.
  ///   - ink: Whether to set the dots or clear them.
  public mutating func strokePolyline(
    _ points: [Point], width: Double, strokeEnd: Double, ink: Ink = .set
  ) {
    let part = trimmed(points, to: strokeEnd)
    guard !part.isEmpty else { return }
    strokePolyline(part, width: width, ink: ink)
  }

  /// The polyline's first `fraction` of its length, measured as the raster measures
  /// distances (cell widths, y scaled by `cellAspectRatio`), ending at a point on the segment
  /// where that length runs out.
  ///
  /// - Returns: no points for a fraction of 0 or less (or NaN); all of them for 1 or more, or
  ///   for a polyline of no length.
  public func trimmed(_ points: [Point], to fraction: Double) -> [Point] {
    guard fraction > 0, let first = points.first else { return [] }
    if fraction >= 1 { return points }
    func length(_ a: Point, _ b: Point) -> Double {
      let dx = b.x - a.x
      let dy = (b.y - a.y) * cellAspectRatio
      return (dx * dx + dy * dy).squareRoot()
    }
    let lengths = zip(points, points.dropFirst()).map { length($0, $1) }
    let total = lengths.reduce(0, +)
    guard total > 0, total.isFinite else { return points }
    var remaining = total * fraction
    var result = [first]
    for (index, segment) in lengths.enumerated() {
      let (a, b) = (points[index], points[index + 1])
      if segment >= remaining {
        let t = segment > 0 ? remaining / segment : 0
        result.append(Point.interpolate(a, b, fraction: t))
        return result
      }
      result.append(b)
      remaining -= segment
    }
    return result
  }
}
