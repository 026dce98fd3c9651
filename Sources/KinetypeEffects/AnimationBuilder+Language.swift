import KinetypeAnimation
import KinetypeCore

extension AnimationBuilder {
  /// Every `let:` name in force, an inner scope's hiding an outer one's: `letNames`, merged
  /// again whenever a scope opens or closes rather than at every expression.
  private mutating func mergeLets() {
    var merged: [String: Expression.Node] = [:]
    for scope in letScopes { merged.merge(scope) { _, inner in inner } }
    letNames = merged
  }

  /// Opens a scope of `let:` names: each definition is parsed once; where it is used, its
  /// names (other definitions, the glyph's names) are filled in, so a use costs nothing more
  /// than writing it out.
  mutating func pushLets(_ lets: [LetDefinition], path: String) {
    letScopes.append([:])
    for definition in lets {
      let name = definition.name.value
      let at = path.isEmpty ? "let.\(name)" : "\(path).let.\(name)"
      let node: Expression.Node
      switch definition.value.value {
      case .number(let n): node = .number(n)
      case .string(let text):
        // Names are checked where the definition is used: a group's own names may complete it.
        let location = definition.value.location
        do {
          node = try Expression(parsing: text, channel: Self.channel(location)).root
        } catch {
          var place = location
          if let column = place.column { place.column = column + error.offset }
          fail(place, at, "in '\(Self.excerpt(text))': \(error.message)", hint: error.hint)
          continue
        }
      default: continue  // The reader reported it.
      }
      letScopes[letScopes.count - 1][name] = node
    }
    mergeLets()
  }

  mutating func popLets() {
    letScopes.removeLast()
    mergeLets()
  }

  /// A `property: symbol` animation with a `ramp`: its values are levels in 0…1, and the glyph
  /// shows the ramp's symbol for its level; compiled to discrete symbol keyframes here, once
  /// per glyph, so no frame evaluates a level.
  ///
  /// Each segment between two levels is cut where the level crosses from one symbol to the
  /// next, so the symbols change exactly where a linear level would have them change.
  mutating func rampKind(
    _ d: PropertyChange, ramp written: Located<ScrambleDescription.Symbols>,
    within: [Int], duration: Double, path: String
  ) -> Animation.Kind? {
    let ramp = symbols(written, path: path + ".ramp")
    guard !ramp.isEmpty else { return nil }
    let levels: [Located<EffectValue>]
    if let values = d.values {
      levels = values
    } else if let from = d.from, let to = d.to {
      levels = [from, to]
    } else {
      fail(
        written.location, path + ".ramp",
        "a ramp animates a level: give 'values' (levels in 0…1) or 'from' and 'to'",
        hint: "e.g. 'values: [0, 1, 0]'")
      return nil
    }
    var slots: [GlyphSlot<Double>] = []
    for (index, level) in levels.enumerated() {
      guard let slot = glyphNumber(level, path: "\(path).values[\(index)]") else { return nil }
      slots.append(slot)
    }
    var times: [Double] = []
    for (index, item) in (d.keyTimes ?? []).enumerated() {
      if let t = number(item, path: "\(path).keyTimes[\(index)]") { times.append(t) }
    }
    if times.isEmpty {
      times =
        levels.count < 2 ? [0] : (0..<levels.count).map { Double($0) / Double(levels.count - 1) }
    }
    guard times.count == levels.count, zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }),
      times.first == 0, times.last == 1 || levels.count == 1
    else {
      fail(
        d.keyTimes?.first?.location ?? written.location, path + ".keyTimes",
        "a ramp's keyTimes are one per level, rising from 0 to 1",
        hint: "give as many keyTimes as values, or none")
      return nil
    }
    let symbols = ramp.map { AnimatableValue.symbol(Symbol($0)) }
    func symbol(_ level: Double) -> Int {
      let scaled = (min(max(level, 0), 1) * Double(ramp.count)).rounded(.down)
      return min(Int(scaled), ramp.count - 1)
    }
    // One list of (key time, symbol) per glyph; glyphs with equal levels share the work.
    var cache: [[Double]: (values: [AnimatableValue], keyTimes: [Double])] = [:]
    func keyframes(_ glyphLevels: [Double]) -> (values: [AnimatableValue], keyTimes: [Double]) {
      if let known = cache[glyphLevels] { return known }
      var values = [symbols[symbol(glyphLevels[0])]]
      var keyTimes = [0.0]
      var current = symbol(glyphLevels[0])
      for k in 0..<max(glyphLevels.count - 1, 0) {
        let (a, b, t0, t1) = (glyphLevels[k], glyphLevels[k + 1], times[k], times[k + 1])
        let (s0, s1) = (symbol(a), symbol(b))
        guard s0 != s1 || current != s0 else { continue }
        let direction = s1 >= s0 ? 1 : -1
        var s = current
        while s != s1 {
          s += s1 > s ? 1 : -1
          // Where the level reaches symbol s's band (its lower edge rising, upper falling).
          let edge = Double(direction > 0 ? s : s + 1) / Double(ramp.count)
          let u = b == a ? 0 : min(max((edge - a) / (b - a), 0), 1)
          let t = t0 + (t1 - t0) * u
          if t <= keyTimes.last! {
            values[values.count - 1] = symbols[s]
          } else {
            values.append(symbols[s])
            keyTimes.append(t)
          }
        }
        current = s1
      }
      keyTimes.append(1)
      cache[glyphLevels] = (values, keyTimes)
      return (values, keyTimes)
    }
    // Levels the same for every glyph (the usual case, starts spread by a stagger or `begin`)
    // are worked out once.
    let isShared = slots.allSatisfy { if case .shared = $0 { true } else { false } }
    let perGlyph =
      isShared
      ? Array(repeating: keyframes(slots.map { $0(0) }), count: facts.count)
      : facts.indices.map { g in keyframes(slots.map { $0(g) }) }
    // Discrete keyframes share their key times: glyphs whose symbols change at the same times
    // share one animation (their symbols per glyph); the usual case is a single one.
    var byTimes: [[Double]: [Int]] = [:]
    if isShared, let first = within.first {
      byTimes[perGlyph[first].keyTimes] = within
    } else {
      for g in within { byTimes[perGlyph[g].keyTimes, default: []].append(g) }
    }
    func animation(_ glyphs: [Int], _ keyTimes: [Double]) -> KeyframeAnimation {
      var made = KeyframeAnimation(
        property: .symbol, values: [], keyTimes: keyTimes, calculationMode: .discrete)
      let first = perGlyph[glyphs[0]].values
      if glyphs.allSatisfy({ perGlyph[$0].values == first }) {
        made.values = first
      } else {
        made.valuesByGlyph = facts.indices.map { g in
          perGlyph[g].keyTimes == keyTimes ? perGlyph[g].values : first
        }
      }
      return made
    }
    guard let (keyTimes, glyphs) = byTimes.first else {
      // No glyph to animate (an empty text): the ramp's first symbol, for no one.
      return .keyframe(
        KeyframeAnimation(
          property: .symbol, values: [symbols[0]], keyTimes: [0, 1], calculationMode: .discrete))
    }
    guard byTimes.count > 1 else { return .keyframe(animation(glyphs, keyTimes)) }
    let children = byTimes.sorted { $0.value[0] < $1.value[0] }.map { keyTimes, glyphs in
      Animation(
        .keyframe(animation(glyphs, keyTimes)), timing: Timing(duration: duration),
        glyphs: .set(Set(glyphs.map { facts[$0].index })))
    }
    return .group(children)
  }

  /// Each text glyph's colour at rest under the effect's final gradient (or the stops `choice`
  /// gives), nil where the glyph keeps its own: glyphs with a colour of their own, spaces, line
  /// breaks and a morph's outgoing glyphs.
  mutating func finalColours(
    _ gradient: GradientDescription?, choice: FinalGradient, textCount: Int
  )
    -> [RGB?]
  {
    var written = gradient
    switch choice {
    case .effect: break
    case .none: written = nil
    case .stops(let stops):
      var made = gradient ?? GradientDescription(location: SourceLocation(file: origin), stops: [])
      made.stops = stops.map { Located(.string($0.hex), at: made.location) }
      written = made
    }
    guard let written, !written.stops.isEmpty else {
      return Array(repeating: nil, count: textCount)
    }
    return (0..<textCount).map { g in
      let f = facts[g]
      guard f.foreground == .default, f.role != .old, !f.isSpace, !f.isLineBreak else {
        return nil
      }
      return colour(written, glyph: g, path: "finalGradient")
    }
  }
}

/// Which final gradient a build ends uncoloured text in.
public enum FinalGradient: Hashable, Sendable {
  /// The effect's own `finalGradient:` (none when it declares none).
  case effect
  /// None: uncoloured text ends in the terminal's colours.
  case none
  /// The effect's gradient (direction, steps) with these stops; horizontal when it has none.
  case stops([RGB])
}
