/// A replacement character shown in a glyph's place, such as the noise of a scramble.
///
/// Discrete: interpolation switches half-way, and an additive symbol replaces what is beneath.
public struct Symbol: Hashable, Sendable, Interpolatable,
  ExpressibleByExtendedGraphemeClusterLiteral
{
  public var character: Character

  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral value: Character) { self.character = value }

  @inlinable
  public static func interpolate(
    _ from: Symbol, _ to: Symbol, fraction: Double, in space: ColourSpace
  )
    -> Symbol
  {
    discrete(from, to, fraction)
  }

  @inlinable public static func adding(_ value: Symbol, to base: Symbol) -> Symbol { value }
}
