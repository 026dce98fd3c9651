import KinetypeAnimation
import KinetypeCore

/// A grid of dots finer than the cell grid, drawn with braille or block characters.
///
/// Geometry is in cell coordinates, as `Point` is everywhere: x columns from the left, y rows
/// from the top, fractional, a cell 1 wide and 1 tall; the resolution divides each cell into
/// dots (`Resolution.dotsPerCell`). A dot is *set* by drawing when its centre lies inside
/// the shape; a thin stroke also sets the dots its centre line passes through, so lines have
/// no gaps however thin.
///
/// Distances — line widths, round caps, circles — are measured in cell widths with y scaled
/// by `cellAspectRatio`, how many times taller than wide a cell shows. At 1 (the default) they
/// are plain cell coordinates; at `GlyphGeometry.cellAspectRatio` a circle and a stroke's width
/// look the same in every direction on a typical terminal.
///
/// Drawing clips to the raster, and `Frame.draw(_:at:style:)` clips to the frame: rendering
/// never fails. Non-finite coordinates draw nothing.
public struct SubCellRaster: Hashable, Sendable {
  /// Whether drawing sets dots or clears them.
  public enum Ink: Hashable, Sendable {
    case set
    case clear
  }

  public let resolution: Resolution
  /// The raster's size in cells.
  public let size: GridSize
  /// How many times taller than wide a cell shows, for measuring distances.
  public var cellAspectRatio: Double
  /// Each cell's pattern, row-major (see `Resolution` for the bits).
  public private(set) var patterns: [UInt8]

  /// An empty raster of `size` cells.
  ///
  /// - Parameters:
  ///   - size: Cells across and down.
  ///   - resolution: How finely each cell is divided.
  ///   - cellAspectRatio: How many times taller than wide a cell shows; positive.
  public init(size: GridSize, resolution: Resolution = .braille, cellAspectRatio: Double = 1) {
    precondition(size.columns >= 0 && size.rows >= 0, "a raster's size is never negative")
    precondition(
      cellAspectRatio > 0 && cellAspectRatio.isFinite, "a cell's aspect ratio is positive")
    self.resolution = resolution
    self.size = size
    self.cellAspectRatio = cellAspectRatio
    patterns = Array(repeating: 0, count: size.columns * size.rows)
  }

  /// Dots across and down the whole raster.
  public var dotSize: GridSize {
    let perCell = resolution.dotsPerCell
    return GridSize(columns: size.columns * perCell.columns, rows: size.rows * perCell.rows)
  }

  /// Whether the dot at `dot` (dot column and row) is set; dots outside the raster read as
  /// clear and writing them does nothing.
  public subscript(dot dot: GridPoint) -> Bool {
    get {
      guard let (index, bit) = place(of: dot) else { return false }
      return patterns[index] & bit != 0
    }
    set { paint(dot, newValue ? .set : .clear) }
  }

  /// Sets one dot (nothing when it is outside the raster).
  public mutating func setDot(_ dot: GridPoint) { paint(dot, .set) }

  /// Clears one dot (nothing when it is outside the raster).
  public mutating func clearDot(_ dot: GridPoint) { paint(dot, .clear) }

  /// Clears every dot.
  public mutating func clear() {
    for index in patterns.indices { patterns[index] = 0 }
  }

  /// The pattern of the cell at `cell`, 0 outside the raster.
  public func pattern(at cell: GridPoint) -> UInt8 {
    guard (0..<size.columns).contains(cell.column), (0..<size.rows).contains(cell.row) else {
      return 0
    }
    return patterns[cell.row * size.columns + cell.column]
  }

  /// How many dots are set.
  public var dotCount: Int { patterns.reduce(0) { $0 + $1.nonzeroBitCount } }

  /// Every set dot, row by row, left to right.
  public var dots: [GridPoint] {
    let all = dotSize
    var result: [GridPoint] = []
    for row in 0..<all.rows {
      for column in 0..<all.columns where self[dot: GridPoint(column: column, row: row)] {
        result.append(GridPoint(column: column, row: row))
      }
    }
    return result
  }

  /// The centre of `dot`, in cell coordinates.
  public func centre(of dot: GridPoint) -> Point {
    let perCell = resolution.dotsPerCell
    return Point(
      x: (Double(dot.column) + 0.5) / Double(perCell.columns),
      y: (Double(dot.row) + 0.5) / Double(perCell.rows))
  }

  /// The dot whose area holds `point` (dots are half-open: left and top edges included),
  /// whether or not it is inside the raster; nil for a non-finite point.
  public func dot(containing point: Point) -> GridPoint? {
    let perCell = resolution.dotsPerCell
    let x = (point.x * Double(perCell.columns)).rounded(.down)
    let y = (point.y * Double(perCell.rows)).rounded(.down)
    let limit = Double(Int32.max)
    guard x.isFinite, y.isFinite, abs(x) < limit, abs(y) < limit else { return nil }
    return GridPoint(column: Int(x), row: Int(y))
  }

  /// Sets (or clears) the dot holding `point`, a position in cells.
  public mutating func plot(_ point: Point, ink: Ink = .set) {
    if let dot = dot(containing: point) { paint(dot, ink) }
  }

  /// The characters to draw: every cell with a dot set, and its character, row by row.
  ///
  /// Cells with no dot are left out, so whatever is beneath them shows.
  public func cells() -> [(point: GridPoint, character: Character)] {
    var result: [(point: GridPoint, character: Character)] = []
    for row in 0..<size.rows {
      for column in 0..<size.columns {
        let pattern = patterns[row * size.columns + column]
        guard pattern != 0 else { continue }
        result.append((GridPoint(column: column, row: row), resolution.character(for: pattern)))
      }
    }
    return result
  }

  /// Each row of cells as text, a space where no dot is set: for tests and debugging.
  public var rows: [String] {
    (0..<size.rows).map { row in
      String(
        (0..<size.columns).map { column in
          let pattern = patterns[row * size.columns + column]
          return pattern == 0 ? " " : resolution.character(for: pattern)
        })
    }
  }

  /// Sets or clears one dot, if it is inside the raster.
  mutating func paint(_ dot: GridPoint, _ ink: Ink) {
    guard let (index, bit) = place(of: dot) else { return }
    switch ink {
    case .set: patterns[index] |= bit
    case .clear: patterns[index] &= ~bit
    }
  }

  /// The cell index and pattern bit of `dot`, or nil outside the raster.
  private func place(of dot: GridPoint) -> (index: Int, bit: UInt8)? {
    let perCell = resolution.dotsPerCell
    guard dot.column >= 0, dot.row >= 0 else { return nil }
    let column = dot.column / perCell.columns
    let row = dot.row / perCell.rows
    guard column < size.columns, row < size.rows else { return nil }
    let bit = resolution.bit(
      column: dot.column % perCell.columns, row: dot.row % perCell.rows)
    return (row * size.columns + column, bit)
  }
}
