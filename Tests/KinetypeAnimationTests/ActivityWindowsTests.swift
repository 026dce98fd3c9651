import KinetypeCore
import Testing

@testable import KinetypeAnimation

/// `ActivityWindows.inDifferentSteps`, the shortcut `crossesStep` ends with, answers as rounding
/// both step counts down does.
@Suite struct ActivityWindowsTests {
  /// Step counts from a hair above 0 to past 2^52, on whole numbers and a hair either side,
  /// equal and apart, and NaN; and a few outside the domain.
  @Test func differentStepsAreThoseWhoseCountsRoundDownApart() {
    let hash = SeededHash(seed: 23)
    var pairs: [(Double, Double)] = []
    for k in 0..<20_000 {
      func unit(_ c: UInt64) -> Double { hash.unit(k, channel: c) }
      let scale = [1e-12, 1, 300, 1e9, 0x1p52, 0x1p60][k % 6]
      var first = (unit(1) * scale).nextUp
      if k % 3 == 0 { first = first.rounded(.down) }
      if k % 3 == 1 { first = max(first.rounded(.up), 1).nextDown }
      let last = [first, first.nextUp, first + unit(2), first + 1, first * (1 + unit(3))][k % 5]
      pairs.append((first, last))
    }
    pairs += [(.nan, .nan), (1, .nan), (0x1p52.nextDown, 0x1p52), (0x1p52, 0x1p52 + 2)]
    // Below 0 (outside the domain: the general path answers), −0, and halves either side.
    pairs += [(-0.3, -0.2), (-0.0, 0.5), (-1.5, 0.2), (0.5, 1.5), (2.5, 2.5.nextUp), (0, 0)]
    for (first, last) in pairs {
      #expect(
        ActivityWindows.inDifferentSteps(first, last)
          == (first.rounded(.down) != last.rounded(.down)), "\(first), \(last)")
    }
  }
}
