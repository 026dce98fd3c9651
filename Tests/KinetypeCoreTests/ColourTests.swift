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
      let chosen = c.distance(to: RGB(xtermIndex: c.nearestPaletteIndex))
      let best = (16...255).map { c.distance(to: RGB(xtermIndex: UInt8($0))) }.min()!
      #expect(chosen == best, "\(c.hex)")
    }
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
    #expect(SGR.sequence(for: style, depth: .palette256) == "\u{1B}[0;1;4;38;5;16;101m")
    #expect(SGR.sequence(for: style, depth: .none) == "\u{1B}[0;1;4m")
    #expect(SGR.sequence(for: .plain, depth: .truecolor) == "\u{1B}[0m")
    #expect(
      SGR.sequence(
        for: CellStyle(foreground: .ansi(2), background: .indexed(200)), depth: .truecolor)
        == "\u{1B}[0;32;48;5;200m")
  }
}
