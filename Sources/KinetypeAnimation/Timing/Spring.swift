#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A damped harmonic oscillator pulled from 0 to 1: `CASpringAnimation`'s physics in closed
/// form.
///
/// The value at time t is `1 − x(t)`, where `m·x″ + c·x′ + k·x = 0`, `x(0) = 1` and
/// `x′(0) = −initialVelocity` (a positive velocity moves towards the target, in units of the
/// whole distance per second). With ω₀ = √(k/m) and ζ = c / (2√(km)):
///
/// - under-damped (ζ < 1), ω_d = ω₀√(1−ζ²):
///   `x = e^(−ζω₀t) (cos ω_d t + ((ζω₀ − v₀)/ω_d) sin ω_d t)`
/// - critically damped (ζ = 1): `x = e^(−ω₀t) (1 + (ω₀ − v₀) t)`
/// - over-damped (ζ > 1), r₁,₂ = −ω₀(ζ ∓ √(ζ²−1)): `x = C₁e^(r₁t) + C₂e^(r₂t)`,
///   `C₂ = (−v₀ − r₁)/(r₂ − r₁)`, `C₁ = 1 − C₂`.
///
/// `settlingDuration` is the time after which |x| stays within `settlingThreshold` (0.1 % of
/// the distance) for good, found on a 1 ms grid bounded by the solution's decaying envelope.
public struct Spring: Hashable, Sendable {
  public let mass: Double
  public let stiffness: Double
  public let damping: Double
  public let initialVelocity: Double
  /// When the motion has died down to within `settlingThreshold` of the target, in seconds.
  public private(set) var settlingDuration: Double
  /// 1 − value(at: settlingDuration): what is left of the motion when it counts as settled.
  @usableFromInline private(set) var residual = 0.0

  /// How close to the target counts as settled, as a fraction of the distance.
  public static let settlingThreshold = 0.001

  @usableFromInline let regime: Regime
  // Under: decay, ωd, A, B. Critical: ω0, A, B. Over: r1, r2, C1, C2.
  @usableFromInline let p0, p1, p2, p3: Double

  @usableFromInline
  enum Regime: Hashable, Sendable { case under, critical, over }

  /// A spring; the defaults are `CASpringAnimation`'s.
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0
  ) {
    precondition(
      mass > 0 && stiffness > 0 && damping > 0, "mass, stiffness and damping must be > 0")
    precondition(initialVelocity.isFinite, "initialVelocity must be finite")
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    let omega = (stiffness / mass).squareRoot()
    let zeta = damping / (2 * (stiffness * mass).squareRoot())
    let v0 = initialVelocity
    if abs(zeta - 1) < 1e-9 {
      regime = .critical
      (p0, p1, p2, p3) = (omega, 1, omega - v0, 0)
    } else if zeta < 1 {
      regime = .under
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      (p0, p1, p2, p3) = (zeta * omega, omegaD, 1, (zeta * omega - v0) / omegaD)
    } else {
      regime = .over
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let c2 = (-v0 - r1) / (r2 - r1)
      (p0, p1, p2, p3) = (r1, r2, 1 - c2, c2)
    }
    settlingDuration = 0
    settlingDuration = settlingTime()
    residual = 1 - value(at: settlingDuration)
  }

  public static func == (a: Self, b: Self) -> Bool {
    a.mass == b.mass && a.stiffness == b.stiffness && a.damping == b.damping
      && a.initialVelocity == b.initialVelocity
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(mass)
    hasher.combine(stiffness)
    hasher.combine(damping)
    hasher.combine(initialVelocity)
  }

  /// The damping ratio ζ: below 1 the spring overshoots and rings, at 1 or above it does not.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The spring's position at `time` seconds: 0 at rest at the start, heading for 1.
  @inlinable
  public func value(at time: Double) -> Double {
    if time <= 0 { return 0 }
    return 1 - displacement(time)
  }

  /// The position at `progress × settlingDuration`, as a timing function: the small miss that
  /// remains at the settling time (below `settlingThreshold`) is taken out in proportion to
  /// progress, so the curve is continuous and ends exactly on 1.
  @inlinable
  public func value(atProgress progress: Double) -> Double {
    if progress >= 1 { return 1 }
    if progress <= 0 { return 0 }
    return value(at: progress * settlingDuration) + progress * residual
  }

  @inlinable
  func displacement(_ t: Double) -> Double {
    switch regime {
    case .under: exp(-p0 * t) * (p2 * cos(p1 * t) + p3 * sin(p1 * t))
    case .critical: exp(-p0 * t) * (p1 + p2 * t)
    case .over: p2 * exp(p0 * t) + p3 * exp(p1 * t)
    }
  }

  /// An upper bound on |x(t)| that falls for good once it is below the threshold.
  private func envelope(_ t: Double) -> Double {
    switch regime {
    case .under: exp(-p0 * t) * (p2 * p2 + p3 * p3).squareRoot()
    case .critical: exp(-p0 * t) * (abs(p1) + abs(p2) * t)
    case .over: abs(p2) * exp(p0 * t) + abs(p3) * exp(p1 * t)
    }
  }

  private func settlingTime() -> Double {
    let step = 0.001
    var lastOutside = 0.0
    // The critical envelope can rise before it falls; it falls for good after 1/ω0.
    let envelopeFallsAfter = regime == .critical ? 1 / p0 : 0
    for i in 0..<10_000_000 {
      let t = Double(i) * step
      if abs(displacement(t)) > Self.settlingThreshold { lastOutside = t }
      if t > envelopeFallsAfter && envelope(t) <= Self.settlingThreshold { break }
    }
    return lastOutside + step
  }
}
