import KinetypeCore
import KinetypeYAML

/// Reads an effect file (YAML, or JSON, which is YAML) into a description, collecting every
/// problem with its line:column, key path and what to do, rather than stopping at the first.
struct EffectReader: YAMLReader {
  let origin: String
  var diagnostics: [Diagnostic] = []
  /// Values read so far, aliases counted each time they are used.
  private var valuesRead = 0
  /// The most values a file may hold.
  static let valueLimit = 100_000

  static let topKeys = [
    "schema", "name", "summary", "parameters", "anchor", "compose", "groups", "particles",
    "let", "finalGradient",
  ]
  static let animationKeys = [
    "name", "property", "from", "to", "by", "values", "keyTimes", "animations", "compose",
    "begin", "delay", "duration", "speed", "repeat", "pingPong", "fill", "timing", "additive",
    "colourSpace", "stagger", "glyphs", "scramble", "spawn", "let", "ramp",
  ]
  static let particleKeys = ["count", "symbols", "colour", "at", "field", "trail", "layer"]
  static let trailKeys = ["length", "spacing", "symbols", "gradient"]
  static let spawnKeys = ["from", "to", "via", "rotate", "tour"]
  static let gradientKeys = ["stops", "direction", "steps", "shift", "space"]
  static let staggerKeys = ["order", "spread", "spreadPerGlyph", "maxSpread", "timing"]
  static let scrambleKeys = ["symbols", "rate"]

  /// The description in `text`, or nil when the file is too broken to describe an effect; the
  /// diagnostics say why either way.
  static func read(_ text: String, origin: String) -> (EffectDescription?, [Diagnostic]) {
    var reader = EffectReader(origin: origin)
    let description = reader.document(text)
    return (description, reader.diagnostics)
  }

  private mutating func document(_ text: String) -> EffectDescription? {
    let root: Node?
    do {
      root = try YAMLDocument.compose(text, origin: origin)
    } catch {
      diagnostics.append(error.diagnostic)
      return nil
    }
    guard let root, case .mapping(let top) = root else {
      fail(
        SourceLocation(file: origin, line: 1, column: 1), nil,
        "an effect file is a mapping of keys",
        hint: "start with 'schema: 1', 'name:', 'summary:' and 'groups:'")
      return nil
    }
    let fields = self.fields(
      top, path: nil, allowed: Self.topKeys, required: ["schema", "name", "summary", "groups"],
      at: location(root))
    let schema = fields["schema"].flatMap { whole($0, path: "schema", in: 1...1_000) } ?? 1
    if schema != 1, let node = fields["schema"] {
      fail(
        location(node), "schema", "unsupported schema \(schema)",
        hint: "this version reads schema 1")
    }
    let name = fields["name"].flatMap { self.text($0, path: "name") } ?? ""
    let summary = fields["summary"].flatMap { self.text($0, path: "summary") } ?? ""
    let parameters = fields["parameters"].map { parameterDeclarations($0) } ?? []
    let anchor = fields["anchor"].flatMap { node in
      self.text(node, path: "anchor").map { Located($0, at: location(node)) }
    }
    let compose = fields["compose"].flatMap { value($0, path: "compose") }
    let groups = fields["groups"].map { animationList($0, path: "groups") } ?? []
    let particles = fields["particles"].map { particleList($0, path: "particles") } ?? []
    var description = EffectDescription(
      schema: schema, name: name, summary: summary, parameters: parameters, anchor: anchor,
      compose: compose, groups: groups, particles: particles)
    description.lets = fields["let"].map { lets($0, path: "let") } ?? []
    description.finalGradient = fields["finalGradient"].flatMap {
      gradient($0, path: "finalGradient")
    }
    return description
  }

  private mutating func animationList(_ node: Node, path: String) -> [AnimationDescription] {
    guard case .sequence(let items) = node else {
      fail(
        location(node), path, "expected a list of animations",
        hint: "write each as '- property: …', or '- animations: […]' for a group")
      return []
    }
    return items.enumerated().compactMap { index, item in animation(item, path: "\(path)[\(index)]")
    }
  }

  private mutating func animation(_ node: Node, path: String) -> AnimationDescription? {
    guard
      let f = fields(
        of: node, "an animation", hint: "e.g. 'property: opacity' with 'from:' and 'to:'",
        path: path, allowed: Self.animationKeys,
        required: [])
    else { return nil }
    return animation(f, path: path, at: location(node), requireKind: true)
  }

  /// An animation from its mapping's fields; `requireKind` is false for a particle kind's
  /// group, whose glyphs are its particles and whose animations may be omitted.
  mutating func animation(
    _ f: [String: Node], path: String, at place: SourceLocation, requireKind: Bool
  ) -> AnimationDescription {
    func value(_ key: String) -> Located<EffectValue>? {
      f[key].flatMap { self.value($0, path: "\(path).\(key)") }
    }
    func list(_ key: String) -> [Located<EffectValue>]? {
      guard let located = value(key) else { return nil }
      guard case .list(let items) = located.value else {
        fail(
          located.location, "\(path).\(key)", "expected a list, got \(located.value.shown)",
          hint: "write it as [a, b, …]")
        return nil
      }
      return items
    }
    func text(_ key: String) -> Located<String>? {
      f[key].flatMap { node in
        self.text(node, path: "\(path).\(key)").map { Located($0, at: location(node)) }
      }
    }
    var description = AnimationDescription(location: place)
    description.name = text("name")
    description.begin = value("begin")
    description.delay = value("delay")
    description.duration = value("duration")
    description.speed = value("speed")
    description.repeatCount = value("repeat")
    description.pingPong = value("pingPong")
    description.fill = value("fill")
    description.timing = value("timing")
    description.additive = value("additive")
    description.colourSpace = value("colourSpace")
    description.stagger = f["stagger"].flatMap { stagger($0, path: "\(path).stagger") }
    description.glyphs = f["glyphs"].flatMap { selection($0, path: "\(path).glyphs") }
    description.lets = f["let"].map { lets($0, path: "\(path).let") } ?? []
    let property = text("property")
    if let ramp = f["ramp"], property?.value != "symbol" {
      fail(
        location(ramp), "\(path).ramp", "a ramp picks symbols, so it goes with 'property: symbol'",
        hint: "add 'property: symbol', or drop 'ramp'")
    }
    let values = ["from", "to", "by", "values", "keyTimes", "ramp"].filter { f[$0] != nil }
    if property == nil, let key = values.first {
      fail(
        location(f[key]), "\(path).\(key)", "'\(key)' gives a property's values",
        hint: "add 'property: …' (e.g. 'property: opacity'), or drop '\(key)'")
    }
    let kinds = ["property", "animations", "scramble", "spawn"].filter { f[$0] != nil }
    if kinds.isEmpty && requireKind {
      fail(
        description.location, path,
        "an animation needs a 'property' (or 'animations' for a group, a 'scramble' or a 'spawn')",
        hint: "add e.g. 'property: opacity'")
    } else if kinds.count > 1 {
      fail(
        description.location, path,
        "an animation has one of 'property', 'animations', 'scramble' or 'spawn'; got "
          + kinds.map { "'\($0)'" }.joined(separator: " and "),
        hint: "split it into two animations, or put them under 'animations:'")
    }
    switch kinds.first {
    case "property":
      guard let property else { break }
      var change = PropertyChange(property: property)
      change.from = value("from")
      change.to = value("to")
      change.by = value("by")
      change.values = list("values")
      change.keyTimes = list("keyTimes")
      change.ramp = f["ramp"].flatMap { symbols($0, path: "\(path).ramp") }
      description.kind = .property(change)
    case "animations":
      let children = f["animations"].map { animationList($0, path: "\(path).animations") } ?? []
      description.kind = .group(children, compose: value("compose"))
    case "scramble":
      if let scramble = f["scramble"].flatMap({ scramble($0, path: "\(path).scramble") }) {
        description.kind = .scramble(scramble)
      }
    case "spawn":
      if let spawn = f["spawn"].flatMap({ spawn($0, path: "\(path).spawn") }) {
        description.kind = .spawn(spawn)
      }
    default: break
    }
    if f["compose"] != nil && f["animations"] == nil {
      fail(
        description.location, path + ".compose", "'compose' orders a group's animations",
        hint: "add 'animations:' or drop 'compose'")
    }
    return description
  }

  private mutating func scramble(_ node: Node, path: String) -> ScrambleDescription? {
    guard
      let f = fields(
        of: node, "a scramble", hint: "e.g. '{ symbols: hex, rate: 20 }'", path: path,
        allowed: Self.scrambleKeys,
        required: ["symbols"])
    else { return nil }
    let written = f["symbols"].flatMap { self.symbols($0, path: path + ".symbols") }
    return ScrambleDescription(
      location: location(node), symbols: written,
      rate: f["rate"].flatMap { value($0, path: path + ".rate") })
  }

  private mutating func stagger(_ node: Node, path: String) -> StaggerDescription? {
    guard
      let f = fields(
        of: node, "a stagger", hint: "e.g. '{ order: random, spread: 1.5 }'", path: path,
        allowed: Self.staggerKeys,
        required: ["order"])
    else { return nil }
    func value(_ key: String) -> Located<EffectValue>? {
      f[key].flatMap { self.value($0, path: "\(path).\(key)") }
    }
    return StaggerDescription(
      location: location(node), order: value("order"), spread: value("spread"),
      spreadPerGlyph: value("spreadPerGlyph"),
      maxSpread: value("maxSpread"), timing: value("timing"))
  }

  // MARK: Shapes

  /// The values by key of `node`, which should be a mapping describing `what` ("a stagger");
  /// nil, reported with `hint`, when it is not one.
  mutating func fields(
    of node: Node, _ what: String, hint: String, path: String, allowed: [String],
    required: [String]
  ) -> [String: Node]? {
    guard case .mapping(let mapping) = node else {
      fail(location(node), path, "expected \(what) (a mapping of keys)", hint: hint)
      return nil
    }
    return fields(mapping, path: path, allowed: allowed, required: required, at: location(node))
  }

  /// The mapping's values by key; reports unknown, duplicate and missing keys.
  mutating func fields(
    _ mapping: Node.Mapping, path: String?, allowed: [String], required: [String],
    at place: SourceLocation
  ) -> [String: Node] {
    var result: [String: Node] = [:]
    for (key, value) in mapping {
      guard let name = key.string else {
        fail(location(key), path, "keys are names", hint: "write 'name: value'")
        continue
      }
      let keyPath = path.map { "\($0).\(name)" } ?? name
      guard allowed.contains(name) else {
        let suggestion = EffectReader.suggestion(name, in: allowed)
        fail(
          location(key), keyPath, "unknown key '\(name)'",
          hint: suggestion + "known keys: \(allowed.joined(separator: ", "))")
        continue
      }
      if result[name] != nil {
        fail(location(key), keyPath, "'\(name)' is given twice", hint: "keep one")
      }
      result[name] = value
    }
    for name in required where result[name] == nil {
      fail(
        place, path.map { "\($0).\(name)" } ?? name, "missing key '\(name)'",
        hint: "add '\(name): …'")
    }
    return result
  }

  /// A scalar or a list of scalars, typed the way YAML resolves it (quoted text stays text).
  mutating func value(_ node: Node, path: String) -> Located<EffectValue>? {
    let at = location(node)
    // Aliases (`*name`) repeat what they name, so a small file can stand for billions of
    // values; read no more than any real effect needs.
    valuesRead += 1
    guard valuesRead <= Self.valueLimit else {
      if valuesRead == Self.valueLimit + 1 {
        fail(
          at, path, "the file holds more than \(Self.valueLimit) values (aliases repeat theirs)",
          hint: "write fewer values, or alias less deeply")
      }
      return nil
    }
    switch node {
    case .scalar(let scalar):
      // A plain (unquoted) scalar may be a number or true/false; quoted text stays text.
      if scalar.style == .plain {
        let text = scalar.string
        if text == "true" || text == "false" { return Located(.bool(text == "true"), at: at) }
        if let first = text.first, first.isNumber || first == "-" || first == "+" || first == ".",
          let number = Double(text), number.isFinite
        {
          return Located(.number(number), at: at)
        }
      }
      return Located(.string(scalar.string), at: at)
    case .sequence(let items):
      var values: [Located<EffectValue>] = []
      for (index, item) in items.enumerated() {
        if let value = value(item, path: "\(path)[\(index)]") { values.append(value) }
      }
      return Located(.list(values), at: at)
    case .mapping(let mapping):
      return perGlyphValue(mapping, path: path, at: at)
    }
  }

  /// "did you mean 'x'? " for the candidate closest to `word`, or "" when none is close: the
  /// opening of a hint (`Suggestion.hint(for:in:)`).
  static func suggestion(_ word: String, in candidates: [String]) -> String {
    Suggestion.hint(for: word, in: candidates)
  }

  /// The allowed word closest to `word` by edit distance, when it is close (a typo).
  static func closest(_ word: String, in candidates: [String]) -> String? {
    Suggestion.closest(to: word, in: candidates)
  }
}
