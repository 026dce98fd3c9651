import KinetypeCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An expression compiled once for evaluation over many glyphs: a flat list of steps, each
/// writing one register, with parameters, the canvas's names and every part that names no
/// glyph worked out when compiled, and each repeated part worked out once per glyph.
///
/// `let:` names are substituted into the expressions that use them, so a tree repeats a
/// name's whole definition at every use (rings' `spunX` holds `ring` three times, each with
/// `slot` and a square root in it); walking it per glyph cost rings 1.9 G of its 5.3 G
/// instructions to build at 200x50, the rest going on the per-value bookkeeping round it.
///
/// Values are bit-identical to `Expression.evaluate(in:)`: every step does the same IEEE
/// operation on the same operands as the tree does, and sharing or folding a step only spares
/// working out a value that is the same wherever it appears (expressions are pure).
struct ExpressionProgram: Sendable {
  /// What a step does with its operands.
  enum Operation: Hashable, Sendable {
    case variable(ExpressionScope.Variable)
    case negate
    case binary(Expression.Operator)
    case call(Expression.Function)
    case random(Expression.RandomKey, channel: UInt64)
    case hash(channel: UInt64)
  }

  /// One step: `operation` on the registers `operands[operandStart ..< operandStart + count]`,
  /// written into register `target`.
  struct Step: Hashable, Sendable {
    var operation: Operation
    var target: Int32
    var operandStart: Int32
    var operandCount: Int32
  }

  /// The registers before a glyph is evaluated: constants in place, the rest 0. Steps write
  /// every other register before any later step reads it, so one copy serves every glyph.
  let registers: [Double]
  let steps: [Step]
  let operands: [Int32]
  /// The register holding the value.
  let result: Int32
  let seed: UInt64

  /// Whether the value is the same for every glyph (then it is `registers[result]`).
  var isConstant: Bool { steps.isEmpty }

  /// Compiles `expression` with the parameters, seed and canvas of `scope` (its glyph unused).
  init(_ expression: Expression, scope: ExpressionScope) {
    var compiler = Compiler(scope: scope)
    result = compiler.register(expression.root)
    registers = compiler.registers
    steps = compiler.steps
    operands = compiler.operands
    seed = scope.seed
  }

  /// The value for `glyph`, using `scratch` (a copy of `registers`, reused from glyph to glyph).
  func evaluate(_ glyph: ExpressionScope.Glyph, scratch: inout [Double]) -> Double {
    scratch.withUnsafeMutableBufferPointer { r in
      operands.withUnsafeBufferPointer { operands in
        for step in steps {
          let start = Int(step.operandStart)
          func operand(_ k: Int) -> Double { r[Int(operands[start + k])] }
          r[Int(step.target)] = Self.perform(
            step.operation, count: Int(step.operandCount), operand, glyph: glyph, seed: seed)
        }
        return r[Int(result)]
      }
    }
  }

  /// One step's value: the same arithmetic as the tree evaluator's.
  @inline(__always)
  static func perform(
    _ operation: Operation, count: Int, _ operand: (Int) -> Double,
    glyph: ExpressionScope.Glyph, seed: UInt64
  ) -> Double {
    switch operation {
    case .variable(let variable): return glyph.value(of: variable) ?? .nan
    case .negate: return -operand(0)
    case .binary(let op): return op.apply(operand(0), operand(1))
    case .call(let function): return function.apply(count: count, operand)
    case .random(let per, let channel):
      return Expression.random(operand(0), operand(1), per: per, channel: channel, glyph, seed)
    case .hash(let channel): return Expression.hash(operand(0), channel: channel, seed: seed)
    }
  }

  /// Turns a tree into steps, sharing equal steps and folding those of constants.
  private struct Compiler {
    let scope: ExpressionScope
    var registers: [Double] = []
    var steps: [Step] = []
    var operands: [Int32] = []
    /// Registers of constants, by their bits (so 0 and -0 stay apart).
    var constants: [UInt64: Int32] = [:]
    var known: [StepKey: Int32] = [:]
    /// Which registers hold constants.
    var isConstant: [Bool] = []

    struct StepKey: Hashable {
      var operation: Operation
      var operands: [Int32]
    }

    init(scope: ExpressionScope) { self.scope = scope }

    mutating func constant(_ value: Double) -> Int32 {
      if let known = constants[value.bitPattern] { return known }
      let register = Int32(registers.count)
      registers.append(value)
      isConstant.append(true)
      constants[value.bitPattern] = register
      return register
    }

    mutating func register(_ node: Expression.Node) -> Int32 {
      switch node {
      case .number(let value): return constant(value)
      case .name: return constant(.nan)
      case .parameter(let name): return constant(scope.parameters[name] ?? .nan)
      case .variable(let variable):
        guard variable.variesByGlyph else { return constant(scope.value(of: variable)) }
        return step(.variable(variable), [])
      case .negate(let inner): return step(.negate, [register(inner)])
      case .binary(let op, let a, let b): return step(.binary(op), [register(a), register(b)])
      case .call(let function, let arguments):
        return step(.call(function), arguments.map { register($0) })
      case .random(let a, let b, let per, let channel):
        return step(.random(per, channel: channel), [register(a), register(b)])
      case .hash(let inner, let channel): return step(.hash(channel: channel), [register(inner)])
      }
    }

    /// The register of `operation` on `inputs`: a constant when it needs no glyph and its
    /// inputs are constants, an earlier equal step's, or a new step's.
    mutating func step(_ operation: Operation, _ inputs: [Int32]) -> Int32 {
      let needsGlyph: Bool
      switch operation {
      case .variable, .random: needsGlyph = true
      default: needsGlyph = false
      }
      if !needsGlyph && inputs.allSatisfy({ isConstant[Int($0)] }) {
        let values = inputs.map { registers[Int($0)] }
        return constant(
          ExpressionProgram.perform(
            operation, count: values.count, { values[$0] }, glyph: scope.glyph, seed: scope.seed))
      }
      let key = StepKey(operation: operation, operands: inputs)
      if let earlier = known[key] { return earlier }
      let register = Int32(registers.count)
      registers.append(0)
      isConstant.append(false)
      steps.append(
        Step(
          operation: operation, target: register, operandStart: Int32(operands.count),
          operandCount: Int32(inputs.count)))
      operands += inputs
      known[key] = register
      return register
    }
  }
}
