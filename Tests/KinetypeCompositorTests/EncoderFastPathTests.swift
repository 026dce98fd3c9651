import KinetypeCore
import Testing

@testable import KinetypeCompositor
@testable import KinetypeHeadless

/// The encoder's run-of-one-style shortcut (`ANSIEncoder.usesFastPaths`) writes exactly the
/// bytes of working out every cell's style, at every colour depth, over frames that change
/// styles, links, wide glyphs and sizes.
@Suite struct EncoderFastPathTests {
  static let hash = SeededHash(seed: 77)

  /// A frame of `size` drawn from `number`: a few styles (so runs repeat), links, wide glyphs.
  static func frame(_ number: Int, size: GridSize) -> Frame {
    let styles = [
      CellStyle.plain, CellStyle(foreground: .ansi(1)),
      CellStyle(foreground: .rgb(RGB(10, 200, 30)), background: .rgb(RGB(250, 4, 90))),
      CellStyle(foreground: .indexed(99), attributes: .bold),
      CellStyle(background: .rgb(RGB(0, 0, 255)), attributes: [.underline, .italic]),
      CellStyle(foreground: .rgb(RGB(10, 200, 31))),
    ]
    var frame = Frame(size: size)
    for row in 0..<size.rows {
      for column in 0..<size.columns {
        let draw = hash.integer(below: 100, number * 10_000 + row * 100 + column)
        guard draw < 70 else { continue }
        let style = styles[draw % styles.count]
        let point = GridPoint(column: column, row: row)
        if draw < 6 {
          frame.put("漢", width: 2, style: style, at: point)
        } else {
          let link = draw > 64 ? "https://example.com/\(draw % 2)" : nil
          frame.put(
            String(UnicodeScalar(UInt8(97 + draw % 26))), width: 1, style: style, link: link,
            at: point)
        }
      }
    }
    return frame
  }

  @Test(arguments: [ColourDepth.truecolor, .palette256, .ansi16, .none])
  func theShortcutWritesTheSameBytes(_ depth: ColourDepth) {
    var fast = ANSIEncoder(depth: depth)
    var plain = ANSIEncoder(depth: depth)
    plain.usesFastPaths = false
    var previous: Frame? = nil
    for number in 0..<40 {
      let size = number == 20 ? GridSize(columns: 9, rows: 3) : GridSize(columns: 17, rows: 5)
      let next = Self.frame(number, size: size)
      var (a, b): ([UInt8], [UInt8]) = ([], [])
      fast.update(from: previous, to: next, into: &a)
      plain.update(from: previous, to: next, into: &b)
      if number % 7 == 0 {
        fast.closing(into: &a)
        plain.closing(into: &b)
      }
      #expect(a == b, "frame \(number) at \(depth)")
      #expect(fast.rows(next) == plain.rows(next))
      previous = next
    }
  }
}
