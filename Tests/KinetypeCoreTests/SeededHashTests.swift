import Testing

@testable import KinetypeCore

@Suite("Seeded hash")
struct SeededHashTests {
  @Test func isAPureFunctionOfItsInputs() {
    let a = SeededHash(seed: 42)
    let forward = (0..<1000).map { a.bits($0, channel: 3) }
    let backward = (0..<1000).reversed().map { a.bits($0, channel: 3) }
    #expect(forward == backward.reversed())
    #expect(SeededHash(seed: 42).bits(7) == a.bits(7))
  }

  @Test func seedIndexAndChannelAllMatter() {
    let a = SeededHash(seed: 1)
    #expect(a.bits(0) != SeededHash(seed: 2).bits(0))
    #expect(a.bits(0) != a.bits(1))
    #expect(a.bits(0, channel: 0) != a.bits(0, channel: 1))
  }

  @Test func unitValuesAreInRangeAndRoughlyUniform() {
    let hash = SeededHash(seed: 9)
    var buckets = [Int](repeating: 0, count: 10)
    for i in 0..<10_000 {
      let u = hash.unit(i)
      #expect(u >= 0 && u < 1)
      buckets[Int(u * 10)] += 1
    }
    // Each bucket expects 1,000; ±15 % is far outside chance for a sound mixer.
    #expect(buckets.allSatisfy { (850...1150).contains($0) }, "\(buckets)")
  }

  @Test func integersAndRanges() {
    let hash = SeededHash(seed: 5)
    for i in 0..<500 {
      #expect((0..<7).contains(hash.integer(below: 7, i)))
      #expect((2.0...3.0).contains(hash.value(in: 2...3, i)))
    }
  }
}
