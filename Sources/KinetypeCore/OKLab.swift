/// A colour in Oklab (Björn Ottosson, https://bottosson.github.io/posts/oklab/): a perceptual
/// space where equal distances look about equally different, so the nearest palette entry by
/// Oklab distance keeps a colour's hue where the nearest by RGB distance often turns it grey.
public struct OKLab: Hashable, Sendable {
  /// Lightness, 0 (black) to 1 (white).
  public var l: Double
  /// Green (negative) to red (positive).
  public var a: Double
  /// Blue (negative) to yellow (positive).
  public var b: Double

  public init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  /// `rgb` (sRGB) in Oklab.
  public init(_ rgb: RGB) {
    let r = Self.linear[Int(rgb.red)]
    let g = Self.linear[Int(rgb.green)]
    let bl = Self.linear[Int(rgb.blue)]
    let lms = [
      0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * bl,
      0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * bl,
      0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * bl,
    ].map(Self.cubeRoot)
    l = 0.210_454_255_3 * lms[0] + 0.793_617_785_0 * lms[1] - 0.004_072_046_8 * lms[2]
    a = 1.977_998_495_1 * lms[0] - 2.428_592_205_0 * lms[1] + 0.450_593_709_9 * lms[2]
    b = 0.025_904_037_1 * lms[0] + 0.782_771_766_2 * lms[1] - 0.808_675_766_0 * lms[2]
  }

  /// The distance for choosing a palette entry: squared Oklab distance with differences of
  /// hue and chroma counted three times over lightness, so a muted colour goes to a muted
  /// colour of its hue a shade lighter or darker rather than to a grey of its lightness (the
  /// 256-colour palette's cube is coarse: 6 levels a channel).
  public func paletteDistance(to other: OKLab) -> Double {
    let dl = l - other.l
    let da = a - other.a
    let db = b - other.b
    return dl * dl + 3 * (da * da + db * db)
  }

  /// sRGB's transfer function undone, for each of the 256 channel values.
  private static let linear: [Double] = (0...255).map { value in
    let c = Double(value) / 255
    return c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  /// The cube root of `x` in 0…1 (LMS values of sRGB colours), by Newton's method.
  private static func cubeRoot(_ x: Double) -> Double {
    guard x > 0 else { return 0 }
    var y = x < 0.125 ? 0.25 : 0.75
    for _ in 0..<12 { y = (2 * y + x / (y * y)) / 3 }
    return y
  }

  /// `x` raised to `y` for `x` > 0, without Foundation: exp(y · ln x).
  private static func pow(_ x: Double, _ y: Double) -> Double {
    guard x > 0 else { return 0 }
    return exp(y * log(x))
  }

  private static func log(_ x: Double) -> Double {
    // ln x = 2 atanh((x − 1)/(x + 1)) after scaling x into [0.5, 1) by powers of two.
    var exponent = 0.0
    var m = x
    while m >= 1 {
      m /= 2
      exponent += 1
    }
    while m < 0.5 {
      m *= 2
      exponent -= 1
    }
    let t = (m - 1) / (m + 1)
    let t2 = t * t
    var term = t
    var sum = 0.0
    var n = 1.0
    while n < 60 {
      sum += term / n
      term *= t2
      n += 2
    }
    return 2 * sum + exponent * 0.693_147_180_559_945_3
  }

  private static func exp(_ x: Double) -> Double {
    // e^x = 2^k · e^r with |r| ≤ ln 2 / 2, the Taylor series for e^r.
    let k = (x / 0.693_147_180_559_945_3).rounded()
    let r = x - k * 0.693_147_180_559_945_3
    var term = 1.0
    var sum = 1.0
    for n in 1..<20 {
      term *= r / Double(n)
      sum += term
    }
    var result = sum
    if k > 0 { for _ in 0..<Int(k) { result *= 2 } } else { for _ in 0..<Int(-k) { result /= 2 } }
    return result
  }
}
