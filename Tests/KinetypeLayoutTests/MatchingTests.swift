import Foundation
import KinetypeCore
import Testing

@testable import KinetypeLayout

@Suite("Matching glyphs between layouts")
struct MatchingTests {
  /// The length of the longest common subsequence by the textbook O(n·m) table.
  static func lcsLength<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
    var previous = Array(repeating: 0, count: b.count + 1)
    for x in a {
      var row = [0]
      for (j, y) in b.enumerated() {
        row.append(x == y ? previous[j] + 1 : max(previous[j + 1], row[j]))
      }
      previous = row
    }
    return previous[b.count]
  }

  /// A random string of `count` characters from the first `alphabet` letters of "abcdef".
  static func random(seed: UInt64, count: Int, alphabet: Int, channel: UInt64) -> [Character] {
    let hash = SeededHash(seed: seed)
    let letters = Array("abcdef".prefix(alphabet))
    return (0..<count).map { letters[hash.integer(below: alphabet, $0, channel: channel)] }
  }

  /// Whether `pairs` increase in both indices and pair equal elements.
  static func isCommonSubsequence<T: Equatable>(
    _ pairs: [(old: Int, new: Int)], _ a: [T], _ b: [T]
  ) -> Bool {
    zip(pairs, pairs.dropFirst()).allSatisfy { $0.old < $1.old && $0.new < $1.new }
      && pairs.allSatisfy { a.indices.contains($0.old) && b.indices.contains($0.new) }
      && pairs.allSatisfy { a[$0.old] == b[$0.new] }
  }

  @Test(arguments: 0..<400)
  func theMatchIsALongestCommonSubsequence(seed: Int) {
    let hash = SeededHash(seed: UInt64(seed))
    let alphabet = 1 + hash.integer(below: 4, 0)
    let a = Self.random(
      seed: UInt64(seed), count: hash.integer(below: 30, 1), alphabet: alphabet, channel: 2)
    // Half the cases are edits of the first string, the rest independent.
    var b = Self.random(
      seed: UInt64(seed), count: hash.integer(below: 30, 3), alphabet: alphabet, channel: 4)
    if hash.unit(5) < 0.5 {
      b = a
      for edit in 0..<hash.integer(below: 6, 6) {
        let at = hash.integer(below: b.count + 1, edit, channel: 7)
        if hash.unit(edit, channel: 8) < 0.5 || b.isEmpty {
          b.insert("x", at: at)
        } else {
          b.remove(at: min(at, b.count - 1))
        }
      }
    }
    let pairs = CommonSubsequence.pairs(a, b)
    #expect(Self.isCommonSubsequence(pairs, a, b), "\(String(a)) / \(String(b))")
    #expect(pairs.count == Self.lcsLength(a, b), "\(String(a)) / \(String(b))")
  }

  @Test func pastTheCapTheMatchIsStillACommonSubsequence() {
    for seed in 0..<100 {
      let a = Self.random(seed: UInt64(seed), count: 60, alphabet: 3, channel: 1)
      let b = Self.random(seed: UInt64(seed), count: 50, alphabet: 3, channel: 2)
      let exact = Self.lcsLength(a, b)
      for cap in [0, 1, 4, 10] {
        let pairs = CommonSubsequence.pairs(a, b, maxDifference: cap)
        #expect(Self.isCommonSubsequence(pairs, a, b))
        #expect(pairs.count <= exact)
        // Greedy is not optimal, but it is not poor on text like this either.
        #expect(Double(pairs.count) >= 0.6 * Double(exact), "seed \(seed), cap \(cap)")
      }
    }
  }

  @Test func emptyAndEqualSequences() {
    #expect(CommonSubsequence.pairs([Int](), []).isEmpty)
    #expect(CommonSubsequence.pairs([1, 2], []).isEmpty)
    #expect(CommonSubsequence.pairs([], [1, 2]).isEmpty)
    #expect(CommonSubsequence.pairs([1, 2, 3], [1, 2, 3]).map(\.new) == [0, 1, 2])
    #expect(CommonSubsequence.pairs([1, 2, 3], [4, 5]).isEmpty)
  }

  @Test func largeInputsFinishQuickly() {
    let a = Self.random(seed: 1, count: 20_000, alphabet: 4, channel: 1)
    let b = Self.random(seed: 2, count: 20_000, alphabet: 4, channel: 2)
    // Unrelated texts: D is far past the cap, so most of it is matched greedily.
    var start = ContinuousClock.now
    let unrelated = CommonSubsequence.pairs(a, b)
    #expect(ContinuousClock.now - start < .seconds(10))
    #expect(Self.isCommonSubsequence(unrelated, a, b))
    #expect(unrelated.count > 10_000)
    // A few hundred edits: exact, and as quick.
    var edited = a
    for edit in 0..<300 { edited[(edit * 7_919) % edited.count] = "x" }
    start = .now
    let close = CommonSubsequence.pairs(a, edited)
    #expect(ContinuousClock.now - start < .seconds(10))
    #expect(close.count == a.count - 300)
  }

  @Test func layoutsMatchByClusterAcrossReflow() {
    let old = layout("hello brave world")
    let new = layout("hello\nworld", LayoutOptions())
    let matches = old.matches(to: new)
    // "hello" and "world" match; the new line break is left out, and so is the old " brave ".
    #expect(matches.map(\.new) == [0, 1, 2, 3, 4, 6, 7, 8, 9, 10])
    #expect(matches.map(\.old) == [0, 1, 2, 3, 4, 12, 13, 14, 15, 16])
    #expect(matches.allSatisfy { old.glyphs[$0.old].text == new.glyphs[$0.new].text })
    // Wrapped at another width, the same text matches glyph for glyph.
    let wrapped = layout("hello brave world", LayoutOptions(width: 6))
    #expect(old.matches(to: wrapped).count == old.glyphs.count)
  }

  @Test func wideAndClusteredGlyphsMatchWhole() {
    let old = layout("e\u{301}漢👍🏽")
    let new = layout("e\u{301}x漢y👍🏽")
    let matches = old.matches(to: new)
    #expect(matches.map { new.glyphs[$0.new].text } == ["e\u{301}", "漢", "👍🏽"])
    // A cluster matches whole or not at all: "e" is not "é", "👍" is not "👍🏽".
    #expect(layout("e👍").matches(to: layout("e\u{301}👍🏽")).isEmpty)
  }
}
