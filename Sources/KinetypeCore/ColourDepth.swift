/// How many colours an output can show, and how a colour is brought down to that many.
public enum ColourDepth: String, CaseIterable, Hashable, Sendable {
  case truecolor
  case palette256 = "256"
  case ansi16 = "16"
  case none

  /// `colour` as this depth can show it: RGB goes to the nearest palette or ANSI entry, a
  /// palette entry above 15 to the nearest ANSI colour; `none` leaves only the default.
  public func reduce(_ colour: Colour) -> Colour {
    switch (self, colour) {
    case (_, .default), (.truecolor, _): colour
    case (.none, _): .default
    case (.palette256, .rgb(let rgb)): .indexed(rgb.nearestPaletteIndex)
    case (.palette256, _): colour
    case (.ansi16, .ansi): colour
    case (.ansi16, .indexed(let n)) where n < 16: .ansi(n)
    case (.ansi16, _): .ansi(colour.rgbValue!.nearestANSIIndex)
    }
  }
}

extension ColourDepth {
  /// `style` with both colours reduced to this depth.
  public func reduce(_ style: CellStyle) -> CellStyle {
    CellStyle(
      foreground: reduce(style.foreground), background: reduce(style.background),
      attributes: style.attributes)
  }
}

extension RGB {
  /// The closest of the 240 non-system palette entries (cube and greys) by Oklab distance
  /// (`OKLab.paletteDistance`, hue-keeping), so
  /// a dusky blue stays a blue rather than the grey that is nearer in RGB; the 16 system
  /// entries are skipped because terminals recolour them.
  ///
  /// - Complexity: 32 distances: the 8 cube entries around the colour and the 24 greys.
  public var nearestPaletteIndex: UInt8 {
    let target = OKLab(self)
    func levels(_ v: UInt8) -> [Int] {
      // Cube levels are 0, 95, 135, 175, 215, 255: the two around v.
      let upper = Self.cubeLevels.firstIndex { $0 >= Int(v) } ?? 5
      return upper == 0 ? [0] : [upper - 1, upper]
    }
    var best: UInt8 = 16
    var bestDistance = Double.infinity
    func consider(_ index: Int) {
      let d = target.paletteDistance(to: Self.paletteLab[index])
      if d < bestDistance {
        best = UInt8(index)
        bestDistance = d
      }
    }
    for r in levels(red) {
      for g in levels(green) {
        for b in levels(blue) { consider(16 + 36 * r + 6 * g + b) }
      }
    }
    for grey in 232...255 { consider(grey) }
    return best
  }

  /// The closest of the 16 ANSI colours (xterm's default values) by `OKLab.paletteDistance`.
  public var nearestANSIIndex: UInt8 {
    let target = OKLab(self)
    return UInt8(
      (0..<16).min {
        target.paletteDistance(to: Self.paletteLab[$0])
          < target.paletteDistance(to: Self.paletteLab[$1])
      }!)
  }

  private static let cubeLevels = [0, 95, 135, 175, 215, 255]

  /// The 256 xterm palette entries in Oklab, computed once.
  static let paletteLab: [OKLab] = (0...255).map { OKLab(RGB(xtermIndex: UInt8($0))) }

  /// Squared Euclidean distance in RGB.
  public func distance(to other: RGB) -> Int {
    let dr = Int(red) - Int(other.red)
    let dg = Int(green) - Int(other.green)
    let db = Int(blue) - Int(other.blue)
    return dr * dr + dg * dg + db * db
  }
}
