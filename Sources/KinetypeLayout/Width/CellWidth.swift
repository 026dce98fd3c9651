/// Terminal cell widths of scalars and grapheme clusters.
///
/// PLACEHOLDER: replaced by the generated-table implementation.
public enum CellWidth {
  /// The cells a lone scalar takes: 0, 1 or 2.
  public static func of(_ scalar: Unicode.Scalar, ambiguousWide: Bool = false) -> Int {
    if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if scalar.properties.isEmojiPresentation { return 2 }
    if (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
      || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
      || (0xFF00...0xFF60).contains(scalar.value) || (0x20000...0x3FFFD).contains(scalar.value)
    {
      return 2
    }
    return 1
  }

  /// The cells a grapheme cluster takes: 0, 1 or 2.
  public static func of(_ character: Character, ambiguousWide: Bool = false) -> Int {
    let scalars = character.unicodeScalars
    if scalars.contains("\u{FE0F}") || scalars.contains("\u{200D}") { return 2 }
    var width = 0
    for scalar in scalars { width = max(width, of(scalar, ambiguousWide: ambiguousWide)) }
    return width
  }
}
