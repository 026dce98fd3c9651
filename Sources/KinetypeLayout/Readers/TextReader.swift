import KinetypeCore

/// Which reader decodes an input.
public enum TextFormat: String, CaseIterable, Hashable, Sendable {
  /// ANSI when the input holds an ESC byte or an 8-bit C1 introducer, plain otherwise.
  case auto
  case plain
  case ansi
  case markup
}

/// What a reader made of its input.
public struct ReadResult: Hashable, Sendable {
  public var text: AttributedText
  public var stats: ReadStats
  /// Markup errors, each located (line:column); the text is still complete.
  public var diagnostics: [Diagnostic]
}

/// Decodes bytes into attributed text. Total: whatever the bytes, it returns text and never
/// traps or throws.
public enum TextReader {
  /// Reads `bytes` with the reader `format` names.
  ///
  /// - Parameters:
  ///   - bytes: the input, in any encoding state; invalid UTF-8 becomes U+FFFD.
  ///   - format: which reader; `.auto` picks ANSI when the input holds ESC.
  ///   - options: tab width, control display, ambiguous width.
  ///   - origin: a file name or `<stdin>` for diagnostics.
  public static func read(
    _ bytes: some Collection<UInt8>, format: TextFormat = .auto,
    options: ReadOptions = ReadOptions(), origin: String? = nil
  ) -> ReadResult {
    // One concrete, specialised path: a generic collection read across modules would go
    // through witness tables for every byte (measured: 5× slower on 1 MB).
    let bytes = bytes as? [UInt8] ?? Array(bytes)
    var decoder = UTF8Decoder()
    var stats = ReadStats()
    let resolved = format == .auto ? detect(bytes) : format
    if resolved == .plain {
      var builder = AttributedTextBuilder(options: options)
      decoder.decode(bytes) { builder.append($0) }
      stats.invalidBytes = decoder.invalidBytes
      stats.droppedControls = builder.droppedControls
      return ReadResult(text: builder.build(), stats: stats, diagnostics: [])
    }
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(bytes.count)
    decoder.decode(bytes) { scalars.append($0) }
    stats.invalidBytes = decoder.invalidBytes
    if resolved == .markup {
      let (text, diagnostics, dropped) = MarkupReader.read(
        scalars, options: options, origin: origin)
      stats.droppedControls = dropped
      return ReadResult(text: text, stats: stats, diagnostics: diagnostics)
    }
    let (text, stripped, dropped) = ANSIReader.read(scalars, options: options)
    stats.strippedEscapes = stripped
    stats.droppedControls = dropped
    return ReadResult(text: text, stats: stats, diagnostics: [])
  }

  /// Reads a Swift string (already valid Unicode).
  public static func read(
    _ string: String, format: TextFormat = .auto, options: ReadOptions = ReadOptions(),
    origin: String? = nil
  ) -> ReadResult {
    read(Array(string.utf8), format: format, options: options, origin: origin)
  }

  /// ANSI if the bytes hold ESC (0x1B) or a UTF-8-encoded C1 introducer (C2 9B, 9D, 90, 98,
  /// 9E, 9F); plain otherwise.
  static func detect(_ bytes: [UInt8]) -> TextFormat {
    var previous: UInt8 = 0
    for byte in bytes {
      if byte == 0x1B { return .ansi }
      if previous == 0xC2, [0x9B, 0x9D, 0x90, 0x98, 0x9E, 0x9F].contains(byte) { return .ansi }
      previous = byte
    }
    return .plain
  }
}
