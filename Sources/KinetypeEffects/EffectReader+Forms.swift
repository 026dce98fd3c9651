import KinetypeCore
import Yams

extension EffectReader {
  /// A symbol source: plain words name a set; quoted text is the set itself, so a typo in a
  /// name is caught rather than scrambling with the letters of the typo.
  mutating func symbols(_ node: Node, path: String) -> Located<ScrambleDescription.Symbols>? {
    guard case .scalar(let scalar) = node else {
      fail(
        location(node), path, "expected a set's name or quoted characters",
        hint: "e.g. 'symbols: hex' or 'symbols: \"*+-\"'")
      return nil
    }
    let text = scalar.string
    return Located(scalar.style == .plain ? .set(text) : .literal(text), at: location(node))
  }

  /// `spawn: { from: top }`, `{ to: [columns, row], via: [[0, 0]] }`.
  mutating func spawn(_ node: Node, path: String) -> SpawnDescription? {
    guard
      let f = fields(
        of: node, "a spawn", hint: "e.g. '{ from: top }' or '{ to: [columns / 2, rows] }'",
        path: path, allowed: Self.spawnKeys, required: [])
    else { return nil }
    var result = SpawnDescription(location: location(node))
    result.from = f["from"].flatMap { value($0, path: path + ".from") }
    result.to = f["to"].flatMap { value($0, path: path + ".to") }
    result.rotate = f["rotate"].flatMap { value($0, path: path + ".rotate") }
    if let via = f["via"] {
      if case .sequence(let items) = via {
        result.via = items.enumerated().compactMap { value($1, path: "\(path).via[\($0)]") }
      } else {
        fail(
          location(via), path + ".via", "expected a list of points",
          hint: "e.g. 'via: [[columns / 2, 0]]'")
      }
    }
    if (result.from == nil) == (result.to == nil) {
      fail(
        result.location, path, "a spawn has exactly one of 'from' (arrive) and 'to' (leave)",
        hint: "e.g. 'from: top'")
    }
    return result
  }

  /// The list under `particles:`.
  mutating func particleList(_ node: Node, path: String) -> [ParticleDescription] {
    guard case .sequence(let items) = node else {
      fail(
        location(node), path, "expected a list of particle kinds",
        hint: "write each as '- count: 20' with 'symbols:' and animations")
      return []
    }
    return items.enumerated().compactMap { index, item in
      particle(item, path: "\(path)[\(index)]")
    }
  }

  private mutating func particle(_ node: Node, path: String) -> ParticleDescription? {
    guard
      let f = fields(
        of: node, "a particle kind",
        hint: "e.g. '{ count: 20, symbols: \"*\", at: top, animations: […] }'", path: path,
        allowed: Self.particleKeys + Self.animationKeys, required: ["count", "symbols"])
    else { return nil }
    var group = f.filter { !Self.particleKeys.contains($0.key) }
    if let glyphs = group.removeValue(forKey: "glyphs") {
      fail(
        location(glyphs), path + ".glyphs", "a particle kind's glyphs are its particles",
        hint: "select among them in its animations instead")
    }
    return ParticleDescription(
      location: location(node),
      count: f["count"].flatMap { value($0, path: path + ".count") },
      symbols: f["symbols"].flatMap { symbols($0, path: path + ".symbols") },
      colour: f["colour"].flatMap { value($0, path: path + ".colour") },
      at: f["at"].flatMap { value($0, path: path + ".at") },
      group: animation(group, path: path, at: location(node), requireKind: false))
  }

  /// `{ random: [a, b] }` or `{ gradient: { stops: [...] } }`: a value that differs by glyph.
  mutating func perGlyphValue(_ mapping: Node.Mapping, path: String, at: SourceLocation)
    -> Located<EffectValue>?
  {
    let f = fields(mapping, path: path, allowed: ["random", "gradient"], required: [], at: at)
    if let range = f["random"] {
      guard f["gradient"] == nil else {
        fail(at, path, "a value is a random range or a gradient, not both", hint: "keep one")
        return nil
      }
      guard let written = value(range, path: path + ".random"),
        case .list(let ends) = written.value,
        ends.count == 2
      else {
        fail(
          location(range), path + ".random", "a random range is two numbers",
          hint: "e.g. '{ random: [0.5, 2] }'")
        return nil
      }
      return Located(.random(ends[0], ends[1]), at: at)
    }
    if let node = f["gradient"] {
      return gradient(node, path: path + ".gradient").map { Located(.gradient($0), at: at) }
    }
    if !mapping.isEmpty && f.isEmpty { return nil }  // The unknown key is already reported.
    fail(
      at, path, "expected a value", hint: "write a number, text, a list, or '{ random: [a, b] }'")
    return nil
  }

  private mutating func gradient(_ node: Node, path: String) -> GradientDescription? {
    guard
      let f = fields(
        of: node, "a gradient",
        hint: "e.g. '{ stops: [\"#ff0000\", \"#0000ff\"], direction: vertical }'", path: path,
        allowed: Self.gradientKeys, required: ["stops"])
    else { return nil }
    var stops: [Located<EffectValue>] = []
    if let written = f["stops"] {
      if let v = value(written, path: path + ".stops"), case .list(let items) = v.value,
        !items.isEmpty
      {
        stops = items
      } else {
        fail(
          location(written), path + ".stops", "a gradient needs a list of colours",
          hint: "e.g. 'stops: [\"#ff0000\", \"#0000ff\"]'")
      }
    }
    return GradientDescription(
      location: location(node), stops: stops,
      direction: f["direction"].flatMap { value($0, path: path + ".direction") },
      steps: f["steps"].flatMap { value($0, path: path + ".steps") },
      shift: f["shift"].flatMap { value($0, path: path + ".shift") },
      space: f["space"].flatMap { value($0, path: path + ".space") })
  }
}
