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
    case .index: glyph.index
    case .count: glyph.count
    case .column: glyph.column
    case .row: glyph.row
    case .width: glyph.width
    case .line: glyph.line
    case .word: glyph.word
    case .letter: glyph.letter
    case .distance: glyph.distance
    case .textColumn: glyph.textColumn
    case .textRow: glyph.textRow
    case .originColumn: glyph.originColumn
    case .originRow: glyph.originRow
    case .trail: glyph.trail
    case .wordLeft: glyph.wordLeft
    case .wordRight: glyph.wordRight
    case .columns: Double(stage.size.columns)
    case .rows: Double(stage.size.rows)
    case .textColumns: Double(textSize.columns)
    case .textRows: Double(textSize.rows)
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
    case .binary(let op, let a, let b):
      let (x, y) = (evaluate(a, scope), evaluate(b, scope))
      switch op {
      case .add: return x + y
      case .subtract: return x - y
      case .multiply: return x * y
      case .divide: return x / y
      }
    case .random(let a, let b, let per, let channel):
      let (low, high) = (evaluate(a, scope), evaluate(b, scope))
      let key: Int
      switch per {
      case .glyph: key = scope.glyph.key
      case .line: key = Int(scope.glyph.line)
      case .word: key = Int(scope.glyph.word)
      case .letter: key = Int(scope.glyph.letter)
      }
      let unit = SeededHash(seed: scope.seed).unit(key, channel: channel)
      return low + (high - low) * unit
    case .hash(let inner, let channel):
      let x = evaluate(inner, scope)
      guard x.isFinite, Swift.abs(x) < 1e15 else { return .nan }
      return SeededHash(seed: scope.seed).unit(Int(x.rounded(.down)), channel: channel)
    case .call(let function, let arguments):
      let values = arguments.map { evaluate($0, scope) }
      switch function {
      case .min: return values.min()!
      case .max: return values.max()!
      case .clamp: return Swift.min(Swift.max(values[0], values[1]), values[2])
      case .sin: return sin(values[0])
      case .cos: return cos(values[0])
      case .abs: return Swift.abs(values[0])
      case .floor: return values[0].rounded(.down)
      case .round: return values[0].rounded()
      case .frac, .fract: return values[0] - values[0].rounded(.down)
      case .lerp: return values[0] + (values[1] - values[0]) * values[2]
      case .step: return values[1] < values[0] ? 0 : 1
      case .even, .odd:
        guard values[0].isFinite else { return .nan }
        let isEven = values[0].rounded(.down).truncatingRemainder(dividingBy: 2) == 0
        return isEven == (function == .even) ? 1 : 0
      case .choose:
        let count = Double(values.count - 1)
        guard values[0].isFinite else { return .nan }
        var i = values[0].rounded(.down).truncatingRemainder(dividingBy: count)
        if i < 0 { i += count }
        return values[1 + Int(i)]
      case .sqrt: return values[0].squareRoot()
      case .mod:
        let m = values[1]
        let r = values[0].truncatingRemainder(dividingBy: m)
        return r < 0 && m > 0 ? r + m : r
      case .hypot: return (values[0] * values[0] + values[1] * values[1]).squareRoot()
      }
    }
  }
}
