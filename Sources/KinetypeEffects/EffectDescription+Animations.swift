import KinetypeAnimation
import KinetypeCore

/// A problem with an effect description: where (its key path) and what to do.
public struct EffectError: Error, CustomStringConvertible, Sendable {
  public var diagnostics: [Diagnostic]
  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension EffectDescription {
  /// The animations and transform anchor the description asks for, for `glyphCount` glyphs.
  ///
  /// - Throws: `EffectError` listing every problem found, each with its key path.
  public func animations(glyphCount: Int, origin: String) throws(EffectError) -> (
    [Animation], TransformAnchor
  ) {
    var builder = AnimationBuilder(origin: origin, glyphCount: glyphCount)
    if schema != 1 {
      builder.fail("schema", "unsupported schema \(schema)", hint: "this version reads schema 1")
    }
    let anchor: TransformAnchor
    switch self.anchor ?? "glyph" {
    case "glyph": anchor = .glyph(.zero)
    case "text": anchor = .textCentre
    case "word": anchor = .wordCentre
    case "line": anchor = .lineCentre
    default:
      anchor = .glyph(.zero)
      builder.fail(
        "anchor", "unknown anchor '\(self.anchor!)'", hint: "use glyph, text, word or line")
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

/// Turns descriptions into animations, collecting every problem.
struct AnimationBuilder {
  let origin: String
  let glyphCount: Int
  var diagnostics: [Diagnostic] = []

  mutating func fail(_ path: String, _ message: String, hint: String) {
    diagnostics.append(
      Diagnostic(.error, at: SourceLocation(file: origin), path: path, message, hint: hint))
  }

  mutating func animation(_ d: AnimationDescription, path: String) -> Animation? {
    let madeTiming = timing(d, path: path)
    let function = timingFunction(d.timing, path: path + ".timing") ?? .linear
    var madeStagger: Stagger? = nil
    if let described = d.stagger { madeStagger = stagger(described, path: path + ".stagger") }
    let space = colourSpace(d.colourSpace, path: path + ".colourSpace")
    if let children = d.children {
      var built: [Animation] = []
      for (index, child) in children.enumerated() {
        if let made = animation(child, path: "\(path).children[\(index)]") { built.append(made) }
      }
      return Animation(
        .group(built), timing: madeTiming, timingFunction: function, stagger: madeStagger)
    }
    guard let name = d.property, let property = AnimatableProperty(rawValue: name) else {
      let known = AnimatableProperty.allCases.map(\.rawValue).joined(separator: ", ")
      fail(
        path + ".property", d.property.map { "unknown property '\($0)'" } ?? "missing property",
        hint: "use one of \(known), or children for a group")
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
      kind = .keyframe(
        KeyframeAnimation(property: property, values: parsed, keyTimes: d.keyTimes ?? []))
    } else {
      let from = optionalValue(d.from, for: property, path: path + ".from")
      let to = optionalValue(d.to, for: property, path: path + ".to")
      let by = optionalValue(d.by, for: property, path: path + ".by")
      kind = .basic(BasicAnimation(property: property, from: from, to: to, by: by))
    }
    return Animation(
      kind, timing: madeTiming, timingFunction: function, isAdditive: d.additive ?? false,
      colourSpace: space, stagger: madeStagger)
  }

  mutating func optionalValue(_ v: JSONValue?, for property: AnimatableProperty, path: String)
    -> AnimatableValue?
  {
    guard let v else { return nil }
    return value(v, for: property, path: path)
  }

  mutating func timing(_ d: AnimationDescription, path: String) -> Timing {
    let fill: FillMode
    switch d.fill ?? "removed" {
    case "removed": fill = .removed
    case "forwards": fill = .forwards
    case "backwards": fill = .backwards
    case "both": fill = .both
    default:
      fill = .removed
      fail(
        path + ".fill", "unknown fill '\(d.fill!)'",
        hint: "use removed, forwards, backwards or both")
    }
    let duration = d.duration ?? 1
    let repeatCount = d.repeatCount ?? 0
    guard duration >= 0, duration.isFinite, repeatCount >= 0, (d.speed ?? 1).isFinite,
      (d.begin ?? 0).isFinite
    else {
      fail(
        path, "duration and repeatCount must be finite and not negative", hint: "fix the numbers")
      return Timing(fillMode: fill)
    }
    return Timing(
      beginTime: d.begin ?? 0, duration: duration, speed: d.speed ?? 1, repeatCount: repeatCount,
      autoreverses: d.autoreverses ?? false, fillMode: fill)
  }

  mutating func timingFunction(_ text: String?, path: String) -> TimingFunction? {
    guard let text else { return nil }
    do {
      return try TimingFunction(parsing: text)
    } catch {
      fail(
        path, "\(error)",
        hint: "e.g. linear, ease-out, cubicBezier(0.2, 0, 0, 1), steps(4, jump-end)")
      return nil
    }
  }

  mutating func colourSpace(_ text: String?, path: String) -> ColourSpace {
    switch text ?? "rgb" {
    case "rgb": return .rgb
    case "hsb": return .hsb
    case "oklab": return .oklab
    default:
      fail(path, "unknown colour space '\(text!)'", hint: "use rgb, hsb or oklab")
      return .rgb
    }
  }

  mutating func stagger(_ d: StaggerDescription, path: String) -> Stagger? {
    let orders: [String: StaggerOrder] = [
      "index": .index, "reverse-index": .reverseIndex, "row": .row, "column": .column,
      "diagonal": .diagonal, "centre-out": .centreOutward, "centre-in": .centreInward,
      "word": .word, "line": .line, "random": .random(channel: 0),
    ]
    guard let order = orders[d.order] else {
      fail(
        path + ".order", "unknown stagger order '\(d.order)'",
        hint: "use one of \(orders.keys.sorted().joined(separator: ", "))")
      return nil
    }
    var spread = d.spread ?? 0
    if let perGlyph = d.spreadPerGlyph { spread = perGlyph * Double(max(0, glyphCount - 1)) }
    if let cap = d.maxSpread { spread = min(spread, cap) }
    let function = timingFunction(d.timing, path: path + ".timing") ?? .linear
    return Stagger(order, spread: spread, timingFunction: function)
  }

  mutating func value(_ v: JSONValue, for property: AnimatableProperty, path: String)
    -> AnimatableValue?
  {
    switch (property.valueKind, v) {
    case (.double, .number(let n)): return .double(n)
    case (.angle, .number(let n)): return .angle(Angle(degrees: n))
    case (.integer, .number(let n)) where n == n.rounded(): return .integer(Int(n))
    case (.boolean, .bool(let b)): return .boolean(b)
    case (.vector, .array(let parts)) where parts.count == 2:
      if case .number(let dx) = parts[0], case .number(let dy) = parts[1] {
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
    fail(
      path, "\(property.rawValue) takes \(expected[property.valueKind] ?? "a value"), got \(v)",
      hint: "write \(expected[property.valueKind] ?? "a value")")
    return nil
  }
}
