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
  /// The closest of the 240 non-system palette entries (cube and greys) by squared RGB
  /// distance; the 16 system entries are skipped because terminals recolour them.
  public var nearestPaletteIndex: UInt8 {
    func cubeLevel(_ v: UInt8) -> Int {
      // Cube levels are 0, 95, 135, 175, 215, 255.
      v < 48 ? 0 : v < 115 ? 1 : (Int(v) - 35) / 40
    }
    let r = cubeLevel(red), g = cubeLevel(green), b = cubeLevel(blue)
    let cubeIndex = UInt8(16 + 36 * r + 6 * g + b)
    let average = (Int(red) + Int(green) + Int(blue)) / 3
    let greyStep = average > 238 ? 23 : max(0, (average - 3) / 10)
    let greyIndex = UInt8(232 + greyStep)
    return distance(to: RGB(xtermIndex: cubeIndex)) <= distance(to: RGB(xtermIndex: greyIndex))
      ? cubeIndex : greyIndex
  }

  /// The closest of the 16 ANSI colours by squared RGB distance (xterm's default values).
  public var nearestANSIIndex: UInt8 {
    var best: UInt8 = 0
    var bestDistance = Int.max
    for index in UInt8(0)..<16 {
      let d = distance(to: RGB(xtermIndex: index))
      if d < bestDistance {
        best = index
        bestDistance = d
      }
    }
    return best
  }

  /// Squared Euclidean distance in RGB.
  public func distance(to other: RGB) -> Int {
    let dr = Int(red) - Int(other.red)
    let dg = Int(green) - Int(other.green)
    let db = Int(blue) - Int(other.blue)
    return dr * dr + dg * dg + db * db
  }
}
