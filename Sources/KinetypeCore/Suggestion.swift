/// "Did you mean …?": the allowed word closest to a misspelt one, for the hints of
/// diagnostics about unknown names (keys, effect names, styles).
public enum Suggestion {
  /// "did you mean 'x'? " for the candidate closest to `word`, or "" when none is close: the
  /// opening of a hint.
  public static func hint(for word: String, in candidates: [String]) -> String {
    closest(to: word, in: candidates).map { "did you mean '\($0)'? " } ?? ""
  }

  /// The candidate closest to `word` by edit distance (Levenshtein, ignoring case), when it
  /// is close enough to be a typo: at most a third of the word's length away (at least 1).
  public static func closest(to word: String, in candidates: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
      var row = Array(0...b.count)
      for i in 1...max(1, a.count) where !a.isEmpty {
        var previous = row[0]
        row[0] = i
        for j in 1...max(1, b.count) where !b.isEmpty {
          let cost = a[i - 1] == b[j - 1] ? 0 : 1
          let next = min(row[j] + 1, row[j - 1] + 1, previous + cost)
          previous = row[j]
          row[j] = next
        }
      }
      return row[b.count]
    }
    let scored = candidates.map { ($0, distance(Array(word.lowercased()), Array($0.lowercased()))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, word.count / 3) else {
      return nil
    }
    return best.0
  }
}
