import KinetypeAnimation
import KinetypeCore

extension AnimationBuilder {
  /// The `SeededHash` channel of `random` selections, apart from the stagger's and the
  /// timeline's channels, so choosing glyphs does not correlate with when they start.
  static let selectionChannel: UInt64 = 0x5E1E_C7ED

  /// The glyphs `d` selects, by glyph number: `true` at each one chosen, or nil (with a
  /// diagnostic) when the selection cannot be made.
  ///
  /// A flag per glyph, not a set: parts are combined glyph by glyph, and a glyph is looked up
  /// by its place. Sets of indices hashed each glyph on every insert and test, five times a
  /// selection such as rings' `all-of` (a twentieth of making rings' scene).
  mutating func selected(_ d: SelectionDescription, path: String) -> [Bool]? {
    func matching(_ test: (GlyphFacts) -> Bool) -> [Bool] { facts.map(test) }
    switch d.form {
    case .all: return matching { _ in true }
    case .spaces: return matching(\.isSpace)
    case .nonSpaces: return matching { !$0.isSpace && !$0.isLineBreak }
    case .role(let role): return matching { ($0.role ?? .new) == role }
    case .words(let v):
      guard let chosen = wholeNumbers(v, path: path + ".words") else { return nil }
      return matching { chosen.contains($0.wordIndex) }
    case .lines(let v):
      guard let chosen = wholeNumbers(v, path: path + ".lines") else { return nil }
      return matching { chosen.contains($0.lineIndex) }
    case .letters(let v):
      guard let chosen = wholeNumbers(v, path: path + ".letters") else { return nil }
      return matching { chosen.contains($0.letterIndex ?? $0.index) }
    case .every(let v, let written):
      guard let n = whole(v, path: path + ".every", atLeast: 1) else { return nil }
      var offset = 0
      if let written {
        guard let made = whole(written, path: path + ".offset", atLeast: 0) else { return nil }
        offset = made
      }
      return matching { $0.index >= offset && ($0.index - offset) % n == 0 }
    case .random(let v):
      guard let p = number(v, path: path + ".random") else { return nil }
      guard (0...1).contains(p) else {
        fail(
          v.location, path + ".random", "must be between 0 and 1, got \(p)",
          hint: "give the fraction of glyphs to select")
        return nil
      }
      let hash = SeededHash(seed: seed)
      return matching { hash.unit($0.index, channel: Self.selectionChannel) < p }
    case .attribute(let name, let v):
      guard let on = flag(v, path: "\(path).\(name)"),
        let attribute = SelectionDescription.attributes[name]
      else { return nil }
      return matching { $0.attributes.contains(attribute) == on }
    case .expression(let v):
      if let chosen = compiledSelection(v, path: path + ".where") { return chosen }
      var chosen = [Bool](repeating: false, count: facts.count)
      for g in facts.indices {
        guard let c = concrete(v, numeric: true, glyph: g, path: path + ".where"),
          case .number(let n) = c.value
        else { return nil }
        chosen[g] = n != 0 && !n.isNaN
      }
      return chosen
    case .colour(let v):
      guard let hex = text(v, path: path + ".colour") else { return nil }
      guard let rgb = RGB(hex: hex.value) else {
        fail(
          hex.location, path + ".colour", "expected a colour as \"#rrggbb\", got '\(hex.value)'",
          hint: "write e.g. \"#ff0000\"")
        return nil
      }
      return matching { $0.foreground.rgbValue == rgb }
    case .allOf(let parts), .anyOf(let parts):
      let isAll: Bool
      if case .allOf = d.form { isAll = true } else { isAll = false }
      let key = isAll ? "all-of" : "any-of"
      var masks: [[Bool]] = []
      for (index, part) in parts.enumerated() {
        if let made = selected(part, path: "\(path).\(key)[\(index)]") { masks.append(made) }
      }
      guard masks.count == parts.count else { return nil }
      // No parts: all of none is every glyph, any of none is none.
      var chosen = [Bool](repeating: isAll, count: facts.count)
      for mask in masks {
        for g in chosen.indices { chosen[g] = isAll ? chosen[g] && mask[g] : chosen[g] || mask[g] }
      }
      return chosen
    case .not(let part):
      guard let excluded = selected(part, path: path + ".not") else { return nil }
      return excluded.map { !$0 }
    }
  }

  /// The glyphs a `where:` selects, by its compiled program: what the glyph-by-glyph loop
  /// selects, or nil when the value takes a form the program leaves to it (or is wrong, which
  /// the loop then reports, the builder put back as it was).
  private mutating func compiledSelection(_ v: Located<EffectValue>, path: String) -> [Bool]? {
    guard usesFastPaths else { return nil }
    let saved = self
    guard let program = glyphNumbers(v, path: path), !program.isList else {
      self = saved
      return nil
    }
    return columns(program)[0].map { $0 != 0 && !$0.isNaN }
  }

  /// The `index`es of the glyphs numbered `glyphs`, as an animation selects them: the last
  /// set made is kept, since a group's children mostly select their parent's glyphs (the same
  /// array), and hashing 10,000 of them again for each was a tenth of building matrix.
  mutating func indexSet(_ glyphs: [Int]) -> Set<Int> {
    if let last = lastIndexSet, last.glyphs == glyphs { return last.set }
    let made = Set(glyphs.map { facts[$0].index })
    lastIndexSet = (glyphs, made)
    return made
  }

  /// A whole number of at least `minimum`, resolving parameters.
  private mutating func whole(_ v: Located<EffectValue>, path: String, atLeast minimum: Int)
    -> Int?
  {
    guard let n = number(v, path: path) else { return nil }
    guard n == n.rounded(), n >= Double(minimum), n < 1e15 else {
      fail(
        v.location, path, "must be a whole number, at least \(minimum), got \(n)",
        hint: "fix the number")
      return nil
    }
    return Int(n)
  }

  /// Word or line numbers: a list of whole numbers ≥ 0, or one.
  private mutating func wholeNumbers(_ v: Located<EffectValue>, path: String) -> Set<Int>? {
    guard let r = resolve(v, path: path) else { return nil }
    guard case .list(let items) = r.value else {
      return whole(r, path: path, atLeast: 0).map { [$0] }
    }
    var result: Set<Int> = []
    var complete = true
    for (index, item) in items.enumerated() {
      if let n = whole(item, path: "\(path)[\(index)]", atLeast: 0) {
        result.insert(n)
      } else {
        complete = false
      }
    }
    return complete ? result : nil
  }
}
