/// A recursive-descent parser for `Expression`: sums of products of signed factors.
struct ExpressionParser {
  let text: [Character]
  var channel: UInt64
  var position = 0

  init(text: [Character], channel: UInt64) {
    self.text = text
    self.channel = channel
  }

  /// How deeply parentheses, signs and calls may nest: far beyond any real expression, well
  /// within the stack of the recursive parser and evaluator.
  static let depthLimit = 64
  /// The longest expression text, which bounds its node count and evaluation time.
  static let lengthLimit = 2_000
  var depth = 0

  mutating func parse() throws(ExpressionError) -> Expression.Node {
    guard text.count <= Self.lengthLimit else {
      throw ExpressionError(
        message: "an expression is at most \(Self.lengthLimit) characters; this has \(text.count)",
        offset: 0, hint: "split it, or use a parameter")
    }
    skipSpaces()
    guard position < text.count else {
      throw ExpressionError(message: "empty expression", offset: 0, hint: "write a number")
    }
    let node = try sum()
    skipSpaces()
    if position < text.count {
      throw ExpressionError(
        message: "unexpected '\(text[position])'", offset: position,
        hint: "expressions use + - * /, parentheses, names, $parameters and functions")
    }
    return node
  }

  private mutating func sum() throws(ExpressionError) -> Expression.Node {
    var node = try product()
    while let op = peekOperator([.add, .subtract]) {
      position += 1
      node = .binary(op, node, try product())
    }
    return node
  }

  private mutating func product() throws(ExpressionError) -> Expression.Node {
    var node = try factor()
    while let op = peekOperator([.multiply, .divide]) {
      position += 1
      node = .binary(op, node, try factor())
    }
    return node
  }

  private mutating func factor() throws(ExpressionError) -> Expression.Node {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.depthLimit else {
      throw ExpressionError(
        message: "the expression nests deeper than \(Self.depthLimit) levels", offset: position,
        hint: "simplify it")
    }
    skipSpaces()
    guard position < text.count else {
      throw ExpressionError(
        message: "the expression ends too soon", offset: position, hint: "finish it")
    }
    let start = position
    let character = text[position]
    if character == "-" {
      position += 1
      return .negate(try factor())
    }
    if character == "+" {
      position += 1
      return try factor()
    }
    if character == "(" {
      position += 1
      let inner = try sum()
      try expect(")", opened: start)
      return inner
    }
    if character.isNumber || character == "." {
      while position < text.count
        && (text[position].isNumber || text[position] == "." || text[position] == "e"
          || ((text[position] == "-" || text[position] == "+") && text[position - 1] == "e"))
      {
        position += 1
      }
      let written = String(text[start..<position])
      guard let value = Double(written), value.isFinite else {
        throw ExpressionError(
          message: "'\(written)' is not a number", offset: start, hint: "e.g. 1.5 or 2e-3")
      }
      return .number(value)
    }
    if character == "$" {
      position += 1
      let name = identifier()
      guard !name.isEmpty else {
        throw ExpressionError(
          message: "'$' must be followed by a parameter's name", offset: start,
          hint: "e.g. $duration")
      }
      return .parameter(name)
    }
    let name = identifier()
    guard !name.isEmpty else {
      throw ExpressionError(
        message: "unexpected '\(character)'", offset: start,
        hint: "write a number, a name, a $parameter or a function call")
    }
    skipSpaces()
    guard position < text.count, text[position] == "(" else {
      if name == "pi" { return .number(Double.pi) }
      return ExpressionScope.Variable(rawValue: name).map { .variable($0) } ?? .name(name)
    }
    let open = position
    position += 1
    var arguments: [Expression.Node] = []
    skipSpaces()
    if position < text.count, text[position] != ")" {
      arguments.append(try sum())
      skipSpaces()
      while position < text.count, text[position] == "," {
        position += 1
        arguments.append(try sum())
        skipSpaces()
      }
    }
    try expect(")", opened: open)
    if let key = Expression.RandomKey(rawValue: name) {
      guard arguments.count == 2 else {
        throw ExpressionError(
          message: "\(name) takes 2 arguments (low, high); got \(arguments.count)",
          offset: start, hint: "e.g. \(name)(0, 1)")
      }
      defer { channel &+= 1 }
      return .random(arguments[0], arguments[1], per: key, channel: channel)
    }
    if name == "hash" {
      guard arguments.count == 1 else {
        throw ExpressionError(
          message: "hash takes 1 argument; got \(arguments.count)", offset: start,
          hint: "e.g. hash(row)")
      }
      defer { channel &+= 1 }
      return .hash(arguments[0], channel: channel)
    }
    guard let function = Expression.Function(rawValue: name) else {
      let known =
        (Expression.Function.allCases.map(\.rawValue)
        + ["random", "lineRandom", "wordRandom", "letterRandom", "hash"]).sorted()
      throw ExpressionError(
        message: "unknown function '\(name)'", offset: start,
        hint: "functions: \(known.joined(separator: ", "))")
    }
    guard function.arity.contains(arguments.count) else {
      let wanted =
        function.arity.count == 1
        ? "\(function.arity.lowerBound)" : "\(function.arity.lowerBound) or more"
      throw ExpressionError(
        message:
          "\(name) takes \(wanted) argument\(wanted == "1" ? "" : "s"); got \(arguments.count)",
        offset: start, hint: "check the commas")
    }
    return .call(function, arguments)
  }

  private mutating func identifier() -> String {
    let start = position
    while position < text.count
      && (text[position].isLetter || text[position] == "_"
        || (position > start && text[position].isNumber))
    {
      position += 1
    }
    return String(text[start..<position])
  }

  private mutating func expect(_ closing: Character, opened: Int) throws(ExpressionError) {
    skipSpaces()
    guard position < text.count, text[position] == closing else {
      throw ExpressionError(
        message: "'\(text[opened])' is not closed", offset: opened,
        hint: "add '\(closing)'")
    }
    position += 1
  }

  private mutating func peekOperator(_ allowed: [Expression.Operator]) -> Expression.Operator? {
    skipSpaces()
    guard position < text.count, let op = Expression.Operator(rawValue: text[position]),
      allowed.contains(op)
    else { return nil }
    return op
  }

  private mutating func skipSpaces() {
    while position < text.count && text[position].isWhitespace { position += 1 }
  }
}
