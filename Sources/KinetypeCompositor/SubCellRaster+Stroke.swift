import KinetypeAnimation
import KinetypeCore

extension SubCellRaster {
  /// Draws a straight line with round caps.
  ///
  /// Sets every dot whose centre is within `width / 2` of the segment (a capsule), and every
  /// dot the segment's centre line passes through, one per dot column (or row, for a steep
  /// line), so a line thinner than a dot is still unbroken.
  ///
  /// - Parameters:
  ///   - start: One end, in cells.
  ///   - end: The other end, in cells.
  ///   - width: The line's width in cell widths (see `cellAspectRatio`); 0 or less draws the
  ///     thinnest unbroken line.
  ///   - ink: Whether to set the dots or clear them.
  public mutating func strokeLine(from start: Point, to end: Point, width: Double, ink: Ink = .set)
  {
    strokePolyline([start, end], width: width, ink: ink)
  }

  /// Draws connected straight lines with round caps and joins.
  ///
  /// - Parameters:
  ///   - points: The vertices, in cells; one point draws a dot of the line's width.
  ///   - width: The line's width in cell widths.
  ///   - closed: Whether a last line joins the last point to the first.
  ///   - ink: Whether to set the dots or clear them.
  public mutating func strokePolyline(
    _ points: [Point], width: Double, closed: Bool = false, ink: Ink = .set
  ) {
    guard let first = points.first else { return }
    let radius = width > 0 ? width / 2 : 0
    if points.count == 1 { strokeSegment(first, first, radius: radius, ink: ink) }
    for index in points.indices.dropFirst() {
      strokeSegment(points[index - 1], points[index], radius: radius, ink: ink)
    }
    if closed, points.count > 2, let last = points.last {
      strokeSegment(last, first, radius: radius, ink: ink)
    }
  }

  /// Draws a Bézier path's outline with round caps: the path flattened into straight lines
  /// (`flattened(_:tolerance:)`), then stroked.
  ///
  /// - Parameters:
  ///   - path: The path, in cells.
  ///   - width: The line's width in cell widths.
  ///   - tolerance: How far, in dots, the straight lines may stray from the curve; positive.
  ///   - closed: Whether a last line joins the path's end to its start.
  ///   - ink: Whether to set the dots or clear them.
  public mutating func stroke(
    _ path: BezierPath, width: Double, tolerance: Double = 0.25, closed: Bool = false,
    ink: Ink = .set
  ) {
    strokePolyline(flattened(path, tolerance: tolerance), width: width, closed: closed, ink: ink)
  }

  /// Draws an ellipse's outline, flattened to a polygon within `tolerance` dots of it.
  ///
  /// The polygon is built in one quadrant and mirrored, so an ellipse centred on a dot corner
  /// or centre draws a pattern symmetric under both reflections.
  ///
  /// - Parameters:
  ///   - centre: The centre, in cells.
  ///   - radii: The horizontal and vertical radii, in cells.
  ///   - width: The line's width in cell widths.
  ///   - tolerance: How far, in dots, the polygon may stray from the ellipse; positive.
  ///   - ink: Whether to set the dots or clear them.
  public mutating func strokeEllipse(
    centre: Point, radii: Vector, width: Double, tolerance: Double = 0.25, ink: Ink = .set
  ) {
    let ring = ellipsePolygon(centre: centre, radii: radii, tolerance: tolerance)
    strokePolyline(ring, width: width, closed: true, ink: ink)
  }

  /// Draws a circle's outline: an ellipse whose vertical radius is `radius / cellAspectRatio`
  /// cells, so that it is round when shown.
  ///
  /// - Parameters:
  ///   - centre: The centre, in cells.
  ///   - radius: The radius in cell widths.
  ///   - width: The line's width in cell widths.
  ///   - tolerance: How far, in dots, the polygon may stray from the circle; positive.
  ///   - ink: Whether to set the dots or clear them.
  public mutating func strokeCircle(
    centre: Point, radius: Double, width: Double, tolerance: Double = 0.25, ink: Ink = .set
  ) {
    strokeEllipse(
      centre: centre, radii: Vector(dx: radius, dy: radius / cellAspectRatio), width: width,
      tolerance: tolerance, ink: ink)
  }

  /// `path` as a polyline: its start, then points along each cubic segment, split in halves
  /// (de Casteljau) until both control points lie within `tolerance` dots of the chord.
  ///
  /// A curve whose control points are that close to its chord lies within `tolerance` of the
  /// chord and the chord within `tolerance` of the curve, so the polyline strays no further.
  /// Splitting stops at 4096 pieces a segment, whatever the tolerance.
  ///
  /// - Precondition: `tolerance` is positive.
  public func flattened(_ path: BezierPath, tolerance: Double) -> [Point] {
    precondition(tolerance > 0, "a flattening tolerance is positive; got \(tolerance)")
    var points = [path.start]
    var from = path.start
    for segment in path.segments {
      flatten(
        from, segment.control1, segment.control2, segment.end, tolerance: tolerance, depth: 0,
        into: &points)
      from = segment.end
    }
    return points
  }

  private func flatten(
    _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double, depth: Int,
    into points: inout [Point]
  ) {
    let deviation = max(
      dotDistance(from: p1, toSegment: p0, p3), dotDistance(from: p2, toSegment: p0, p3))
    // A non-finite deviation counts as flat: splitting it further would never end better.
    guard depth < 12, deviation > tolerance else {
      points.append(p3)
      return
    }
    let p01 = midpoint(p0, p1)
    let p12 = midpoint(p1, p2)
    let p23 = midpoint(p2, p3)
    let p012 = midpoint(p01, p12)
    let p123 = midpoint(p12, p23)
    let middle = midpoint(p012, p123)
    flatten(p0, p01, p012, middle, tolerance: tolerance, depth: depth + 1, into: &points)
    flatten(middle, p123, p23, p3, tolerance: tolerance, depth: depth + 1, into: &points)
  }

  private func midpoint(_ a: Point, _ b: Point) -> Point {
    Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
  }

  /// The distance from `p` to the segment `a`–`b`, in dots.
  private func dotDistance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
    let perCell = resolution.dotsPerCell
    return Self.distance(
      from: p, toSegment: a, b, xScale: Double(perCell.columns), yScale: Double(perCell.rows))
  }

  /// The distance from `p` to the segment `a`–`b` in cell widths, y scaled by the aspect.
  func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
    Self.distance(from: p, toSegment: a, b, xScale: 1, yScale: cellAspectRatio)
  }

  private static func distance(
    from p: Point, toSegment a: Point, _ b: Point, xScale: Double, yScale: Double
  ) -> Double {
    let px = (p.x - a.x) * xScale
    let py = (p.y - a.y) * yScale
    let vx = (b.x - a.x) * xScale
    let vy = (b.y - a.y) * yScale
    let lengthSquared = vx * vx + vy * vy
    let t = lengthSquared > 0 ? min(1, max(0, (px * vx + py * vy) / lengthSquared)) : 0
    let dx = px - t * vx
    let dy = py - t * vy
    return (dx * dx + dy * dy).squareRoot()
  }

  /// Paints the capsule of `radius` around `a`–`b`, then its centre line.
  private mutating func strokeSegment(_ a: Point, _ b: Point, radius: Double, ink: Ink) {
    guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
    let columns = dotIndices(
      centresFrom: min(a.x, b.x) - radius, to: max(a.x, b.x) + radius, axis: .columns)
    let rows = dotIndices(
      centresFrom: min(a.y, b.y) - radius / cellAspectRatio,
      to: max(a.y, b.y) + radius / cellAspectRatio, axis: .rows)
    for row in rows {
      for column in columns {
        let dot = GridPoint(column: column, row: row)
        if distance(from: centre(of: dot), toSegment: a, b) <= radius + Self.slack {
          paint(dot, ink)
        }
      }
    }
    traceCentreLine(a, b, ink: ink)
  }

  /// Paints one dot per dot column the segment spans (per dot row when it is steeper than
  /// 45° in dots): the dot holding the segment's point at that column's centre, clamped to
  /// the segment. Consecutive dots touch, so the line is unbroken.
  ///
  /// Where a choice would depend on rounding, both are taken, so that mirror images draw
  /// alike: at 45° the segment is traced along columns and along rows, and a point on the
  /// boundary between two dots paints both.
  private mutating func traceCentreLine(_ a: Point, _ b: Point, ink: Ink) {
    let perCell = resolution.dotsPerCell
    let start = (x: a.x * Double(perCell.columns), y: a.y * Double(perCell.rows))
    let end = (x: b.x * Double(perCell.columns), y: b.y * Double(perCell.rows))
    let (spanX, spanY) = (abs(end.x - start.x), abs(end.y - start.y))
    guard spanX > 0 || spanY > 0 else {
      plot(a, ink: ink)
      return
    }
    let diagonal = abs(spanX - spanY) <= Self.slack * max(spanX, spanY)
    if spanX > spanY || diagonal {
      trace(from: (start.x, start.y), to: (end.x, end.y), alongColumns: true, ink: ink)
    }
    if spanY > spanX || diagonal {
      trace(from: (start.y, start.x), to: (end.y, end.x), alongColumns: false, ink: ink)
    }
  }

  /// `traceCentreLine` along one axis, in dots: `major` is the coordinate along it, `minor`
  /// across; `major` differs between the ends.
  private mutating func trace(
    from a: (major: Double, minor: Double), to b: (major: Double, minor: Double),
    alongColumns: Bool, ink: Ink
  ) {
    let (low, high) = (min(a.major, b.major), max(a.major, b.major))
    let dots = dotSize
    let majorCount = alongColumns ? dots.columns : dots.rows
    let minorCount = alongColumns ? dots.rows : dots.columns
    let first = max(low.rounded(.down), 0)
    let last = min(high.rounded(.up) - 1, Double(majorCount - 1))
    guard first <= last else { return }
    for major in Int(first)...Int(last) {
      let m = Double(major)
      // Dots are half-open along the segment too: one that only touches an end is skipped.
      guard m < high, m + 1 > low else { continue }
      let at = min(max(m + 0.5, low), high)
      let exact = a.minor + (at - a.major) * (b.minor - a.minor) / (b.major - a.major)
      let boundary = exact.rounded()
      let indices =
        abs(exact - boundary) <= Self.slack ? [boundary - 1, boundary] : [exact.rounded(.down)]
      for index in indices where index >= 0 && index < Double(minorCount) {
        let dot =
          alongColumns
          ? GridPoint(column: major, row: Int(index)) : GridPoint(column: Int(index), row: major)
        paint(dot, ink)
      }
    }
  }

  /// Rounding room for "within a distance", so that a dot centre exactly on a boundary
  /// counts whichever way the arithmetic rounds.
  static let slack = 1e-9

  enum Axis { case columns, rows }

  /// The dots along `axis`, clipped to the raster, whose centres lie in `low…high` (cells).
  func dotIndices(centresFrom low: Double, to high: Double, axis: Axis) -> Range<Int> {
    let perCell = resolution.dotsPerCell
    let scale = Double(axis == .columns ? perCell.columns : perCell.rows)
    let count = axis == .columns ? dotSize.columns : dotSize.rows
    let first = max(((low - Self.slack) * scale - 0.5).rounded(.up), 0)
    let last = min(((high + Self.slack) * scale - 0.5).rounded(.down), Double(count - 1))
    // NaN fails the comparison too.
    guard first <= last else { return 0..<0 }
    return Int(first)..<(Int(last) + 1)
  }
}
