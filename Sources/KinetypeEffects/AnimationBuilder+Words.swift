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
    // Room for every run of a word's glyphs, counted first: growing the table rehashed it a
    // dozen times for a 200x50 text. It is only looked up, so its order matters to no one.
    var runs = 0
    var last: WordKey? = nil
    for f in facts where !f.isLineBreak {
      let key = WordKey(f)
      if key != last { (runs, last) = (runs + 1, key) }
    }
    extents.reserveCapacity(runs)
    // A word's glyphs mostly come one after another: each run is gathered here and stored once.
    var run: (key: WordKey, left: Int, right: Int)? = nil
    func store(_ run: (key: WordKey, left: Int, right: Int)) {
      if let known = extents[run.key] {
        extents[run.key] = (min(known.left, run.left), max(known.right, run.right))
      } else {
        extents[run.key] = (run.left, run.right)
      }
    }
    for f in facts where !f.isLineBreak {
      let left = f.position.column
      let right = left + max(f.width, 1) - 1
      let key = WordKey(f)
      if let gathered = run, gathered.key == key {
        run = (key, min(gathered.left, left), max(gathered.right, right))
      } else {
        if let gathered = run { store(gathered) }
        run = (key, left, right)
      }
    }
    if let gathered = run { store(gathered) }
    return extents
  }
}
