/// A fractional rectangle in cells: an origin (top-left) and a size.
public struct Rect: Hashable, Sendable, Interpolatable {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public static let zero = Rect(origin: .zero, size: .zero)

  /// The centre point.
  public var centre: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

  @inlinable
  public static func interpolate(_ from: Rect, _ to: Rect, fraction: Double, in space: ColourSpace)
    -> Rect
  {
    Rect(
      origin: .interpolate(from.origin, to.origin, fraction: fraction, in: space),
      size: .interpolate(from.size, to.size, fraction: fraction, in: space))
  }

  @inlinable
  public static func adding(_ value: Rect, to base: Rect) -> Rect {
    Rect(origin: .adding(value.origin, to: base.origin), size: .adding(value.size, to: base.size))
  }
}
