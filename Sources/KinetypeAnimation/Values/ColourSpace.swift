#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where colours are blended.
public enum ColourSpace: String, Hashable, Sendable, CaseIterable {
  /// Straight sRGB channels: cheap, greyish midpoints between complementary colours.
  case rgb
  /// Hue, saturation, brightness (HSV), hue taken the short way round the wheel.
  case hsb
  /// Björn Ottosson's Oklab (2020), perceptually even.
  case oklab

  /// Moves `b`'s hue (lane 0, degrees) by whole turns to within 180° of `a`'s, so a straight
  /// blend goes the short way; a grey (saturation 0) has no hue and takes the other's.
  @inlinable
  static func alignHues(_ a: inout SIMD4<Double>, _ b: inout SIMD4<Double>) {
    if a[1] == 0 { a[0] = b[0] }
    if b[1] == 0 { b[0] = a[0] }
    let turn = ((b[0] - a[0]) / 360).rounded()
    b[0] -= turn * 360
  }
}

extension RGBA {
  /// The colour as four numbers that blend linearly in `space`: (r, g, b, α), (h°, s, b, α)
  /// or (L, a, b, α).
  @inlinable
  func lanes(in space: ColourSpace) -> SIMD4<Double> {
    switch space {
    case .rgb: return SIMD4(red, green, blue, alpha)
    case .hsb:
      let high = max(red, green, blue)
      let low = min(red, green, blue)
      let chroma = high - low
      var hue = 0.0
      if chroma > 0 {
        if high == red {
          hue = 60 * ((green - blue) / chroma)
        } else if high == green {
          hue = 60 * ((blue - red) / chroma + 2)
        } else {
          hue = 60 * ((red - green) / chroma + 4)
        }
        if hue < 0 { hue += 360 }
      }
      return SIMD4(hue, high > 0 ? chroma / high : 0, high, alpha)
    case .oklab:
      func linear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
      }
      let (r, g, b) = (linear(red), linear(green), linear(blue))
      let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
      let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
      let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
      return SIMD4(
        0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
        1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
        0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s,
        alpha)
    }
  }

  /// The colour from its lanes in `space`; inverse of `lanes(in:)`.
  @inlinable
  init(lanes v: SIMD4<Double>, in space: ColourSpace) {
    switch space {
    case .rgb:
      self.init(red: v[0], green: v[1], blue: v[2], alpha: v[3])
    case .hsb:
      let chroma = v[2] * v[1]
      let (sector, inPair) = Self.hueSector(v[0])
      let x = chroma * (1 - abs(inPair - 1))
      let (r, g, b): (Double, Double, Double)
      switch sector {
      case ..<1: (r, g, b) = (chroma, x, 0)
      case ..<2: (r, g, b) = (x, chroma, 0)
      case ..<3: (r, g, b) = (0, chroma, x)
      case ..<4: (r, g, b) = (0, x, chroma)
      case ..<5: (r, g, b) = (x, 0, chroma)
      default: (r, g, b) = (chroma, 0, x)
      }
      let m = v[2] - chroma
      self.init(red: r + m, green: g + m, blue: b + m, alpha: v[3])
    case .oklab:
      let l = v[0] + 0.3963377774 * v[1] + 0.2158037573 * v[2]
      let m = v[0] - 0.1055613458 * v[1] - 0.0638541728 * v[2]
      let s = v[0] - 0.0894841775 * v[1] - 1.2914855480 * v[2]
      let (l3, m3, s3) = (l * l * l, m * m * m, s * s * s)
      func gamma(_ c: Double) -> Double {
        c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
      }
      self.init(
        red: gamma(4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3),
        green: gamma(-1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3),
        blue: gamma(-0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3),
        alpha: v[3])
    }
  }

  /// The sector (0 to 6) of a hue of `degrees` taken into one turn, and where it lies in its
  /// pair of sectors (0 to 2): `truncatingRemainder` by 360 and by 2.
  ///
  /// The remainders are told without `fmod` where they are plain (a hue within a turn either
  /// way or one turn past it, a sector below 6): `fmod` is exact, and so are these
  /// subtractions (Sterbenz), so the bits are the same. A recording of rainbow over 200×50
  /// called `fmod` 3 million times.
  @inlinable @inline(__always)
  static func hueSector(_ degrees: Double) -> (sector: Double, inPair: Double) {
    var hue =
      degrees > -360 && degrees < 360
      ? degrees
      : degrees >= 360 && degrees < 720
        ? degrees - 360 : degrees.truncatingRemainder(dividingBy: 360)
    if hue < 0 { hue += 360 }
    let sector = hue / 60
    let evenPart: Double = sector < 2 ? 0 : sector < 4 ? 2 : 4
    let inPair =
      sector >= 0 && sector < 6 ? sector - evenPart : sector.truncatingRemainder(dividingBy: 2)
    return (sector, inPair)
  }
}
