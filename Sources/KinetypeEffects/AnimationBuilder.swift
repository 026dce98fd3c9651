import KinetypeAnimation
import KinetypeCore

/// Turns descriptions into animations, resolving parameters, evaluating expressions per glyph
/// and collecting every problem.
struct AnimationBuilder {
  let origin: String
  /// What selections and expressions may ask of each glyph: the text's glyphs, then the
  /// particles' (added by `spawnParticles`).
  var facts: [GlyphFacts]
  let stage: EffectStage
  let seed: UInt64
  let parameters: [String: EffectValue]
  /// Parameters and the stage, for expressions; its `glyph` is set per evaluation.
  var scope: ExpressionScope
  /// Each glyph's expression names, by glyph number (`prepareScopes`); whatever changes them
  /// empties `programValues`.
  var glyphScopes: [ExpressionScope.Glyph] = []
  /// Compiled expressions' values for every glyph, by program: a `let:` name written in
  /// several values is worked out once.
  var programValues: [ExpressionProgram.Key: [Double]] = [:]
  /// Parsed expressions by where they were written; `nil` for one that failed (reported once).
  var expressions: [ExpressionKey: Expression?] = [:]
  /// Gradients' shared parts by where they were written; `nil` for one that failed.
  var gradients: [GradientKey: SharedGradient?] = [:]
  /// The gradient `colour` last worked with: a final gradient asks for every glyph's colour in
  /// turn, and hashing its key twice a glyph was most of the asking.
  var lastGradient: (key: GradientKey, shared: SharedGradient?)? = nil
  /// The `let:` names in force, innermost last, each already substituted into its definition.
  var letScopes: [[String: Expression.Node]] = []
  /// The last glyph numbers `indexSet` made a set of, and the set.
  var lastIndexSet: (glyphs: [Int], set: Set<Int>)? = nil
  /// Every `let:` name in force, an inner scope's hiding an outer one's (`pushLets`).
  var letNames: [String: Expression.Node] = [:]
  /// Each particle kind's trail, by kind (`spawnParticles`).
  var trailShapes: [TrailShape] = []
  /// Per-glyph delays the next animation built adds to its glyphs' starts, then forgets.
  var pendingDelays: [Double]? = nil
  var glyphCount: Int { facts.count }
  var diagnostics: [Diagnostic] = []
  /// Turns off the compiled per-glyph values (`compiledValues`), so tests can check they
  /// change no result.
  var usesFastPaths = true

  init(
    origin: String, facts: [GlyphFacts], stage: EffectStage, seed: UInt64,
    parameters: [String: EffectValue]
  ) {
    self.origin = origin
    self.facts = facts
    self.stage = stage
    self.seed = seed
    self.parameters = parameters
    var numbers: [String: Double] = [:]
    for (name, value) in parameters {
      if case .number(let n) = value { numbers[name] = n }
    }
    let text = EffectStage.fitting(Self.facts(facts) { $0.role != .old && !$0.isLineBreak }).size
    scope = ExpressionScope(parameters: numbers, seed: seed, stage: stage, textSize: text)
  }

  /// The facts `keep` keeps, in order, in storage reserved whole: `filter` grows its array a
  /// doubling at a time, copying every fact (a large value) each time.
  static func facts(_ facts: [GlyphFacts], where keep: (GlyphFacts) -> Bool) -> [GlyphFacts] {
    var kept: [GlyphFacts] = []
    kept.reserveCapacity(facts.count)
    for fact in facts where keep(fact) { kept.append(fact) }
    return kept
  }

  mutating func fail(_ at: SourceLocation, _ path: String, _ message: String, hint: String) {
    diagnostics.append(Diagnostic(.error, at: at, path: path, message, hint: hint))
  }

  /// The value with `$name` replaced by the parameter's value (lists element by element).
  mutating func resolve(_ v: Located<EffectValue>, path: String) -> Located<EffectValue>? {
    if let name = v.value.parameterName {
      guard let value = parameters[name] else {
        let known = parameters.keys.sorted().map { "$" + $0 }.joined(separator: ", ")
        fail(
          v.location, path, "undefined parameter '$\(name)'",
          hint: known.isEmpty ? "declare it under 'parameters:'" : "declared: \(known)")
        return nil
      }
      return Located(value, at: v.location)
    }
    if case .list(let items) = v.value {
      var resolved: [Located<EffectValue>] = []
      for (index, item) in items.enumerated() {
        guard let r = resolve(item, path: "\(path)[\(index)]") else { return nil }
        resolved.append(r)
      }
      return Located(.list(resolved), at: v.location)
    }
    return v
  }

  /// A number the same for every glyph: written, a parameter, or an expression of the stage.
  mutating func number(_ v: Located<EffectValue>?, path: String) -> Double? {
    guard let v else { return nil }
    if varies(v, numeric: true) {
      fail(
        v.location, path, "this number is one for all glyphs; it cannot differ between them",
        hint: "use names like columns and rows only, or vary 'begin' or a value instead")
      return nil
    }
    guard let r = concrete(v, numeric: true, glyph: nil, path: path) else { return nil }
    guard case .number(let n) = r.value, n.isFinite else {
      fail(
        r.location, path, "expected a number, got \(r.value.shown)",
        hint: "write a number, a number parameter or an expression")
      return nil
    }
    return n
  }

  mutating func text(_ v: Located<EffectValue>?, path: String) -> Located<String>? {
    guard let v, let r = resolve(v, path: path) else { return nil }
    guard case .string(let s) = r.value else {
      fail(r.location, path, "expected text, got \(r.value.shown)", hint: "write it as a word")
      return nil
    }
    return Located(s, at: r.location)
  }

  mutating func flag(_ v: Located<EffectValue>?, path: String) -> Bool? {
    guard let v, let r = resolve(v, path: path) else { return nil }
    guard case .bool(let b) = r.value else {
      fail(
        r.location, path, "expected true or false, got \(r.value.shown)",
        hint: "write true or false")
      return nil
    }
    return b
  }

  mutating func timingFunction(_ v: Located<EffectValue>?, path: String) -> TimingFunction? {
    guard let written = text(v, path: path) else { return nil }
    do {
      return try TimingFunction(parsing: written.value)
    } catch {
      fail(
        written.location, path, "\(error)",
        hint: "e.g. linear, ease-out, cubicBezier(0.2, 0, 0, 1), steps(4, jump-end)")
      return nil
    }
  }

  mutating func colourSpace(_ v: Located<EffectValue>?, path: String) -> ColourSpace {
    guard let written = text(v, path: path) else { return .rgb }
    switch written.value {
    case "rgb": return .rgb
    case "hsb": return .hsb
    case "oklab": return .oklab
    default:
      fail(
        written.location, path, "unknown colour space '\(written.value)'",
        hint: "use rgb, hsb or oklab")
      return .rgb
    }
  }

  /// The stagger `d` describes over `count` glyphs (the animation's own: `spreadPerGlyph`
  /// counts them).
  mutating func stagger(_ d: StaggerDescription, count: Int, path: String) -> Stagger? {
    // Every random order in a file is the same order (channel 0), so that two groups can
    // share it: a colour turning as the glyph it belongs to settles.
    let orders: [String: StaggerOrder] = [
      "index": .index, "reverse-index": .reverseIndex, "row": .row, "column": .column,
      "diagonal": .diagonal, "centre-out": .centreOutward, "centre-in": .centreInward,
      "word": .word, "line": .line, "random": .random(channel: 0),
      "walk": .walk(box: textBox, channel: 0),
    ]
    // Every field is read before giving up, so all of a stagger's problems are reported.
    var spread = number(d.spread, path: path + ".spread") ?? 0
    if let perGlyph = number(d.spreadPerGlyph, path: path + ".spreadPerGlyph") {
      spread = perGlyph * Double(max(0, count - 1))
    }
    if let cap = number(d.maxSpread, path: path + ".maxSpread") { spread = min(spread, cap) }
    let function = timingFunction(d.timing, path: path + ".timing") ?? .linear
    guard let written = text(d.order, path: path + ".order") else { return nil }
    guard let order = orders[written.value] else {
      let suggestion =
        EffectReader.suggestion(written.value, in: orders.keys.sorted())
      fail(
        written.location, path + ".order", "unknown stagger order '\(written.value)'",
        hint: suggestion + "use one of \(orders.keys.sorted().joined(separator: ", "))")
      return nil
    }
    return Stagger(order, spread: max(0, spread), timingFunction: function)
  }

  mutating func value(_ v: Located<EffectValue>, for property: AnimatableProperty, path: String)
    -> AnimatableValue?
  {
    guard let r = resolve(v, path: path) else { return nil }
    let numbers: [Double]
    switch r.value {
    case .number(let n): numbers = [n]
    case .list(let parts):
      numbers = parts.compactMap { if case .number(let n) = $0.value { n } else { nil } }
    default: numbers = []
    }
    if let wild = numbers.first(where: { !$0.isFinite || abs($0) > Self.largestNumber }) {
      fail(
        r.location, path,
        "\(property.rawValue) got \(EffectValue.number(wild).shown), which is not a usable number",
        hint: "keep numbers within ±\(Int(Self.largestNumber)); check for a division by zero")
      return nil
    }
    switch (property.valueKind, r.value) {
    case (.double, .number(let n)): return .double(n)
    case (.angle, .number(let n)): return .angle(Angle(degrees: n))
    case (.integer, .number(let n)) where n == n.rounded(): return .integer(Int(n))
    case (.boolean, .bool(let b)): return .boolean(b)
    case (.vector, .list(let parts)) where parts.count == 2:
      if case .number(let dx) = parts[0].value, case .number(let dy) = parts[1].value {
        return .vector(Vector(dx: dx, dy: dy))
      }
    case (.colour, .string(let hex)):
      if let rgb = RGB(hex: hex) { return .colour(RGBA(rgb)) }
    case (.symbol, .string(let s)) where s.count == 1:
      guard Self.isDrawable(s.first!) else {
        fail(
          r.location, path, "a symbol must be a visible character, not a control or format one",
          hint: "write a printable character")
        return nil
      }
      return .symbol(Symbol(s.first!))
    default: break
    }
    let expected: [AnimatableValue.Kind: String] = [
      .double: "a number", .angle: "degrees (a number)", .integer: "a whole number",
      .boolean: "true or false",
      .vector: "[dx, dy]", .colour: "\"#rrggbb\"", .symbol: "a one-character string",
    ]
    let wanted = expected[property.valueKind] ?? "a value"
    fail(
      r.location, path, "\(property.rawValue) takes \(wanted), got \(r.value.shown)",
      hint: "write \(wanted)")
    return nil
  }

  /// The largest magnitude a property's number may have: far beyond any canvas or useful
  /// value, near enough that nothing downstream overflows converting it.
  static let largestNumber = 1_000_000.0

  /// Whether `character` draws as itself in a cell: no control, format, separator or lone
  /// combining character, which would reach the terminal as something other than a glyph.
  static func isDrawable(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    switch first.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned,
      .nonspacingMark, .enclosingMark, .spacingMark:
      return false
    default:
      return !character.unicodeScalars.contains {
        [.control, .format, .lineSeparator, .paragraphSeparator].contains(
          $0.properties.generalCategory)
          && $0 != "\u{200D}" && $0 != "\u{FE0F}"
      }
    }
  }
}
