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
  /// - Returns: matched pairs, increasing in both `old` and `new`.
  /// - Complexity: O((N+M)·D) time, D capped at `maxDifference`; O(N+M) memory.
  public func matches(
    to new: TextLayout, maxDifference: Int = CommonSubsequence.defaultMaxDifference
  ) -> [GlyphMatch] {
    let oldIndices = glyphs.indices.filter { !glyphs[$0].isLineBreak }
    let newIndices = new.glyphs.indices.filter { !new.glyphs[$0].isLineBreak }
    let pairs = CommonSubsequence.pairs(
      oldIndices.map { glyphs[$0].text }, newIndices.map { new.glyphs[$0].text },
      maxDifference: maxDifference)
    return pairs.map { GlyphMatch(old: oldIndices[$0.old], new: newIndices[$0.new]) }
  }
}
