/// "Did you mean …?": the allowed word closest to a misspelt one, for the hints of
/// diagnostics about unknown names (keys, effect names, styles).
public enum Suggestion {
  /// "did you mean 'x'? " for the candidate closest to `word`, or "" when none is close: the
  /// opening of a hint.
  public static func hint(for word: String, in candidates: [String]) -> String {
    closest(to: word, in: candidates).map { "did you mean '\($0)'? " } ?? ""
  }

  /// The candidate closest to `word` by edit distance (ignoring case; a swap of two
  /// neighbouring letters counts as one edit, as typing slips make them), when it is close
  /// enough to be a typo: at most a third of the word's length away (at least 1).
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, distance(Array(word.lowercased()), Array($0.lowercased()))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, word.count / 3) else {
      return nil
    }
    return best.0
  }

  /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
  /// neighbours, each one edit.
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var row = previous
    for i in 1...a.count {
      row[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          row[j] = min(row[j], before[j - 2] + 1)
        }
      }
      (before, previous) = (previous, row)
    }
    return previous[b.count]
  }
}
