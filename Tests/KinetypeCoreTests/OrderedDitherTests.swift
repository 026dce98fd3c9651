import Testing

@testable import KinetypeCore

/// Ordered dithering to 256 and 16 colours: a fixed pattern by position, of two perceptually
/// chosen entries, so gradients keep their hues and frames do not shimmer.
@Suite struct OrderedDitherTests {
  /// The colours `rgb` takes over a 4×4 tile, row by row.
  func tile(_ rgb: RGB, depth: ColourDepth = .palette256) -> [Colour] {
    var dither = OrderedDither(depth: depth)
    return (0..<16).map { dither.reduce(.rgb(rgb), at: GridPoint(column: $0 % 4, row: $0 / 4)) }
  }

  @Test func aPaletteColourIsDrawnAsItselfEverywhere() {
    for index: UInt8 in [16, 21, 66, 131, 196, 231, 244] {
      #expect(tile(RGB(xtermIndex: index)) == Array(repeating: .indexed(index), count: 16))
    }
    #expect(tile(RGB(xtermIndex: 9), depth: .ansi16) == Array(repeating: .ansi(9), count: 16))
  }

  /// Between two cube entries of one hue (175,0,0 and 215,0,0), the tile mixes just those two,
  /// in about the share that averages to the colour, as a Bayer pattern (the same cells every
  /// time it is asked).
  @Test func aColourBetweenTwoEntriesIsAPatternOfBoth() {
    let colours = tile(RGB(192, 0, 0))
    #expect(Set(colours) == [.indexed(124), .indexed(160)])
    let far = colours.filter { $0 == .indexed(160) }.count
    #expect((5...8).contains(far), "\(far) of 16")
    #expect(tile(RGB(192, 0, 0)) == colours)
    // Bayer order: the first cell to take the second entry is the matrix's 0, top left, and
    // its neighbours differ (a checker, not stripes).
    let near = colours.filter { $0 == .indexed(124) }.count
    #expect(colours[0] == (far > 0 ? .indexed(160) : .indexed(124)) || near == 16)
    #expect(colours[0] != colours[1] && colours[0] != colours[4])
  }

  /// The demo's dusk sky: the tile, seen from a distance (its average), is nearer the colour
  /// than the one nearest entry is, and keeps its hue (blue against green; the sunset too).
  @Test(arguments: [RGB(29, 21, 65), RGB(55, 34, 95), RGB(97, 49, 108), RGB(236, 140, 60)])
  func aDuskyColourSeenFromADistanceIsNearerThanItsNearestEntry(rgb: RGB) {
    var sum = (0, 0, 0)
    for case .indexed(let index) in tile(rgb) {
      let entry = RGB(xtermIndex: index)
      sum = (sum.0 + Int(entry.red), sum.1 + Int(entry.green), sum.2 + Int(entry.blue))
    }
    let average = RGB(UInt8(sum.0 / 16), UInt8(sum.1 / 16), UInt8(sum.2 / 16))
    let nearest = RGB(xtermIndex: rgb.nearestPaletteIndex)
    #expect(
      OKLab(average).paletteDistance(to: OKLab(rgb))
        <= OKLab(nearest).paletteDistance(to: OKLab(rgb)), "\(average) vs \(nearest)")
    #expect(
      (average.blue >= average.green) == (rgb.blue >= rgb.green), "\(rgb) averaged \(average)")
  }

  @Test func picturesAreBlocksAndBrailleNotLetters() {
    #expect(OrderedDither.dithersForeground(of: "▀"))
    #expect(OrderedDither.dithersForeground(of: "░"))
    #expect(OrderedDither.dithersForeground(of: "⣿"))
    #expect(!OrderedDither.dithersForeground(of: "a"))
    #expect(!OrderedDither.dithersForeground(of: ""))
  }

  @Test func otherColoursAndDepthsPassThroughReduced() {
    var dither = OrderedDither(depth: .palette256)
    #expect(dither.reduce(.default, at: .zero) == .default)
    #expect(dither.reduce(.indexed(42), at: .zero) == .indexed(42))
    var truecolour = OrderedDither(depth: .truecolor)
    #expect(truecolour.reduce(.rgb(RGB(1, 2, 3)), at: .zero) == .rgb(RGB(1, 2, 3)))
  }
}
