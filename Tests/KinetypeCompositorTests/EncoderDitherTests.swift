import KinetypeCompositor
import KinetypeCore
import KinetypeHeadless
import Testing

/// Below 16 million colours the encoder dithers backgrounds and picture glyphs by cell, as the
/// live screen does, so a recording at 256 or 16 colours keeps a colour between two palette
/// entries as a pattern of both, the same for the same frame.
@Suite struct EncoderDitherTests {
  /// A 4x2 frame of blanks on a background between two palette entries.
  static func frame(background: RGB) -> Frame {
    var frame = Frame(size: GridSize(columns: 4, rows: 2))
    for row in 0..<2 {
      for column in 0..<4 {
        frame.put(
          " ", width: 1, style: CellStyle(background: .rgb(background)),
          at: GridPoint(column: column, row: row))
      }
    }
    return frame
  }

  /// The 256-colour backgrounds the rows set, in the order written (`48;5;N`).
  static func backgrounds(_ text: String) -> [String] {
    text.split(separator: "\u{1B}").compactMap { sequence in
      guard let range = sequence.range(of: "48;5;") else { return nil }
      return String(sequence[range.upperBound...].prefix { $0.isNumber })
    }
  }

  @Test func aColourBetweenTwoEntriesBecomesAStablePatternOfBoth() {
    // Between xterm's 124 (#af0000) and 160 (#d70000).
    let frame = Self.frame(background: RGB(0xC3, 0, 0))
    var encoder = ANSIEncoder(depth: .palette256)
    let first = encoder.rows(frame)
    var again = ANSIEncoder(depth: .palette256)
    #expect(again.rows(frame) == first)
    #expect(Set(Self.backgrounds(first)) == ["124", "160"], "\(first.debugDescription)")
  }

  @Test func anExactPaletteColourAndTruecolourAreNotDithered() {
    let exact = Self.frame(background: RGB(0xAF, 0, 0))
    var encoder = ANSIEncoder(depth: .palette256)
    #expect(Set(Self.backgrounds(encoder.rows(exact))) == ["124"])
    var truecolour = ANSIEncoder(depth: .truecolor)
    let text = truecolour.rows(Self.frame(background: RGB(0xC3, 0, 0)))
    #expect(text.components(separatedBy: "48;2;195;0;0").count == 3, "one SGR a row")
  }
}
