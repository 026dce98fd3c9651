extension BezierPath {
  /// How far along the tangent a quarter ellipse's controls lie, as a fraction of the radius:
  /// 4/3 · (√2 − 1) ≈ 0.5523.
  ///
  /// With it the arc's midpoint lies exactly on the ellipse, and no point of a circle's arc
  /// strays more than about 0.027 % of the radius from it (the test checks 0.03 %).
  public static let quarterArcControlRatio = 4.0 / 3.0 * (2.0.squareRoot() - 1)

  /// An ellipse as four cubic arcs, from its rightmost point through its bottom, left and top
  /// back to the start (clockwise on a screen, where y grows downwards).
  ///
  /// The path is closed: it ends where it starts. A circle that looks round on a terminal
  /// has a vertical radius of its horizontal one divided by `GlyphGeometry.cellAspectRatio`.
  ///
  /// - Parameters:
  ///   - centre: The centre, in cells.
  ///   - radii: The horizontal (`dx`) and vertical (`dy`) radii, in cells; a negative radius
  ///     mirrors the path, a zero one flattens it to a line.
  /// - Returns: a path of four segments.
  public static func ellipse(centre: Point, radii: Vector) -> BezierPath {
    let (rx, ry) = (radii.dx, radii.dy)
    let (kx, ky) = (rx * quarterArcControlRatio, ry * quarterArcControlRatio)
    let (x, y) = (centre.x, centre.y)
    var path = BezierPath(start: Point(x: x + rx, y: y))
    path.addCurve(
      to: Point(x: x, y: y + ry), control1: Point(x: x + rx, y: y + ky),
      control2: Point(x: x + kx, y: y + ry))
    path.addCurve(
      to: Point(x: x - rx, y: y), control1: Point(x: x - kx, y: y + ry),
      control2: Point(x: x - rx, y: y + ky))
    path.addCurve(
      to: Point(x: x, y: y - ry), control1: Point(x: x - rx, y: y - ky),
      control2: Point(x: x - kx, y: y - ry))
    path.addCurve(
      to: Point(x: x + rx, y: y), control1: Point(x: x + kx, y: y - ry),
      control2: Point(x: x + rx, y: y - ky))
    return path
  }

  /// The point at `t` in 0…1 along segment `index` (by parameter, not by length).
  ///
  /// - Precondition: `index` is a valid segment index.
  public func point(segment index: Int, at t: Double) -> Point {
    precondition(segments.indices.contains(index), "the path has no segment \(index)")
    return position(segment: index, at: t)
  }
}
