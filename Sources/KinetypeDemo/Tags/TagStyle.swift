/// How a tag is drawn: which side of its dot its texts stand on, whether its lines keep to
/// right angles or lean, and how many texts (branches) it has, with each branch's angle.
///
/// Twelve styles exist, one for each side, shape and count; `tag-styles.yaml` gives their
/// angles (`TagStyleBook`).
struct TagStyle: Hashable, Sendable {
  enum Side: String, CaseIterable, Sendable {
    case right, left

    /// +1 for right, −1 for left: what a branch's columns are multiplied by.
    var direction: Double { self == .right ? 1 : -1 }
  }

  enum Shape: String, CaseIterable, Sendable {
    case straight, slanted
  }

  var side: Side
  var shape: Shape
  /// Each branch's angle in degrees, up positive, −90…90; one per text, top first.
  var angles: [Double]

  /// How many texts the style shows: 1, 2 or 3.
  var count: Int { angles.count }

  /// `right-slanted-2`: the style's name in `tag-styles.yaml` and on the status line.
  var name: String { Self.name(side: side, shape: shape, count: count) }

  static func name(side: Side, shape: Shape, count: Int) -> String {
    "\(side.rawValue)-\(shape.rawValue)-\(count)"
  }

  /// The texts a style may have.
  static let counts = 1...3

  /// Every style's name in the order a click on a dot cycles through them: by count, then
  /// side, then shape, so each click either leans the lines or flips the side, and every
  /// second flip adds a text.
  static let names: [String] = counts.flatMap { count in
    Side.allCases.flatMap { side in
      Shape.allCases.map { shape in name(side: side, shape: shape, count: count) }
    }
  }

  /// The side, shape and count a name spells, or nil for a name that is not a style's.
  static func parts(of name: String) -> (side: Side, shape: Shape, count: Int)? {
    let pieces = name.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    guard pieces.count == 3, let side = Side(rawValue: pieces[0]),
      let shape = Shape(rawValue: pieces[1]), let count = Int(pieces[2]), counts.contains(count)
    else { return nil }
    return (side, shape, count)
  }
}
