/// A value an animation can move between: Core Animation's interpolatable property types.
///
/// `interpolate` gives the value a `fraction` of the way from one value to another; fractions
/// outside 0…1 extrapolate (springs and back curves overshoot), except for discrete values.
/// `adding` combines an additive animation's value with what lies beneath it.
public protocol Interpolatable: Equatable, Sendable {
  /// The value `fraction` of the way from `from` to `to`; `space` matters only for colours.
  static func interpolate(_ from: Self, _ to: Self, fraction: Double, in space: ColourSpace) -> Self
  /// `value` added on top of `base`, for additive animations.
  static func adding(_ value: Self, to base: Self) -> Self
}

extension Interpolatable {
  /// The value `fraction` of the way from `from` to `to`, colours mixed in RGB.
  @inlinable
  public static func interpolate(_ from: Self, _ to: Self, fraction: Double) -> Self {
    interpolate(from, to, fraction: fraction, in: .rgb)
  }
}

/// Discrete values switch half-way, as CSS animates values it cannot blend.
@inlinable
func discrete<T>(_ from: T, _ to: T, _ fraction: Double) -> T { fraction < 0.5 ? from : to }

extension Double: Interpolatable {
  @inlinable
  public static func interpolate(
    _ from: Double, _ to: Double, fraction: Double, in space: ColourSpace
  ) -> Double {
    from + (to - from) * fraction
  }

  @inlinable public static func adding(_ value: Double, to base: Double) -> Double { base + value }
}

extension Int: Interpolatable {
  /// Blends as a real number and rounds half away from zero (CSS's `<integer>` rule, used for
  /// z-index).
  @inlinable
  public static func interpolate(_ from: Int, _ to: Int, fraction: Double, in space: ColourSpace)
    -> Int
  {
    rounding(Double(from) + (Double(to) - Double(from)) * fraction)
  }

  @inlinable public static func adding(_ value: Int, to base: Int) -> Int { base &+ value }

  /// `value` rounded half away from zero, held to `Int`'s range, NaN as 0: a z index of
  /// `Int.max` from a program comes through a `Double` as 2⁶³, one past it, which `Int(_:)`
  /// traps on.
  @usableFromInline
  static func rounding(_ value: Double) -> Int {
    let rounded = value.rounded()
    if rounded >= 0x1p63 { return .max }
    if rounded < -0x1p63 { return .min }
    return rounded.isNaN ? 0 : Int(rounded)
  }
}

extension Bool: Interpolatable {
  /// Discrete: switches half-way.
  @inlinable
  public static func interpolate(_ from: Bool, _ to: Bool, fraction: Double, in space: ColourSpace)
    -> Bool
  {
    discrete(from, to, fraction)
  }

  /// An additive flag replaces what is beneath it.
  @inlinable public static func adding(_ value: Bool, to base: Bool) -> Bool { value }
}
