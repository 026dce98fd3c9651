import KinetypeCore
import KinetypeYAML

extension EffectReader {
  static let selectionWords = ["all", "spaces", "non-spaces", "old", "new", "shared"]
  static let selectionKeys = [
    "words", "lines", "letters", "every", "offset", "random", "bold", "italic", "underline",
    "colour", "all-of", "any-of", "not", "where",
  ]

  /// A glyph selection: a word (`all`, `spaces`, `non-spaces`, and a morph's `old`, `new`,
  /// `shared`) or a mapping with one key.
  ///
  /// Numbers written in the file are checked here, so a bad one is reported once and the
  /// selection dropped; parameters are checked when the builder resolves them.
  mutating func selection(_ node: Node, path: String) -> SelectionDescription? {
    let at = location(node)
    switch node {
    case .scalar(let scalar):
      switch scalar.string {
      case "all": return SelectionDescription(.all, at: at)
      case "spaces": return SelectionDescription(.spaces, at: at)
      case "non-spaces": return SelectionDescription(.nonSpaces, at: at)
      default:
        if let role = GlyphFacts.MorphRole(rawValue: scalar.string) {
          return SelectionDescription(.role(role), at: at)
        }
        let suggestion =
          EffectReader.suggestion(scalar.string, in: Self.selectionWords)
        fail(
          at, path, "unknown selection '\(scalar.string)'",
          hint: suggestion
            + "use all, spaces, non-spaces, old, new, shared, or a mapping such as '{ words: [0] }'"
        )
        return nil
      }
    case .mapping(let mapping):
      return selection(mapping, path: path, at: at)
    default:
      fail(
        at, path, "expected a selection, got a list",
        hint: "combine selections with '{ any-of: [...] }' or '{ all-of: [...] }'")
      return nil
    }
  }

  private mutating func selection(_ mapping: Node.Mapping, path: String, at: SourceLocation)
    -> SelectionDescription?
  {
    let f = fields(mapping, path: path, allowed: Self.selectionKeys, required: [], at: at)
    let chosen = Self.selectionKeys.filter { f[$0] != nil && $0 != "offset" }
    guard chosen.count == 1, let key = chosen.first, let node = f[key] else {
      if chosen.count > 1 {
        fail(
          at, path, "a selection has one key, got \(chosen.joined(separator: ", "))",
          hint: "combine them with '{ all-of: [...] }' or '{ any-of: [...] }'")
      } else if f["offset"] != nil {
        fail(at, path, "'offset' goes with 'every'", hint: "add 'every: N'")
      } else if !mapping.isEmpty && f.isEmpty {
        // The unknown key is already reported.
      } else {
        fail(at, path, "an empty selection", hint: "e.g. '{ words: [0] }', or write 'all'")
      }
      return nil
    }
    let keyPath = "\(path).\(key)"
    if f["offset"] != nil && key != "every" {
      fail(
        location(f["offset"]!), "\(path).offset", "'offset' goes with 'every'",
        hint: "remove it, or select with 'every: N'")
    }
    switch key {
    case "words", "lines", "letters":
      guard let v = value(node, path: keyPath), checkIndices(v, path: keyPath) else { return nil }
      let form: SelectionDescription.Form =
        key == "words" ? .words(v) : key == "lines" ? .lines(v) : .letters(v)
      return SelectionDescription(form, at: at)
    case "every":
      guard let n = value(node, path: keyPath),
        checkNumber(n, path: keyPath, whole: true, in: 1...Double(Int.max), says: "at least 1")
      else { return nil }
      var offset: Located<EffectValue>? = nil
      if let written = f["offset"] {
        guard let v = value(written, path: "\(path).offset"),
          checkNumber(
            v, path: "\(path).offset", whole: true, in: 0...Double(Int.max),
            says: "0 or more")
        else { return nil }
        offset = v
      }
      return SelectionDescription(.every(n, offset: offset), at: at)
    case "random":
      guard let p = value(node, path: keyPath),
        checkNumber(p, path: keyPath, whole: false, in: 0...1, says: "between 0 and 1")
      else { return nil }
      return SelectionDescription(.random(p), at: at)
    case "bold", "italic", "underline":
      guard let v = value(node, path: keyPath) else { return nil }
      if case .bool = v.value {
      } else if v.value.parameterName == nil {
        fail(
          v.location, keyPath, "expected true or false, got \(v.value.shown)",
          hint: "write '\(key): true'")
        return nil
      }
      return SelectionDescription(.attribute(key, v), at: at)
    case "colour":
      guard let v = value(node, path: keyPath) else { return nil }
      if v.value.parameterName == nil {
        guard case .string(let hex) = v.value, RGB(hex: hex) != nil else {
          fail(
            v.location, keyPath, "expected a colour as \"#rrggbb\", got \(v.value.shown)",
            hint: "quote it: colour: \"#ff0000\"")
          return nil
        }
      }
      return SelectionDescription(.colour(v), at: at)
    case "where":
      guard let v = value(node, path: keyPath) else { return nil }
      return SelectionDescription(.expression(v), at: at)
    case "not":
      return selection(node, path: keyPath).map { SelectionDescription(.not($0), at: at) }
    default:  // all-of, any-of
      guard case .sequence(let items) = node else {
        fail(
          location(node), keyPath, "expected a list of selections",
          hint: "write '\(key): [spaces, { words: [0] }]'")
        return nil
      }
      var parts: [SelectionDescription] = []
      var complete = true
      for (index, item) in items.enumerated() {
        if let part = selection(item, path: "\(keyPath)[\(index)]") {
          parts.append(part)
        } else {
          complete = false
        }
      }
      guard complete else { return nil }
      return SelectionDescription(key == "all-of" ? .allOf(parts) : .anyOf(parts), at: at)
    }
  }

  /// Whether a written number (not a parameter) is of the right kind and range; reports it if
  /// not.
  private mutating func checkNumber(
    _ v: Located<EffectValue>, path: String, whole: Bool, in range: ClosedRange<Double>,
    says: String
  ) -> Bool {
    if v.value.parameterName != nil { return true }
    guard case .number(let n) = v.value else {
      fail(
        v.location, path, "expected a number, got \(v.value.shown)",
        hint: "write a number or a number parameter")
      return false
    }
    guard !whole || n == n.rounded(), range.contains(n) else {
      fail(
        v.location, path, "must be \(whole ? "a whole number " : "")\(says), got \(v.value.shown)",
        hint: "fix the number")
      return false
    }
    return true
  }

  /// Whether a list of word or line numbers (or one number) is made of whole numbers ≥ 0.
  private mutating func checkIndices(_ v: Located<EffectValue>, path: String) -> Bool {
    guard case .list(let items) = v.value else {
      return checkNumber(v, path: path, whole: true, in: 0...Double(Int.max), says: "0 or more")
    }
    var valid = true
    for (index, item) in items.enumerated() {
      valid =
        checkNumber(
          item, path: "\(path)[\(index)]", whole: true, in: 0...Double(Int.max), says: "0 or more")
        && valid
    }
    return valid
  }
}
