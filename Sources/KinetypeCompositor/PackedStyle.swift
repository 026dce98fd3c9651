import KinetypeCore

/// A cell style in one 64-bit word: each colour as a 2-bit kind and 24 bits of value, then the
/// attributes. Cells store this so that comparing two cells is comparing integers (measured:
/// the enum comparisons of `Colour` were most of a frame diff's time).
@usableFromInline
struct PackedStyle: Hashable, Sendable, BitwiseCopyable {
  @usableFromInline var raw: UInt64

  init(_ style: CellStyle) {
    raw =
      Self.pack(style.foreground) | Self.pack(style.background) << 26
      | UInt64(style.attributes.rawValue) << 52
  }

  var style: CellStyle {
    CellStyle(
      foreground: Self.unpack(raw & 0x3FF_FFFF), background: Self.unpack(raw >> 26 & 0x3FF_FFFF),
      attributes: CellAttributes(rawValue: UInt16(truncatingIfNeeded: raw >> 52)))
  }

  static let plain = PackedStyle(.plain)

  /// Sets the foreground to `colour`: the same word as packing a style with it.
  mutating func setForeground(_ colour: RGB) {
    raw = raw & ~0x3FF_FFFF | Self.pack(.rgb(colour))
  }

  /// Sets the background to `colour`.
  mutating func setBackground(_ colour: RGB) {
    raw = raw & ~(0x3FF_FFFF << 26) | Self.pack(.rgb(colour)) << 26
  }

  private static func pack(_ colour: Colour) -> UInt64 {
    switch colour {
    case .default: 0
    case .ansi(let n): 1 << 24 | UInt64(n)
    case .indexed(let n): 2 << 24 | UInt64(n)
    case .rgb(let c): 3 << 24 | UInt64(c.red) << 16 | UInt64(c.green) << 8 | UInt64(c.blue)
    }
  }

  private static func unpack(_ bits: UInt64) -> Colour {
    let value = bits & 0xFF_FFFF
    switch bits >> 24 {
    case 1: return .ansi(UInt8(truncatingIfNeeded: value))
    case 2: return .indexed(UInt8(truncatingIfNeeded: value))
    case 3:
      return .rgb(
        RGB(
          UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
          UInt8(truncatingIfNeeded: value)))
    default: return .default
    }
  }
}
