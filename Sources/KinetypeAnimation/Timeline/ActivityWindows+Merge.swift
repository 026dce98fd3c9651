extension ActivityWindows.Edges {
  /// The positions of `times` (none NaN) in ascending order, equal times in their given order,
  /// when the times of each role (`roles`, by position) come in order: the roles' lists merged
  /// two at a time. Nil when some role's times do not come in order.
  ///
  /// A track's slots mostly come in order of delay (`TimelineCompiler` visits them so), and so
  /// do their begins and ends; sorting them all as one list was a tenth of making a 200x50
  /// decrypt.
  ///
  /// - Complexity: O(n log k) for k roles.
  static func mergedOrder(_ times: [Double], _ roles: [Int32]) -> [Int32]? {
    let count = times.count
    guard count > 1 else { return Array(0..<Int32(count)) }
    let roleCount = Int(roles.max()!) + 1
    // Each role's positions, in their order: a counting sort by role.
    var bounds = [Int](repeating: 0, count: roleCount + 1)
    for role in roles { bounds[Int(role) + 1] += 1 }
    for role in 0..<roleCount { bounds[role + 1] += bounds[role] }
    var order = [Int32](repeating: 0, count: count)
    var spare = [Int32](repeating: 0, count: count)
    var cursors = bounds
    var latest = [Double](repeating: -.infinity, count: roleCount)
    var ascends = true
    times.withUnsafeBufferPointer { times in
      roles.withUnsafeBufferPointer { roles in
        order.withUnsafeMutableBufferPointer { order in
          cursors.withUnsafeMutableBufferPointer { cursors in
            latest.withUnsafeMutableBufferPointer { latest in
              for position in 0..<count {
                let role = Int(roles[position])
                let time = times[position]
                if time < latest[role] { ascends = false }
                latest[role] = time
                order[cursors[role]] = Int32(truncatingIfNeeded: position)
                cursors[role] += 1
              }
            }
          }
        }
      }
    }
    guard ascends else { return nil }
    // Runs of positions, each in order; merged pairwise until one is left.
    var runs = bounds.indices.dropFirst().map { bounds[$0 - 1]..<bounds[$0] }.filter {
      !$0.isEmpty
    }
    while runs.count > 1 {
      var merged: [Range<Int>] = []
      var index = 0
      while index < runs.count {
        guard index + 1 < runs.count else {
          let run = runs[index]
          for position in run { spare[position] = order[position] }
          merged.append(run)
          break
        }
        let (left, right) = (runs[index], runs[index + 1])
        merge(times, order, left, right, into: &spare)
        merged.append(left.lowerBound..<right.upperBound)
        index += 2
      }
      runs = merged
      swap(&order, &spare)
    }
    return order
  }

  /// Merges `order`'s runs `left` and `right` (adjacent, each ascending by time and then
  /// position) into the same place in `into`.
  private static func merge(
    _ times: [Double], _ order: [Int32], _ left: Range<Int>, _ right: Range<Int>,
    into: inout [Int32]
  ) {
    times.withUnsafeBufferPointer { times in
      order.withUnsafeBufferPointer { order in
        into.withUnsafeMutableBufferPointer { into in
          var (l, r, out) = (left.lowerBound, right.lowerBound, left.lowerBound)
          while l < left.upperBound && r < right.upperBound {
            let (a, b) = (order[l], order[r])
            let (ta, tb) = (times[Int(a)], times[Int(b)])
            if tb < ta || (tb == ta && b < a) {
              into[out] = b
              r += 1
            } else {
              into[out] = a
              l += 1
            }
            out += 1
          }
          while l < left.upperBound {
            into[out] = order[l]
            (l, out) = (l + 1, out + 1)
          }
          while r < right.upperBound {
            into[out] = order[r]
            (r, out) = (r + 1, out + 1)
          }
        }
      }
    }
  }
}
