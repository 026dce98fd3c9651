import KinetypeAnimation
import KinetypeCore
import KinetypeYAML

/// The values of `scroll-scene.yaml`, each read or reported where it stands.
extension ScrollPageReader {
  /// `[x, y]`; with `uniform`, a lone number stands for both.
  mutating func vector(_ node: Node, path: String, uniform: Bool) -> Vector? {
    if uniform, node.scalar != nil {
      return number(node, path: path).map { Vector(uniform: $0) }
    }
    guard case .sequence(let list) = node, list.count == 2 else {
      fail(
        node, path,
        "expected [x, y]\(uniform ? " or one number" : ""), got \(Self.describe(node))",
        hint: "e.g. [0, 4]: columns right and rows down")
      return nil
    }
    let x = number(list[0], path: path + "[0]")
    let y = number(list[1], path: path + "[1]")
    guard let x, let y else { return nil }
    return Vector(dx: x, dy: y)
  }

  /// `#rrggbb` or `#rgb`, as a track's value.
  mutating func rgba(_ node: Node, path: String) -> RGBA? {
    colour(node, path: path).map { RGBA($0) }
  }

  /// `[width, height]` in whole cells, each at least 1.
  mutating func cellSize(_ node: Node, path: String) -> GridSize? {
    guard case .sequence(let list) = node, list.count == 2 else {
      fail(
        node, path, "expected [width, height], got \(Self.describe(node))",
        hint: "e.g. [30, 9], in cells")
      return nil
    }
    let width = whole(list[0], path: path + "[0]", in: 1...100_000)
    let height = whole(list[1], path: path + "[1]", in: 1...100_000)
    guard let width, let height else { return nil }
    return GridSize(columns: width, rows: height)
  }

  /// `[column, row]`, each a whole number of cells from the stage's left or top, or `center`.
  mutating func placement(_ node: Node, path: String)
    -> (ScrollElement.Placement, ScrollElement.Placement)?
  {
    guard case .sequence(let list) = node, list.count == 2 else {
      fail(
        node, path, "expected [column, row], got \(Self.describe(node))",
        hint: "e.g. [center, 4]; each is a whole number of cells or center")
      return nil
    }
    func axis(_ node: Node, _ path: String) -> ScrollElement.Placement? {
      if let word = node.scalar?.string, word == "center" || word == "centre" { return .centre }
      guard let cell = node.int, abs(cell) <= 100_000 else {
        fail(
          node, path, "expected a whole number of cells or center, got \(Self.describe(node))",
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
}
