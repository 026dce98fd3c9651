import KinetypeCore
import Testing

@testable import KinetypeAnimation

/// The arc-length table's step is found by a walk from an even-speed guess where the lengths
/// are finite; it must be the step the bisection finds, on every path and at every fraction.
@Suite struct CompiledPathTests {
  static let hash = SeededHash(seed: 57)

  /// Paths of one to four segments: curves with their own speeds, straight lines, a segment
  /// of no length (a plateau in the table), a path that doubles back, and one that stays put.
  static var paths: [BezierPath] {
    var paths: [BezierPath] = []
    for n in 0..<40 {
      let v = { (channel: Int) in hash.value(in: -30...30, n, channel: UInt64(channel)) }
      var path = BezierPath(start: Point(x: v(0), y: v(1)))
      for segment in 0..<(1 + n % 4) {
        let c = 10 * segment
        switch (n + segment) % 4 {
        case 0: path.addLine(to: Point(x: v(c + 2), y: v(c + 3)))
        case 1: path.addLine(to: path.segments.last?.end ?? path.start)
        default:
          path.addCurve(
            to: Point(x: v(c + 2), y: v(c + 3)), control1: Point(x: v(c + 4), y: v(c + 5)),
            control2: Point(x: v(c + 6), y: v(c + 7)))
        }
      }
      paths.append(path)
    }
    var still = BezierPath(start: Point(x: 3, y: 4))
    still.addLine(to: Point(x: 3, y: 4))
    still.addLine(to: Point(x: 3, y: 4))
    paths.append(still)
    return paths
  }

  /// Fractions across the path and at its edges, including every step's own start (where `<=`
  /// and `<` part ways) and values out of 0…1.
  static func fractions(_ path: CompiledPath) -> [Double] {
    let total = path.lengths.last!
    var fractions = (0...200).map { Double($0) / 200 } + [-1, -0.0, 1.5, .leastNonzeroMagnitude]
    if total > 0 {
      fractions += path.lengths.flatMap { [$0 / total, $0.nextDown / total, $0.nextUp / total] }
    }
    return fractions
  }

  @Test func walkFindsTheBisectionsStep() {
    var checked = 0
    for path in Self.paths.map(CompiledPath.init) {
      let total = path.lengths.last!
      #expect(total.isFinite)
      for fraction in Self.fractions(path) {
        let along = min(max(fraction, 0), 1)
        let target = along * total
        path.lengths.withUnsafeBufferPointer { lengths in
          let walked = CompiledPath.step(below: target, in: lengths, near: along)
          let bisected = CompiledPath.bisect(target, in: lengths)
          #expect(walked == bisected, "fraction \(fraction) of \(total)")
        }
        checked += 1
      }
    }
    #expect(checked > 10_000)
  }

  /// A table with NaN in it (a runaway control point) is bisected as before: every comparison
  /// fails, so the first step, sampled at its start (the walk's guess would have trapped).
  @Test func nonFiniteLengthsAreBisected() {
    var path = BezierPath()
    path.addCurve(
      to: Point(x: 1, y: 1), control1: Point(x: .nan, y: 0), control2: Point(x: 0, y: 1))
    let compiled = CompiledPath(path)
    #expect(compiled.lengths.last!.isNaN)
    for fraction in [0, 0.5, 1, Double.nan] {
      let point = compiled.point(fraction)
      #expect(point.x.isNaN && point.y == 0, "fraction \(fraction)")
    }
  }
}
