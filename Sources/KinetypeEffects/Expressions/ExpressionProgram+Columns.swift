/// Evaluating a program over every glyph at once, a block of glyphs per step.
///
/// `evaluate(_:scratch:)` dispatches on each step's operation once per glyph, through a
/// closure per operand; over 10,000 glyphs and rings' thirty-odd per-glyph values that
/// dispatch cost more than the arithmetic. Here each step runs over a block of glyphs in a
/// tight loop of one operation, so the dispatch is paid once a block and plain arithmetic
/// compiles to vector instructions (the same IEEE operations, lane by lane: Swift never
/// contracts or reassociates floating point, so every value stays bit-identical).
extension ExpressionProgram {
  /// Glyphs worked out together: registers × this many doubles stay in the cache.
  static let blockSize = 64

  /// The value for each of `glyphs`, in their order: what `evaluate(_:scratch:)` gives glyph
  /// by glyph.
  ///
  /// - Complexity: O(glyphs × steps).
  func values(for glyphs: [ExpressionScope.Glyph]) -> [Double] {
    let count = glyphs.count
    if isConstant { return Array(repeating: registers[Int(result)], count: count) }
    let width = Self.blockSize
    // Register r of the block's glyph j is block[r * width + j]; constants stay in place.
    var block = [Double](repeating: 0, count: registers.count * width)
    for (r, value) in registers.enumerated() where value != 0 || value.sign == .minus {
      for j in 0..<width { block[r * width + j] = value }
    }
    return [Double](unsafeUninitializedCapacity: count) { out, initialised in
      glyphs.withUnsafeBufferPointer { glyphs in
        operands.withUnsafeBufferPointer { operands in
          block.withUnsafeMutableBufferPointer { block in
            let registers = block.baseAddress!
            var base = 0
            while base < count {
              let n = min(width, count - base)
              let glyphs = UnsafeBufferPointer(rebasing: glyphs[base..<base + n])
              for step in steps {
                let start = Int(step.operandStart)
                func column(_ k: Int) -> UnsafeMutablePointer<Double> {
                  registers + Int(operands[start + k]) * width
                }
                Self.perform(
                  step.operation, count: Int(step.operandCount), column,
                  into: registers + Int(step.target) * width, glyphs, seed: seed)
              }
              let values = registers + Int(result) * width
              for j in 0..<n { (out.baseAddress! + base + j).initialize(to: values[j]) }
              base += n
            }
          }
        }
      }
      initialised = count
    }
  }

  /// One step over a block of glyphs: `perform`'s arithmetic, glyph by glyph, into `target`.
  @inline(__always)
  private static func perform(
    _ operation: Operation, count: Int, _ column: (Int) -> UnsafeMutablePointer<Double>,
    into target: UnsafeMutablePointer<Double>, _ glyphs: UnsafeBufferPointer<ExpressionScope.Glyph>,
    seed: UInt64
  ) {
    let n = glyphs.count
    switch operation {
    case .variable(let variable):
      for j in 0..<n { target[j] = glyphs[j].value(of: variable) ?? .nan }
    case .negate:
      let a = column(0)
      for j in 0..<n { target[j] = -a[j] }
    case .binary(let op):
      let (a, b) = (column(0), column(1))
      switch op {
      case .add: for j in 0..<n { target[j] = a[j] + b[j] }
      case .subtract: for j in 0..<n { target[j] = a[j] - b[j] }
      case .multiply: for j in 0..<n { target[j] = a[j] * b[j] }
      case .divide: for j in 0..<n { target[j] = a[j] / b[j] }
      }
    case .call(let function):
      var arguments: [UnsafeMutablePointer<Double>] = []
      for k in 0..<count { arguments.append(column(k)) }
      arguments.withUnsafeBufferPointer { arguments in
        for j in 0..<n { target[j] = function.apply(count: count) { arguments[$0][j] } }
      }
    case .random(let per, let channel):
      let (a, b) = (column(0), column(1))
      for j in 0..<n {
        target[j] = Expression.random(a[j], b[j], per: per, channel: channel, glyphs[j], seed)
      }
    case .hash(let channel):
      let a = column(0)
      for j in 0..<n { target[j] = Expression.hash(a[j], channel: channel, seed: seed) }
    }
  }

  /// What decides the program's values for given glyphs: equal keys, equal values, so two
  /// places that write the same expression (a `let:` name used twice) share one evaluation.
  var key: Key {
    Key(
      registers: registers.map(\.bitPattern), steps: steps, operands: operands, result: result,
      seed: seed)
  }

  /// `key`'s type: constants by their bits, so 0 and -0 (and NaNs) stay apart.
  struct Key: Hashable {
    var registers: [UInt64]
    var steps: [Step]
    var operands: [Int32]
    var result: Int32
    var seed: UInt64
  }
}
