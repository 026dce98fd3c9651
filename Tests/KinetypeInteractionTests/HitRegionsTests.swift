import KinetypeCore
import Testing

@testable import KinetypeInteraction

@Suite struct HitRegionsTests {
  func cell(_ column: Int, _ row: Int) -> GridPoint { GridPoint(column: column, row: row) }

  @Test func theTopmostRegionHoldingACellWins() {
    var regions = HitRegions<String>()
    regions.add("picture", GridRect(column: 0, row: 0, columns: 20, rows: 10))
    regions.add("label", GridRect(column: 5, row: 2, columns: 4, rows: 1))
    #expect(regions.target(at: cell(6, 2)) == "label")
    #expect(regions.target(at: cell(6, 3)) == "picture")
    #expect(regions.target(at: cell(20, 0)) == nil, "one past the last column")
    #expect(regions.targets(at: cell(6, 2)) == ["label", "picture"])
  }

  @Test func slopReachesAroundARegionButNeverStealsASquareHit() {
    var regions = HitRegions<String>()
    regions.add("dot", GridRect(column: 10, row: 5, columns: 1, rows: 1), slop: 1)
    regions.add("text", GridRect(column: 12, row: 4, columns: 6, rows: 1), slop: 1)
    #expect(regions.target(at: cell(9, 6)) == "dot", "diagonally next to it")
    #expect(regions.target(at: cell(8, 5)) == nil, "two cells away")
    // (11, 5) is within both slops: the text is on top.
    #expect(regions.target(at: cell(11, 5)) == "text")
    // The dot's own cell is inside the text's slop, but the dot holds it squarely.
    regions.add("wide", GridRect(column: 0, row: 0, columns: 8, rows: 8), slop: 5)
    #expect(regions.target(at: cell(10, 5)) == "dot")
    #expect(regions.target(at: cell(12, 6)) == "wide", "the topmost slop")
  }

  @Test func anEmptyRegionHoldsNothingAndNegativeSlopIsNone() {
    var regions = HitRegions<Int>()
    regions.add(1, GridRect(column: 3, row: 3, columns: 0, rows: 2), slop: 3)
    regions.add(2, GridRect(column: 0, row: 0, columns: 1, rows: 1), slop: -4)
    #expect(regions.target(at: cell(3, 3)) == nil && regions.target(at: cell(2, 3)) == nil)
    #expect(regions.target(at: cell(1, 0)) == nil && regions.target(at: cell(0, 0)) == 2)
    var more = HitRegions<Int>()
    more.add(3, GridRect(column: 0, row: 0, columns: 1, rows: 1))
    regions.add(more)
    #expect(regions.target(at: cell(0, 0)) == 3)
  }
}
