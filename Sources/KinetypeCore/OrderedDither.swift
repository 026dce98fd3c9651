/// Ordered (Bayer) dithering of RGB colours down to the 256-colour palette or the 16 ANSI
/// colours, for pictures and gradients: a colour between two palette entries is drawn as a
/// fixed pattern of both, in the proportion that averages to it, so a dusk sky's gradient keeps
/// its steps' hues instead of banding into a few flat entries.
///
/// The pattern depends only on the cell's position (a 4×4 Bayer matrix), so a colour that stays
/// put draws the same cells frame after frame: nothing shimmers, and a frame diff sends only
/// what changed. Both entries are chosen perceptually: the nearest by `OKLab.paletteDistance`,
/// and, of the entries around the colour, the one whose mix with it (in the proportion that
/// comes closest, at most half) lands nearest the colour in Oklab, a pair's own contrast
/// counted against it (two far-apart entries average right but look like noise).
///
/// Text glyphs keep the nearest colour (`dithersForeground(of:)`): a letter has one colour,
/// and letters of one colour dithered would speckle.
public struct OrderedDither: Sendable {
  /// The depth dithered to: `palette256` or `ansi16` (others pass colours through reduced).
  public let depth: ColourDepth
  /// Each RGB colour's two entries and the share of the second, computed once.
  private var mixes: [RGB: Mix] = [:]

  struct Mix: Hashable, Sendable {
    var near: UInt8
    var far: UInt8
    /// The share of cells that show `far`, 0…1.
    var amount: Double
  }

  public init(depth: ColourDepth) { self.depth = depth }

  /// The 4×4 Bayer matrix: thresholds 0…15, spread so any share draws an even pattern.
  static let bayer: [Double] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]

  /// `colour` reduced to `depth` for the cell at `point`: an RGB colour dithered; any other
  /// reduced as `ColourDepth.reduce` does.
  public mutating func reduce(_ colour: Colour, at point: GridPoint) -> Colour {
    guard case .rgb(let rgb) = colour, depth == .palette256 || depth == .ansi16 else {
      return depth.reduce(colour)
    }
    let mix = self.mix(rgb)
    let threshold =
      (Self.bayer[(point.row & 3) * 4 + (point.column & 3)] + 0.5) / 16
    let index = mix.amount > threshold ? mix.far : mix.near
    return depth == .palette256 ? .indexed(index) : .ansi(index)
  }

  /// Whether a cell showing `text` is part of a picture, whose foreground is dithered: block
  /// elements and shades (U+2580–U+259F, half blocks and quadrants among them), braille
  /// (U+2800–U+28FF) and sextants (U+1FB00–U+1FB3B). Backgrounds are always dithered.
  public static func dithersForeground(of text: String) -> Bool {
    guard let scalar = text.unicodeScalars.first else { return false }
    switch scalar.value {
    case 0x2580...0x259F, 0x2800...0x28FF, 0x1FB00...0x1FB3B: return true
    default: return false
    }
  }

  private mutating func mix(_ rgb: RGB) -> Mix {
    if let mix = mixes[rgb] { return mix }
    let mix = Self.mix(rgb, depth: depth)
    if mixes.count >= 1 << 16 { mixes.removeAll(keepingCapacity: true) }
    mixes[rgb] = mix
    return mix
  }

  /// How much a pair's own contrast counts against it: two far-apart entries mixed average
  /// to the colour but show as noise (Yliluoma's ordered dithering weighs it the same way).
  static let contrastPenalty = 0.12

  static func mix(_ rgb: RGB, depth: ColourDepth) -> Mix {
    let near = depth == .palette256 ? rgb.nearestPaletteIndex : rgb.nearestANSIIndex
    let target = OKLab(rgb)
    let a = RGB.paletteLab[Int(near)]
    // Squared distance with chroma counted three times, as `OKLab.paletteDistance`.
    func dot(_ x: (Double, Double, Double), _ y: (Double, Double, Double)) -> Double {
      x.0 * y.0 + 3 * (x.1 * y.1 + x.2 * y.2)
    }
    let error = (target.l - a.l, target.a - a.a, target.b - a.b)
    var best = Mix(near: near, far: near, amount: 0)
    var bestScore = dot(error, error)
    for candidate in candidates(of: rgb, depth: depth) where candidate != Int(near) {
      let b = RGB.paletteLab[candidate]
      let step = (b.l - a.l, b.a - a.a, b.b - a.b)
      let length = dot(step, step)
      guard length > 0 else { continue }
      let amount = min(0.5, max(0, dot(error, step) / length))
      guard amount > 0 else { continue }
      let left = (error.0 - amount * step.0, error.1 - amount * step.1, error.2 - amount * step.2)
      let score = dot(left, left) + contrastPenalty * length
      if score < bestScore {
        bestScore = score
        best = Mix(near: near, far: UInt8(candidate), amount: amount)
      }
    }
    return best
  }

  /// The entries a colour may be mixed from: for 256 colours the cube entries around it (two
  /// levels a channel, one further out each way) and the grey ramp; for 16, all of them.
  static func candidates(of rgb: RGB, depth: ColourDepth) -> [Int] {
    guard depth == .palette256 else { return Array(0..<16) }
    let levels = [0, 95, 135, 175, 215, 255]
    func around(_ value: UInt8) -> ClosedRange<Int> {
      let upper = levels.firstIndex { $0 >= Int(value) } ?? 5
      return max(0, upper - 2)...min(5, upper + 1)
    }
    var result: [Int] = Array(232...255)
    for r in around(rgb.red) {
      for g in around(rgb.green) {
        for b in around(rgb.blue) { result.append(16 + 36 * r + 6 * g + b) }
      }
    }
    return result
  }
}
