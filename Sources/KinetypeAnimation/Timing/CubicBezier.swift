/// A cubic Bézier timing curve from (0, 0) to (1, 1), solved for y given x.
///
/// The x polynomial is inverted with Newton's method from a guess read off a small table, and
/// by bisection where the derivative is too flat for Newton to be trusted; either way the
/// parameter is found to within 1e-7, so y is within 1e-6 of the exact curve. x1 and x2 lie in
/// 0…1, which makes x(t) monotonic and the answer unique.
public struct CubicBezier: Hashable, Sendable {
  public let x1: Double
  public let y1: Double
  public let x2: Double
  public let y2: Double

  // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, likewise y.
  @usableFromInline let ax, bx, cx, ay, by, cy: Double

  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    precondition((0...1).contains(x1) && (0...1).contains(x2), "x1 and x2 must lie in 0…1")
    precondition(y1.isFinite && y2.isFinite, "y1 and y2 must be finite")
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  public static func == (a: Self, b: Self) -> Bool {
    a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }

  @inlinable func x(_ t: Double) -> Double { Self.polynomial(t, ax, bx, cx) }
  @inlinable func y(_ t: Double) -> Double { Self.polynomial(t, ay, by, cy) }

  /// ((a·t + b)·t + c)·t: x(t) or y(t) from its coefficients, the one place the operations
  /// are written, so every caller gets the same bits.
  @inlinable @inline(__always)
  static func polynomial(_ t: Double, _ a: Double, _ b: Double, _ c: Double) -> Double {
    ((a * t + b) * t + c) * t
  }

  /// The curve parameter t at which x(t) = `x`, to within 1e-7.
  @inlinable
  public func parameter(forX x: Double) -> Double {
    parameter(forX: x, guess: x)
  }

  /// The parameter for `x`, Newton starting from `guess`, then bisection if Newton stalls or
  /// leaves 0…1.
  @inlinable @inline(__always)
  func parameter(forX x: Double, guess: Double) -> Double {
    Self.parameter(forX: x, guess: guess, ax, bx, cx)
  }

  /// `parameter(forX:guess:)` from the x polynomial's coefficients alone: passed in registers.
  /// Where the solver is not inlined, a curve held in a timeline's pass was copied to the
  /// stack for each call, to be passed by address.
  @inlinable
  static func parameter(
    forX x: Double, guess: Double, _ ax: Double, _ bx: Double, _ cx: Double
  ) -> Double {
    // The curve's x(t) and its slope.
    @inline(__always) func curveX(_ t: Double) -> Double { polynomial(t, ax, bx, cx) }
    @inline(__always) func curveDX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var t = guess
    for _ in 0..<8 {
      let error = curveX(t) - x
      if abs(error) < 1e-7 { return t }
      let slope = curveDX(t)
      if abs(slope) < 1e-6 { break }
      let next = t - error / slope
      if next < 0 || next > 1 { break }
      t = next
    }
    // Bisection: x(t) is monotonic on 0…1.
    var low = 0.0
    var high = 1.0
    t = x
    while high - low > 1e-7 {
      let value = curveX(t)
      if abs(value - x) < 1e-7 { return t }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }

  /// The curve's y where its x is `x`; `x` outside 0…1 is clamped.
  @inlinable
  public func y(atX x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return y(parameter(forX: x))
  }

  /// How many table entries `guessTable()` makes: the parameter at x = i / 16, i in 0…16.
  static let guessCount = 17

  /// The parameter at evenly spaced x, for `y(atX:guesses:)`.
  func guessTable() -> [Double] {
    (0..<Self.guessCount).map { parameter(forX: Double($0) / Double(Self.guessCount - 1)) }
  }

  /// `y(atX:)` with Newton started from a straight-line guess between table entries: one or two
  /// steps instead of four or five (Newton from t = x), for the timeline's per-glyph loop.
  ///
  /// It hands the solver the polynomials' coefficients, which go in registers: a curve taken by
  /// address was copied to the stack for each glyph where a timeline's pass holds it.
  @inlinable @inline(__always)
  func y(atX x: Double, guesses: UnsafePointer<Double>) -> Double {
    Self.y(atX: x, guesses: guesses, x: (ax, bx, cx), y: (ay, by, cy))
  }

  /// `y(atX:guesses:)` from the coefficients of x(t) and y(t).
  @inlinable
  static func y(
    atX x: Double, guesses: UnsafePointer<Double>, x xs: (Double, Double, Double),
    y ys: (Double, Double, Double)
  ) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    let scaled = x * 16
    let index = Int(scaled)
    let low = guesses[index]
    let guess = low + (guesses[index + 1] - low) * (scaled - Double(index))
    let t = parameter(forX: x, guess: guess, xs.0, xs.1, xs.2)
    return polynomial(t, ys.0, ys.1, ys.2)
  }
}
