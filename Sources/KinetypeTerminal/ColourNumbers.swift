import KinetypeCore

/// The ncurses colour numbers of RGB colours drawn lately, kept by a hash of the colour.
///
/// Below 16 million colours an RGB colour's number is its nearest palette entry: 32 Oklab
/// distances, some 850 instructions, asked twice for every cell drawn (its foreground and
/// background). That was most of `play`'s drawing in a tmux pane (callgrind, decrypt over
/// 200×50), though a frame's colours repeat: a gradient's steps, a scramble's greens. The table
/// keeps the last colour of each of its 1,024 slots: the colour's 24 bits, its number above
/// them, and a top bit that says the slot is filled.
struct ColourNumbers {
  private var entries = [UInt64](repeating: 0, count: 1024)

  /// The number kept for `rgb`, if it is.
  func number(of rgb: RGB) -> Int32? {
    let (key, slot) = Self.place(rgb)
    let entry = entries[slot]
    guard entry >> 63 != 0 && entry & 0xFF_FFFF == key else { return nil }
    return Int32(bitPattern: UInt32(truncatingIfNeeded: entry >> 24))
  }

  /// Keeps `number` for `rgb`, in place of the colour its slot held.
  mutating func keep(_ number: Int32, for rgb: RGB) {
    let (key, slot) = Self.place(rgb)
    entries[slot] = 1 << 63 | UInt64(UInt32(bitPattern: number)) << 24 | key
  }

  /// The colour's 24 bits, and its slot: the top ten bits of a multiplicative hash, so that
  /// neighbouring colours (a gradient's) fall far apart.
  private static func place(_ rgb: RGB) -> (key: UInt64, slot: Int) {
    let key = UInt64(rgb.red) << 16 | UInt64(rgb.green) << 8 | UInt64(rgb.blue)
    return (key, Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 54))
  }
}
