import KinetypeCore

/// An animatable colour: red, green, blue and alpha, each 0…1, in sRGB with straight alpha.
///
/// Kept apart from `KinetypeCore.Colour`, which names a terminal colour as text asks for it
/// (default, ANSI, palette, RGB); animation needs numbers to blend. `init(_:alpha:)` converts
/// from `RGB`, `rgb` back, rounding and clamping.
public struct RGBA: Hashable, Sendable, Interpolatable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The 24-bit colour `rgb` with `alpha`.
  public init(_ rgb: RGB, alpha: Double = 1) {
    self.init(
      red: Double(rgb.red) / 255, green: Double(rgb.green) / 255, blue: Double(rgb.blue) / 255,
      alpha: alpha)
  }

  /// The nearest 24-bit colour, each channel clamped to 0…1 first (NaN taken as 0); alpha is
  /// dropped.
  @inlinable @inline(__always) public var rgb: RGB {
    // Not `min(max(v, 0), 1)`: that passes NaN through, and `UInt8(_:)` traps on it.
    // Rounding half away from zero by truncation and the exact remainder: the same result as
    // `(v * 255).rounded()`, without the libm call x86-64's baseline makes for it (a colour is
    // converted per glyph per frame).
    func byte(_ v: Double) -> UInt8 {
      guard v > 0 else { return 0 }
      guard v < 1 else { return 255 }
      let scaled = v * 255
      let whole = UInt8(scaled)
      return scaled - Double(whole) >= 0.5 ? whole + 1 : whole
    }
    return RGB(byte(red), byte(green), byte(blue))
  }

  public static let black = RGBA(red: 0, green: 0, blue: 0)
  public static let white = RGBA(red: 1, green: 1, blue: 1)
  public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

  /// Blends in `space`; alpha always blends linearly.
  public static func interpolate(_ from: RGBA, _ to: RGBA, fraction: Double, in space: ColourSpace)
    -> RGBA
  {
    var a = from.lanes(in: space)
    var b = to.lanes(in: space)
    if space == .hsb { ColourSpace.alignHues(&a, &b) }
    return RGBA(lanes: a + (b - a) * fraction, in: space)
  }

  /// Channel-wise sum, alpha included; clamping is left to whoever shows the colour.
  public static func adding(_ value: RGBA, to base: RGBA) -> RGBA {
    RGBA(
      red: base.red + value.red, green: base.green + value.green, blue: base.blue + value.blue,
      alpha: base.alpha + value.alpha)
  }
}
