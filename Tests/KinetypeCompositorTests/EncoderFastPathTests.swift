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
    for step in Self.steps(Self.frame) {
      let (a, b) = (Self.bytes(&fast, step), Self.bytes(&plain, step))
      #expect(a == b, "frame \(step.number) at \(depth)")
      #expect(fast.rows(step.next) == plain.rows(step.next))
    }
  }

  /// One frame of an encoder comparison, with the frame before it.
  typealias Step = (number: Int, previous: Frame?, next: Frame)

  /// Forty frames drawn by `frame` from their numbers, the twentieth of another size: the
  /// frames the encoder comparisons run through.
  static func steps(_ frame: (Int, GridSize) -> Frame) -> [Step] {
    var previous: Frame? = nil
    return (0..<40).map { number in
      let size = number == 20 ? GridSize(columns: 9, rows: 3) : GridSize(columns: 17, rows: 5)
      let next = frame(number, size)
      defer { previous = next }
      return (number, previous, next)
    }
  }

  /// What `encoder` writes for `step`: its update, then a closing every seventh frame; with
  /// `framed`, an opening before the first and an ending every ninth as well.
  static func bytes(_ encoder: inout ANSIEncoder, _ step: Step, framed: Bool = false) -> [UInt8] {
    var bytes: [UInt8] = []
    if framed && step.number == 0 { encoder.opening(into: &bytes) }
    encoder.update(from: step.previous, to: step.next, into: &bytes)
    if step.number % 7 == 0 { encoder.closing(into: &bytes) }
    if framed && step.number % 9 == 0 { encoder.ending(below: step.next, into: &bytes) }
    return bytes
  }

  /// A style drawn from `number`: every kind of colour (ANSI below and above 8, palette, RGB
  /// with one-, two- and three-digit channels) on either side, and a few attributes.
  static func style(_ number: Int) -> CellStyle {
    func colour(_ channel: UInt64) -> Colour {
      let value = UInt8(hash.integer(below: 256, number, channel: channel + 1))
      switch hash.integer(below: 4, number, channel: channel) {
      case 0: return .default
      case 1: return .ansi(value % 16)
      case 2: return .indexed(value)
      default:
        return .rgb(RGB(value, value / 10, UInt8(hash.integer(below: 256, number, channel: 9))))
      }
    }
    let attributes: [CellAttributes] = [[], [], [], .bold, [.bold, .underline], .italic]
    return CellStyle(
      foreground: colour(2), background: colour(4),
      attributes: attributes[hash.integer(below: attributes.count, number, channel: 6)])
  }

  /// Every channel value in every place, on either side, alone and with the other colour:
  /// the RGB parameters written from a table are the digits `SGR` writes.
  @Test func rgbTransitionsWriteEveryChannelAsSGRDoes() {
    let base = RGB(7, 77, 177)
    for value in 0...255 {
      let byte = UInt8(value)
      for rgb in [RGB(byte, 9, 99), RGB(10, byte, 100), RGB(200, 0, byte)] {
        let styles = [
          (CellStyle(foreground: .rgb(base)), CellStyle(foreground: .rgb(rgb))),
          (CellStyle(background: .rgb(base)), CellStyle(background: .rgb(rgb))),
          (
            CellStyle(foreground: .rgb(base), background: .rgb(base)),
            CellStyle(foreground: .rgb(rgb), background: .rgb(RGB(byte, byte, byte)))
          ),
          (CellStyle(foreground: .ansi(3)), CellStyle(foreground: .rgb(rgb), background: .ansi(4))),
        ]
        for (a, b) in styles { Self.expectPackedTransition(from: a, to: b) }
      }
    }
  }

  @Test func packedTransitionsWriteWhatSGRWrites() {
    for number in 0..<5_000 {
      let (old, new) = (Self.style(number), Self.style(number + 100_000))
      for (a, b) in [(old, new), (old, old), (new, old)] {
        Self.expectPackedTransition(from: a, to: b)
      }
    }
  }

  /// Each entry of the written-out table is its byte's decimal digits and a `;`, lowest byte
  /// first, with their count above the low four bytes.
  @Test func rgbParametersAreEachBytesDigits() {
    #expect(Cell.rgbParameters.count == 256)
    for (value, entry) in Cell.rgbParameters.enumerated() {
      let text = Array("\(value);".utf8)
      #expect(Int(entry >> 32) == text.count, "\(value)")
      let bytes = (0..<text.count).map { UInt8(truncatingIfNeeded: entry >> (8 * $0)) }
      #expect(bytes == text, "\(value)")
      // Nothing above the text in the low four bytes.
      let textMask: UInt64 = 0xFFFF_FFFF >> (8 * (4 - text.count))
      #expect(entry & 0xFFFF_FFFF == entry & textMask, "\(value)")
    }
  }

  /// Expects the packed styles' transition from a cell styled `a` to one styled `b` to be the
  /// bytes `SGR.transition` writes in 16 million colours.
  static func expectPackedTransition(from a: CellStyle, to b: CellStyle) {
    let (from, to) = (Cell.blank(a), Cell(text: "x", style: b))
    var packed = [UInt8](repeating: 0, count: SGR.longest)
    let count = packed.withUnsafeMutableBufferPointer {
      to.storeStyleTransition(from: from, at: $0.baseAddress!)
    }
    var expected: [UInt8] = []
    SGR.transition(from: a, to: b, depth: .truecolor, into: &expected)
    #expect(Array(packed[..<count]) == expected, "\(a) to \(b)")
  }
}
