/// The longest common subsequence of two sequences, as pairs of indices: Myers' O((N+M)D)
/// difference algorithm in linear space, with a cap on D past which it matches greedily.
///
/// The exact part is Myers' "middle snake" bisection (E. Myers, "An O(ND) Difference Algorithm
/// and Its Variations", Algorithmica 1, 1986; the shape follows diff-match-patch's
/// `diff_bisect`): a common prefix and suffix are matched first, then the forward and reverse
/// searches meet on an optimal path, which splits the rest in two. Work is O((N+M)·D) time and
/// O(N+M) memory, where D is the number of insertions and deletions.
///
/// Past `maxDifference` (when the texts have little in common, D approaches N+M and the
/// search approaches N·M) a part is matched greedily instead: walking both sequences, an
/// element is paired with its next occurrence in the other, taking whichever of the two
/// candidate pairs skips fewer elements. That is linear in time and memory and still a common
/// subsequence, though not always the longest.
public enum CommonSubsequence {
  /// The default cap on D: large enough that two different screenfuls of text (80 × 24) are
  /// matched exactly, small enough that a search that gives up has cost about a million steps
  /// (D²/4; some 12 ms for two unrelated 200 × 50 screens in a release build).
  public static let defaultMaxDifference = 2_048

  /// Index pairs `(old, new)` with `old[pair.old] == new[pair.new]`, increasing in both.
  ///
  /// - Parameters:
  ///   - old: the first sequence.
  ///   - new: the second.
  ///   - maxDifference: the largest D matched exactly; a part that differs more is matched
  ///     greedily.
  /// - Returns: the longest common subsequence's pairs when the sequences differ by at most
  ///   `maxDifference` insertions and deletions; otherwise a common subsequence.
  /// - Complexity: O((N+M)·D) time, D capped at `maxDifference`; O(N+M) memory.
  public static func pairs<Element: Hashable>(
    _ old: [Element], _ new: [Element], maxDifference: Int = defaultMaxDifference
  ) -> [(old: Int, new: Int)] {
    // Elements become small integers once, so the inner loops compare machine words.
    var numbers: [Element: Int32] = [:]
    func number(_ element: Element) -> Int32 {
      if let known = numbers[element] { return known }
      let next = Int32(numbers.count)
      numbers[element] = next
      return next
    }
    var search = Search(a: old.map(number), b: new.map(number), maxDifference: maxDifference)
    search.run()
    return search.pairs.sorted { $0.old < $1.old }
  }

  /// The search's state: the sequences, the pairs found, and scratch vectors reused by every
  /// bisection.
  struct Search {
    let a: [Int32]
    let b: [Int32]
    let maxDifference: Int
    var pairs: [(old: Int, new: Int)] = []
    var forward: [Int] = []
    var reverse: [Int] = []

    init(a: [Int32], b: [Int32], maxDifference: Int) {
      self.a = a
      self.b = b
      self.maxDifference = max(0, maxDifference)
    }

    /// Matches `a` against `b`, part by part, from a stack rather than by recursion: a
    /// lopsided split can nest D deep.
    mutating func run() {
      var parts = [(aLow: 0, aHigh: a.count, bLow: 0, bHigh: b.count)]
      while var part = parts.popLast() {
        while part.aLow < part.aHigh, part.bLow < part.bHigh, a[part.aLow] == b[part.bLow] {
          pairs.append((part.aLow, part.bLow))
          part.aLow += 1
          part.bLow += 1
        }
        while part.aLow < part.aHigh, part.bLow < part.bHigh,
          a[part.aHigh - 1] == b[part.bHigh - 1]
        {
          part.aHigh -= 1
          part.bHigh -= 1
          pairs.append((part.aHigh, part.bHigh))
        }
        guard part.aLow < part.aHigh, part.bLow < part.bHigh else { continue }
        // A split at a corner would not shrink the part; it cannot happen, but is not trusted.
        if let (x, y) = bisect(part.aLow, part.aHigh, part.bLow, part.bHigh),
          x + y > part.aLow + part.bLow, x + y < part.aHigh + part.bHigh
        {
          parts.append((x, part.aHigh, y, part.bHigh))
          parts.append((part.aLow, x, part.bLow, y))
        } else {
          greedy(part.aLow, part.aHigh, part.bLow, part.bHigh)
        }
      }
    }

    /// A point on an optimal path through `a[aLow..<aHigh]` × `b[bLow..<bHigh]` (whose first
    /// and last elements differ), where the forward and reverse searches meet; nil when D
    /// exceeds the cap.
    mutating func bisect(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) -> (Int, Int)? {
      let limit = min((aHigh - aLow + bHigh - bLow + 1) / 2, (maxDifference + 1) / 2 + 1)
      // The scratch vectors leave `self` while the search runs, so its loops work on plain
      // buffers (no exclusivity or uniqueness checks on every access).
      var forward = self.forward
      var reverse = self.reverse
      (self.forward, self.reverse) = ([], [])
      defer { (self.forward, self.reverse) = (forward, reverse) }
      forward.removeAll(keepingCapacity: true)
      forward.append(contentsOf: repeatElement(-1, count: 2 * limit + 3))
      reverse.removeAll(keepingCapacity: true)
      reverse.append(contentsOf: repeatElement(-1, count: 2 * limit + 3))
      let met = a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { b in
          forward.withUnsafeMutableBufferPointer { forward in
            reverse.withUnsafeMutableBufferPointer { reverse in
              Self.meet(
                UnsafeBufferPointer(rebasing: a[aLow..<aHigh]),
                UnsafeBufferPointer(rebasing: b[bLow..<bHigh]), forward: forward,
                reverse: reverse, limit: limit)
            }
          }
        }
      }
      return met.map { (aLow + $0.x, bLow + $0.y) }
    }

    /// Myers' middle-snake search over `a` × `b`, at most `limit` steps from each end.
    ///
    /// `forward[offset + k]` is the furthest x reached on diagonal k (x − y) from the top left,
    /// `reverse[offset + k]` the furthest distance from the bottom right on diagonal k of the
    /// reversed sequences; −1 where nothing has arrived. Both hold `2 × limit + 3` entries.
    static func meet(
      _ a: UnsafeBufferPointer<Int32>, _ b: UnsafeBufferPointer<Int32>,
      forward: UnsafeMutableBufferPointer<Int>, reverse: UnsafeMutableBufferPointer<Int>,
      limit: Int
    ) -> (x: Int, y: Int)? {
      let (n, m) = (a.count, b.count)
      let offset = limit + 1
      let length = forward.count
      forward[offset + 1] = 0
      reverse[offset + 1] = 0
      let delta = n - m
      // With an odd delta the paths meet on a forward step, with an even one on a reverse step.
      let meetsForward = delta & 1 != 0
      var (forwardStart, forwardEnd, reverseStart, reverseEnd) = (0, 0, 0, 0)
      for d in 0..<limit {
        var k = -d + forwardStart
        while k <= d - forwardEnd {
          let index = offset + k
          var x =
            k == -d || (k != d && forward[index - 1] < forward[index + 1])
            ? forward[index + 1] : forward[index - 1] + 1
          var y = x - k
          while x < n, y < m, a[x] == b[y] {
            x += 1
            y += 1
          }
          forward[index] = x
          if x > n {
            forwardEnd += 2
          } else if y > m {
            forwardStart += 2
          } else if meetsForward {
            let other = offset + delta - k
            if other >= 0, other < length, reverse[other] != -1, x >= n - reverse[other] {
              return (x, y)
            }
          }
          k += 2
        }
        k = -d + reverseStart
        while k <= d - reverseEnd {
          let index = offset + k
          var x =
            k == -d || (k != d && reverse[index - 1] < reverse[index + 1])
            ? reverse[index + 1] : reverse[index - 1] + 1
          var y = x - k
          while x < n, y < m, a[n - 1 - x] == b[m - 1 - y] {
            x += 1
            y += 1
          }
          reverse[index] = x
          if x > n {
            reverseEnd += 2
          } else if y > m {
            reverseStart += 2
          } else if !meetsForward {
            let other = offset + delta - k
            if other >= 0, other < length, forward[other] != -1 {
              let forwardX = forward[other]
              if forwardX >= n - x { return (forwardX, forwardX - (other - offset)) }
            }
          }
          k += 2
        }
      }
      return nil
    }

    /// A common subsequence of the part in linear time: at each step the current element of
    /// either side is paired with its next occurrence in the other, whichever skips less.
    mutating func greedy(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) {
      var inA = Occurrences(a[aLow..<aHigh], base: aLow)
      var inB = Occurrences(b[bLow..<bHigh], base: bLow)
      var (i, j) = (aLow, bLow)
      while i < aHigh, j < bHigh {
        if a[i] == b[j] {
          pairs.append((i, j))
          i += 1
          j += 1
          continue
        }
        let nextInB = inB.next(a[i], atOrAfter: j)
        let nextInA = inA.next(b[j], atOrAfter: i)
        switch (nextInA, nextInB) {
        case (nil, nil):
          i += 1
          j += 1
        case (let found?, nil):
          pairs.append((found, j))
          i = found + 1
          j += 1
        case (nil, let found?):
          pairs.append((i, found))
          i += 1
          j = found + 1
        case (let inOld?, let inNew?):
          if inOld - i <= inNew - j {
            pairs.append((inOld, j))
            i = inOld + 1
            j += 1
          } else {
            pairs.append((i, inNew))
            i += 1
            j = inNew + 1
          }
        }
      }
    }
  }

  /// Where each value occurs in a sequence, read with cursors that only move forward (the
  /// greedy walk only moves forward), so all lookups together cost O(N).
  struct Occurrences {
    var positions: [Int32: [Int]] = [:]
    var cursors: [Int32: Int] = [:]

    init(_ values: ArraySlice<Int32>, base: Int) {
      for (offset, value) in values.enumerated() {
        positions[value, default: []].append(base + offset)
      }
    }

    /// The first position of `value` at or after `start`, or nil.
    mutating func next(_ value: Int32, atOrAfter start: Int) -> Int? {
      guard let list = positions[value] else { return nil }
      var cursor = cursors[value, default: 0]
      while cursor < list.count, list[cursor] < start { cursor += 1 }
      cursors[value] = cursor
      return cursor < list.count ? list[cursor] : nil
    }
  }
}
