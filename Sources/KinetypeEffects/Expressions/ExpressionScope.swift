import KinetypeCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an expression's names mean for one glyph (or particle), and the parameter values and
/// seed its `$names` and `random(…)` draw on.
public struct ExpressionScope: Sendable {
  /// The names expressions may use.
  public enum Variable: String, Hashable, Sendable, CaseIterable {
    case index, count, column, row, width, line, word, letter, distance, textColumn, textRow
    case originColumn, originRow, columns, rows, textColumns, textRows, trail
    case wordLeft, wordRight

    /// Whether its value differs from glyph to glyph (else it is the canvas's or the text's).
    public var variesByGlyph: Bool {
      switch self {
      case .columns, .rows, .textColumns, .textRows: false
      default: true
      }
    }
  }

  /// Per-glyph values, one field per glyph name.
  public struct Glyph: Sendable {
    public var index = 0.0
    public var count = 0.0
    public var column = 0.0
    public var row = 0.0
    public var width = 1.0
    public var line = 0.0
    public var word = 0.0
    /// The big letter in display type; the glyph's index in ordinary text.
    public var letter = 0.0
    public var distance = 0.0
    public var textColumn = 0.0
    public var textRow = 0.0
    public var originColumn = 0.0
    public var originRow = 0.0
    /// The canvas columns of the first and last cell of the glyph's word: a word moves as one
    /// train when each of its glyphs knows how far it is from either end.
    public var wordLeft = 0.0
    public var wordRight = 0.0
    /// Along a particle's trail: 0 at the head, 1 at the tail (0 for everything else).
    public var trail = 0.0
    /// What `random(…)` is keyed by: the glyph's timeline number, so draws differ per glyph.
    public var key = 0

    public init() {}
  }

  public var parameters: [String: Double]
  public var seed: UInt64
  public var stage: EffectStage
  public var textSize: GridSize
  public var glyph = Glyph()

  public init(
    parameters: [String: Double], seed: UInt64, stage: EffectStage, textSize: GridSize
  ) {
    self.parameters = parameters
    self.seed = seed
    self.stage = stage
    self.textSize = textSize
  }

  /// Whether `name` means something in an expression.
  public static func knows(_ name: String) -> Bool { Variable(rawValue: name) != nil }

  func value(of variable: Variable) -> Double {
    switch variable {
    case .columns: Double(stage.size.columns)
    case .rows: Double(stage.size.rows)
    case .textColumns: Double(textSize.columns)
    case .textRows: Double(textSize.rows)
    default: glyph.value(of: variable) ?? .nan
    }
  }
}

extension ExpressionScope.Glyph {
  /// The glyph's value of `variable`, or nil for a name of the canvas or the text.
  @inline(__always)
  func value(of variable: ExpressionScope.Variable) -> Double? {
    switch variable {
    case .index: index
    case .count: count
    case .column: column
    case .row: row
    case .width: width
    case .line: line
    case .word: word
    case .letter: letter
    case .distance: distance
    case .textColumn: textColumn
    case .textRow: textRow
    case .originColumn: originColumn
    case .originRow: originRow
    case .trail: trail
    case .wordLeft: wordLeft
    case .wordRight: wordRight
    case .columns, .rows, .textColumns, .textRows: nil
    }
  }
}

extension Expression {
  /// The expression's value in `scope`. Names and parameters are checked when the effect is
  /// built (`AnimationBuilder`), so an unknown one here reads as NaN rather than trapping;
  /// division by zero gives ±infinity, which the builder reports as not finite.
  public func evaluate(in scope: ExpressionScope) -> Double {
    Self.evaluate(root, scope)
  }

  private static func evaluate(_ node: Node, _ scope: ExpressionScope) -> Double {
    switch node {
    case .number(let value): return value
    case .variable(let variable): return scope.value(of: variable)
    case .name: return .nan
    case .parameter(let name): return scope.parameters[name] ?? .nan
    case .negate(let inner): return -evaluate(inner, scope)
    case .binary(let op, let a, let b): return op.apply(evaluate(a, scope), evaluate(b, scope))
    case .random(let a, let b, let per, let channel):
      return random(
        evaluate(a, scope), evaluate(b, scope), per: per, channel: channel, scope.glyph,
        scope.seed)
    case .hash(let inner, let channel):
      return hash(evaluate(inner, scope), channel: channel, seed: scope.seed)
    case .call(let function, let arguments):
      let values = arguments.map { evaluate($0, scope) }
      return function.apply(count: values.count) { values[$0] }
    }
  }

  /// `random(low, high)` for `glyph`: a seeded draw keyed by what `per` names.
  @inline(__always)
  static func random(
    _ low: Double, _ high: Double, per: RandomKey, channel: UInt64, _ glyph: ExpressionScope.Glyph,
    _ seed: UInt64
  ) -> Double {
    let key: Int
    switch per {
    case .glyph: key = glyph.key
    case .line: key = Int(glyph.line)
    case .word: key = Int(glyph.word)
    case .letter: key = Int(glyph.letter)
    }
    let unit = SeededHash(seed: seed).unit(key, channel: channel)
    return low + (high - low) * unit
  }

  /// `hash(x)`: a seeded number in 0…1 keyed by `floor(x)`; NaN where that is no integer.
  @inline(__always)
  static func hash(_ x: Double, channel: UInt64, seed: UInt64) -> Double {
    guard x.isFinite, Swift.abs(x) < 1e15 else { return .nan }
    return SeededHash(seed: seed).unit(Int(x.rounded(.down)), channel: channel)
  }
}

extension Expression.Operator {
  @inline(__always)
  func apply(_ x: Double, _ y: Double) -> Double {
    switch self {
    case .add: x + y
    case .subtract: x - y
    case .multiply: x * y
    case .divide: x / y
    }
  }
}

extension Expression.Function {
  /// The function of `count` arguments, argument `k` being `argument(k)`.
  @inline(__always)
  func apply(count: Int, _ argument: (Int) -> Double) -> Double {
    switch self {
    case .min, .max:
      // As `Sequence.min()` and `max()` do: a later argument replaces the one held only when
      // strictly below (above) it, which decides where a NaN or a signed zero wins.
      var result = argument(0)
      for k in 1..<count {
        let next = argument(k)
        if self == .min ? next < result : result < next { result = next }
      }
      return result
    case .clamp: return Swift.min(Swift.max(argument(0), argument(1)), argument(2))
    case .sin: return sine(argument(0))
    case .cos: return cosine(argument(0))
    case .abs: return Swift.abs(argument(0))
    case .floor: return argument(0).rounded(.down)
    case .round: return argument(0).rounded()
    case .frac, .fract: return argument(0) - argument(0).rounded(.down)
    case .lerp: return argument(0) + (argument(1) - argument(0)) * argument(2)
    case .step: return argument(1) < argument(0) ? 0 : 1
    case .even, .odd:
      guard argument(0).isFinite else { return .nan }
      let isEven = argument(0).rounded(.down).truncatingRemainder(dividingBy: 2) == 0
      return isEven == (self == .even) ? 1 : 0
    case .choose:
      let choices = Double(count - 1)
      guard argument(0).isFinite else { return .nan }
      var i = argument(0).rounded(.down).truncatingRemainder(dividingBy: choices)
      if i < 0 { i += choices }
      return argument(1 + Int(i))
    case .sqrt: return argument(0).squareRoot()
    case .mod:
      let m = argument(1)
      let r = argument(0).truncatingRemainder(dividingBy: m)
      return r < 0 && m > 0 ? r + m : r
    case .hypot: return (argument(0) * argument(0) + argument(1) * argument(1)).squareRoot()
    }
  }

}

/// libm's, by names the cases of `Expression.Function` do not hide.
private func sine(_ x: Double) -> Double { sin(x) }
private func cosine(_ x: Double) -> Double { cos(x) }
