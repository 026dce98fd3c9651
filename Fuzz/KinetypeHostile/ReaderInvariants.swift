import KinetypeCompositor
import KinetypeCore
import KinetypeHeadless
import KinetypeLayout

/// What the three text readers promise whatever the bytes (README, "Input"): text without a
/// control byte, runs that tile it, diagnostics safe to print, nothing printable lost (plain)
/// or invented (ANSI, markup), and a laid-out frame whose ANSI holds only our own escapes.
enum ReaderInvariants {
  /// The widest layout the check draws: kerning and tabs from the input may ask for more, and
  /// the fuzzer must not spend its time filling cells.
  static let maximumCells = 200_000

  static func violations(_ bytes: [UInt8], format: TextFormat) -> [String] {
    let bytes = Array(bytes.prefix(FuzzTarget.maximumInput))
    let result = TextReader.read(bytes, format: format, origin: "fuzz")
    let text = result.text
    // Bidi controls may stay in the text (a reader need not know them); every output drops
    // them, which the encoded frame below and the command-line corpus check.
    var found = Violation.foreign("the text", in: text.string, allowing: .init(bidiControls: true))
    found += runProblems(text)
    for diagnostic in result.diagnostics {
      found += Violation.foreign("a diagnostic", in: diagnostic.description, allowing: .text)
    }
    let given = printable(String(decoding: bytes, as: UTF8.self))
    let kept = printable(text.string)
    switch format {
    case .plain, .auto:
      if kept != given {
        found.append(
          "the plain reader lost or invented characters: gave \(given.count), kept \(kept.count)")
      }
    case .ansi, .markup:
      let invented = Set(kept).subtracting(given)
      if let first = invented.first {
        found.append(
          "the \(format) reader invented U+\(ForeignByteScanner.hex(first.value, width: 4))")
      }
      if format == .ansi, !bytes.contains(0x1B), !hasC1(bytes) {
        let plain = TextReader.read(bytes, format: .plain).text.string
        if plain != text.string { found.append("ANSI without escapes reads unlike plain") }
      }
    }
    found += encodedProblems(text)
    return found
  }

  /// The printable scalars of a text: what a reader must keep. Spaces, line ends, tabs,
  /// controls, U+FFFD (decoders may differ in how many they make of a bad sequence) and bidi
  /// controls (the rule for those is the scanner's) are left out.
  static func printable(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { scalar in
      let value = scalar.value
      if value <= 0x20 || (0x7F..<0xA0).contains(value) { return false }
      if value == 0xFFFD || value == 0x2028 || value == 0x2029 { return false }
      return !ForeignByteScanner.isBidiControl(value)
    }
  }

  static func hasC1(_ bytes: [UInt8]) -> Bool {
    zip(bytes, bytes.dropFirst()).contains { $0 == 0xC2 && (0x80..<0xA0).contains($1) }
  }

  /// Runs in order, not overlapping, inside the text, on scalar boundaries.
  static func runProblems(_ text: AttributedText) -> [String] {
    let utf8 = Array(text.string.utf8)
    var end = 0
    for run in text.runs {
      let range = run.utf8Range
      guard range.lowerBound >= end, range.upperBound <= utf8.count, !range.isEmpty else {
        return ["run \(range) overlaps, is empty or passes the text's \(utf8.count) bytes"]
      }
      for bound in [range.lowerBound, range.upperBound] where bound < utf8.count {
        if utf8[bound] & 0xC0 == 0x80 { return ["run \(range) splits a character"] }
      }
      end = range.upperBound
    }
    return []
  }

  /// Lays the text out 40 columns wide, draws its static frame and encodes it as the ANSI the
  /// headless renderer writes: only our escapes may come out.
  static func encodedProblems(_ text: AttributedText) -> [String] {
    let layout = Typesetter.layout(text, options: LayoutOptions(width: 40))
    let size = layout.size
    guard size.columns >= 0, size.rows >= 0 else {
      return ["the layout's size is negative: \(size.columns)x\(size.rows)"]
    }
    guard size.columns.multipliedReportingOverflow(by: size.rows).partialValue <= maximumCells,
      size.columns <= maximumCells, size.rows <= maximumCells
    else { return [] }
    let canvas = Canvas(size: GridSize(columns: max(1, size.columns), rows: max(1, size.rows)))
    let frame = Compositor(layout: layout, canvas: canvas).staticFrame()
    var encoder = ANSIEncoder(depth: .truecolor)
    let ansi = encoder.rows(frame) + encoder.closing()
    return Violation.foreign("the encoded frame", in: ansi, allowing: .text)
  }
}
