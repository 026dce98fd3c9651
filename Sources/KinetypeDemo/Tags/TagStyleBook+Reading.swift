import KinetypeCore
import KinetypeEffects
import KinetypeYAML

extension TagStyleBook {
  /// Reads `tag-styles.yaml` (its format is described at the top of the file).
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - origin: Where it came from, for diagnostics (`<built-in>/tag-styles.yaml`).
  /// - Throws: `DemoError` with every problem found, each at its line and column with its key
  ///   path and what to do: not YAML, a repeated, unknown or missing key, an unknown or
  ///   missing style, a value that is not a number or out of its range, the wrong number of
  ///   angles for a style.
  static func read(_ text: String, origin: String) throws(DemoError) -> TagStyleBook {
    var reader = TagStyleReader(origin: origin)
    let book = reader.document(text)
    guard reader.diagnostics.isEmpty, let book else { throw DemoError(reader.diagnostics) }
    return book
  }
}

/// Walks the YAML nodes of `tag-styles.yaml`, collecting every problem.
private struct TagStyleReader: YAMLReader {
  let origin: String
  var diagnostics: [Diagnostic] = []

  mutating func document(_ text: String) -> TagStyleBook? {
    let root: Node?
    do {
      root = try YAMLDocument.compose(text, origin: origin)
    } catch {
      diagnostics.append(error.diagnostic)
      return nil
    }
    guard let root,
      let top = fields(root, path: nil, keys: ["reach", "timing", "styles"])
    else { return nil }
    let reach = top["reach"].flatMap { fields($0, path: "reach", keys: ["columns", "rows"]) }
    let columns = reach?["columns"].flatMap { number($0, path: "reach.columns", in: 0.5...40) }
    let rows = reach?["rows"].flatMap { number($0, path: "reach.rows", in: 0.5...20) }
    let timingKeys = ["text", "lines", "dots", "style"]
    let timing = top["timing"].flatMap { fields($0, path: "timing", keys: timingKeys) }
    let seconds = timingKeys.map { key in
      timing?[key].flatMap { number($0, path: "timing.\(key)", in: 0...10) }
    }
    let styles = top["styles"].flatMap { self.styles($0) }
    guard let columns, let rows, let styles, case let s = seconds.compactMap({ $0 }),
      s.count == 4
    else { return nil }
    return TagStyleBook(
      reach: TagStyleBook.Reach(columns: columns, rows: rows),
      timing: TagStyleBook.Timing(text: s[0], lines: s[1], dots: s[2], style: s[3]),
      styles: styles)
  }

  /// The twelve styles, in cycling order; nil when any is missing or wrong.
  private mutating func styles(_ node: Node) -> [TagStyle]? {
    guard case .mapping(let mapping) = node else {
      fail(
        location(node), "styles", "expected a mapping of style names to angles",
        hint: "write one 'right-straight-1: [0]' line per style")
      return nil
    }
    var found: [String: TagStyle] = [:]
    var complete = true
    for (key, value) in mapping {
      let name = key.scalar?.string ?? ""
      guard let (side, shape, count) = TagStyle.parts(of: name) else {
        fail(
          location(key), "styles", "unknown style '\(name)'",
          hint: Suggestion.hint(for: name, in: TagStyle.names)
            + "a style is SIDE-SHAPE-COUNT: left or right, straight or slanted, 1 to 3")
        complete = false
        continue
      }
      guard let angles = angles(value, path: "styles.\(name)", count: count, shape: shape) else {
        complete = false
        continue
      }
      found[name] = TagStyle(side: side, shape: shape, angles: angles)
    }
    let missing = TagStyle.names.filter { found[$0] == nil && complete }
    if !missing.isEmpty {
      fail(
        location(node), "styles", "missing styles: \(missing.joined(separator: ", "))",
        hint: "give all twelve, each as 'NAME: [angles]'")
      return nil
    }
    return complete ? TagStyle.names.map { found[$0]! } : nil
  }

  /// A style's `count` angles, falling from first to last; straight styles keep to 0 and ±90.
  private mutating func angles(_ node: Node, path: String, count: Int, shape: TagStyle.Shape)
    -> [Double]?
  {
    guard case .sequence(let sequence) = node else {
      fail(
        location(node), path, "expected a list of \(count) angle\(count == 1 ? "" : "s")",
        hint: "write them in brackets, in degrees: [45, -45]")
      return nil
    }
    guard sequence.count == count else {
      fail(
        location(node), path,
        "a style with \(count) text\(count == 1 ? "" : "s") has \(count) "
          + "angle\(count == 1 ? "" : "s"); got \(sequence.count)",
        hint: "give one angle for each text, top first")
      return nil
    }
    var angles: [Double] = []
    for (index, item) in sequence.enumerated() {
      let itemPath = "\(path)[\(index)]"
      guard let angle = number(item, path: itemPath, in: -90...90) else { return nil }
      if shape == .straight, ![-90, 0, 90].contains(angle) {
        fail(
          location(item), itemPath,
          "a straight style's lines are level or vertical; got \(Self.format(angle))",
          hint: "use 0, 90 or -90, or lean the line in the slanted style")
        return nil
      }
      if let previous = angles.last, angle >= previous {
        fail(
          location(item), itemPath,
          "angles fall from the top branch down; got \(Self.format(angle)) after \(Self.format(previous))",
          hint: "list them from the highest to the lowest")
        return nil
      }
      angles.append(angle)
    }
    return angles
  }

  /// A mapping's values by key, after reporting unknown and missing keys (every one of `keys`
  /// is required; the parser reports a repeated key); nil when the node is not a mapping or a key is
  /// missing.
  private mutating func fields(_ node: Node, path: String?, keys: [String]) -> [String: Node]? {
    guard case .mapping(let mapping) = node else {
      fail(
        location(node), path, "expected a mapping with \(keys.joined(separator: ", "))",
        hint: "see the format at the top of tag-styles.yaml")
      return nil
    }
    var result: [String: Node] = [:]
    for (key, value) in mapping {
      let name = key.scalar?.string ?? ""
      let keyPath = path.map { "\($0).\(name)" } ?? name
      if !keys.contains(name) {
        fail(
          location(key), keyPath, "unknown key '\(name)'",
          hint: Suggestion.hint(for: name, in: keys)
            + "the keys here are \(keys.joined(separator: ", "))")
      } else {
        result[name] = value
      }
    }
    let missing = keys.filter { result[$0] == nil }
    for name in missing {
      fail(
        location(node), path.map { "\($0).\(name)" } ?? name, "missing '\(name)'",
        hint: "add it; see the format at the top of tag-styles.yaml")
    }
    return missing.isEmpty ? result : nil
  }
}
