/// How progress through a cycle maps to progress through the values: Core Animation's
/// `CAMediaTimingFunction`, CSS's `<easing-function>`, Penner's curves, steps and springs.
///
/// Every function maps 0 to 0 and 1 to 1 except steps with `jump-start`/`jump-both` (which
/// leave 0 at once) and may overshoot in between (back, elastic, spring). Every function has a
/// canonical spelling, `description`, which `init(parsing:)` reads back to an equal function;
/// see `TimingFunction+Parsing.swift` for the grammar.
public enum TimingFunction: Hashable, Sendable {
  /// Progress unchanged.
  case linear
  /// One of Core Animation's or CSS's named cubic Bézier curves.
  case named(NamedCurve)
  /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2).
  case cubicBezier(CubicBezier)
  /// One of Robert Penner's easing equations.
  case penner(PennerCurve, EasingDirection)
  /// A staircase of `count` steps, CSS's `steps()`.
  case steps(Int, StepPosition)
  /// A damped spring's response, run until it settles.
  case spring(Spring)

  /// Core Animation's `default` curve.
  public static let `default` = TimingFunction.named(.default)
  public static let easeIn = TimingFunction.named(.easeIn)
  public static let easeOut = TimingFunction.named(.easeOut)
  public static let easeInEaseOut = TimingFunction.named(.easeInEaseOut)
  /// CSS's `ease`.
  public static let ease = TimingFunction.named(.ease)

  /// A cubic Bézier through control points (x1, y1) and (x2, y2); x1 and x2 must be in 0…1.
  public static func cubicBezier(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double
  ) -> TimingFunction {
    .cubicBezier(CubicBezier(x1, y1, x2, y2))
  }

  /// The eased progress for `progress` in 0…1.
  ///
  /// - Complexity: O(1); a cubic Bézier takes a few Newton steps (see `CubicBezier`).
  @inlinable
  public func callAsFunction(_ progress: Double) -> Double {
    switch self {
    case .linear: progress
    case .named(let name): name.bezier.y(atX: progress)
    case .cubicBezier(let bezier): bezier.y(atX: progress)
    case .penner(let curve, let direction): curve.value(at: progress, direction)
    case .steps(let count, let position): position.value(at: progress, steps: count)
    case .spring(let spring): spring.value(atProgress: progress)
    }
  }
}

/// The named cubic Bézier curves of Core Animation (`kCAMediaTimingFunction…`) and CSS.
///
/// Both sets are listed even where their control points agree (`default` and `ease`), so that a
/// name reads back as itself.
public enum NamedCurve: String, Hashable, Sendable, CaseIterable {
  case easeIn, easeOut, easeInEaseOut, `default`
  case ease, cssEaseIn = "ease-in", cssEaseOut = "ease-out", cssEaseInOut = "ease-in-out"

  /// The control points: Apple's documented values, and the CSS Easing Functions Level 1 ones.
  public var bezier: CubicBezier {
    switch self {
    case .easeIn, .cssEaseIn: CubicBezier(0.42, 0, 1, 1)
    case .easeOut, .cssEaseOut: CubicBezier(0, 0, 0.58, 1)
    case .easeInEaseOut, .cssEaseInOut: CubicBezier(0.42, 0, 0.58, 1)
    case .default, .ease: CubicBezier(0.25, 0.1, 0.25, 1)
    }
  }
}

/// Which end of a curve the easing applies to.
public enum EasingDirection: String, Hashable, Sendable, CaseIterable {
  case `in` = "In"
  case out = "Out"
  case inOut = "InOut"
}

/// Where the jumps of a `steps()` function fall (CSS Easing Functions Level 1, §3.2).
///
/// `start` and `end` are CSS's older spellings of `jump-start` and `jump-end`; they are kept
/// apart so that each reads back as itself.
public enum StepPosition: String, Hashable, Sendable, CaseIterable {
  case jumpStart = "jump-start"
  case jumpEnd = "jump-end"
  case jumpNone = "jump-none"
  case jumpBoth = "jump-both"
  case start
  case end

  /// CSS's step algorithm for an input in 0…1.
  @inlinable
  public func value(at progress: Double, steps: Int) -> Double {
    let count = Double(steps)
    var step = (progress * count).rounded(.down)
    let jumps: Double
    switch self {
    case .jumpStart, .start:
      step += 1
      jumps = count
    case .jumpEnd, .end: jumps = count
    case .jumpNone: jumps = count - 1
    case .jumpBoth:
      step += 1
      jumps = count + 1
    }
    if progress >= 0 && step < 0 { step = 0 }
    if progress <= 1 && step > jumps { step = jumps }
    return step / jumps
  }
}

extension TimingFunction {
  /// The same function in the form quickest to evaluate: named curves become their Bézier.
  var resolved: TimingFunction {
    if case .named(let name) = self { return .cubicBezier(name.bezier) }
    return self
  }
}
