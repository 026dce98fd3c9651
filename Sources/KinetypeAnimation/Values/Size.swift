/// A fractional size in cells.
public struct Size: Hashable, Sendable, Interpolatable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)

  @inlinable
  public static func interpolate(_ from: Size, _ to: Size, fraction: Double, in space: ColourSpace)
    -> Size
  {
    Size(
      width: from.width + (to.width - from.width) * fraction,
      height: from.height + (to.height - from.height) * fraction)
  }

  @inlinable
  public static func adding(_ value: Size, to base: Size) -> Size {
    Size(width: base.width + value.width, height: base.height + value.height)
  }
}
