import KinetypeCore
import Testing

@testable import KinetypeAnimation

/// The presentation fast paths (fresh arrays, bisection into runs, one evaluation per run of
/// equal delays, straight keyframes) change nothing when values are per glyph.
@Suite struct PerGlyphFastPathTests {
  static let glyphs = Fixtures.block(columns: 23, rows: 9)
  static let hash = SeededHash(seed: 31)

  /// A value in `range` for glyph `glyph` on `channel`.
  static func value(_ range: ClosedRange<Double>, _ glyph: Int, _ channel: UInt64) -> Double {
    hash.value(in: range, Int(channel) * 10_000 + glyph)
  }

  static func colour(_ glyph: Int, _ channel: UInt64) -> RGBA {
    RGBA(
      red: value(0...1, glyph, channel), green: value(0...1, glyph, channel + 1),
      blue: value(0...1, glyph, channel + 2))
  }

  /// Staggers with runs of equal delays (diagonal, row), without (random), and none: every
  /// glyph in one run, sharing one eased progress.
  static let staggers: [Stagger?] = [
    Stagger(.diagonal, spread: 1.5), Stagger(.row, spread: 1),
    Stagger(.random(channel: 4), spread: 1), nil,
  ]

  /// Each kind of per-glyph animation, on its own.
  static var kinds: [(name: String, kind: Animation.Kind)] {
    let n = glyphs.count
    var kinds: [(String, Animation.Kind)] = [
      (
        "basic",
        .basic(
          BasicAnimation(
            .opacity, fromByGlyph: (0..<n).map { value(0...1, $0, 1) },
            toByGlyph: (0..<n).map { value(0...1, $0, 2) }))
      ),
      (
        "basic by",
        .basic(
          BasicAnimation(
            .offset, by: Vector(dx: 1, dy: -1),
            fromByGlyph: (0..<n).map { Vector(dx: value(-3...3, $0, 3), dy: 1) }))
      ),
      (
        "spring",
        .spring(
          SpringAnimation(
            .scale, to: Vector.one,
            fromByGlyph: (0..<n).map { Vector(dx: value(0...2, $0, 4), dy: value(0...2, $0, 5)) }))
      ),
    ]
    for mode in [KeyframeAnimation.CalculationMode.linear, .cubic, .discrete] {
      kinds.append(
        (
          "keyframes \(mode)",
          .keyframe(
            KeyframeAnimation(
              .foregroundColour, values: [], calculationMode: mode,
              valuesByGlyph: (0..<n).map { g in (0..<3).map { colour(g, 10 + UInt64($0) * 3) } }))
        ))
    }
    kinds.append(
      (
        "keyframes eased",
        .keyframe(
          KeyframeAnimation(
            .opacity, values: [], keyTimes: [0, 0.3, 1], timingFunctions: [.easeIn],
            valuesByGlyph: (0..<n).map { g in (0..<3).map { value(0...1, g, 20 + UInt64($0)) } }))
      ))
    kinds.append(
      (
        "keyframes single",
        .keyframe(
          KeyframeAnimation(.zIndex, values: [], valuesByGlyph: (0..<n).map { [$0 % 7] }))
      ))
    let paths = (0..<n).map { g in
      var path = BezierPath()
      path.addCurve(
        to: Point(x: value(-4...4, g, 30), y: value(-2...2, g, 31)),
        control1: Point(x: value(-2...2, g, 32), y: 2),
        control2: Point(x: 1, y: value(-2...2, g, 33)))
      return path
    }
    kinds.append(("paths", .path(PathAnimation(rotatesAlongPath: true, pathsByGlyph: paths))))
    return kinds
  }

  /// Every kind under every stagger, at top level over every glyph (first writer: fresh
  /// arrays), over a selection, after an earlier writer (in place), and inside a staggered
  /// group, gives the same presentations with the fast paths on and off.
  @Test(arguments: kinds.map(\.name))
  func fastPathsChangeNoResult(kindName: String) throws {
    let kind = Self.kinds.first { $0.name == kindName }!.kind
    for stagger in Self.staggers {
      let timing = Timing(duration: 0.8, fillMode: .both)
      let whole = Animation(kind, timing: timing, timingFunction: .easeOut, stagger: stagger)
      var some = whole
      some.glyphs = .set(Set(stride(from: 0, to: Self.glyphs.count, by: 3)))
      var backwards = whole
      backwards.timing.fillMode = .backwards
      let grouped = Animation.group(
        [Animation(kind, timing: timing, glyphs: .lines([1, 3, 4]))],
        timing: Timing(duration: 2, fillMode: .forwards), stagger: stagger)
      for animations in [[whole], [some], [backwards, whole], [grouped], [some, grouped]] {
        let fast = try Timeline(glyphs: Self.glyphs, animations: animations, seed: 9)
        var plain = fast
        plain.usesFastPaths = false
        for step in -4...100 {
          let t = Double(step) / 30
          let same = fast.presentation(at: t) == plain.presentation(at: t)
          #expect(same, "\(kindName), t = \(t)")
        }
      }
    }
  }

  /// Per-glyph values reach the per-target blends: the fast and plain timelines are not
  /// trivially equal because every glyph shows the same thing.
  @Test func perGlyphValuesDifferBetweenGlyphs() throws {
    for (name, kind) in Self.kinds {
      let t = try Timeline(
        glyphs: Self.glyphs,
        animations: [Animation(kind, timing: Timing(duration: 1, fillMode: .both))])
      let glyphs = t.presentation(at: 0.7).glyphs
      #expect(Set(glyphs).count > 1, "\(name)")
    }
  }
}
