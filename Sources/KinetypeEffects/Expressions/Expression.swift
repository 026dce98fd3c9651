/// A small arithmetic expression from an effect file, parsed once and evaluated per glyph when
/// a timeline is compiled (never per frame).
///
/// The language: numbers; `+ - * /` with the usual precedence and parentheses; unary minus;
/// parameters (`$spread`); the per-glyph names of `ExpressionScope.names` (`row`, `column`,
/// `index`, `count`, `distance`, …); `pi`; and the functions `min`, `max`, `clamp(x, lo, hi)`,
/// `sin`, `cos` (radians), `abs`, `floor`, `round`, `frac`, `sqrt`, `mod(x, m)` (never negative
/// for a positive `m`), `hypot(x, y)`, and `random(a, b)`, a seeded per-glyph number in `a…b`
/// (each `random` in a file draws its own numbers; `lineRandom` and `wordRandom` draw one per
/// line or word, shared by its glyphs); `fract` (an alias of `frac`), `lerp(a, b, t)`,
/// `step(edge, x)` (0 below the edge, 1 from it on), `even(x)` and `odd(x)` (1 or 0 by the parity
/// of `floor(x)`), `choose(i, a, b, …)` (the argument numbered `floor(i)`, wrapping round) and
/// `hash(x)`, a seeded number in 0…1 keyed by `floor(x)` (the same for equal `x`).
public struct Expression: Hashable, Sendable {
  /// A parsed expression.
  public indirect enum Node: Hashable, Sendable {
    case number(Double)
    /// A name `ExpressionScope` knows, resolved when parsed so evaluation needs no lookup.
    case variable(ExpressionScope.Variable)
    /// A name it does not know (reported when the effect is built).
    case name(String)
    case parameter(String)
    case negate(Node)
    case binary(Operator, Node, Node)
    case call(Function, [Node])
    /// `random(a, b)` (one draw per glyph), `lineRandom` (per line), `wordRandom` (per
    /// word) or `letterRandom` (per big letter of display type), with the channel its draws use.
    case random(Node, Node, per: RandomKey, channel: UInt64)
    /// `hash(x)`: a seeded number in 0…1 keyed by `floor(x)`, with the channel it draws on.
    case hash(Node, channel: UInt64)
  }

  /// What a random draw is keyed by: glyphs of one line (word) share a line (word) draw.
  public enum RandomKey: String, Hashable, Sendable {
    case glyph = "random"
    case line = "lineRandom"
    case word = "wordRandom"
    case letter = "letterRandom"
  }

  public enum Operator: Character, Hashable, Sendable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
  }

  /// The functions expressions may call, with how many arguments each takes.
  public enum Function: String, Hashable, Sendable, CaseIterable {
    case min, max, clamp, sin, cos, abs, floor, round, frac, fract, sqrt, mod, hypot
    case lerp, step, even, odd, choose

    var arity: ClosedRange<Int> {
      switch self {
      case .min, .max: 2...16
      case .choose: 2...32
      case .clamp, .lerp: 3...3
      case .mod, .hypot, .step: 2...2
      case .sin, .cos, .abs, .floor, .round, .frac, .fract, .sqrt, .even, .odd: 1...1
      }
    }
  }

  public let root: Node
  /// The text it was parsed from.
  public let source: String

  /// Parses `source`; `channel` seeds the first `random(…)` (later ones count up from it).
  ///
  /// - Throws: `ExpressionError` with the offset of the problem in `source`.
  public init(parsing source: String, channel: UInt64 = 0) throws(ExpressionError) {
    var parser = ExpressionParser(text: Array(source), channel: channel)
    root = try parser.parse()
    self.source = source
  }

  init(root: Node, source: String) {
    self.root = root
    self.source = source
  }

  /// Whether the value can differ between glyphs: it names a glyph's place or draws a random
  /// number.
  public var variesByGlyph: Bool { Self.varies(root) }

  /// The parameters it names, without `$`.
  public var parameters: Set<String> {
    var found = Set<String>()
    Self.visit(root) { if case .parameter(let name) = $0 { found.insert(name) } }
    return found
  }

  /// The names it uses that are not parameters.
  public var names: Set<String> {
    var found = Set<String>()
    Self.visit(root) { node in
      if case .name(let name) = node { found.insert(name) }
      if case .variable(let variable) = node { found.insert(variable.rawValue) }
    }
    return found
  }

  private static func varies(_ node: Node) -> Bool {
    var result = false
    visit(node) { node in
      switch node {
      case .random, .hash: result = true
      case .variable(let variable): if variable.variesByGlyph { result = true }
      default: break
      }
    }
    return result
  }

  private static func visit(_ node: Node, _ body: (Node) -> Void) {
    body(node)
    switch node {
    case .number, .variable, .name, .parameter: break
    case .negate(let inner): visit(inner, body)
    case .binary(_, let a, let b): visit(a, body); visit(b, body)
    case .call(_, let arguments): for argument in arguments { visit(argument, body) }
    case .random(let a, let b, _, _): visit(a, body); visit(b, body)
    case .hash(let inner, _): visit(inner, body)
    }
  }

  /// The expression with each name `definitions` holds replaced by its definition: how `let:`
  /// names reach the expressions that use them, once, when the effect is built.
  ///
  /// Names inside a definition are replaced too, from the same definitions, so an effect's
  /// `let:` may use a name each group defines for itself; a name never expands inside itself.
  public func substituting(_ definitions: [String: Node]) -> Expression {
    guard !definitions.isEmpty else { return self }
    var expanding: [String] = []
    return Expression(root: Self.substitute(root, definitions, &expanding), source: source)
  }

  /// `node` with `definitions` substituted, except the names being expanded (`expanding`),
  /// which is what leaving them out of the definitions does, without copying the dictionary
  /// at every name (that copying was most of the cost of building rings).
  private static func substitute(
    _ node: Node, _ definitions: [String: Node], _ expanding: inout [String]
  ) -> Node {
    switch node {
    case .number, .variable, .parameter: return node
    case .name(let name):
      guard !expanding.contains(name), let definition = definitions[name] else { return node }
      expanding.append(name)
      defer { expanding.removeLast() }
      return substitute(definition, definitions, &expanding)
    case .negate(let inner): return .negate(substitute(inner, definitions, &expanding))
    case .binary(let op, let a, let b):
      return .binary(
        op, substitute(a, definitions, &expanding), substitute(b, definitions, &expanding))
    case .call(let function, let arguments):
      var substituted: [Node] = []
      substituted.reserveCapacity(arguments.count)
      for argument in arguments {
        substituted.append(substitute(argument, definitions, &expanding))
      }
      return .call(function, substituted)
    case .random(let a, let b, let per, let channel):
      return .random(
        substitute(a, definitions, &expanding), substitute(b, definitions, &expanding), per: per,
        channel: channel)
    case .hash(let inner, let channel):
      return .hash(substitute(inner, definitions, &expanding), channel: channel)
    }
  }
}

/// Why an expression does not parse, and where in its text.
public struct ExpressionError: Error, Hashable, Sendable {
  public var message: String
  /// Characters from the start of the expression's text.
  public var offset: Int
  public var hint: String
}
