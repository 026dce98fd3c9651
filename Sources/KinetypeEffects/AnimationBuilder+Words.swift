/// A word of the text: its number, and whether it is one of a morph's outgoing words (which are
/// numbered apart from the new text's).
struct WordKey: Hashable {
  var word: Int
  var isOld: Bool

  init(_ facts: GlyphFacts) {
    word = facts.wordIndex
    isOld = facts.role == .old
  }
}

extension AnimationBuilder {
  /// The first and last column (in the text's coordinates) each word covers, for the names
  /// `wordLeft` and `wordRight`.
  ///
  /// - Complexity: O(n) in the glyphs.
  func wordExtents() -> [WordKey: (left: Int, right: Int)] {
    var extents: [WordKey: (left: Int, right: Int)] = [:]
    for f in facts where !f.isLineBreak {
      let right = f.position.column + max(f.width, 1) - 1
      let key = WordKey(f)
      if let known = extents[key] {
        extents[key] = (min(known.left, f.position.column), max(known.right, right))
      } else {
        extents[key] = (f.position.column, right)
      }
    }
    return extents
  }
}
