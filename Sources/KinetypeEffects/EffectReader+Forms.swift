import KinetypeCore
import KinetypeYAML

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
    result.tour = f["tour"].flatMap { value($0, path: path + ".tour") }
    if let via = f["via"] {
      if case .sequence(let items) = via {
        result.via = items.enumerated().compactMap { value($1, path: "\(path).via[\($0)]") }
      } else {
        fail(
          location(via), path + ".via", "expected a list of points",
          hint: "e.g. 'via: [[columns / 2, 0]]'")
      }
    }
    let ends = [result.from, result.to, result.tour].compactMap { $0 }.count
    if ends != 1 {
      fail(
        result.location, path,
        "a spawn has exactly one of 'from' (arrive), 'to' (leave) and 'tour' (visit every cell)",
        hint: "e.g. 'from: top'")
    } else if result.tour != nil, result.via != nil || result.rotate != nil {
      fail(
        result.location, path, "a tour goes from cell to cell, so it takes no 'via' or 'rotate'",
        hint: "drop them, or use 'from' or 'to'")
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
        allowed: Self.particleKeys + Self.animationKeys,
        required: ["symbols"])
    else { return nil }
    if f["field"] == nil && f["count"] == nil {
      fail(location(node), path + ".count", "missing key 'count'", hint: "add 'count: …', or 'field: canvas'")
    }
    if f["field"] != nil, let extra = ["count", "at"].first(where: { f[$0] != nil }) {
      fail(
        location(f[extra]!), "\(path).\(extra)",
        "a field has a particle on every cell, so it takes no '\(extra)'",
        hint: "drop '\(extra)', or drop 'field' for particles of your own number and place")
    }
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
      group: animation(group, path: path, at: location(node), requireKind: false),
      field: f["field"].flatMap { value($0, path: path + ".field") },
      trail: f["trail"].flatMap { trail($0, path: path + ".trail") },
      layer: f["layer"].flatMap { value($0, path: path + ".layer") })
  }

  private mutating func trail(_ node: Node, path: String) -> TrailDescription? {
    guard
      let f = fields(
        of: node, "a trail",
        hint: "e.g. '{ length: 40, spacing: 0.02, symbols: \"█▓▒░\", gradient: [\"#ffffff\", \"#8a008a\"] }'",
        path: path, allowed: Self.trailKeys, required: ["length"])
    else { return nil }
    var trail = TrailDescription(location: location(node))
    trail.length = f["length"].flatMap { value($0, path: path + ".length") }
    trail.spacing = f["spacing"].flatMap { value($0, path: path + ".spacing") }
    trail.symbols = f["symbols"].flatMap { symbols($0, path: path + ".symbols") }
    if let written = f["gradient"] {
      if let v = value(written, path: path + ".gradient"), case .list(let stops) = v.value,
        !stops.isEmpty
      {
        trail.gradient = stops
      } else {
        fail(
          location(written), path + ".gradient", "a trail's gradient is a list of colours",
          hint: "e.g. 'gradient: [\"#ffffff\", \"#00d1ff\"]' from the head to the tail")
      }
    }
    return trail
  }

  /// The names and expressions under a `let:` mapping, in the order written.
  mutating func lets(_ node: Node, path: String) -> [LetDefinition] {
    guard case .mapping(let mapping) = node else {
      fail(
        location(node), path, "expected named expressions (a mapping)",
        hint: "e.g. 'let: { lane: \"row\", start: \"$spread * hash(lane)\" }'")
      return []
    }
    var result: [LetDefinition] = []
    for (key, item) in mapping {
      guard let name = key.string, !name.isEmpty,
        name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !name.first!.isNumber
      else {
        fail(
          location(key), path, "a name is letters, digits and '_', not starting with a digit",
          hint: "e.g. 'lane'")
        continue
      }
      let keyPath = "\(path).\(name)"
      if ExpressionScope.knows(name) || Expression.Function(rawValue: name) != nil
        || ["pi", "random", "lineRandom", "wordRandom", "hash"].contains(name)
      {
        fail(
          location(key), keyPath, "'\(name)' is already a name or function of expressions",
          hint: "choose another name")
        continue
      }
      if result.contains(where: { $0.name.value == name }) {
        fail(location(key), keyPath, "'\(name)' is defined twice", hint: "keep one")
        continue
      }
      guard let v = value(item, path: keyPath) else { continue }
      switch v.value {
      case .number, .string: break
      default:
        fail(
          v.location, keyPath, "a let names a number or an expression, got \(v.value.shown)",
          hint: "write e.g. \"row * 0.1\"")
        continue
      }
      result.append(LetDefinition(name: Located(name, at: location(key)), value: v))
    }
    return result
  }

  /// `{ random: [a, b] }` or `{ gradient: { stops: [...] } }`: a value that differs by glyph.
  mutating func perGlyphValue(_ mapping: Node.Mapping, path: String, at: SourceLocation)
    -> Located<EffectValue>?
  {
    let f = fields(
      mapping, path: path, allowed: ["random", "gradient", "choose", "by"], required: [], at: at)
    if let node = f["choose"] {
      guard let v = value(node, path: path + ".choose"), case .list(let items) = v.value,
        !items.isEmpty
      else {
        fail(
          location(node), path + ".choose", "choose takes a list of values",
          hint: "e.g. '{ choose: [\"#00ff00\", \"#008000\"] }'")
        return nil
      }
      let by = f["by"].flatMap { value($0, path: path + ".by") }
      return Located(.choice(items, by: by), at: at)
    }
    if let by = f["by"] {
      fail(location(by), path + ".by", "'by' says which of a 'choose' list", hint: "add 'choose:'")
      return nil
    }
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

  mutating func gradient(_ node: Node, path: String) -> GradientDescription? {
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
