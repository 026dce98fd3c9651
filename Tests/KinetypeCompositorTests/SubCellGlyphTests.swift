import Foundation
import KinetypeCore
import KinetypeLayout
import Testing

@testable import KinetypeCompositor

/// Every dot pattern of every resolution ↔ its character, checked against the characters'
/// Unicode names (the standard library's copy of UnicodeData.txt), not against our tables.
@Suite("Sub-cell glyphs")
struct SubCellGlyphTests {
  /// A one-cell raster with exactly the dots of `pattern` set, numbering the cell's dots
  /// row-major from the top left (bit `row × columns + column`).
  private func raster(_ resolution: SubCellRaster.Resolution, rowMajor pattern: Int)
    -> SubCellRaster
  {
    var raster = SubCellRaster(size: GridSize(columns: 1, rows: 1), resolution: resolution)
    let dots = resolution.dotsPerCell
    for row in 0..<dots.rows {
      for column in 0..<dots.columns where pattern & (1 << (row * dots.columns + column)) != 0 {
        raster.setDot(GridPoint(column: column, row: row))
      }
    }
    return raster
  }

  private func name(_ character: Character) -> String {
    character.unicodeScalars.first?.properties.name ?? "?"
  }

  @Test func everyBraillePatternIsU2800PlusItsDotBits() throws {
    // Unicode's braille dot numbers by position: dots 1-2-3-7 down the left column, 4-5-6-8
    // down the right (https://www.unicode.org/charts/PDF/U2800.pdf).
    let numbers = [[1, 4], [2, 5], [3, 6], [7, 8]]
    for pattern in 0..<256 {
      var dotNumbers: [Int] = []
      for row in 0..<4 {
        for column in 0..<2 where pattern & (1 << (row * 2 + column)) != 0 {
          dotNumbers.append(numbers[row][column])
        }
      }
      dotNumbers.sort()
      let offset = dotNumbers.reduce(0) { $0 | 1 << ($1 - 1) }
      let expected = Character(Unicode.Scalar(0x2800 + UInt32(offset))!)
      let cells = raster(.braille, rowMajor: pattern).cells()
      if pattern == 0 {
        #expect(cells.isEmpty)
        #expect(name(expected) == "BRAILLE PATTERN BLANK")
        continue
      }
      try #require(cells.count == 1)
      #expect(cells[0].character == expected, "pattern \(pattern): dots \(dotNumbers)")
      #expect(
        name(cells[0].character) == "BRAILLE PATTERN DOTS-" + dotNumbers.map(String.init).joined())
      #expect(SubCellRaster.Resolution.braille.pattern(of: expected) == UInt8(offset))
    }
  }

  @Test func everyHalfBlockPatternIsNamedForItsHalves() throws {
    let names = [1: "UPPER HALF BLOCK", 2: "LOWER HALF BLOCK", 3: "FULL BLOCK"]
    for pattern in 0..<4 {
      let cells = raster(.halfBlocks, rowMajor: pattern).cells()
      guard let expected = names[pattern] else {
        #expect(cells.isEmpty)
        continue
      }
      try #require(cells.count == 1)
      #expect(name(cells[0].character) == expected, "pattern \(pattern)")
    }
  }

  @Test func everyQuadrantPatternIsNamedForItsQuadrants() throws {
    let quadrants = ["UPPER LEFT", "UPPER RIGHT", "LOWER LEFT", "LOWER RIGHT"]
    // The characters Unicode names as halves or whole, by the quadrants they fill.
    let halves: [String: Set<String>] = [
      "UPPER HALF BLOCK": ["UPPER LEFT", "UPPER RIGHT"],
      "LOWER HALF BLOCK": ["LOWER LEFT", "LOWER RIGHT"],
      "LEFT HALF BLOCK": ["UPPER LEFT", "LOWER LEFT"],
      "RIGHT HALF BLOCK": ["UPPER RIGHT", "LOWER RIGHT"],
      "FULL BLOCK": Set(quadrants),
    ]
    for pattern in 0..<16 {
      let expected = Set(
        quadrants.indices.filter { pattern & (1 << $0) != 0 }.map { quadrants[$0] })
      let cells = raster(.quadrants, rowMajor: pattern).cells()
      if pattern == 0 {
        #expect(cells.isEmpty)
        continue
      }
      try #require(cells.count == 1)
      let drawn = name(cells[0].character)
      let filled: Set<String>
      if drawn.hasPrefix("QUADRANT ") {
        filled = Set(drawn.dropFirst("QUADRANT ".count).components(separatedBy: " AND "))
      } else {
        filled = halves[drawn] ?? []
      }
      #expect(filled == expected, "pattern \(pattern) drew \(drawn)")
    }
  }

  @Test func patternOfInvertsCharacterForEveryResolution() {
    for resolution in SubCellRaster.Resolution.allCases {
      for pattern in 0..<resolution.patternCount {
        let character = resolution.character(for: UInt8(pattern))
        #expect(resolution.pattern(of: character) == UInt8(pattern), "\(resolution) \(pattern)")
      }
      #expect(resolution.pattern(of: "x") == nil)
    }
    #expect(SubCellRaster.Resolution.braille.pattern(of: "▀") == nil)
    #expect(SubCellRaster.Resolution.halfBlocks.pattern(of: "▘") == nil)
  }

  @Test func everyCharacterTakesOneCell() {
    for resolution in SubCellRaster.Resolution.allCases {
      for pattern in 1..<resolution.patternCount {
        let character = resolution.character(for: UInt8(pattern))
        #expect(CellWidth.of(character) == 1, "\(resolution) \(pattern): \(character)")
      }
    }
  }

  @Test func setAndClearDotsAddressTheirCellAndBit() {
    var raster = SubCellRaster(size: GridSize(columns: 2, rows: 1))
    raster.setDot(GridPoint(column: 3, row: 3))  // the second cell's dot 8
    #expect(raster.pattern(at: GridPoint(column: 1, row: 0)) == 0x80)
    #expect(raster[dot: GridPoint(column: 3, row: 3)])
    raster[dot: GridPoint(column: 0, row: 0)] = true  // the first cell's dot 1
    #expect(raster.rows == ["⠁⢀"])
    raster.clearDot(GridPoint(column: 3, row: 3))
    #expect(raster.rows == ["⠁ "] && raster.dotCount == 1)
    raster.setDot(GridPoint(column: 4, row: 0))  // outside: ignored
    raster.setDot(GridPoint(column: -1, row: 0))
    #expect(raster.dots == [GridPoint(column: 0, row: 0)])
    #expect(!raster[dot: GridPoint(column: 9, row: 9)])
  }
}
