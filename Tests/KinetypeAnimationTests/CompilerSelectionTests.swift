import KinetypeCore
import Testing

@testable import KinetypeAnimation

/// A group's many children selected by their places in the group (`TimelineCompiler.select`
/// with ranks) target the same glyphs in the same order, with the same shifts, as filtering
/// the group's glyphs child by child.
@Suite struct CompilerSelectionTests {
  /// A group of `count` children over random sets, under a parent that staggers its glyphs
  /// (so the group's order is not the glyphs' order), some children with delays of their own.
  static func animation(_ hash: SeededHash, glyphs: Int, children count: Int) -> Animation {
    let delays = (0..<glyphs).map { hash.unit($0, channel: 1) * 3 - 1 }
    let symbols = Array("abc")
    let children = (0..<count).map { k -> Animation in
      let chance = [0.02, 0.1, 0.3, 0.9][k % 4]
      let members = (0..<glyphs + 3).filter { hash.unit($0, channel: UInt64(10 + k)) < chance }
      let kind: Animation.Kind =
        k % 3 == 0
        ? .scramble(ScrambleAnimation(symbols: symbols, rate: 10))
        : .basic(BasicAnimation(.opacity, from: 0, to: 1))
      return Animation(
        kind, timing: Timing(duration: 0.5 + Double(k) / 10), glyphs: .set(Set(members)),
        stagger: k % 2 == 0 ? Stagger(.delays(delays), spread: 0) : nil)
    }
    return Animation(
      .group(children), timing: Timing(duration: 5),
      stagger: Stagger(.random(channel: 3), spread: 2))
  }

  @Test func childrenSelectedByPlaceMatchFilteringTheGroup() {
    let hash = SeededHash(seed: 17)
    for (glyphs, count) in [(1, 8), (40, 8), (40, 30), (300, 12), (300, 3)] {
      let geometry = Fixtures.block(columns: 20, rows: (glyphs + 19) / 20).prefix(glyphs)
      func compiled(_ ranks: Bool) -> TimelineCompiler {
        var compiler = TimelineCompiler(
          glyphs: Array(geometry), models: Array(repeating: .identity, count: glyphs), seed: 5)
        compiler.usesRanks = ranks
        compiler.compile(Self.animation(hash, glyphs: glyphs, children: count), path: "a")
        return compiler
      }
      let (fast, plain) = (compiled(true), compiled(false))
      #expect(fast.targets == plain.targets, "\(glyphs) glyphs, \(count) children")
      #expect(fast.shifts == plain.shifts)
      #expect(fast.groupOrders == plain.groupOrders)
      #expect(fast.groupOrderShifts == plain.groupOrderShifts)
      #expect(fast.tracks.count == plain.tracks.count)
      #expect(fast.diagnostics.isEmpty && plain.diagnostics.isEmpty)
    }
  }
}
