import CNcursesw

/// ncurses colour pairs for (foreground, background) colour numbers, kept within COLOR_PAIRS by
/// evicting the least recently used pair that no cell on screen uses.
///
/// Redefining a pair recolours every cell drawn with it, so a pair still on screen is never
/// reused: the loop pins the pairs of the current frame before drawing it.
struct ColourPairs {
  struct Key: Hashable {
    var foreground: Int32
    var background: Int32
  }

  private let capacity: Int
  private var pairs: [Key: Int32] = [:]
  private var lastUse: [Int32: Int] = [:]
  private var keys: [Int32: Key] = [:]
  private var clock = 0
  /// Pairs on screen: never evicted.
  var pinned: Set<Int32> = [] {
    didSet { last = nil }
  }
  /// The last key asked for and its pair, while `pinned` is as that call left it: neighbouring
  /// cells mostly share their colours, and the same key again changes nothing but the clock
  /// (its pair is already the most recently used, and pinned), where looking it up, stamping
  /// it and pinning it again were three hash-table visits a cell.
  private var last: (key: Key, pair: Int32)? = nil

  init(capacity: Int) {
    self.capacity = max(0, capacity - 1)  // pair 0 is the terminal default
  }

  /// The pair for `key`, defining one if needed; nil when every pair is pinned.
  mutating func pair(for key: Key) -> Int32? {
    clock += 1
    if key.foreground == -1 && key.background == -1 { return 0 }
    if let last, last.key == key { return last.pair }
    if let pair = pairs[key] {
      lastUse[pair] = clock
      pinned.insert(pair)
      last = (key, pair)
      return pair
    }
    let pair: Int32
    if pairs.count < capacity {
      pair = Int32(pairs.count + 1)
    } else {
      guard
        let victim = lastUse.filter({ !pinned.contains($0.key) }).min(by: { $0.value < $1.value })?
          .key
      else {
        return nil
      }
      pairs[keys[victim]!] = nil
      pair = victim
    }
    guard init_extended_pair(pair, key.foreground, key.background) == OK else { return nil }
    pairs[key] = pair
    keys[pair] = key
    lastUse[pair] = clock
    pinned.insert(pair)
    last = (key, pair)
    return pair
  }

  var count: Int { pairs.count }

  /// Pairs still free before one must be evicted.
  var room: Int { capacity - pairs.count }

  /// The pair already defined for `key`, without defining one.
  func existing(_ key: Key) -> Int32? {
    key.foreground == -1 && key.background == -1 ? 0 : pairs[key]
  }
}
