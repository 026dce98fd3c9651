import KinetypeCore

/// A fractional position in cells: `x` columns from the left, `y` rows from the top.
public struct Point: Hashable, Sendable, Interpolatable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The cell's top-left corner.
  public init(_ point: GridPoint) { self.init(x: Double(point.column), y: Double(point.row)) }

  public static let zero = Point(x: 0, y: 0)

  @inlinable
  public static func interpolate(
    _ from: Point, _ to: Point, fraction: Double, in space: ColourSpace
  )
    -> Point
  {
    Point(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
  }

  @inlinable
  public static func adding(_ value: Point, to base: Point) -> Point {
    Point(x: base.x + value.x, y: base.y + value.y)
  }

  /// The point moved by `vector`.
  public static func + (point: Point, vector: Vector) -> Point {
    Point(x: point.x + vector.dx, y: point.y + vector.dy)
  }

  /// The displacement from `b` to `a`.
  public static func - (a: Point, b: Point) -> Vector { Vector(dx: a.x - b.x, dy: a.y - b.y) }
}
