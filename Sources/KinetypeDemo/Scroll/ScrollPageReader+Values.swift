import KinetypeAnimation
import KinetypeCore
import Yams

/// The values of `scroll-scene.yaml`, each read or reported where it stands.
extension ScrollPageReader {
  mutating func sequence(_ node: Node, path: String) -> [Node]? {
    guard case .sequence(let list) = node else {
      fail(node, path, "expected a list", hint: "write one '- item' per line")
      return nil
    }
    return Array(list)
  }

  /// The scalar's text; numbers are text too (`text: 2024`).
  mutating func text(_ node: Node, path: String) -> String? {
    guard let scalar = node.scalar else {
      fail(node, path, "expected text", hint: "write it after the key, quoted if it has ': '")
      return nil
    }
    return scalar.string
  }

  /// A finite number, at least `minimum` when given.
  mutating func number(_ node: Node, path: String, minimum: Double? = nil) -> Double? {
    guard let value = node.float, value.isFinite, value >= (minimum ?? -.infinity) else {
      let bound = minimum.map { " ≥ \(Int($0))" } ?? ""
      fail(
        node, path, "expected a number\(bound); got \(Self.shown(node))",
        hint: minimum == 0 ? "e.g. 10" : "e.g. 10 or -2.5")
      return nil
    }
    return value
  }

  /// A whole number, at least `minimum`.
  mutating func whole(_ node: Node, path: String, minimum: Int) -> Int? {
    guard let value = node.int, value >= minimum, value <= 100_000 else {
      fail(
        node, path, "expected a whole number from \(minimum) to 100000; got \(Self.shown(node))",
        hint: "e.g. \(max(minimum, 12))")
      return nil
    }
    return value
  }

  mutating func boolean(_ node: Node, path: String) -> Bool? {
    guard let value = node.bool else {
      fail(node, path, "expected true or false; got \(Self.shown(node))", hint: "e.g. true")
      return nil
    }
    return value
  }

  /// One of `words`.
  mutating func word(_ node: Node, path: String, among words: [String]) -> String? {
    guard let value = node.scalar?.string, words.contains(value) else {
      fail(
        node, path, "expected one of \(words.joined(separator: ", ")); got \(Self.shown(node))",
        hint: "use one of those words")
      return nil
    }
    return value
  }

  /// `[x, y]`; with `uniform`, a lone number stands for both.
  mutating func vector(_ node: Node, path: String, uniform: Bool) -> Vector? {
    if uniform, node.scalar != nil {
      return number(node, path: path).map { Vector(uniform: $0) }
    }
    guard case .sequence(let list) = node, list.count == 2 else {
      fail(
        node, path,
        "expected [x, y]\(uniform ? " or one number" : ""); got \(Self.shown(node))",
        hint: "e.g. [0, 4]: columns right and rows down")
      return nil
    }
    let x = number(list[0], path: path + "[0]")
    let y = number(list[1], path: path + "[1]")
    guard let x, let y else { return nil }
    return Vector(dx: x, dy: y)
  }

  /// `#rrggbb` or `#rgb`.
  mutating func colour(_ node: Node, path: String) -> RGBA? {
    guard let text = node.scalar?.string, let rgb = RGB(hex: text) else {
      fail(
        node, path, "expected a colour; got \(Self.shown(node))",
        hint: "write it as \"#rrggbb\", quoted (YAML reads # as a comment)")
      return nil
    }
    return RGBA(rgb)
  }

  /// `[width, height]` in whole cells, each at least 1.
  mutating func cellSize(_ node: Node, path: String) -> GridSize? {
    guard case .sequence(let list) = node, list.count == 2 else {
      fail(
        node, path, "expected [width, height]; got \(Self.shown(node))",
        hint: "e.g. [30, 9], in cells")
      return nil
    }
    let width = whole(list[0], path: path + "[0]", minimum: 1)
    let height = whole(list[1], path: path + "[1]", minimum: 1)
    guard let width, let height else { return nil }
    return GridSize(columns: width, rows: height)
  }

  /// `[column, row]`, each a whole number of cells from the stage's left or top, or `center`.
  mutating func placement(_ node: Node, path: String)
    -> (ScrollElement.Placement, ScrollElement.Placement)?
  {
    guard case .sequence(let list) = node, list.count == 2 else {
      fail(
        node, path, "expected [column, row]; got \(Self.shown(node))",
        hint: "e.g. [center, 4]; each is a whole number of cells or center")
      return nil
    }
    func axis(_ node: Node, _ path: String) -> ScrollElement.Placement? {
      if let word = node.scalar?.string, word == "center" || word == "centre" { return .centre }
      guard let cell = node.int, abs(cell) <= 100_000 else {
        fail(
          node, path, "expected a whole number of cells or center; got \(Self.shown(node))",
          hint: "e.g. 4 or center")
        return nil
      }
      return .at(cell)
    }
    let column = axis(list[0], path + "[0]")
    let row = axis(list[1], path + "[1]")
    guard let column, let row else { return nil }
    return (column, row)
  }

  mutating func timingFunction(_ node: Node, path: String) -> TimingFunction? {
    guard let text = node.scalar?.string else {
      fail(node, path, "expected a timing function", hint: "e.g. easeOut or linear")
      return nil
    }
    do {
      return try TimingFunction(parsing: text)
    } catch {
      diagnostics.append(error.diagnostic(at: location(node), path: path))
      return nil
    }
  }

  /// How a node reads in a message: a scalar quoted, a list or a mapping by name.
  static func shown(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar): "'\(scalar.string)'"
    case .sequence: "a list"
    case .mapping: "a mapping"
    case .alias: "an alias"
    }
  }
}
