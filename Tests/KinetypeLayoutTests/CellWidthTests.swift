import Testing

@testable import KinetypeLayout

/// The width rules, one by one, on scalars and on grapheme clusters.
@Suite struct CellWidthTests {
  /// The width of `text`, which must be one grapheme cluster.
  ///
  /// Takes a `String` because the compiler's check of `Character` literals is older than the
  /// runtime's segmentation: it rejects conjuncts (GB9c) and prepended marks (GB9b).
  private func width(
    _ text: String, ambiguousWide: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int {
    #expect(
      text.count == 1, "\(text.debugDescription) is not one cluster", sourceLocation: sourceLocation
    )
    return text.first.map { CellWidth.of($0, ambiguousWide: ambiguousWide) } ?? -1
  }

  @Test func asciiIsNarrowAndControlsTakeNothing() {
    for value in UInt32(0x20)..<0x7F {
      #expect(CellWidth.of(Unicode.Scalar(value)!) == 1)
    }
    for value in Array(UInt32(0)..<0x20) + Array(UInt32(0x7F)..<0xA0) {
      #expect(CellWidth.of(Unicode.Scalar(value)!) == 0, "U+\(String(value, radix: 16))")
    }
    #expect(width("\r\n") == 0)
    #expect(width("\t") == 0)
  }

  @Test(
    arguments: [
      "\u{0301}",  // combining acute accent (Mn)
      "\u{20DD}",  // combining enclosing circle (Me)
      "\u{200D}",  // zero width joiner
      "\u{FE0E}", "\u{FE0F}", "\u{E0100}",  // variation selectors
      "\u{200B}", "\u{2060}", "\u{FEFF}", "\u{E0001}", "\u{E0020}",  // default-ignorable (Cf)
      "\u{3164}", "\u{FFA0}", "\u{1160}",  // Hangul fillers are default-ignorable
      "\u{1161}", "\u{11A8}", "\u{D7B0}", "\u{D7CB}",  // Hangul medial vowels, final consonants
      "\u{2028}", "\u{2029}",  // line and paragraph separators
      "\u{093E}",  // a spacing mark (Mc) with no base
    ] as [Unicode.Scalar])
  func zeroWidthScalars(scalar: Unicode.Scalar) {
    #expect(CellWidth.of(scalar) == 0)
    #expect(CellWidth.of(scalar, ambiguousWide: true) == 0)
  }

  @Test(
    arguments: [
      "中", "字", "日", "ア", "한", "가", "\u{3000}", "Ａ", "１", "\u{1100}", "\u{115F}",
      "\u{20000}", "\u{30000}", "\u{3D000}",  // CJK extension B, G and Unicode 18's extension J
      "😀", "🦀", "⌚", "🇺", "🏽",  // emoji presentation, a regional indicator, a skin tone
    ] as [Unicode.Scalar])
  func wideScalars(scalar: Unicode.Scalar) {
    #expect(CellWidth.of(scalar) == 2)
    #expect(CellWidth.isWide(scalar))
  }

  @Test(
    arguments: [
      "a", "é", "ß", "Ж", "ｶ", "☺", "❤", "©", "#", "↔", "\u{0600}", "\u{10FFFF}", "\u{0378}",
    ] as [Unicode.Scalar])
  func narrowScalars(scalar: Unicode.Scalar) {
    #expect(CellWidth.of(scalar) == 1)
    #expect(!CellWidth.isWide(scalar))
  }

  @Test func ambiguousTakesOneOrTwo() {
    for scalar in ["§", "°", "±", "α", "Ω", "Ж", "─", "①", "★", "\u{00AD}", "\u{E000}"]
      as [Unicode.Scalar]
    {
      let name = String(scalar.value, radix: 16)
      #expect(CellWidth.of(scalar) == 1, "U+\(name)")
      #expect(CellWidth.of(scalar, ambiguousWide: true) == 2, "U+\(name)")
    }
    #expect(width("é", ambiguousWide: true) == 2)  // precomposed U+00E9 is ambiguous
    #expect(width("e\u{301}", ambiguousWide: true) == 1)  // its decomposition is not
    #expect(width("a", ambiguousWide: true) == 1)
    #expect(width("中", ambiguousWide: true) == 2)
  }

  @Test func combiningMarksJoinTheirBase() {
    #expect(width("e\u{301}") == 1)
    #expect(width("a\u{301}\u{302}\u{303}\u{304}\u{305}") == 1)
    #expect(width("A\u{20DD}") == 1)
    #expect(width("中\u{301}") == 2)
    #expect(width("a\u{200D}") == 1)
    #expect(width("\u{301}") == 0)  // a lone mark is its own cluster
  }

  @Test func variationSelectors() {
    #expect(width("☺\u{FE0F}") == 2)  // VS16 widens a text-default emoji
    #expect(width("☺\u{FE0E}") == 1)  // VS15 leaves it narrow
    #expect(width("©\u{FE0F}") == 2)
    #expect(width("↔\u{FE0F}") == 2)
    #expect(width("⌚\u{FE0E}") == 2)  // VS15 does not narrow an emoji-default base
    #expect(width("⌚\u{FE0F}") == 2)
    #expect(width("x\u{FE0F}") == 1)  // not an emoji: VS16 is ignored
    #expect(width("®\u{FE0F}", ambiguousWide: true) == 2)  // at most 2, never 3
  }

  @Test func keycaps() {
    #expect(width("#\u{FE0F}\u{20E3}") == 2)
    #expect(width("1\u{FE0F}\u{20E3}") == 2)
    #expect(width("*\u{FE0F}\u{20E3}") == 2)
    #expect(width("#\u{20E3}") == 1)  // without VS16 the keycap is text
  }

  @Test func regionalIndicators() {
    #expect(width("🇺🇸") == 2)
    #expect(width("🇺") == 2)
    let flags = "🇺🇸🇫"
    #expect(flags.count == 2)
    #expect(flags.reduce(0) { $0 + CellWidth.of($1) } == 4)
    let england = "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
    #expect(width(england) == 2)
  }

  @Test func zwjSequencesAreOneWideGlyph() {
    #expect(width("👨‍👩‍👧‍👦") == 2)
    #expect(width("🏳️‍🌈") == 2)  // text-default base with VS16
    #expect(width("❤️‍🔥") == 2)
    #expect(width("❤\u{200D}🔥") == 2)  // without VS16 still one emoji glyph
    #expect(width("👩🏻‍❤️‍💋‍👨🏼") == 2)
    #expect(width("😶‍🌫️") == 2)
  }

  @Test func skinTonesJoinTheirBase() {
    #expect(width("👋🏿") == 2)
    #expect(width("👍🏽") == 2)
    #expect(width("☝🏻") == 2)  // text-default modifier base: the sequence is emoji
    #expect(width("✌🏽") == 2)
    #expect(width("a🏻") == 2)  // at most 2 cells for one cluster
  }

  @Test func hangulJamoSequences() {
    #expect(width("\u{1100}\u{1161}\u{11A8}") == 2)  // L+V+T
    #expect(width("\u{1100}\u{1161}") == 2)  // L+V
    #expect(width("가\u{11A8}") == 2)  // LV+T
    #expect(width("\u{115F}\u{1161}") == 2)  // choseong filler + V
    #expect(width("각") == 2)
    #expect(width("\u{1100}\u{1100}\u{1161}") == 2)  // old Hangul L+L+V, capped
  }

  @Test func indicAndThaiClusters() {
    #expect(width("क") == 1)
    #expect(width("कि") == 2)  // a spacing vowel sign after its base adds a cell
    #expect(width("क्ष") == 2)  // a conjunct
    #expect(width("क्\u{200D}ष") == 2)  // ZWJ after a virama asks for a half form
    #expect(width("कु") == 1)  // a non-spacing vowel sign adds nothing
    #expect(width("กำ") == 2)
    #expect(width("กั") == 1)
    #expect(width("\u{0600}\u{0661}") == 2)  // a prepended concatenation mark is visible
    // Myanmar AA is a cluster of its own (Grapheme_Cluster_Break=Other) and takes a cell.
    #expect("မာ".count == 2)
    #expect(CellWidth.of(Unicode.Scalar(0x102C)!) == 1)
    #expect(width("ကြ") == 2)  // MEDIAL RA is an attached spacing mark
  }

  @Test func clustersNeverExceedTwoCells() {
    let samples: [String] = [
      "中\u{093E}", "a🏻", "\u{1100}\u{1100}\u{1100}\u{1161}", "स्त्रि", "®\u{FE0F}",
    ]
    for sample in samples {
      for ambiguousWide in [false, true] {
        #expect((0...2).contains(width(sample, ambiguousWide: ambiguousWide)))
      }
    }
  }

  @Test func rangeTableIsSortedAndDisjoint() {
    let table = CellWidth.classRanges
    #expect(table.count % 3 == 0)
    var previousHi: UInt32 = 0xFF
    for index in stride(from: 0, to: table.count, by: 3) {
      #expect(table[index] > previousHi && table[index] <= table[index + 1])
      #expect(table[index + 2] != 0x01, "default class is left out")
      previousHi = table[index + 1]
    }
    #expect(previousHi <= 0x10FFFF)
    #expect(CellWidth.latin1Classes.count == 0x100)
  }

  @Test func singleScalarClustersMatchScalarWidths() {
    for value in UInt32(0)...0x3FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let character = Character(scalar)
      guard character.unicodeScalars.count == 1 else { continue }
      if CellWidth.of(character) != CellWidth.of(scalar) {
        Issue.record("U+\(String(value, radix: 16)): cluster and scalar widths differ")
        return
      }
    }
  }
}
