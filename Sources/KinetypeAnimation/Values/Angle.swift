/// A rotation, clockwise on screen (rows grow downwards), stored in radians.
///
/// Angles interpolate as plain numbers, so 0° → 720° turns twice, as in Core Animation's
/// `transform.rotation`.
public struct Angle: Hashable, Sendable, Comparable, Interpolatable {
  public var radians: Double

  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { self.radians = degrees * Double.pi / 180 }

  public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
  public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }

  public var degrees: Double { radians * 180 / Double.pi }

  public static let zero = Angle(radians: 0)

  public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }

  @inlinable
  public static func interpolate(
    _ from: Angle, _ to: Angle, fraction: Double, in space: ColourSpace
  )
    -> Angle
  {
    Angle(radians: from.radians + (to.radians - from.radians) * fraction)
  }

  @inlinable
  public static func adding(_ value: Angle, to base: Angle) -> Angle {
    Angle(radians: base.radians + value.radians)
  }
}
