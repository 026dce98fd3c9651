import CNcursesw
import Glibc
import KinetypeCore
import Testing

@testable import KinetypeTerminal

/// The player's per-cell shortcuts give what the long way gives.
@Suite struct CellDrawingTests {
  /// Kept numbers come back for their own colour only. A few hundred colours asked again and
  /// again (a frame's) are mostly answered; then 3,000 (far more than the table's 1,024 slots)
  /// evict one another. Every answer is the number kept for that colour, and a colour never
  /// kept gets none.
  @Test func colourNumbersAnswerOnlyForTheirOwnColour() {
    var numbers = ColourNumbers()
    let hash = SeededHash(seed: 7)
    func colour(_ k: Int) -> RGB {
      let v = hash.integer(below: 1 << 24, k)
      return RGB(UInt8(v >> 16), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF))
    }
    // Any function of the colour will do; −1 and large values test the stored sign and width.
    func work(_ rgb: RGB) -> Int32 {
      rgb.red < 16 ? -1 : Int32(rgb.red) << 20 | Int32(rgb.green) << 8 | Int32(rgb.blue)
    }
    var kept = Set<RGB>()
    var (hits, misses) = (0, 0)
    for (phase, (colours, asks)) in [(300, 30_000), (3_000, 60_000)].enumerated() {
      for ask in 0..<asks {
        let rgb = colour(hash.integer(below: colours, 1_000_000 * (phase + 1) + ask))
        if let number = numbers.number(of: rgb) {
          #expect(number == work(rgb), "\(rgb)")
          #expect(kept.contains(rgb))
          hits += 1
        } else {
          numbers.keep(work(rgb), for: rgb)
          kept.insert(rgb)
          misses += 1
        }
      }
      // A frame's few hundred colours mostly stay; thousands evict one another.
      #expect(phase == 0 ? hits > 25_000 : misses > 10_000, "\(hits) hits, \(misses) misses")
    }
    for k in 3_000..<6_000 where !kept.contains(colour(k)) {
      #expect(numbers.number(of: colour(k)) == nil)
    }
  }

  /// The one-pass test of what ncurses can draw agrees with its definition: a first scalar as
  /// wide as the cell, at most four more of no width.
  @Test func whatNcursesCanCarryMatchesItsDefinition() throws {
    // Widths as the player sees them, in a UTF-8 locale: set for this thread alone, so that no
    // other test sees it.
    let utf8 = try #require(newlocale(LC_CTYPE_MASK, "C.UTF-8", nil))
    let previous = uselocale(utf8)
    defer {
      uselocale(previous)
      freelocale(utf8)
    }
    func definition(_ text: String, _ width: UInt8) -> Bool {
      let scalars = text.unicodeScalars
      guard let first = scalars.first, scalars.count <= 5 else { return false }
      guard kt_wcwidth(first.value) == Int32(width) else { return false }
      return scalars.dropFirst().allSatisfy { kt_wcwidth($0.value) == 0 }
    }
    let texts = [
      "", "a", " ", "é", "e\u{301}", "e\u{301}\u{302}\u{303}\u{304}",
      "e\u{301}\u{302}\u{303}\u{304}\u{305}", "漢", "漢\u{301}", "👍", "👍🏽", "👨‍👩‍👧", "a\u{200D}b",
      "ab", "\u{301}", "\u{1F1FA}\u{1F1F8}", "▀", "█", "\u{7F}", "\t",
    ]
    var carried = 0
    for text in texts {
      for width: UInt8 in [0, 1, 2] {
        let fast = CursesScreen.ncursesCanCarry(text, width: width)
        #expect(fast == definition(text, width), "\(text.debugDescription) width \(width)")
        if fast { carried += 1 }
      }
    }
    #expect(carried >= 10)
  }
}
