extension TimelineCompiler {
  /// The positions of `keys` in ascending order of key, equal keys in their given order: the
  /// order `keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }` gives, and so the one a
  /// stable sort by key gives.
  ///
  /// Sorting a scene's delays, shifts and edges by comparison was a tenth of making a 200x50
  /// decrypt or rain; a radix sort of the keys' bits takes a few passes over them instead of
  /// one per halving. Short lists, where its fixed cost would not pay, are sorted by
  /// comparison. Keys already in order are found in one pass.
  ///
  /// - Returns: nil when a key is NaN, which no order places (a comparison sort's answer then
  ///   depends on its steps): the caller sorts as it did.
  /// - Complexity: O(n) for the radix sort, six passes of eleven bits less those whose digit
  ///   is the same for every key.
  static func ascendingOrder(_ keys: UnsafeBufferPointer<Double>) -> [Int32]? {
    let count = keys.count
    var ascending = true
    for index in 0..<count {
      let key = keys[index]
      if key.isNaN { return nil }
      if index > 0 && key < keys[index - 1] { ascending = false }
    }
    if ascending { return Array(0..<Int32(count)) }
    if count < radixThreshold {
      // Pairs, not positions into the keys: a comparison reads its two keys where they lie.
      var pairs = (0..<count).map { (key: keys[$0], position: Int32(truncatingIfNeeded: $0)) }
      pairs.sort { $0.key < $1.key }
      return pairs.map(\.position)
    }
    return radixOrder(keys)
  }

  /// `ascendingOrder` of an array's keys.
  static func ascendingOrder(_ keys: [Double]) -> [Int32]? {
    keys.withUnsafeBufferPointer { ascendingOrder($0) }
  }

  /// The shortest list `ascendingOrder` sorts by radix: below it six passes' 2,048 counts
  /// each cost more than the comparisons they save.
  static let radixThreshold = 1_536

  /// A stable least-significant-digit radix sort of `keys` (none NaN) by their bits, mapped so
  /// that unsigned order is the keys' order and −0 is +0, as `<` has it.
  private static func radixOrder(_ keys: UnsafeBufferPointer<Double>) -> [Int32] {
    let count = keys.count
    let (digitBits, passes) = (11, 6)
    let radix = 1 << digitBits
    let mask = UInt64(radix - 1)
    var counts = [Int](repeating: 0, count: radix * passes)
    var bits = [UInt64](repeating: 0, count: count)
    var order = [Int32](repeating: 0, count: count)
    var spareBits = [UInt64](repeating: 0, count: count)
    var spareOrder = [Int32](repeating: 0, count: count)
    counts.withUnsafeMutableBufferPointer { counts in
      bits.withUnsafeMutableBufferPointer { bits in
        for index in 0..<count {
          let pattern = (keys[index] == 0 ? 0 : keys[index]).bitPattern
          let key = pattern >> 63 == 1 ? ~pattern : pattern | (1 << 63)
          bits[index] = key
          order[index] = Int32(truncatingIfNeeded: index)
          for pass in 0..<passes {
            counts[pass * radix + Int(truncatingIfNeeded: (key >> (pass * digitBits)) & mask)] += 1
          }
        }
      }
      for pass in 0..<passes {
        let base = pass * radix
        let shift = UInt64(pass * digitBits)
        // Every key has the same digit here: the pass would leave the order as it is.
        if counts[base + Int(truncatingIfNeeded: (bits[0] >> shift) & mask)] == count { continue }
        var total = 0
        for digit in base..<(base + radix) {
          (counts[digit], total) = (total, total + counts[digit])
        }
        bits.withUnsafeBufferPointer { bits in
          order.withUnsafeBufferPointer { order in
            spareBits.withUnsafeMutableBufferPointer { spareBits in
              spareOrder.withUnsafeMutableBufferPointer { spareOrder in
                for index in 0..<count {
                  let key = bits[index]
                  let slot = base + Int(truncatingIfNeeded: (key >> shift) & mask)
                  let place = counts[slot]
                  counts[slot] = place + 1
                  spareBits[place] = key
                  spareOrder[place] = order[index]
                }
              }
            }
          }
        }
        swap(&bits, &spareBits)
        swap(&order, &spareOrder)
      }
    }
    return order
  }
}
