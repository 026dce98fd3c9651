import KinetypeAnimation
import KinetypeCore

/// A per-glyph number worked out for a loop over glyphs: its expressions compiled to
/// `ExpressionProgram`s once, so a glyph costs the arithmetic alone.
///
/// `AnimationBuilder.concrete` walks a value afresh for every glyph: it looks each expression
/// up by its text and place, resolves parameters by name, evaluates the tree and names every
/// list item's key path, whether or not anything is wrong. That bookkeeping was most of the
/// cost of building an effect (rings over 200x50: 5.3 G instructions, matrix 2.0 G).
indirect enum NumberTerm {
  case constant(Double)
  /// The compiled expression numbered so in `GlyphNumbers.programs`.
  case expression(Int)
  /// `{ random: [low, high] }`: a draw keyed by the glyph number and the place it is written.
  case random(NumberTerm, NumberTerm, channel: UInt64)
}

/// A value compiled for a loop over glyphs: one number, or a list of them (a vector).
struct GlyphNumbers {
  var terms: [NumberTerm]
  var isList: Bool
  var programs: [ExpressionProgram] = []
}

extension AnimationBuilder {
  /// `v` compiled for a loop over glyphs, or nil when it takes a form the loop leaves to
  /// `concrete` (a choice, a gradient, a list in a list) or something in it is wrong, which
  /// `concrete` then reports.
  mutating func glyphNumbers(_ v: Located<EffectValue>, path: String) -> GlyphNumbers? {
    var made = GlyphNumbers(terms: [], isList: false)
    if case .list(let items) = v.value {
      made.isList = true
      for item in items {
        guard let term = numberTerm(item, into: &made, path: path) else { return nil }
        made.terms.append(term)
      }
    } else {
      guard let term = numberTerm(v, into: &made, path: path) else { return nil }
      made.terms = [term]
    }
    return made
  }

  /// Each of `numbers`' terms for every glyph, a column of glyph numbers per term.
  mutating func columns(_ numbers: GlyphNumbers) -> [[Double]] {
    var made: [[Double]] = []
    for term in numbers.terms { made.append(column(term, numbers)) }
    return made
  }

  private mutating func column(_ term: NumberTerm, _ numbers: GlyphNumbers) -> [Double] {
    switch term {
    case .constant(let n): return Array(repeating: n, count: glyphScopes.count)
    case .expression(let k): return values(of: numbers.programs[k])
    case .random(let low, let high, let channel):
      let (x, y) = (column(low, numbers), column(high, numbers))
      let hash = SeededHash(seed: seed)
      return x.indices.map { g in x[g] + (y[g] - x[g]) * hash.unit(g, channel: channel) }
    }
  }

  /// `program`'s value for every glyph, worked out once for equal programs while the glyphs'
  /// names stay as they are (`programValues`).
  mutating func values(of program: ExpressionProgram) -> [Double] {
    let key = program.key
    if let known = programValues[key], known.count == glyphScopes.count { return known }
    let made = program.values(for: glyphScopes)
    programValues[key] = made
    return made
  }

  private mutating func numberTerm(
    _ v: Located<EffectValue>, into made: inout GlyphNumbers, path: String
  ) -> NumberTerm? {
    switch v.value {
    case .number(let n): return .constant(n)
    case .string(let text):
      if let name = v.value.parameterName {
        guard case .number(let n)? = parameters[name] else { return nil }
        return .constant(n)
      }
      guard let expression = expression(text, at: v.location, path: path) else { return nil }
      let program = ExpressionProgram(expression, scope: scope)
      if program.isConstant { return .constant(program.registers[Int(program.result)]) }
      made.programs.append(program)
      return .expression(made.programs.count - 1)
    case .random(let low, let high):
      guard let a = numberTerm(low, into: &made, path: path),
        let b = numberTerm(high, into: &made, path: path)
      else { return nil }
      return .random(a, b, channel: Self.channel(v.location))
    case .bool, .list, .choice, .gradient: return nil
    }
  }

  /// `propertyValue`'s per-glyph values worked out with what is the same for every glyph
  /// worked out once: numbers by compiled programs, a gradient's colours with its shift
  /// compiled, a choice's values once per value chosen. Nil when the value takes another form
  /// (then `propertyValue` works glyph by glyph), or when a glyph's value is not usable, which
  /// `propertyValue` then reports as it always has.
  ///
  /// The builder is put back as it was when this gives up, so whatever it noted on the way
  /// (a parsed expression cached, a problem reported) is noted again by the straightforward
  /// path, in its order.
  mutating func compiledValues(
    _ v: Located<EffectValue>, for property: AnimatableProperty, path: String
  ) -> [AnimatableValue]? {
    guard usesFastPaths else { return nil }
    let numeric = ![.colour, .symbol, .boolean].contains(property.valueKind)
    let saved = self
    let made: [AnimatableValue]?
    switch v.value {
    case .gradient(let gradient) where !numeric:
      made = gradientValues(gradient, path: path + ".gradient")
    case .choice(let items, let by):
      made = choiceValues(items, by: by, at: v.location, for: property, path: path)
    case _ where numeric:
      made = numberValues(v, for: property, path: path)
    default:
      made = nil
    }
    if made == nil { self = saved }
    return made
  }

  private mutating func numberValues(
    _ v: Located<EffectValue>, for property: AnimatableProperty, path: String
  ) -> [AnimatableValue]? {
    guard let program = glyphNumbers(v, path: path) else { return nil }
    let columns = self.columns(program)
    var values: [AnimatableValue] = []
    values.reserveCapacity(facts.count)
    for g in facts.indices {
      guard let made = Self.value(columns, g, isList: program.isList, for: property) else {
        return nil
      }
      values.append(made)
    }
    return values
  }

  private mutating func gradientValues(_ gradient: GradientDescription, path: String)
    -> [AnimatableValue]?
  {
    var shift: [Double]? = nil
    if let written = gradient.shift {
      guard let program = glyphNumbers(written, path: path + ".shift"), !program.isList else {
        return nil
      }
      shift = columns(program)[0]
    }
    var values: [AnimatableValue] = []
    values.reserveCapacity(facts.count)
    for g in facts.indices {
      var glyphShift: Double? = nil
      if let shift {
        guard shift[g].isFinite else { return nil }
        glyphShift = shift[g]
      }
      // `concrete` writes the colour as hex for `value` to read back: the same RGB.
      guard let rgb = colour(gradient, glyph: g, path: path, shift: glyphShift) else {
        return nil
      }
      values.append(.colour(RGBA(rgb)))
    }
    return values
  }

  private mutating func choiceValues(
    _ items: [Located<EffectValue>], by: Located<EffectValue>?, at location: SourceLocation,
    for property: AnimatableProperty, path: String
  ) -> [AnimatableValue]? {
    let numeric = ![.colour, .symbol, .boolean].contains(property.valueKind)
    // An item the same for every glyph is worked out once, the first time it is chosen.
    guard !items.isEmpty, !items.contains(where: { varies($0, numeric: numeric) }) else {
      return nil
    }
    var index: [Double]? = nil
    if let by {
      guard let program = glyphNumbers(by, path: path + ".by"), !program.isList else {
        return nil
      }
      index = columns(program)[0]
    }
    let channel = Self.channel(location)
    var chosen: [AnimatableValue?] = Array(repeating: nil, count: items.count)
    var values: [AnimatableValue] = []
    values.reserveCapacity(facts.count)
    for g in facts.indices {
      var pick: Int
      if let index {
        let n = index[g]
        guard n.isFinite, abs(n) < 1e15 else { return nil }
        let i = Int(n.rounded(.down)) % items.count
        pick = i < 0 ? i + items.count : i
      } else {
        pick = SeededHash(seed: seed).integer(
          below: items.count, glyphScopes[g].key, channel: channel)
      }
      if chosen[pick] == nil {
        guard
          let c = concrete(
            items[pick], numeric: numeric, glyph: g, path: "\(path).choose[\(pick)]"),
          let made = value(c, for: property, path: path)
        else { return nil }
        chosen[pick] = made
      }
      values.append(chosen[pick]!)
    }
    return values
  }

  /// `glyphNumber`'s per-glyph numbers by compiled programs; nil as for `compiledValues`.
  mutating func compiledNumbers(_ v: Located<EffectValue>, path: String) -> [Double]? {
    guard usesFastPaths else { return nil }
    let saved = self
    guard let program = glyphNumbers(v, path: path), !program.isList else {
      self = saved
      return nil
    }
    let values = columns(program)[0]
    guard values.allSatisfy(\.isFinite) else {
      self = saved
      return nil
    }
    return values
  }

  /// What `value(_:for:path:)` makes of glyph `g`'s numbers (one per column), or nil where
  /// it would report them.
  static func value(
    _ columns: [[Double]], _ g: Int, isList: Bool, for property: AnimatableProperty
  ) -> AnimatableValue? {
    for column in columns where !column[g].isFinite || abs(column[g]) > largestNumber {
      return nil
    }
    switch (property.valueKind, isList) {
    case (.double, false): return .double(columns[0][g])
    case (.angle, false): return .angle(Angle(degrees: columns[0][g]))
    case (.integer, false) where columns[0][g] == columns[0][g].rounded():
      return .integer(Int(columns[0][g]))
    case (.vector, true) where columns.count == 2:
      return .vector(Vector(dx: columns[0][g], dy: columns[1][g]))
    default: return nil
    }
  }
}
