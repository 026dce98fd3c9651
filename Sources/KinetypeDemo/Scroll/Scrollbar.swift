/// The scrollbar at the right edge of the scene: where its thumb is for a position, and which
/// position a place of the thumb stands for.
struct Scrollbar: Hashable, Sendable {
  /// Rows in the view (and in the trough).
  var viewRows: Int
  /// Rows in the page.
  var pageRows: Int

  var maxPosition: Double { Double(max(0, pageRows - viewRows)) }

  /// The thumb's rows: the view's share of the page, at least one row.
  var thumbLength: Int {
    guard pageRows > viewRows else { return max(0, viewRows) }
    let share = Double(viewRows) * Double(viewRows) / Double(pageRows)
    return max(1, min(viewRows, Int(share.rounded())))
  }

  /// How many rows the thumb's top can move.
  var travel: Int { max(0, viewRows - thumbLength) }

  /// The thumb's rows at `position`.
  func thumb(at position: Double) -> Range<Int> {
    let fraction = maxPosition > 0 ? min(max(position / maxPosition, 0), 1) : 0
    let top = Int((fraction * Double(travel)).rounded())
    return top..<(top + thumbLength)
  }

  /// The whole-row position whose thumb starts at `thumbTop` (clamped to the trough).
  ///
  /// A page row per thumb row is at least `pageRows / viewRows` > 1, so
  /// `thumb(at: position(thumbTop: k))` starts at row `k` again.
  func position(thumbTop: Int) -> Double {
    guard travel > 0 else { return 0 }
    let top = min(max(thumbTop, 0), travel)
    return (Double(top) / Double(travel) * maxPosition).rounded()
  }
}
