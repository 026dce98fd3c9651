import KinetypeAnimation
import KinetypeCore

/// A value the same for every glyph, or one per glyph number.
enum GlyphSlot<Value> {
  case shared(Value)
  case perGlyph([Value])

  /// Glyph `g`'s value.
  func callAsFunction(_ g: Int) -> Value {
    switch self {
    case .shared(let value): value
    case .perGlyph(let values): values[g]
    }
  }
}

extension AnimationBuilder {
  /// Works out every glyph's expression names from its facts and the stage.
  mutating func prepareScopes() {
    let textGlyphs = Self.facts(facts) { $0.role != .old }
    let bounds = EffectStage.fitting(textGlyphs).size
    let centre = (x: Double(bounds.columns) / 2, y: Double(bounds.rows) / 2)
    func distance(_ f: GlyphFacts) -> Double {
      let dx = Double(f.position.column) + Double(max(f.width, 1)) / 2 - centre.x
      let dy = (Double(f.position.row) + 0.5 - centre.y) * GlyphGeometry.cellAspectRatio
      return (dx * dx + dy * dy).squareRoot()
    }
    let farthest = max(textGlyphs.map(distance).max() ?? 0, 1e-9)
    let origin = stage.textOrigin
    let words = wordExtents()
    // Looked up once a run of one word's glyphs.
    var lastWord: (key: WordKey?, extent: (left: Int, right: Int)?) = (nil, nil)
    programValues = [:]
    glyphScopes = facts.enumerated().map { number, f in
      var g = ExpressionScope.Glyph()
      g.index = Double(f.index)
      g.count = Double(facts.count)
      g.column = Double(origin.column + f.position.column)
      g.row = Double(origin.row + f.position.row)
      g.width = Double(f.width)
      g.line = Double(f.lineIndex)
      g.word = Double(f.wordIndex)
      g.letter = Double(f.letterIndex ?? f.index)
      g.distance = min(distance(f) / farthest, 1)
      g.textColumn = Double(f.position.column)
      g.textRow = Double(f.position.row)
      let key = WordKey(f)
      if key != lastWord.key { lastWord = (key, words[key]) }
      let word = lastWord.extent ?? (f.position.column, f.position.column)
      g.wordLeft = Double(origin.column + word.left)
      g.wordRight = Double(origin.column + word.right)
      g.originColumn = Double(origin.column + (f.origin ?? f.position).column)
      g.originRow = Double(origin.row + (f.origin ?? f.position).row)
      g.key = number
      return g
    }
  }

  /// `v` for `property`, once for all glyphs or per glyph when it names a glyph's place, draws
  /// random numbers or is a gradient.
  mutating func propertyValue(
    _ v: Located<EffectValue>, for property: AnimatableProperty, path: String
  ) -> GlyphSlot<AnimatableValue>? {
    let numeric = ![.colour, .symbol, .boolean].contains(property.valueKind)
    guard varies(v, numeric: numeric) else {
      guard let c = concrete(v, numeric: numeric, glyph: nil, path: path) else { return nil }
      return value(c, for: property, path: path).map { .shared($0) }
    }
    if let values = compiledValues(v, for: property, path: path) { return .perGlyph(values) }
    var values: [AnimatableValue] = []
    values.reserveCapacity(facts.count)
    for g in facts.indices {
      guard let c = concrete(v, numeric: numeric, glyph: g, path: path),
        let made = value(c, for: property, path: path)
      else { return nil }
      values.append(made)
    }
    return .perGlyph(values)
  }

  /// A number that may differ per glyph (`begin`, `delay`, a spawn point's coordinates).
  mutating func glyphNumber(_ v: Located<EffectValue>, path: String) -> GlyphSlot<Double>? {
    guard varies(v, numeric: true) else { return number(v, path: path).map { .shared($0) } }
    if let values = compiledNumbers(v, path: path) { return .perGlyph(values) }
    var values: [Double] = []
    values.reserveCapacity(facts.count)
    for g in facts.indices {
      guard let c = concrete(v, numeric: true, glyph: g, path: path) else { return nil }
      guard case .number(let n) = c.value, n.isFinite else {
        fail(
          c.location, path, "expected a finite number, got \(c.value.shown) for glyph \(g)",
          hint: "check for a division by zero")
        return nil
      }
      values.append(n)
    }
    return .perGlyph(values)
  }

  /// Whether `v` can differ between glyphs; `numeric` says text in it is an expression.
  func varies(_ v: Located<EffectValue>, numeric: Bool) -> Bool {
    switch v.value {
    case .number, .bool: return false
    case .random, .gradient, .choice: return true
    case .list(let items): return items.contains { varies($0, numeric: numeric) }
    case .string(let text):
      guard numeric, v.value.parameterName == nil else { return false }
      return (try? Expression(parsing: text))?.substituting(letNames).variesByGlyph ?? false
    }
  }

  /// `v` with parameters, expressions, random ranges and gradients worked out for glyph `g`
  /// (or for none, when `v` is the same for all); `numeric` says text in it is an expression.
  mutating func concrete(
    _ v: Located<EffectValue>, numeric: Bool, glyph g: Int?, path: String
  ) -> Located<EffectValue>? {
    switch v.value {
    case .number, .bool:
      return v
    case .string(let text):
      if v.value.parameterName != nil {
        guard let r = resolve(v, path: path) else { return nil }
        return r
      }
      guard numeric else { return v }
      guard let expression = expression(text, at: v.location, path: path) else { return nil }
      if let g { scope.glyph = glyphScopes[g] }
      return Located(.number(expression.evaluate(in: scope)), at: v.location)
    case .list(let items):
      var made: [Located<EffectValue>] = []
      for (index, item) in items.enumerated() {
        guard let c = concrete(item, numeric: numeric, glyph: g, path: "\(path)[\(index)]") else {
          return nil
        }
        made.append(c)
      }
      return Located(.list(made), at: v.location)
    case .random(let low, let high):
      guard numeric, let g else {
        fail(
          v.location, path, "a random range gives numbers, which this place does not take",
          hint: "use it for numbers: begin, opacity, offsets, angles")
        return nil
      }
      guard let a = concrete(low, numeric: true, glyph: g, path: path + ".random[0]"),
        let b = concrete(high, numeric: true, glyph: g, path: path + ".random[1]"),
        case .number(let x) = a.value, case .number(let y) = b.value
      else {
        fail(v.location, path, "a random range is two numbers", hint: "e.g. { random: [0, 1] }")
        return nil
      }
      let unit = SeededHash(seed: seed).unit(g, channel: Self.channel(v.location))
      return Located(.number(x + (y - x) * unit), at: v.location)
    case .choice(let items, let by):
      guard let g else {
        fail(
          v.location, path, "a choice differs per glyph, which this place does not allow",
          hint: "use it for a value that may differ per glyph")
        return nil
      }
      var pick = SeededHash(seed: seed).integer(
        below: items.count, glyphScopes[g].key, channel: Self.channel(v.location))
      if let by {
        guard let c = concrete(by, numeric: true, glyph: g, path: path + ".by"),
          case .number(let n) = c.value, n.isFinite, abs(n) < 1e15
        else {
          fail(by.location, path + ".by", "'by' is a finite number", hint: "e.g. \"row\"")
          return nil
        }
        let i = Int(n.rounded(.down)) % items.count
        pick = i < 0 ? i + items.count : i
      }
      return concrete(items[pick], numeric: numeric, glyph: g, path: "\(path).choose[\(pick)]")
    case .gradient(let gradient):
      guard !numeric, let g else {
        fail(
          v.location, path, "a gradient gives colours, which this place does not take",
          hint: "use it for foregroundColour or backgroundColour")
        return nil
      }
      return colour(gradient, glyph: g, path: path + ".gradient").map {
        Located(.string($0.hex), at: v.location)
      }
    }
  }

  /// The parsed expression written at `location`, checked once: names known, parameters
  /// declared and numbers.
  mutating func expression(_ text: String, at location: SourceLocation, path: String)
    -> Expression?
  {
    let key = ExpressionKey(line: location.line ?? 0, column: location.column ?? 0, text: text)
    if let known = expressions[key] { return known }
    var parsed: Expression? = nil
    do {
      parsed = try Expression(parsing: text, channel: Self.channel(location))
        .substituting(letNames)
    } catch {
      var at = location
      if let column = at.column { at.column = column + error.offset }
      fail(at, path, "in '\(Self.excerpt(text))': \(error.message)", hint: error.hint)
    }
    if let expression = parsed, case .name(let word) = expression.root,
      !ExpressionScope.knows(word)
    {
      // A lone word is more likely a value of the wrong kind than a misspelt name.
      fail(
        location, path, "expected a number, got '\(word)'",
        hint: "write a number or a number parameter, or an expression such as 'row * 0.1'")
      parsed = nil
    }
    if let expression = parsed {
      for name in expression.names.sorted() where !ExpressionScope.knows(name) {
        let known = ExpressionScope.Variable.allCases.map(\.rawValue)
        let defined = letNames.keys.sorted()
        let suggestion =
          EffectReader.suggestion(name, in: known + defined)
        let lets = defined.isEmpty ? "" : "; let: \(defined.joined(separator: ", "))"
        fail(
          location, path, "unknown name '\(name)' in '\(Self.excerpt(text))'",
          hint: suggestion
            + "names: \(known.joined(separator: ", "))\(lets); parameters take a $")
        parsed = nil
      }
      for name in expression.parameters.sorted() where scope.parameters[name] == nil {
        let declared = parameters[name] != nil
        fail(
          location, path,
          declared
            ? "parameter '$\(name)' is not a number, so it cannot be used in '\(Self.excerpt(text))'"
            : "undefined parameter '$\(name)' in '\(Self.excerpt(text))'",
          hint: declared ? "use a number parameter" : "declare it under 'parameters:'")
        parsed = nil
      }
    }
    expressions[key] = parsed
    return parsed
  }

  /// Where a value was written, as a channel for its random draws: the same file gives the
  /// same numbers, and two ranges in it draw different ones.
  static func channel(_ location: SourceLocation) -> UInt64 {
    (UInt64(location.line ?? 0) << 24 | UInt64(location.column ?? 0) << 8) &+ 0x9E37
  }
}

/// Where an expression was written, and its text: what parsed expressions are cached by.
struct ExpressionKey: Hashable {
  var line: Int
  var column: Int
  var text: String
}

extension AnimationBuilder {
  /// `text` cut short for a message.
  static func excerpt(_ text: String) -> String {
    text.count > 40 ? text.prefix(37) + "…" : text
  }
}
