#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Robert Penner's easing equations (2001), in the normalised form of easings.net.
///
/// Spelt `easeInQuad`, `easeOutBounce`, `easeInOutElastic` and so on, as in Penner's
/// ActionScript and most ports since.
public enum PennerCurve: String, Hashable, Sendable, CaseIterable {
  case quad = "Quad"
  case cubic = "Cubic"
  case quart = "Quart"
  case quint = "Quint"
  case sine = "Sine"
  case expo = "Expo"
  case circ = "Circ"
  case back = "Back"
  case elastic = "Elastic"
  case bounce = "Bounce"

  /// The eased value at `x` in 0…1.
  @inlinable
  public func value(at x: Double, _ direction: EasingDirection) -> Double {
    switch direction {
    case .in: easeIn(x)
    case .out: 1 - easeIn(1 - x)
    case .inOut:
      x < 0.5
        ? easeIn(2 * x, halves: true) / 2 : 1 - easeIn(2 - 2 * x, halves: true) / 2
    }
  }

  /// The ease-in form; ease-out mirrors it (1 − f(1 − x)) and ease-in-out joins two halves.
  ///
  /// Penner's out and in-out equations are exactly these reflections (expand them to check),
  /// except that the in-out halves of `back` and `elastic` use their own constants:
  /// overshoot 1.70158 × 1.525, and period 4.5 with phase 11.125.
  @inlinable
  func easeIn(_ x: Double, halves: Bool = false) -> Double {
    switch self {
    case .quad: return x * x
    case .cubic: return x * x * x
    case .quart: return x * x * x * x
    case .quint: return x * x * x * x * x
    case .sine: return 1 - cos(x * Double.pi / 2)
    case .expo: return x == 0 ? 0 : pow(2, 10 * x - 10)
    case .circ: return 1 - (1 - x * x).squareRoot()
    case .back:
      let c1 = halves ? 1.70158 * 1.525 : 1.70158
      return (c1 + 1) * x * x * x - c1 * x * x
    case .elastic:
      if x == 0 || x == 1 { return x }
      if halves { return -pow(2, 10 * x - 10) * sin((10 * x - 11.125) * (2 * Double.pi / 4.5)) }
      return -pow(2, 10 * x - 10) * sin((10 * x - 10.75) * (2 * Double.pi / 3))
    case .bounce: return 1 - PennerCurve.bounceOut(1 - x)
    }
  }

  @inlinable
  static func bounceOut(_ x: Double) -> Double {
    let n1 = 7.5625
    let d1 = 2.75
    if x < 1 / d1 { return n1 * x * x }
    if x < 2 / d1 {
      let u = x - 1.5 / d1
      return n1 * u * u + 0.75
    }
    if x < 2.5 / d1 {
      let u = x - 2.25 / d1
      return n1 * u * u + 0.9375
    }
    let u = x - 2.625 / d1
    return n1 * u * u + 0.984375
  }
}
