/// The tags scene's data, read from `tag-styles.yaml`: the twelve styles, how far a branch
/// reaches, and how long each animation takes.
struct TagStyleBook: Hashable, Sendable {
  /// How far a branch runs from its dot to its elbow: `columns` cells when level, `rows` rows
  /// when vertical, and on the ellipse through both in between.
  struct Reach: Hashable, Sendable {
    var columns: Double
    var rows: Double
  }

  /// Seconds each animation takes.
  struct Timing: Hashable, Sendable {
    /// Texts fading out or in.
    var text: Double
    /// Lines retracting into their dots or growing out of them.
    var lines: Double
    /// Dots fading out or in.
    var dots: Double
    /// A change of style.
    var style: Double
  }

  var reach: Reach
  var timing: Timing
  /// All twelve, in the order clicks cycle through them (`TagStyle.names`).
  var styles: [TagStyle]

  /// The style named `name`'s place in `styles`.
  func index(of name: String) -> Int? { styles.firstIndex { $0.name == name } }

  /// The first style with `count` texts on `side`, straight.
  func index(count: Int, side: TagStyle.Side) -> Int {
    styles.firstIndex { $0.count == count && $0.side == side && $0.shape == .straight } ?? 0
  }
}
