/// A parser of outside data under fuzzing, and the invariants its output must keep whatever the
/// input.
///
/// Each fuzz executable in `Fuzz/Targets/` hands libFuzzer's bytes to one case's `violations`;
/// the tests in `KinetypeHostileTests` replay the committed corpus (`Fuzz/Corpus/NAME/`) through
/// the same function, so a crash or a broken invariant found once stays found. The raw value
/// names the executable (`Fuzz` + it) and the corpus folder.
public enum FuzzTarget: String, CaseIterable, Sendable {
  case plainReader = "PlainReader"
  case ansiReader = "ANSIReader"
  case markupReader = "MarkupReader"
  case effectReader = "EffectReader"
  case previewReader = "PreviewReader"
  case inputDecoder = "InputDecoder"
  case fontReader = "FontReader"

  /// The invariants `bytes` broke, each said in a line safe to print; empty when all hold.
  /// A crash in the parser is a crash here too: that is what the fuzzer looks for first.
  public func violations(_ bytes: [UInt8]) -> [String] {
    switch self {
    case .plainReader: ReaderInvariants.violations(bytes, format: .plain)
    case .ansiReader: ReaderInvariants.violations(bytes, format: .ansi)
    case .markupReader: ReaderInvariants.violations(bytes, format: .markup)
    case .effectReader: EffectInvariants.violations(bytes)
    case .previewReader: PreviewInvariants.violations(bytes)
    case .inputDecoder: InputDecoderInvariants.violations(bytes)
    case .fontReader: FontInvariants.violations(bytes)
    }
  }

  /// Inputs longer than this are cut: the fuzzer's time goes to shapes, not to sizes (the
  /// hostile corpus tests huge inputs through the command line).
  public static let maximumInput = 4096
}

/// The invariant messages shared by every target.
enum Violation {
  /// Text the program made that holds a foreign byte: an escape, a control, C1, bidi.
  static func foreign(_ what: String, in text: String, allowing: ForeignByteScanner.Allowance)
    -> [String]
  {
    ForeignByteScanner.findings(in: Array(text.utf8), allowing: allowing).prefix(3).map {
      "\(what) holds a foreign byte: \($0)"
    }
  }
}
