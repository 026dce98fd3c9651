import KinetypeCore

extension Frame {
  /// The frame stretched or squeezed to `size` by nearest-neighbour sampling: each cell of
  /// the result shows the cell whose area holds its centre, so a picture fills an area of any
  /// size (blocks of colour scale well, letters less so).
  ///
  /// A wide glyph is drawn where the result first samples its lead cell and fits; a sampled
  /// continuation cell, or a wide glyph that would not fit, shows a blank in its style. An
  /// empty frame, or an empty `size`, gives a blank frame of `size`.
  public func resampled(to size: GridSize) -> Frame {
    if size == self.size { return self }
    var result = Frame(size: size)
    guard self.size.columns > 0, self.size.rows > 0 else { return result }
    for row in 0..<size.rows {
      let sourceRow = (2 * row + 1) * self.size.rows / (2 * size.rows)
      var column = 0
      while column < size.columns {
        let sourceColumn = (2 * column + 1) * self.size.columns / (2 * size.columns)
        let cell = self[sourceColumn, sourceRow]
        let at = GridPoint(column: column, row: row)
        if cell.isContinuation || (cell.width == 2 && column + 1 >= size.columns) {
          result.put(" ", width: 1, style: cell.style, at: at)
          column += 1
        } else {
          result.put(cell.text, width: Int(cell.width), style: cell.style, link: cell.link, at: at)
          column += Int(max(1, cell.width))
        }
      }
    }
    return result
  }
}
