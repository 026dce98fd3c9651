import KinetypeAnimation
import KinetypeCore

extension AnimationBuilder {
  /// An animation built, and when it ends in its parent's time with its stagger included: what
  /// a `sequence` waits for and a group's default duration covers.
  struct Built {
    var animation: Animation
    var end: Double
    /// Whether `animation` is only a container of copies of one animation with different
    /// durations (`splitByDuration`): a parent group takes the copies as its own children,
    /// which spares every frame a level of group time.
    var isSplit = false
  }

  /// Builds `d` over the glyph numbers `within` (its parent's glyphs), with its `let:` names
  /// in force for it and its children.
  mutating func animation(_ d: AnimationDescription, path: String, within: [Int]) -> Built? {
    pushLets(d.lets, path: path)
    defer { popLets() }
    return animationInScope(d, path: path, within: within)
  }

  private mutating func animationInScope(_ d: AnimationDescription, path: String, within: [Int])
    -> Built?
  {
    var glyphs = within
    if let written = d.glyphs, let chosen = selected(written, path: path + ".glyphs") {
      glyphs = within.filter { chosen[$0] }
    }
    var timing = self.timing(d, path: path)
    let function = timingFunction(d.timing, path: path + ".timing") ?? .linear
    var stagger = d.stagger.flatMap {
      self.stagger($0, count: glyphs.count, path: path + ".stagger")
    }
    // A begin that differs per glyph becomes per-glyph delays, the stagger's added, and so do
    // delays the caller asks for (a trail's cells following their head).
    let extra = pendingDelays
    pendingDelays = nil
    let perGlyphBegin = glyphBegin(d, path: path)
    if perGlyphBegin != nil || extra != nil {
      var delays = Array(repeating: 0.0, count: glyphCount)
      for g in glyphs { delays[g] = (perGlyphBegin?(g) ?? 0) + (extra?[g] ?? 0) }
      if let made = stagger {
        let offsets = made.offsets(for: glyphs.map(geometry), seed: seed)
        for (k, g) in glyphs.enumerated() { delays[g] += offsets[k] }
      }
      stagger = Stagger(.delays(delays), spread: 0)
      if perGlyphBegin != nil { timing.beginTime = 0 }
    }
    let spread = stagger.map { Self.latestShift($0, glyphs) } ?? 0
    let selection: GlyphSelection =
      glyphs.count == glyphCount ? .all : .set(indexSet(glyphs))
    var made = Animation(
      .group([]), timing: timing, timingFunction: function,
      isAdditive: flag(d.additive, path: path + ".additive") ?? false,
      colourSpace: colourSpace(d.colourSpace, path: path + ".colourSpace"),
      glyphs: selection, stagger: stagger)
    switch d.kind {
    case .group(let children, let compose):
      let sequence = composesInSequence(compose, path: path + ".compose")
      var built: [Animation] = []
      var cursor = 0.0
      var latest = 0.0
      for (index, child) in children.enumerated() {
        guard var next = animation(child, path: "\(path).animations[\(index)]", within: glyphs)
        else { continue }
        if sequence {
          next.animation.timing.beginTime += cursor
          next.end += cursor
          cursor = next.end
        }
        latest = max(latest, next.end)
        if next.isSplit, case .group(let copies) = next.animation.kind {
          built += copies.map { copy in
            var copy = copy
            copy.timing.beginTime += next.animation.timing.beginTime
            return copy
          }
        } else {
          built.append(next.animation)
        }
      }
      made.kind = .group(built)
      if d.duration == nil { made.timing.duration = max(latest, 0) }
    case .scramble(let described):
      guard let scramble = scramble(described, path: path + ".scramble") else { return nil }
      made.kind = .scramble(scramble)
    case .spawn(let described):
      guard
        let kind = spawn(
          described, within: glyphs, duration: timing.duration, path: path + ".spawn")
      else { return nil }
      made.kind = kind
    case .property(let change):
      if let ramp = change.ramp {
        guard
          let kind = rampKind(
            change, ramp: ramp, within: glyphs, duration: timing.duration, path: path)
        else { return nil }
        made.kind = kind
      } else {
        guard let kind = propertyKind(change, path: path) else { return nil }
        made.kind = kind
      }
    case .none:
      return nil
    }
    if let durations = d.duration, varies(durations, numeric: true) {
      return splitByDuration(made, durations, glyphs: glyphs, path: path + ".duration")
    }
    let end = made.timing.endTime + spread
    return Built(animation: made, end: end)
  }

  /// The longest an effect may last: an hour is far beyond any effect, and a bound keeps a
  /// typo (`speed: 1e-9`) from making a recording that never ends.
  static let longestEffect = 3600.0

  /// Reports a group that ends later than `longestEffect` (or never).
  mutating func checkLength(_ end: Double, of location: SourceLocation, _ path: String) {
    guard !(end <= Self.longestEffect) else { return }
    fail(
      location, path,
      "this ends \(end.isFinite ? "after \(EffectValue.number(end.rounded()).shown) s" : "never"); an effect lasts at most an hour",
      hint: "check its duration, speed, repeat, begin and stagger")
  }

  /// Whether a `compose:` says `sequence` (else `parallel`, the default).
  mutating func composesInSequence(_ v: Located<EffectValue>?, path: String) -> Bool {
    guard let written = text(v, path: path) else { return false }
    switch written.value {
    case "sequence": return true
    case "parallel": return false
    default:
      fail(
        written.location, path, "unknown composition '\(written.value)'",
        hint: "use parallel (together) or sequence (one after another)")
      return false
    }
  }

  /// `begin` plus `delay`, when either differs per glyph; nil when both are the same for all
  /// (then `timing` has them).
  private mutating func glyphBegin(_ d: AnimationDescription, path: String) -> GlyphSlot<Double>? {
    let written = [d.begin, d.delay].compactMap { $0 }
    guard written.contains(where: { varies($0, numeric: true) }) else { return nil }
    var total = Array(repeating: 0.0, count: glyphCount)
    for (v, key) in zip([d.begin, d.delay], ["begin", "delay"]) {
      guard let v else { continue }
      guard let slot = glyphNumber(v, path: path + "." + key) else { return nil }
      for g in total.indices { total[g] += slot(g) }
    }
    return .perGlyph(total)
  }

  /// The largest begin-time shift `stagger` gives any of `glyphs`.
  static func latestShift(_ stagger: Stagger, _ glyphs: [Int]) -> Double {
    if case .delays(let delays) = stagger.order {
      return glyphs.map { delays[$0] }.max() ?? 0
    }
    return stagger.spread * max(stagger.timingFunction(1), 0)
  }

  /// Glyph `g` as the animation model sees it, for working out stagger offsets here.
  func geometry(_ g: Int) -> GlyphGeometry {
    let f = facts[g]
    return GlyphGeometry(
      index: f.index, position: f.position, width: max(1, f.width), wordIndex: f.wordIndex,
      lineIndex: f.lineIndex)
  }

  /// A property animation: keyframes (`values`) or from / to / by, each value shared or per
  /// glyph.
  private mutating func propertyKind(_ d: PropertyChange, path: String) -> Animation.Kind? {
    let written = d.property
    guard let property = AnimatableProperty(rawValue: written.value) else {
      let names = AnimatableProperty.allCases.map(\.rawValue)
      let suggestion =
        EffectReader.suggestion(written.value, in: names)
      fail(
        written.location, path + ".property", "unknown property '\(written.value)'",
        hint: suggestion + "use one of \(names.joined(separator: ", ")), or animations for a group")
      return nil
    }
    if let values = d.values {
      var slots: [GlyphSlot<AnimatableValue>] = []
      for (index, item) in values.enumerated() {
        if let made = propertyValue(item, for: property, path: "\(path).values[\(index)]") {
          slots.append(made)
        }
      }
      guard slots.count == values.count else { return nil }
      var keyTimes: [Double] = []
      for (index, item) in (d.keyTimes ?? []).enumerated() {
        if let t = number(item, path: "\(path).keyTimes[\(index)]") { keyTimes.append(t) }
      }
      var keyframes = KeyframeAnimation(property: property, values: [], keyTimes: keyTimes)
      if slots.allSatisfy({ if case .shared = $0 { true } else { false } }) {
        keyframes.values = slots.map { $0(0) }
      } else {
        keyframes.valuesByGlyph = facts.indices.map { g in slots.map { $0(g) } }
      }
      return .keyframe(keyframes)
    }
    var basic = BasicAnimation(property: property)
    if let v = d.from, let slot = propertyValue(v, for: property, path: path + ".from") {
      switch slot {
      case .shared(let value): basic.from = value
      case .perGlyph(let values): basic.fromByGlyph = values
      }
    }
    if let v = d.to, let slot = propertyValue(v, for: property, path: path + ".to") {
      switch slot {
      case .shared(let value): basic.to = value
      case .perGlyph(let values): basic.toByGlyph = values
      }
    }
    if let v = d.by, let slot = propertyValue(v, for: property, path: path + ".by") {
      guard case .shared(let value) = slot else {
        fail(v.location, path + ".by", "'by' is one value for all glyphs", hint: "use from or to")
        return nil
      }
      basic.by = value
    }
    return .basic(basic)
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
    // A duration that differs per glyph is set by `splitByDuration`.
    let perGlyph = d.duration.map { varies($0, numeric: true) } ?? false
    let duration = perGlyph ? 1 : number(d.duration, path: path + ".duration") ?? 1
    let repeatCount = number(d.repeatCount, path: path + ".repeat") ?? 0
    let speed = number(d.speed, path: path + ".speed") ?? 1
    var begin = 0.0
    for (v, key) in zip([d.begin, d.delay], ["begin", "delay"]) {
      if let v, !varies(v, numeric: true) { begin += number(v, path: path + "." + key) ?? 0 }
    }
    guard abs(begin) <= Self.largestNumber else {
      fail(
        d.location, path + ".begin",
        "begin and delay add up to \(EffectValue.number(begin).shown) s",
        hint: "keep them within ±\(Int(Self.largestNumber)) s")
      return Timing(fillMode: fill)
    }
    guard duration >= 0, repeatCount >= 0, speed != 0 else {
      fail(
        d.location, path, "duration and repeat must not be negative, and speed not zero",
        hint: "fix the numbers")
      return Timing(fillMode: fill)
    }
    return Timing(
      beginTime: begin, duration: duration, speed: speed, repeatCount: repeatCount,
      autoreverses: flag(d.pingPong, path: path + ".pingPong") ?? false, fillMode: fill)
  }

  mutating func scramble(_ d: ScrambleDescription, path: String) -> ScrambleAnimation? {
    let rate = number(d.rate, path: path + ".rate") ?? 20
    if rate <= 0 {
      fail(
        d.rate?.location ?? d.location, path + ".rate", "rate must be positive; got \(rate)",
        hint: "give the changes a second, e.g. 20")
    }
    let symbols = self.symbols(d.symbols, path: path + ".symbols")
    guard rate > 0, !symbols.isEmpty else { return nil }
    return ScrambleAnimation(symbols: symbols, rate: rate)
  }

  /// The characters a symbol source names; empty (with a diagnostic) when it names none.
  mutating func symbols(_ written: Located<ScrambleDescription.Symbols>?, path: String)
    -> [Character]
  {
    switch written?.value {
    case .set(let name)?:
      if let set = SymbolSet.named[name] { return Array(set) }
      let names = SymbolSet.named.keys.sorted()
      let suggestion = EffectReader.suggestion(name, in: names)
      fail(
        written!.location, path, "unknown symbol set '\(name)'",
        hint: suggestion + "use one of \(names.joined(separator: ", ")), or quoted characters")
    case .literal(let text)?:
      if let bad = text.first(where: { !Self.isDrawable($0) }) {
        let code = bad.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        fail(
          written!.location, path,
          "symbols must be visible characters; got \(code.joined(separator: " ")), a control or format character",
          hint: "remove it")
        return []
      }
      if !text.isEmpty { return Array(text) }
      fail(
        written!.location, path, "no symbols to draw from",
        hint: "write some characters between the quotes, or a set's name")
    case nil:
      break
    }
    return []
  }
}
