import KinetypeCore

/// A seeded random walk over every cell of a rectangle, neighbour to neighbour, as a maze is
/// carved: a recursive backtracker (depth first, an unvisited neighbour chosen at random, back
/// along the way when there is none), so the cells come in winding corridors that fill the
/// rectangle. TerminalTextEffects' laser etches text in this order.
///
/// The walk depends only on the rectangle, the seed and the channel, so a stagger over glyphs
/// and a tour over particles (`cells`) agree on when the walk reaches a cell.
public struct GridWalk: Hashable, Sendable {
  /// The cells in the order the walk first reaches them: every cell of the rectangle once.
  public let cells: [GridPoint]
  public let box: GridRect
  /// `steps[row * columns + column]` (from the box's origin): when the walk reaches the cell.
  private let steps: [Int]

  /// - Complexity: O(cells).
  public init(box: GridRect, seed: UInt64, channel: UInt64 = 0) {
    self.box = box
    let columns = max(0, box.size.columns)
    let count = columns * max(0, box.size.rows)
    var steps = Array(repeating: -1, count: count)
    var cells: [GridPoint] = []
    cells.reserveCapacity(count)
    guard count > 0 else {
      self.steps = steps
      self.cells = cells
      return
    }
    let hash = SeededHash(seed: seed)
    var stack = [hash.integer(below: count, -1, channel: channel)]
    steps[stack[0]] = 0
    cells.append(Self.point(stack[0], columns, box))
    var draw = 0
    while let current = stack.last {
      let (column, row) = (current % columns, current / columns)
      var open: [Int] = []
      if column > 0, steps[current - 1] < 0 { open.append(current - 1) }
      if column + 1 < columns, steps[current + 1] < 0 { open.append(current + 1) }
      if row > 0, steps[current - columns] < 0 { open.append(current - columns) }
      if current + columns < count, steps[current + columns] < 0 { open.append(current + columns) }
      guard !open.isEmpty else {
        stack.removeLast()
        continue
      }
      let next = open[hash.integer(below: open.count, draw, channel: channel)]
      draw += 1
      steps[next] = cells.count
      cells.append(Self.point(next, columns, box))
      stack.append(next)
    }
    self.steps = steps
    self.cells = cells
  }

  /// When the walk reaches `point` (0 for the first cell); a point outside the box counts as
  /// the nearest cell inside it.
  public func step(at point: GridPoint) -> Int {
    guard !cells.isEmpty else { return 0 }
    let column = min(max(point.column, box.minColumn), box.maxColumn - 1) - box.minColumn
    let row = min(max(point.row, box.minRow), box.maxRow - 1) - box.minRow
    return steps[row * box.size.columns + column]
  }

  private static func point(_ cell: Int, _ columns: Int, _ box: GridRect) -> GridPoint {
    GridPoint(column: box.minColumn + cell % columns, row: box.minRow + cell / columns)
  }
}
