import KinetypeCore
import Testing

@testable import KinetypeAnimation

/// `GridWalk` and the `walk` stagger order: a maze-carving walk over a box's cells.
@Suite struct GridWalkTests {
  static let box = GridRect(column: 2, row: 1, columns: 9, rows: 5)

  /// Every cell once, each a step from the last or from a cell met before it (the walk backs
  /// up to it), and `step(at:)` the inverse of `cells`.
  @Test func theWalkVisitsEveryCellOnceNeighbourToNeighbour() {
    let walk = GridWalk(box: Self.box, seed: 3)
    #expect(walk.cells.count == 45)
    #expect(Set(walk.cells).count == 45)
    #expect(walk.cells.allSatisfy { Self.box.contains($0) })
    for (s, cell) in walk.cells.enumerated() {
      #expect(walk.step(at: cell) == s)
      guard s > 0 else { continue }
      let touches = walk.cells[..<s].contains {
        abs($0.column - cell.column) + abs($0.row - cell.row) == 1
      }
      #expect(touches, "step \(s) at \(cell) touches no cell met before it")
    }
    // Outside the box counts as the nearest cell inside it.
    #expect(walk.step(at: GridPoint(column: -4, row: 0)) == walk.step(at: Self.box.origin))
  }

  /// Mostly a step from the cell just before (a corridor), and the same for the same seed.
  @Test func theWalkWindsInCorridorsAndDependsOnlyOnTheSeed() {
    let walk = GridWalk(box: Self.box, seed: 3)
    let adjacent = zip(walk.cells, walk.cells.dropFirst()).filter {
      abs($0.column - $1.column) + abs($0.row - $1.row) == 1
    }
    #expect(adjacent.count > 30)
    #expect(GridWalk(box: Self.box, seed: 3) == walk)
    #expect(GridWalk(box: Self.box, seed: 4).cells != walk.cells)
    #expect(GridWalk(box: GridRect(column: 0, row: 0, columns: 0, rows: 3), seed: 1).cells == [])
  }

  /// A walk stagger keys a glyph by its cell's step over the whole box, whichever glyphs it
  /// staggers, so two selections agree on a cell's time.
  @Test func aWalkStaggerKeysGlyphsByTheirCellsStep() {
    let walk = GridWalk(box: Self.box, seed: 9)
    let geometry = walk.cells.enumerated().map { i, cell in
      GlyphGeometry(index: i, position: cell)
    }
    let stagger = Stagger(.walk(box: Self.box, channel: 0), spread: 4.4)
    let all = stagger.offsets(for: geometry, seed: 9)
    #expect(all.enumerated().allSatisfy { abs($1 - 0.1 * Double($0)) < 1e-9 })
    let some = Array(geometry[10..<20])
    #expect(stagger.offsets(for: some, seed: 9) == Array(all[10..<20]))
  }
}
