import KinetypeCore
import Testing

@testable import KinetypeAnimation

/// `TimelineCompiler.ascendingOrder` and `ActivityWindows.Edges.mergedOrder` give the order a
/// stable sort by key gives, ties and all, on lists short and long.
@Suite struct AscendingOrderTests {
  /// Keys drawn from a few values (many ties), from many, with −0 and +0, infinities and
  /// numbers of every sign and size.
  static func keys(_ count: Int, _ seed: UInt64) -> [Double] {
    let hash = SeededHash(seed: seed)
    let few: [Double] = [0, -0.0, 1, -1, .infinity, -.infinity, 1e-300, 2.5, 1e300]
    return (0..<count).map { k in
      switch k % 4 {
      case 0: few[Int(hash.unit(k, channel: 1) * Double(few.count)) % few.count]
      case 1: (hash.unit(k, channel: 2) - 0.5) * 1e6
      case 2: Double(Int(hash.unit(k, channel: 3) * 40))
      default: hash.unit(k, channel: 4) * 10
      }
    }
  }

  static func stableOrder(_ keys: [Double]) -> [Int32] {
    keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }.map { Int32($0) }
  }

  @Test(arguments: [0, 1, 2, 7, 100, 1_535, 1_536, 5_000, 40_000])
  func ordersAsAStableSort(count: Int) {
    let keys = Self.keys(count, UInt64(count))
    #expect(TimelineCompiler.ascendingOrder(keys) == Self.stableOrder(keys))
    let ascending = keys.sorted()
    #expect(TimelineCompiler.ascendingOrder(ascending) == Array(0..<Int32(count)))
  }

  @Test func leavesNaNToTheCaller() {
    #expect(TimelineCompiler.ascendingOrder([1, .nan, 0]) == nil)
  }

  /// Roles whose times come in order merge to the stable order; others are refused.
  @Test(arguments: [1, 2, 3, 6])
  func mergesRolesInOrder(roleCount: Int) {
    let hash = SeededHash(seed: 5)
    var (times, roles): ([Double], [Int32]) = ([], [])
    var latest = [Double](repeating: 0, count: roleCount)
    for k in 0..<3_000 {
      let role = Int(hash.unit(k, channel: 1) * Double(roleCount)) % roleCount
      // Steps of whole numbers, so roles tie with each other and with themselves.
      latest[role] += Double(Int(hash.unit(k, channel: 2) * 3))
      times.append(k % 7 == 0 && latest[role] == 0 ? -0.0 : latest[role])
      roles.append(Int32(role))
    }
    #expect(ActivityWindows.Edges.mergedOrder(times, roles) == Self.stableOrder(times))
    times[times.count - 1] = -1  // after others of its role
    #expect(ActivityWindows.Edges.mergedOrder(times, roles) == nil)
  }
}
