import Testing

@testable import KinetypeCore

@Suite("Colours")
struct ColourTests {
  @Test func hexParsesAndPrints() {
    #expect(RGB(hex: "#ff8800") == RGB(255, 136, 0))
    #expect(RGB(hex: "FF8800") == RGB(255, 136, 0))
    #expect(RGB(hex: "#f80") == RGB(255, 136, 0))
    #expect(RGB(255, 136, 0).hex == "#ff8800")
    for bad in ["", "#", "#12", "#12345", "#gggggg", "#1234567"] {
      #expect(RGB(hex: bad) == nil, "\(bad)")
    }
  }

  @Test func xtermPaletteMatchesItsFormula() {
    #expect(RGB(xtermIndex: 16) == RGB(0, 0, 0))
    #expect(RGB(xtermIndex: 196) == RGB(255, 0, 0))  // 16 + 36 * 5
    #expect(RGB(xtermIndex: 208) == RGB(255, 135, 0))  // 16 + 36 * 5 + 6 * 2
    #expect(RGB(xtermIndex: 231) == RGB(255, 255, 255))
    #expect(RGB(xtermIndex: 232) == RGB(8, 8, 8))
    #expect(RGB(xtermIndex: 255) == RGB(238, 238, 238))
  }

  @Test func nearestPaletteEntryRoundTripsEveryCubeAndGreyEntry() {
    for index in UInt8(16)...255 {
      let rgb = RGB(xtermIndex: index)
      #expect(RGB(xtermIndex: rgb.nearestPaletteIndex) == rgb, "\(index)")
    }
  }

  @Test func nearestPaletteEntryIsNearest() {
    let hash = SeededHash(seed: 3)
    for i in 0..<300 {
      let c = RGB(
        UInt8(hash.integer(below: 256, i, channel: 0)),
        UInt8(hash.integer(below: 256, i, channel: 1)),
        UInt8(hash.integer(below: 256, i, channel: 2)))
      // By the hue-keeping Oklab distance, over every cube and grey entry.
      let lab = OKLab(c)
      let chosen = lab.paletteDistance(to: OKLab(RGB(xtermIndex: c.nearestPaletteIndex)))
      let best = (16...255).map { lab.paletteDistance(to: OKLab(RGB(xtermIndex: UInt8($0)))) }
        .min()!
      #expect(chosen == best, "\(c.hex)")
    }
  }

  /// The demo's dusk sky and harbour blues keep a hue in 256 colours: RGB distance sent them
  /// to the grey ramp.
  @Test(arguments: [RGB(0x3B, 0x4A, 0x6B), RGB(0x5A, 0x6E, 0x8C), RGB(0x6B, 0x4E, 0x71)])
  func duskyColoursKeepTheirHue(colour: RGB) {
    let index = colour.nearestPaletteIndex
    #expect(index < 232, "\(colour.hex) became grey \(index)")
    let lab = OKLab(RGB(xtermIndex: index))
    #expect(lab.a * lab.a + lab.b * lab.b > 0.0005, "\(colour.hex) lost its hue")
  }

  @Test func oklabOfKnownColours() {
    let white = OKLab(RGB(255, 255, 255))
    #expect(abs(white.l - 1) < 1e-3 && abs(white.a) < 1e-3 && abs(white.b) < 1e-3)
    let red = OKLab(RGB(255, 0, 0))
    #expect(abs(red.l - 0.628) < 2e-3 && abs(red.a - 0.2249) < 2e-3 && abs(red.b - 0.1258) < 2e-3)
    #expect(OKLab(RGB(0, 0, 0)).l == 0)
  }

  @Test func depthReduction() {
    let orange = Colour.rgb(RGB(255, 135, 0))
    #expect(ColourDepth.truecolor.reduce(orange) == orange)
    #expect(ColourDepth.palette256.reduce(orange) == .indexed(208))
    #expect(ColourDepth.ansi16.reduce(.rgb(RGB(250, 5, 5))) == .ansi(9))
    #expect(ColourDepth.ansi16.reduce(.indexed(3)) == .ansi(3))
    #expect(ColourDepth.none.reduce(orange) == .default)
    #expect(ColourDepth.ansi16.reduce(.default) == .default)
  }

  @Test func sgrTransitionsWriteOnlyWhatChanges() {
    let red = CellStyle(foreground: .ansi(1))
    #expect(SGR.transition(from: .plain, to: red, depth: .truecolor) == "\u{1B}[31m")
    #expect(SGR.transition(from: red, to: .plain, depth: .truecolor) == "\u{1B}[39m")
    #expect(SGR.transition(from: red, to: red, depth: .truecolor) == "")
    let boldRed = CellStyle(foreground: .ansi(1), attributes: .bold)
    #expect(SGR.transition(from: red, to: boldRed, depth: .truecolor) == "\u{1B}[1m")
    // Turning an attribute off takes a full restatement.
    #expect(SGR.transition(from: boldRed, to: red, depth: .truecolor) == "\u{1B}[0;31m")
    #expect(
      SGR.transition(from: .plain, to: CellStyle(background: .rgb(RGB(1, 2, 3))), depth: .truecolor)
        == "\u{1B}[48;2;1;2;3m")
  }

  @Test func sgrSequences() {
    let style = CellStyle(
      foreground: .rgb(RGB(1, 2, 3)), background: .ansi(9), attributes: [.bold, .underline])
    #expect(SGR.sequence(for: style, depth: .truecolor) == "\u{1B}[0;1;4;38;2;1;2;3;101m")
    // #010203 looks nearer the darkest grey (#080808) than black, in Oklab.
    #expect(SGR.sequence(for: style, depth: .palette256) == "\u{1B}[0;1;4;38;5;232;101m")
    #expect(SGR.sequence(for: style, depth: .none) == "\u{1B}[0;1;4m")
    #expect(SGR.sequence(for: .plain, depth: .truecolor) == "\u{1B}[0m")
    #expect(
      SGR.sequence(
        for: CellStyle(foreground: .ansi(2), background: .indexed(200)), depth: .truecolor)
        == "\u{1B}[0;32;48;5;200m")
  }
}
