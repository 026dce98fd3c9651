import KinetypeAnimation
import KinetypeCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SubCellRaster {
  /// Fills a closed Bézier path by the even-odd rule: a dot is inside when its centre is.
  ///
  /// The path is flattened (`flattened(_:tolerance:)`) and closed by a line from its end to
  /// its start.
  ///
  /// - Parameters:
  ///   - path: The outline, in cells.
  ///   - tolerance: How far, in dots, the flattened outline may stray from the curve; positive.
  ///   - ink: Whether to set the dots or clear them.
  public mutating func fill(_ path: BezierPath, tolerance: Double = 0.25, ink: Ink = .set) {
    fill([path], tolerance: tolerance, ink: ink)
  }

  /// Fills several closed paths together by the even-odd rule, so that a path inside another
  /// cuts a hole in it.
  ///
  /// - Parameters:
  ///   - paths: The outlines, in cells; each is closed by a line from its end to its start.
  ///   - tolerance: How far, in dots, the flattened outlines may stray from the curves.
  ///   - ink: Whether to set the dots or clear them.
  public mutating func fill(_ paths: [BezierPath], tolerance: Double = 0.25, ink: Ink = .set) {
    fillPolygons(paths.map { flattened($0, tolerance: tolerance) }, ink: ink)
  }

  /// Fills polygons together by the even-odd rule, one scan line through each row of dot
  /// centres.
  ///
  /// A crossing counts an edge's lower end and not its upper one, so a vertex on a scan line
  /// is counted once, and a dot whose centre is on a left edge is inside and on a right edge
  /// outside: polygons that share an edge fill each of its dots once.
  ///
  /// - Parameters:
  ///   - polygons: Each polygon's vertices in cells, closed from the last to the first; a
  ///     polygon with a non-finite vertex is left out.
  ///   - ink: Whether to set the dots or clear them.
  /// - Complexity: O(r · e log e) for r dot rows and e edges.
  public mutating func fillPolygons(_ polygons: [[Point]], ink: Ink = .set) {
    let rings = polygons.filter { ring in
      ring.count > 2 && ring.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }
    guard let top = rings.lazy.flatMap({ $0 }).map(\.y).min(),
      let bottom = rings.lazy.flatMap({ $0 }).map(\.y).max()
    else { return }
    let perCell = resolution.dotsPerCell
    var crossings: [Double] = []
    for row in dotIndices(centresFrom: top, to: bottom, axis: .rows) {
      let y = (Double(row) + 0.5) / Double(perCell.rows)
      crossings.removeAll(keepingCapacity: true)
      for ring in rings {
        var previous = ring[ring.count - 1]
        for vertex in ring {
          let (a, b) = (previous, vertex)
          previous = vertex
          guard (a.y <= y && y < b.y) || (b.y <= y && y < a.y) else { continue }
          crossings.append(a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y))
        }
      }
      crossings.sort()
      for pair in stride(from: 0, to: crossings.count - 1, by: 2) {
        let (left, right) = (crossings[pair], crossings[pair + 1])
        // Centres at or right of `left` and left of `right`.
        let first = max((left * Double(perCell.columns) - 0.5).rounded(.up), 0)
        let last = min(
          (right * Double(perCell.columns) - 0.5).rounded(.up) - 1, Double(dotSize.columns - 1))
        guard first <= last else { continue }
        for column in Int(first)...Int(last) {
          paint(GridPoint(column: column, row: row), ink)
        }
      }
    }
  }

  /// Fills an ellipse: every dot whose centre is inside or on it.
  ///
  /// - Parameters:
  ///   - centre: The centre, in cells.
  ///   - radii: The horizontal and vertical radii, in cells; a zero or non-finite radius fills
  ///     nothing.
  ///   - ink: Whether to set the dots or clear them.
  public mutating func fillEllipse(centre: Point, radii: Vector, ink: Ink = .set) {
    let (rx, ry) = (abs(radii.dx), abs(radii.dy))
    guard rx > 0, ry > 0, rx.isFinite, ry.isFinite, centre.x.isFinite, centre.y.isFinite
    else { return }
    let columns = dotIndices(centresFrom: centre.x - rx, to: centre.x + rx, axis: .columns)
    for row in dotIndices(centresFrom: centre.y - ry, to: centre.y + ry, axis: .rows) {
      for column in columns {
        let dot = GridPoint(column: column, row: row)
        let c = self.centre(of: dot)
        let (u, v) = ((c.x - centre.x) / rx, (c.y - centre.y) / ry)
        if u * u + v * v <= 1 + Self.slack { paint(dot, ink) }
      }
    }
  }

  /// Fills a disc: an ellipse whose vertical radius is `radius / cellAspectRatio` cells, so
  /// that it is round when shown.
  ///
  /// - Parameters:
  ///   - centre: The centre, in cells.
  ///   - radius: The radius in cell widths.
  ///   - ink: Whether to set the dots or clear them.
  public mutating func fillCircle(centre: Point, radius: Double, ink: Ink = .set) {
    fillEllipse(
      centre: centre, radii: Vector(dx: radius, dy: radius / cellAspectRatio), ink: ink)
  }

  /// An ellipse as a polygon whose edges stray at most `tolerance` dots inside it, built in
  /// the first quadrant and mirrored (so exactly symmetric about both axes); empty when the
  /// centre or a radius is not finite.
  ///
  /// - Precondition: `tolerance` is positive.
  func ellipsePolygon(centre: Point, radii: Vector, tolerance: Double) -> [Point] {
    precondition(tolerance > 0, "a flattening tolerance is positive; got \(tolerance)")
    let (rx, ry) = (abs(radii.dx), abs(radii.dy))
    guard rx.isFinite, ry.isFinite, centre.x.isFinite, centre.y.isFinite else { return [] }
    let perCell = resolution.dotsPerCell
    let reach = max(rx * Double(perCell.columns), ry * Double(perCell.rows))
    // A chord across an angle θ of a circle of radius R strays R(1 − cos(θ/2)) inside it. The
    // ellipse (in dots) is its larger-radius circle squeezed along one axis, which moves no
    // point of an arc further from its chord.
    let step = reach > tolerance ? 2 * acos(1 - tolerance / reach) : Double.pi / 2
    let perQuadrant = Int(min(max((Double.pi / 2 / step).rounded(.up), 2), 1024))
    var quadrant: [(dx: Double, dy: Double)] = [(rx, 0)]
    for k in 1..<perQuadrant {
      let angle = Double(k) * Double.pi / 2 / Double(perQuadrant)
      quadrant.append((rx * cos(angle), ry * sin(angle)))
    }
    quadrant.append((0, ry))
    // Round from the right-hand point: the quadrant, then its mirror images.
    var offsets = quadrant
    offsets += quadrant.dropLast().reversed().map { (-$0.dx, $0.dy) }
    offsets += quadrant.dropFirst().map { (-$0.dx, -$0.dy) }
    offsets += quadrant.dropFirst().dropLast().reversed().map { ($0.dx, -$0.dy) }
    return offsets.map { Point(x: centre.x + $0.dx, y: centre.y + $0.dy) }
  }
}
