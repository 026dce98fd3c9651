import KinetypeCore

/// A glyph of one layout paired with a glyph of another that shows the same cluster(s).
public struct GlyphMatch: Hashable, Sendable {
  /// The glyph's index in the old layout.
  public var old: Int
  /// Its index in the new layout.
  public var new: Int

  public init(old: Int, new: Int) {
    self.old = old
    self.new = new
  }
}

extension TextLayout {
  /// The glyphs this layout and `new` have in common: the longest common subsequence of their
  /// glyphs' texts, for a morph (a magic move) from this text to `new`.
  ///
  /// Line breaks are left out of the match, so text that only reflows (wrapped at another
  /// width, lines joined) still matches glyph for glyph. Glyphs match by text alone; their
  /// styles may differ.
  ///
  /// - Parameters:
  ///   - new: the layout the text becomes.
  ///   - maxDifference: how many glyphs may be inserted and deleted before the match turns
  ///     greedy (see `CommonSubsequence`).
  /// - Returns: matched pairs, increasing in both `old` and `new`. Between two display-type
  ///   layouts, the big letters are matched instead (`letterMatches(to:maxDifference:)`).
  /// - Complexity: O((N+M)·D) time, D capped at `maxDifference`; O(N+M) memory.
  public func matches(
    to new: TextLayout, maxDifference: Int = CommonSubsequence.defaultMaxDifference
  ) -> [GlyphMatch] {
    if !letters.isEmpty && !new.letters.isEmpty {
      return letterMatches(to: new, maxDifference: maxDifference)
    }
    let oldIndices = glyphs.indices.filter { !glyphs[$0].isLineBreak }
    let newIndices = new.glyphs.indices.filter { !new.glyphs[$0].isLineBreak }
    let pairs = CommonSubsequence.pairs(
      oldIndices.map { glyphs[$0].text }, newIndices.map { new.glyphs[$0].text },
      maxDifference: maxDifference)
    return pairs.map { GlyphMatch(old: oldIndices[$0.old], new: newIndices[$0.new]) }
  }
}

extension TextLayout {
  /// Between two display-type layouts, the cells of the big letters they share: the longest
  /// common subsequence of the letters' characters, then within each pair of letters each new
  /// cell with the old cell at the same place in its letter showing the same sub-character,
  /// and the cells left over paired in reading order. Cells left over after that arrive or leave
  /// with the letters that are not shared.
  ///
  /// - Returns: matched pairs, increasing in `new`; each glyph in at most one pair.
  public func letterMatches(
    to new: TextLayout, maxDifference: Int = CommonSubsequence.defaultMaxDifference
  ) -> [GlyphMatch] {
    let pairs = CommonSubsequence.pairs(
      letters.map(\.text), new.letters.map(\.text), maxDifference: maxDifference)
    var result: [GlyphMatch] = []
    for pair in pairs {
      let oldLetter = letters[pair.old]
      let newLetter = new.letters[pair.new]
      func offset(_ glyph: Glyph, in letter: DisplayLetter) -> GridPoint {
        GridPoint(
          column: glyph.position.column - letter.frame.origin.column,
          row: glyph.position.row - letter.frame.origin.row)
      }
      var oldByPlace: [GridPoint: Int] = [:]
      for index in oldLetter.glyphs { oldByPlace[offset(glyphs[index], in: oldLetter)] = index }
      var used = Set<Int>()
      var pending: [Int] = []
      for index in newLetter.glyphs {
        let glyph = new.glyphs[index]
        if let old = oldByPlace[offset(glyph, in: newLetter)], glyphs[old].text == glyph.text,
          glyphs[old].width == glyph.width
        {
          result.append(GlyphMatch(old: old, new: index))
          used.insert(old)
        } else {
          pending.append(index)
        }
      }
      let spare = oldLetter.glyphs.filter { !used.contains($0) && glyphs[$0].width > 0 }
      for (newIndex, oldIndex) in zip(pending.filter { new.glyphs[$0].width > 0 }, spare) {
        result.append(GlyphMatch(old: oldIndex, new: newIndex))
      }
    }
    return result.sorted { $0.new < $1.new }
  }
}
