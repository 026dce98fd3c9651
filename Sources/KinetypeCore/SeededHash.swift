/// Randomness as a pure function: a hash of `(seed, index, channel)`.
///
/// Nothing is stepped per call, so asking for glyph 17's jitter at any time, in any order,
/// gives the same number; that is what lets a timeline be a pure function of time. The mixer is
/// SplitMix64's finaliser (Steele, Lea & Flood, "Fast splittable pseudorandom number
/// generators", 2014), applied once per input word.
public struct SeededHash: Hashable, Sendable {
  public let seed: UInt64

  public init(seed: UInt64) { self.seed = seed }

  /// 64 well-mixed bits for `(seed, index, channel)`.
  @inlinable
  public func bits(_ index: Int, channel: UInt64 = 0) -> UInt64 {
    Self.bits(mixedSeed: mixedSeed, index, channel: channel)
  }

  /// The seed's own part of every `bits`: worked out once by a loop that draws for many
  /// indices (a scramble's glyphs, every frame).
  @inlinable
  public var mixedSeed: UInt64 { Self.mix(seed &+ 0x9E37_79B9_7F4A_7C15) }

  /// `bits(index, channel:)` of the hash whose `mixedSeed` is `mixedSeed`.
  @inlinable
  public static func bits(mixedSeed: UInt64, _ index: Int, channel: UInt64) -> UInt64 {
    let x = mix(mixedSeed ^ UInt64(bitPattern: Int64(index)))
    return mix(x ^ (channel &* 0xD1B5_4A32_D192_ED03))
  }

  /// A number in `0 ..< 1` for `(seed, index, channel)`, with 53 bits of precision.
  @inlinable
  public func unit(_ index: Int, channel: UInt64 = 0) -> Double {
    Double(bits(index, channel: channel) >> 11) * (1.0 / 9_007_199_254_740_992.0)
  }

  /// A number in `range` for `(seed, index, channel)`.
  @inlinable
  public func value(in range: ClosedRange<Double>, _ index: Int, channel: UInt64 = 0) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * unit(index, channel: channel)
  }

  /// An integer in `0 ..< bound` for `(seed, index, channel)`; `bound` must be positive.
  @inlinable
  public func integer(below bound: Int, _ index: Int, channel: UInt64 = 0) -> Int {
    precondition(bound > 0, "bound must be positive")
    return Int(bits(index, channel: channel) % UInt64(bound))
  }

  /// SplitMix64's output function.
  @inlinable
  public static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
