import KinetypeAnimation
import KinetypeCore
import KinetypeLayout

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a tag's parts fall in the scene, in cells: the dot, each branch's line (from the dot
/// out to its elbow, then level under its text) and each text's chip (the text with a space
/// either side, on the row above its level line, so the text sits on the line).
///
/// The dot's centre is an eighth of a row below the top of its cell, the height of the top
/// row of braille dots, so a level line through it runs along the top of its cells, right
/// under the text above; across, it is on a braille column's centre, so a vertical line is
/// one dot wide. Dots and lines are drawn finer than cells: half a cell across is a step.
struct TagLayout: Hashable, Sendable {
  struct Branch: Hashable, Sendable {
    /// The line's vertices in cells: the dot's centre, the elbow, the level line's far end.
    var line: [Point]
    var text: String
    /// The cells of the text and its padding.
    var chip: GridRect
  }

  /// The dot's centre, in cells.
  var dot: Point
  /// The cell holding the dot's centre.
  var dotCell: GridPoint
  var branches: [Branch]

  /// How far below the top of its row a level line runs: the centre of the top braille row.
  static let lineOffset = 0.125

  /// A tag's layout.
  ///
  /// - Parameters:
  ///   - position: The dot's place, as fractions of `size`.
  ///   - size: The picture's size in cells.
  ///   - angles: Each branch's angle in degrees, up positive.
  ///   - direction: +1 for branches to the right, −1 to the left.
  ///   - texts: The tag's texts, shared among the branches (`branchTexts`).
  ///   - reach: How far a branch runs to its elbow.
  init(
    position: Point, in size: GridSize, angles: [Double], direction: Double, texts: [String],
    reach: TagStyleBook.Reach
  ) {
    let cell = TagScene.cell(of: position, in: size)
    let x = ((position.x * Double(size.columns) * 2).rounded(.down) + 0.5) / 2
    let dot = Point(x: x, y: Double(cell.row) + Self.lineOffset)
    let texts = Self.branchTexts(texts, count: angles.count)
    dotCell = cell
    self.dot = dot
    branches = zip(angles, texts).map { angle, text in
      let radians = angle * Double.pi / 180
      let x = dot.x + direction * reach.columns * cos(radians)
      let row = (dot.y - reach.rows * sin(radians) + 1e-9).rounded(.down)
      let elbow = Point(x: x, y: row + Self.lineOffset)
      let width = Self.width(of: text) + 2
      let start = direction >= 0 ? Int(x.rounded()) : Int(x.rounded()) - width
      let end = Double(direction >= 0 ? start + width : start)
      return Branch(
        line: [Point(x: dot.x, y: dot.y), elbow, Point(x: end, y: elbow.y)], text: text,
        chip: GridRect(column: start, row: Int(row) - 1, columns: width, rows: 1))
    }
  }

  /// The texts the branches show: the tag's own, one each; texts beyond the last branch join
  /// it, separated by " · ", and branches beyond the last text show "…".
  static func branchTexts(_ texts: [String], count: Int) -> [String] {
    guard count > 0 else { return [] }
    if texts.count > count {
      return Array(texts.prefix(count - 1)) + [texts.dropFirst(count - 1).joined(separator: " · ")]
    }
    return texts + Array(repeating: "…", count: count - texts.count)
  }

  /// The text's width in cells, as `Frame.write` draws it.
  static func width(of text: String) -> Int {
    text.reduce(0) { sum, character in
      character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        ? sum : sum + CellWidth.of(character)
    }
  }

  /// The dot's cell: with the chips, what takes clicks (the scene adds a cell of slop).
  var dotRect: GridRect { GridRect(origin: dotCell, size: GridSize(columns: 1, rows: 1)) }
}
