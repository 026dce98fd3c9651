import KinetypeCore
import Testing

@testable import KinetypeCompositor
@testable import KinetypeHeadless

/// An encoder that writes a JSON string's body (`ANSIEncoder.writesJSONString`, a
/// recording's) writes exactly `JSON.escape` of the bytes it writes without, at every colour
/// depth, over frames with the texts a JSON string escapes.
@Suite struct EncoderJSONStringTests {
  /// `EncoderFastPathTests.frame(_:size:)` with texts a JSON string escapes or looks at twice
  /// scattered over it: quotes, backslashes, U+00A3 (whose lead byte may begin a C1 control), a
  /// cluster longer than a cell stores inline, and a C1 control a library caller put there.
  static func frame(_ number: Int, size: GridSize) -> Frame {
    var frame = EncoderFastPathTests.frame(number, size: size)
    let texts = ["\"", "\\", "£", "a\"b", "👨‍👩‍👧‍👦", "\u{85}", "é"]
    let styles = [CellStyle.plain, CellStyle(foreground: .rgb(RGB(200, 100, 0)))]
    for k in 0..<6 {
      let draw = EncoderFastPathTests.hash.integer(below: 1_000, number, channel: UInt64(k))
      let point = GridPoint(column: draw % size.columns, row: (draw / 10) % size.rows)
      let text = texts[draw % texts.count]
      frame.put(
        text, width: text == "👨‍👩‍👧‍👦" ? 2 : 1, style: styles[draw % 2],
        link: draw % 5 == 0 ? "https://example.com/\"q\"" : nil, at: point)
    }
    return frame
  }

  @Test(arguments: [ColourDepth.truecolor, .palette256, .ansi16, .none])
  func writesTheEscapedBytes(_ depth: ColourDepth) {
    var plain = ANSIEncoder(depth: depth)
    var json = ANSIEncoder(depth: depth)
    json.writesJSONString = true
    for step in EncoderFastPathTests.steps(Self.frame) {
      let raw = EncoderFastPathTests.bytes(&plain, step, framed: true)
      let escaped = EncoderFastPathTests.bytes(&json, step, framed: true)
      // Compared as text, so that a failure reads.
      #expect(Self.text(escaped) == Self.text(Self.body(raw)), "frame \(step.number) at \(depth)")
      #expect(
        json.rows(step.next) == Self.text(Self.body(Array(plain.rows(step.next).utf8))),
        "rows of frame \(step.number) at \(depth)")
    }
  }

  /// Events written in place as JSON strings are the lines of the same events given as plain
  /// bytes, and a frame that changes nothing adds no event.
  @Test func eventsWrittenInPlaceAreTheEscapedEvents() {
    let size = GridSize(columns: 17, rows: 5)
    // Frame 5 is frame 4 again: its event is empty.
    let frames = (0..<12).map { Self.frame($0 == 5 ? 4 : $0, size: size) }
    var plain = ANSIEncoder(depth: .truecolor)
    var json = ANSIEncoder(depth: .truecolor)
    json.writesJSONString = true
    var (cast, expected) = (
      Asciicast(size: size, timestamp: 0), Asciicast(size: size, timestamp: 0)
    )
    var previous: Frame? = nil
    for (k, frame) in frames.enumerated() {
      var raw: [UInt8] = []
      plain.update(from: previous, to: frame, into: &raw)
      plain.closing(into: &raw)
      expected.output(raw, at: Double(k))
      cast.output(at: Double(k)) { out in
        json.update(from: previous, to: frame, into: &out)
        json.closing(into: &out)
      }
      previous = frame
    }
    #expect(cast.text == expected.text)
    #expect(cast.text.split(separator: "\n").count == 12)
  }

  /// `JSON.escape` of `bytes` without its quotes.
  static func body(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    bytes.withUnsafeBufferPointer { JSON.escape(utf8: $0, into: &out) }
    return Array(out.dropFirst().dropLast())
  }

  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
