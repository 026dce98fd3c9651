/// A displacement in cells, fractional: `dx` to the right, `dy` down.
///
/// Also used for scale factors (`dx` horizontal, `dy` vertical), where the identity is
/// `Vector(dx: 1, dy: 1)`.
public struct Vector: Hashable, Sendable, Interpolatable {
  public var dx: Double
  public var dy: Double

  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  /// The same factor both ways.
  public init(uniform value: Double) { self.init(dx: value, dy: value) }

  public static let zero = Vector(dx: 0, dy: 0)
  /// The identity scale.
  public static let one = Vector(dx: 1, dy: 1)

  /// Euclidean length.
  public var length: Double { (dx * dx + dy * dy).squareRoot() }

  @inlinable
  public static func interpolate(
    _ from: Vector, _ to: Vector, fraction: Double, in space: ColourSpace
  )
    -> Vector
  {
    Vector(dx: from.dx + (to.dx - from.dx) * fraction, dy: from.dy + (to.dy - from.dy) * fraction)
  }

  @inlinable
  public static func adding(_ value: Vector, to base: Vector) -> Vector {
    Vector(dx: base.dx + value.dx, dy: base.dy + value.dy)
  }
}
