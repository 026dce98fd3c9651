import KinetypeAnimation
import KinetypeCore

/// Problems with an effect: each located, with its key path and what to do.
public struct EffectError: Error, CustomStringConvertible, Sendable {
  public var diagnostics: [Diagnostic]
  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension EffectDescription {
  /// The animations and transform anchor the description asks for, for `glyphCount` glyphs and
  /// the given parameter values (`parameterValues(overrides:origin:)`; defaults when nil).
  ///
  /// - Throws: `EffectError` listing every problem found.
  ///
  /// Every glyph counts as a plain non-space in one word and one line, so glyph selections
  /// that ask about text see none of it; use `animations(glyphs:seed:origin:parameters:)` with
  /// facts from the layout for those.
  public func animations(
    glyphCount: Int, origin: String, parameters values: [String: EffectValue]? = nil
  ) throws(EffectError) -> (
    [Animation], TransformAnchor
  ) {
    try animations(
      glyphs: GlyphFacts.plain(count: glyphCount), seed: 1, origin: origin, parameters: values)
  }

  /// The animations and transform anchor the description asks for, over glyphs described by
  /// `facts` (one per glyph, in index order), which glyph selections (`glyphs:`) are decided
  /// from; `seed` drives `random` selections.
  ///
  /// - Throws: `EffectError` listing every problem found.
  public func animations(
    glyphs facts: [GlyphFacts], seed: UInt64, origin: String,
    parameters values: [String: EffectValue]? = nil
  ) throws(EffectError) -> (
    [Animation], TransformAnchor
  ) {
    let values =
      values ?? Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.defaultValue) })
    var builder = AnimationBuilder(origin: origin, facts: facts, seed: seed, parameters: values)
    if schema != 1 {
      builder.fail(
        SourceLocation(file: origin), "schema", "unsupported schema \(schema)",
        hint: "this version reads schema 1")
    }
    var anchor = TransformAnchor.glyph(.zero)
    if let written = self.anchor {
      switch written.value {
      case "glyph": anchor = .glyph(.zero)
      case "text": anchor = .textCentre
      case "word": anchor = .wordCentre
      case "line": anchor = .lineCentre
      default:
        builder.fail(
          written.location, "anchor", "unknown anchor '\(written.value)'",
          hint: "use glyph, text, word or line")
      }
    }
    var result: [Animation] = []
    for (index, description) in animations.enumerated() {
      if let made = builder.animation(description, path: "animations[\(index)]") {
        result.append(made)
      }
    }
    if !builder.diagnostics.isEmpty { throw EffectError(diagnostics: builder.diagnostics) }
    return (result, anchor)
  }
}

/// Turns descriptions into animations, resolving parameters and collecting every problem.
struct AnimationBuilder {
  let origin: String
  /// What selections may ask of each glyph, one per glyph.
  let facts: [GlyphFacts]
  let seed: UInt64
  let parameters: [String: EffectValue]
  var glyphCount: Int { facts.count }
  var diagnostics: [Diagnostic] = []

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

  mutating func number(_ v: Located<EffectValue>?, path: String) -> Double? {
    guard let v, let r = resolve(v, path: path) else { return nil }
    guard case .number(let n) = r.value, n.isFinite else {
      fail(
        r.location, path, "expected a number, got \(r.value.shown)",
        hint: "write a number or a number parameter")
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

  mutating func animation(_ d: AnimationDescription, path: String) -> Animation? {
    let madeTiming = timing(d, path: path)
    let function = timingFunction(d.timing, path: path + ".timing") ?? .linear
    var madeStagger: Stagger? = nil
    if let described = d.stagger { madeStagger = stagger(described, path: path + ".stagger") }
    let space = colourSpace(d.colourSpace, path: path + ".colourSpace")
    var glyphs = GlyphSelection.all
    if let written = d.glyphs, let chosen = selection(written, path: path + ".glyphs") {
      glyphs = chosen
    }
    if let children = d.children {
      var built: [Animation] = []
      for (index, child) in children.enumerated() {
        if let made = animation(child, path: "\(path).children[\(index)]") { built.append(made) }
      }
      return Animation(
        .group(built), timing: madeTiming, timingFunction: function, glyphs: glyphs,
        stagger: madeStagger)
    }
    if let described = d.scramble {
      guard let made = scramble(described, path: path + ".scramble") else { return nil }
      return Animation(
        .scramble(made), timing: madeTiming, timingFunction: function, glyphs: glyphs,
        stagger: madeStagger)
    }
    guard let written = d.property else { return nil }
    guard let property = AnimatableProperty(rawValue: written.value) else {
      let known = AnimatableProperty.allCases.map(\.rawValue).joined(separator: ", ")
      let suggestion =
        EffectReader.closest(written.value, in: AnimatableProperty.allCases.map(\.rawValue)).map {
          "did you mean '\($0)'? "
        } ?? ""
      fail(
        written.location, path + ".property", "unknown property '\(written.value)'",
        hint: suggestion + "use one of \(known), or children for a group")
      return nil
    }
    let kind: Animation.Kind
    if let values = d.values {
      var parsed: [AnimatableValue] = []
      for (index, item) in values.enumerated() {
        if let made = value(item, for: property, path: "\(path).values[\(index)]") {
          parsed.append(made)
        }
      }
      var keyTimes: [Double] = []
      for (index, item) in (d.keyTimes ?? []).enumerated() {
        if let t = number(item, path: "\(path).keyTimes[\(index)]") { keyTimes.append(t) }
      }
      kind = .keyframe(KeyframeAnimation(property: property, values: parsed, keyTimes: keyTimes))
    } else {
      let from = d.from.flatMap { value($0, for: property, path: path + ".from") }
      let to = d.to.flatMap { value($0, for: property, path: path + ".to") }
      let by = d.by.flatMap { value($0, for: property, path: path + ".by") }
      kind = .basic(BasicAnimation(property: property, from: from, to: to, by: by))
    }
    return Animation(
      kind, timing: madeTiming, timingFunction: function,
      isAdditive: flag(d.additive, path: path + ".additive") ?? false,
      colourSpace: space, glyphs: glyphs, stagger: madeStagger)
  }

  mutating func scramble(_ d: ScrambleDescription, path: String) -> ScrambleAnimation? {
    let rate = number(d.rate, path: path + ".rate") ?? 20
    var valid = true
    if rate <= 0 {
      fail(
        d.rate?.location ?? d.location, path + ".rate", "rate must be positive; got \(rate)",
        hint: "give the changes a second, e.g. 20")
      valid = false
    }
    var symbols: [Character] = []
    switch d.symbols?.value {
    case .set(let name)?:
      if let set = SymbolSet.named[name] {
        symbols = Array(set)
      } else {
        let names = SymbolSet.named.keys.sorted()
        let suggestion =
          EffectReader.closest(name, in: names).map { "did you mean '\($0)'? " } ?? ""
        fail(
          d.symbols!.location, path + ".symbols", "unknown symbol set '\(name)'",
          hint: suggestion + "use one of \(names.joined(separator: ", ")), or quoted characters")
      }
    case .literal(let text)?:
      symbols = Array(text)
      if symbols.isEmpty {
        fail(
          d.symbols!.location, path + ".symbols", "no symbols to scramble with",
          hint: "write some characters between the quotes, or a set's name")
      }
    case nil:
      break
    }
    guard valid, !symbols.isEmpty else { return nil }
    return ScrambleAnimation(symbols: symbols, rate: rate)
  }

  mutating func timing(_ d: AnimationDescription, path: String) -> Timing {
    var fill = FillMode.removed
    if let written = text(d.fill, path: path + ".fill") {
      switch written.value {
      case "removed": fill = .removed
      case "forwards": fill = .forwards
      case "backwards": fill = .backwards
      case "both": fill = .both
      default:
        fail(
          written.location, path + ".fill", "unknown fill '\(written.value)'",
          hint: "use removed, forwards, backwards or both")
      }
    }
    let duration = number(d.duration, path: path + ".duration") ?? 1
    let repeatCount = number(d.repeatCount, path: path + ".repeatCount") ?? 0
    let speed = number(d.speed, path: path + ".speed") ?? 1
    let begin = number(d.begin, path: path + ".begin") ?? 0
    guard duration >= 0, repeatCount >= 0, speed != 0 else {
      fail(
        d.location, path, "duration and repeatCount must not be negative, and speed not zero",
        hint: "fix the numbers")
      return Timing(fillMode: fill)
    }
    return Timing(
      beginTime: begin, duration: duration, speed: speed, repeatCount: repeatCount,
      autoreverses: flag(d.autoreverses, path: path + ".autoreverses") ?? false, fillMode: fill)
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

  mutating func stagger(_ d: StaggerDescription, path: String) -> Stagger? {
    let orders: [String: StaggerOrder] = [
      "index": .index, "reverse-index": .reverseIndex, "row": .row, "column": .column,
      "diagonal": .diagonal, "centre-out": .centreOutward, "centre-in": .centreInward,
      "word": .word, "line": .line, "random": .random(channel: 0),
    ]
    // Every field is read before giving up, so all of a stagger's problems are reported.
    var spread = number(d.spread, path: path + ".spread") ?? 0
    if let perGlyph = number(d.spreadPerGlyph, path: path + ".spreadPerGlyph") {
      spread = perGlyph * Double(max(0, glyphCount - 1))
    }
    if let cap = number(d.maxSpread, path: path + ".maxSpread") { spread = min(spread, cap) }
    let function = timingFunction(d.timing, path: path + ".timing") ?? .linear
    guard let written = text(d.order, path: path + ".order") else { return nil }
    guard let order = orders[written.value] else {
      let suggestion =
        EffectReader.closest(written.value, in: Array(orders.keys)).map { "did you mean '\($0)'? " }
        ?? ""
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
}
