import KinetypeCore
import Testing

@testable import KinetypeAnimation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct TimingFunctionTests {
  static let all: [TimingFunction] =
    [.linear] + NamedCurve.allCases.map { .named($0) }
    + PennerCurve.allCases.flatMap { c in EasingDirection.allCases.map { .penner(c, $0) } }
    + [.cubicBezier(0.1, 0.9, 0.2, 0.95), .cubicBezier(0.68, -0.55, 0.265, 1.55)]
    + StepPosition.allCases.map { .steps(4, $0) }
    + [
      .spring(Spring()), .spring(Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)),
    ]

  @Test func thereAreThirtyPennerCurves() {
    #expect(PennerCurve.allCases.count * EasingDirection.allCases.count == 30)
  }

  @Test(arguments: all)
  func endpointsAreZeroAndOne(function: TimingFunction) {
    if case .steps(_, let position) = function,
      [.jumpStart, .start, .jumpBoth].contains(position)
    {
      #expect(function(0) > 0)  // these jump on entry, by design
    } else {
      #expect(abs(function(0)) < 1e-12)
    }
    #expect(abs(function(1) - 1) < 1e-12)
  }

  @Test func namedCurvesHaveTheDocumentedControlPoints() {
    // Apple: kCAMediaTimingFunctionEaseIn (0.42, 0, 1, 1), EaseOut (0, 0, 0.58, 1),
    // EaseInEaseOut (0.42, 0, 0.58, 1), Default (0.25, 0.1, 0.25, 1); CSS: ease equals Default.
    #expect(NamedCurve.easeIn.bezier == CubicBezier(0.42, 0, 1, 1))
    #expect(NamedCurve.easeOut.bezier == CubicBezier(0, 0, 0.58, 1))
    #expect(NamedCurve.easeInEaseOut.bezier == CubicBezier(0.42, 0, 0.58, 1))
    #expect(NamedCurve.default.bezier == CubicBezier(0.25, 0.1, 0.25, 1))
    #expect(NamedCurve.ease.bezier == CubicBezier(0.25, 0.1, 0.25, 1))
    #expect(NamedCurve.cssEaseIn.bezier == NamedCurve.easeIn.bezier)
    #expect(NamedCurve.cssEaseOut.bezier == NamedCurve.easeOut.bezier)
    #expect(NamedCurve.cssEaseInOut.bezier == NamedCurve.easeInEaseOut.bezier)
  }

  /// Reference values from a separate solver: 200 bisection steps on the Bernstein form, in
  /// Python; ease(0.25) ≈ 0.4085 and ease(0.5) ≈ 0.8024 are the commonly quoted figures.
  @Test func cssCurvesMatchReferenceValues() {
    let xs = [0.1, 0.25, 0.5, 0.75, 0.9]
    let reference: [(String, [Double])] = [
      ("ease", [0.094796, 0.408511, 0.802403, 0.960459, 0.994316]),
      ("ease-in", [0.017027, 0.093465, 0.315357, 0.621862, 0.839428]),
      ("ease-out", [0.160572, 0.378138, 0.684643, 0.906535, 0.982973]),
      ("ease-in-out", [0.019722, 0.129162, 0.5, 0.870838, 0.980278]),
    ]
    for (name, values) in reference {
      let function = try! TimingFunction(parsing: name)
      for (x, y) in zip(xs, values) {
        #expect(abs(function(x) - y) < 1.5e-6, "\(name)(\(x)) = \(function(x)), expected \(y)")
      }
    }
    let custom = TimingFunction.cubicBezier(0.1, 0.9, 0.2, 0.95)
    for (x, y) in [(0.01, 0.0869809), (0.3, 0.8675164), (0.8, 0.9858385)] {
      #expect(abs(custom(x) - y) < 1e-6)
    }
    // Flat in the middle: Newton's slope is tiny there and bisection takes over.
    let steep = TimingFunction.cubicBezier(0.9, 0, 0.1, 1)
    for (x, y) in [(0.49, 0.4083396), (0.5, 0.5), (0.51, 0.5916604)] {
      #expect(abs(steep(x) - y) < 1e-6)
    }
  }

  @Test func cubicSolverIsMonotonicAndAccurate() {
    let hash = SeededHash(seed: 7)
    for seed in 0..<200 {
      let bezier = CubicBezier(
        hash.unit(seed, channel: 1), hash.value(in: -1...2, seed, channel: 2),
        hash.unit(seed, channel: 3), hash.value(in: -1...2, seed, channel: 4))
      var previousT = 0.0
      for step in 0...200 {
        let x = Double(step) / 200
        let t = bezier.parameter(forX: x)
        #expect(t >= previousT - 1e-9, "parameter must not fall: \(bezier) at \(x)")
        #expect(abs(bezier.x(t) - x) < 1e-6)
        previousT = t
      }
    }
    // With both y controls in 0…1 the curve itself rises.
    let rising = TimingFunction.named(.easeInEaseOut)
    var previous = 0.0
    for step in 0...1000 {
      let y = rising(Double(step) / 1000)
      #expect(y >= previous)
      previous = y
    }
  }

  /// Values worked by hand from Penner's equations (easings.net forms).
  @Test func pennerCurvesAtKnownValues() {
    let cases: [(PennerCurve, EasingDirection, Double, Double)] = [
      (.quad, .in, 0.5, 0.25),
      (.quad, .out, 0.5, 0.75),
      (.quad, .inOut, 0.25, 0.125),  // 2x²
      (.cubic, .out, 0.5, 0.875),
      (.cubic, .inOut, 0.75, 0.9375),  // 1 − (−2x+2)³/2
      (.quart, .inOut, 0.25, 0.03125),  // 8x⁴
      (.quint, .in, 0.5, 0.03125),
      (.sine, .in, 0.5, 1 - cos(Double.pi / 4)),
      (.sine, .inOut, 0.25, (1 - cos(Double.pi / 4)) / 2),
      (.expo, .out, 0.5, 0.96875),  // 1 − 2⁻⁵
      (.expo, .inOut, 0.25, 0.015625),  // 2^(20x−10)/2
      (.circ, .in, 0.5, 1 - 0.75.squareRoot()),
      (.back, .in, 0.5, 2.70158 * 0.125 - 1.70158 * 0.25),
      (.back, .out, 0.5, 1 - 2.70158 * 0.125 + 1.70158 * 0.25),
      // c2 = 1.70158 × 1.525; x = 0.25: ((2x)²((c2+1)·2x − c2))/2
      (.back, .inOut, 0.25, (0.25 * ((1.70158 * 1.525 + 1) * 0.5 - 1.70158 * 1.525)) / 2),
      (.elastic, .in, 0.5, -0.015625),  // −2⁻⁵ sin(−5.75 · 2π/3) = −2⁻⁵ sin(π/6)
      (.elastic, .out, 0.5, 1.015625),
      // x = 0.25: −(2^(−5) sin((5 − 11.125)·2π/4.5))/2
      (.elastic, .inOut, 0.25, -(pow(2, -5) * sin(-6.125 * 2 * Double.pi / 4.5)) / 2),
      (.bounce, .out, 0.5, 0.765625),  // 7.5625 (0.5 − 1.5/2.75)² + 0.75
      (.bounce, .in, 0.5, 0.234375),
      (.bounce, .out, 0.2, 7.5625 * 0.04),
      (.bounce, .inOut, 0.75, (1 + 0.765625) / 2),
    ]
    for (curve, direction, x, expected) in cases {
      let value = curve.value(at: x, direction)
      #expect(abs(value - expected) < 1e-12, "ease\(direction.rawValue)\(curve.rawValue)(\(x))")
    }
  }

  @Test func inOutCurvesPassThroughTheMiddle() {
    for curve in PennerCurve.allCases {
      #expect(abs(curve.value(at: 0.5, .inOut) - 0.5) < 1e-12, "\(curve)")
    }
  }

  /// CSS Easing Functions Level 1, §3.2 examples.
  @Test func stepsFollowCSS() {
    func steps(_ n: Int, _ p: StepPosition, _ x: Double) -> Double { TimingFunction.steps(n, p)(x) }
    #expect(steps(4, .jumpEnd, 0.3) == 0.25)
    #expect(steps(4, .jumpStart, 0.3) == 0.5)
    #expect(steps(4, .jumpNone, 0.3) == 1.0 / 3)
    #expect(steps(4, .jumpBoth, 0.3) == 0.4)
    #expect(steps(4, .jumpBoth, 0) == 0.2)
    #expect(steps(4, .jumpStart, 0) == 0.25)
    #expect(steps(4, .jumpEnd, 0.999) == 0.75)
    #expect(steps(1, .end, 0.5) == 0)  // step-end
    #expect(steps(1, .start, 0.5) == 1)  // step-start
  }
}
