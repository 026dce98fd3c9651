import KinetypeCore

/// Builds an `AttributedText`, normalising as it goes: the one gate every reader's output
/// passes through.
///
/// CRLF and CR become LF; U+2028 and U+2029 become LF; tabs expand to the next tab stop;
/// other C0 and C1 controls and DEL are dropped and counted (or shown as `^X`), and so are bidi
/// controls (U+202A–U+202E, U+2066–U+2069, LRM, RLM, ALM). Because this
/// is the only way text gets into a layout, no escape byte can reach a glyph.
public struct AttributedTextBuilder: Sendable {
  /// Attributes given to what is appended next.
  public var attributes: TextAttributes = .plain {
    didSet { if attributes != oldValue { startRun() } }
  }
  public let options: ReadOptions
  /// Controls dropped so far (readers add their own counts to a copy).
  public private(set) var droppedControls = 0

  /// The text so far as UTF-8: appending bytes is several times cheaper than appending
  /// scalars to a String, and the bytes are valid UTF-8 by construction.
  private var bytes: [UInt8] = []
  private var runs: [AttributedText.Run] = []
  private var runStart = 0
  private var runAttributes: TextAttributes = .plain
  private var afterCR = false
  /// Tab expansion: the column at `markOffset` (a UTF-8 offset on the current line).
  private var markOffset = 0
  private var markColumn = 0

  public init(options: ReadOptions = ReadOptions()) {
    self.options = options
  }

  /// Appends one scalar, normalising it.
  public mutating func append(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    if afterCR {
      afterCR = false
      if value == 0x0A { return }
    }
    switch value {
    case 0x20..<0x7F, 0xA0...:
      if value == 0x2028 || value == 0x2029 { return newline() }
      // Bidi controls reorder what a reader sees around them (Trojan Source): dropped like
      // the other controls, and counted.
      if OutsideText.isBidiControl(value) {
        droppedControls += 1
        return
      }
      appendUTF8(value)
    case 0x0A:
      newline()
    case 0x0D:
      newline()
      afterCR = true
    case 0x09:
      expandTab()
    default:
      droppedControls += 1
      if options.showControls { bytes += Self.caretNotation(value).utf8 }
    }
  }

  /// Appends every scalar of `text`.
  public mutating func append(_ text: some StringProtocol) {
    for scalar in text.unicodeScalars { append(scalar) }
  }

  /// The text so far.
  public func build() -> AttributedText {
    var runs = self.runs
    Self.close(&runs, runStart..<bytes.count, runAttributes)
    return AttributedText(string: String(decoding: bytes, as: UTF8.self), runs: runs)
  }

  /// How `cat -v` shows a control: `^@`…`^_`, `^?`, `M-^@`…`M-^_`.
  static func caretNotation(_ value: UInt32) -> String {
    switch value {
    case 0x7F: "^?"
    case 0x80..<0xA0: "M-^" + String(Unicode.Scalar(UInt8(value - 0x80 + 0x40)))
    default: "^" + String(Unicode.Scalar(UInt8(value + 0x40)))
    }
  }

  private mutating func appendUTF8(_ value: UInt32) {
    switch value {
    case ..<0x80:
      bytes.append(UInt8(value))
    case ..<0x800:
      bytes.append(UInt8(0xC0 | value >> 6))
      bytes.append(UInt8(0x80 | value & 0x3F))
    case ..<0x10000:
      bytes.append(UInt8(0xE0 | value >> 12))
      bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
      bytes.append(UInt8(0x80 | value & 0x3F))
    default:
      bytes.append(UInt8(0xF0 | value >> 18))
      bytes.append(UInt8(0x80 | value >> 12 & 0x3F))
      bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
      bytes.append(UInt8(0x80 | value & 0x3F))
    }
  }

  private mutating func newline() {
    bytes.append(0x0A)
    markOffset = bytes.count
    markColumn = 0
  }

  private mutating func expandTab() {
    var column = markColumn
    for character in String(decoding: bytes[markOffset...], as: UTF8.self) {
      column += CellWidth.of(character, ambiguousWide: options.ambiguousWide)
    }
    let spaces = options.tabWidth - column % options.tabWidth
    bytes += repeatElement(0x20, count: spaces)
    markOffset = bytes.count
    markColumn = column + spaces
  }

  private mutating func startRun() {
    let end = bytes.count
    Self.close(&runs, runStart..<end, runAttributes)
    runStart = end
    runAttributes = attributes
  }

  /// Adds a run, merging it into the last one when their attributes are equal.
  private static func close(
    _ runs: inout [AttributedText.Run], _ range: Range<Int>, _ attributes: TextAttributes
  ) {
    guard !range.isEmpty else { return }
    if let last = runs.last, last.attributes == attributes {
      runs[runs.count - 1].utf8Range = last.utf8Range.lowerBound..<range.upperBound
    } else {
      runs.append(.init(utf8Range: range, attributes: attributes))
    }
  }
}
