/// Where a smaller rectangle sits inside a larger one: a compass point or the centre.
public enum GridAnchor: String, CaseIterable, Hashable, Sendable {
  case n, ne, e, se, s, sw, w, nw, c

  /// The top-left cell of `inner` placed at this anchor inside `outer` (negative when `inner`
  /// is larger: it hangs over both sides evenly, or over the far side).
  public func origin(placing inner: GridSize, in outer: GridSize) -> GridPoint {
    let freeColumns = outer.columns - inner.columns
    let freeRows = outer.rows - inner.rows
    let column: Int
    switch self {
    case .w, .nw, .sw: column = 0
    case .e, .ne, .se: column = freeColumns
    case .n, .s, .c: column = freeColumns / 2
    }
    let row: Int
    switch self {
    case .n, .ne, .nw: row = 0
    case .s, .se, .sw: row = freeRows
    case .e, .w, .c: row = freeRows / 2
    }
    return GridPoint(column: column, row: row)
  }
}
