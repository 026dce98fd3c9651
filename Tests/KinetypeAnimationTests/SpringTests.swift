import KinetypeCore
import Testing

@testable import KinetypeAnimation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct SpringTests {
  /// m x″ + c x′ + k x = 0 integrated with fourth-order Runge–Kutta, as an independent check of
  /// the closed forms; returns the spring's value 1 − x.
  static func integrated(_ s: Spring, until end: Double) -> Double {
    var x = 1.0
    var v = -s.initialVelocity
    let h = 1e-4
    func a(_ x: Double, _ v: Double) -> Double { (-s.stiffness * x - s.damping * v) / s.mass }
    for _ in 0..<Int((end / h).rounded()) {
      let k1x = v
      let k1v = a(x, v)
      let k2x = v + h / 2 * k1v
      let k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
      let k3x = v + h / 2 * k2v
      let k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
      let k4x = v + h * k3v
      let k4v = a(x + h * k3x, v + h * k3v)
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return 1 - x
  }

  static let springs = [
    Spring(mass: 1, stiffness: 100, damping: 10),  // under-damped, ζ = 0.5
    Spring(mass: 1, stiffness: 100, damping: 20),  // critical, ζ = 1
    Spring(mass: 1, stiffness: 100, damping: 50),  // over-damped, ζ = 2.5
    Spring(mass: 2, stiffness: 300, damping: 8, initialVelocity: 5),
    Spring(mass: 1, stiffness: 50, damping: 30, initialVelocity: -3),
  ]

  @Test(arguments: springs)
  func closedFormMatchesIntegration(spring: Spring) {
    for t in [0.05, 0.1, 0.3, 0.7, 1.2] {
      #expect(abs(spring.value(at: t) - Self.integrated(spring, until: t)) < 1e-6, "t = \(t)")
    }
  }

  @Test(arguments: springs)
  func settles(spring: Spring) {
    let settle = spring.settlingDuration
    #expect(settle > 0 && settle < 60)
    for step in 0...2000 {
      let t = settle + Double(step) * 0.005
      #expect(abs(spring.value(at: t) - 1) <= Spring.settlingThreshold)
    }
    // And not long before: some earlier moment is outside the threshold.
    #expect(abs(spring.value(at: settle - 0.01) - 1) > Spring.settlingThreshold * 0.5)
    #expect(spring.value(atProgress: 1) == 1)
    #expect(spring.value(atProgress: 0) == 0)
  }

  @Test func underDampedOvershootsAndCriticalDoesNot() {
    let under = Spring(mass: 1, stiffness: 100, damping: 10)
    let critical = Spring(mass: 1, stiffness: 100, damping: 20)
    #expect(under.dampingRatio == 0.5)
    #expect(critical.dampingRatio == 1)
    let samples = (1...2000).map { Double($0) * 0.001 }
    #expect(samples.contains { under.value(at: $0) > 1.1 })
    #expect(samples.allSatisfy { critical.value(at: $0) <= 1 })
    // Critically damped from rest: 1 − e^(−ω t)(1 + ω t), ω = 10.
    #expect(abs(critical.value(at: 0.2) - (1 - exp(-2) * 3)) < 1e-12)
  }
}
