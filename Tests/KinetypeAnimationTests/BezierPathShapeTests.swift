import KinetypeCore
import Testing

@testable import KinetypeAnimation

/// `BezierPath.ellipse`: four cubic arcs that stay on the ellipse.
@Suite struct BezierPathShapeTests {
  /// How far `point` is from the ellipse, as a fraction of the radius: 0 on it.
  static func radialError(_ point: Point, centre: Point, radii: Vector) -> Double {
    let (u, v) = ((point.x - centre.x) / radii.dx, (point.y - centre.y) / radii.dy)
    return abs((u * u + v * v).squareRoot() - 1)
  }

  @Test func anEllipseIsFourArcsThroughItsExtremesClosedAtItsRightmostPoint() {
    let path = BezierPath.ellipse(centre: Point(x: 10, y: 5), radii: Vector(dx: 4, dy: 2))
    #expect(path.segments.count == 4)
    #expect(path.start == Point(x: 14, y: 5))
    #expect(
      path.segments.map(\.end) == [
        Point(x: 10, y: 7), Point(x: 6, y: 5), Point(x: 10, y: 3), Point(x: 14, y: 5),
      ])
    #expect(path.end == path.start)
  }

  @Test(arguments: [
    (Point(x: 0, y: 0), Vector(dx: 1, dy: 1)),
    (Point(x: 10, y: 5), Vector(dx: 4, dy: 2)),
    (Point(x: -3, y: 7.5), Vector(dx: 0.5, dy: 12)),
  ])
  func everyPointLiesOnTheEllipseWithinThreeHundredthsOfAPercent(centre: Point, radii: Vector) {
    let path = BezierPath.ellipse(centre: centre, radii: radii)
    var worst = 0.0
    for segment in path.segments.indices {
      for step in 0...100 {
        let point = path.point(segment: segment, at: Double(step) / 100)
        worst = max(worst, Self.radialError(point, centre: centre, radii: radii))
      }
    }
    #expect(worst < 0.0003)
    // The arcs bulge: a chord-only polygon (the ends alone) would be 29 % inside at 45°.
    let middle = path.point(segment: 0, at: 0.5)
    #expect(Self.radialError(middle, centre: centre, radii: radii) < 1e-12)
  }

  @Test func theArcsJoinSmoothly() {
    let path = BezierPath.ellipse(centre: .zero, radii: Vector(dx: 3, dy: 1))
    for index in path.segments.indices {
      let next = path.segments[(index + 1) % path.segments.count]
      let joint = path.segments[index].end
      // Incoming and outgoing controls are collinear with the joint, on opposite sides.
      let incoming = joint - path.segments[index].control2
      let outgoing = next.control1 - joint
      #expect(abs(incoming.dx * outgoing.dy - incoming.dy * outgoing.dx) < 1e-12)
      #expect(incoming.dx * outgoing.dx + incoming.dy * outgoing.dy > 0)
    }
  }

  @Test func theArcsRunClockwiseOnScreenFromTheRight() {
    let path = BezierPath.ellipse(centre: .zero, radii: Vector(dx: 2, dy: 2))
    // y grows downwards, so the first quarter goes from the right to the bottom.
    let first = path.point(segment: 0, at: 0.5)
    #expect(first.x > 0 && first.y > 0)
    let third = path.point(segment: 2, at: 0.5)
    #expect(third.x < 0 && third.y < 0)
  }

  @Test func aZeroRadiusFlattensTheEllipseToALine() {
    let path = BezierPath.ellipse(centre: Point(x: 1, y: 1), radii: Vector(dx: 2, dy: 0))
    for segment in path.segments {
      #expect(segment.end.y == 1 && segment.control1.y == 1 && segment.control2.y == 1)
    }
  }
}
