/// Terminal cell widths of scalars and grapheme clusters.
///
/// Widths come from the generated tables in `CellWidth+Tables.swift` (Unicode data, see its
/// header), never from the C library's `wcwidth` at run time. The rules follow Python's `wcwidth`
/// 0.7 `width()`, the de facto reference for what terminals do, with the deliberate differences
/// listed in `WcwidthAgreementTests.swift`:
/// - combining and enclosing marks, ZWJ, variation selectors, format characters and other
///   default-ignorables take 0 cells; so do Hangul medial vowels and final consonants, so an
///   L+V+T jamo sequence takes the 2 cells of its leading consonant;
/// - East Asian Wide and Fullwidth, and emoji presentation, take 2;
/// - East Asian Ambiguous takes 1, or 2 when `ambiguousWide` is set (`--ambiguous-wide`);
/// - everything else, unassigned code points included, takes 1;
/// - in a cluster, VS16 widens a text-default emoji to 2 and VS15 leaves it at 1; a
///   regional-indicator pair, an emoji ZWJ sequence and an emoji modifier (skin tone) sequence
///   take 2; a spacing mark (Mc) after its base adds a cell, as in wcwidth 0.7, because terminals
///   that place scalars one by one give it one. A spacing mark that Unicode does not attach to
///   its base (Grapheme_Cluster_Break=Other, such as Myanmar U+102C) is a cluster of its own and
///   takes 1.
///
/// A cluster never takes more than 2 cells: a glyph is a lead cell plus at most one continuation
/// cell.
public enum CellWidth {
  /// The cells a lone scalar takes: 0, 1 or 2.
  ///
  /// Control characters (C0, DEL, C1) take 0; readers handle them before measuring.
  ///
  /// - Parameters:
  ///   - scalar: The scalar to measure.
  ///   - ambiguousWide: Whether East Asian Ambiguous scalars take 2 cells, as in CJK locales.
  /// - Complexity: O(1) for U+0000...U+00FF, O(log n) in the range table otherwise.
  public static func of(_ scalar: Unicode.Scalar, ambiguousWide: Bool = false) -> Int {
    let value = scalar.value
    if value < 0x7F { return value >= 0x20 ? 1 : 0 }
    return ScalarClass(of: value).cells(ambiguousWide: ambiguousWide)
  }

  /// The cells a grapheme cluster takes: 0, 1 or 2.
  ///
  /// - Parameters:
  ///   - character: The extended grapheme cluster to measure.
  ///   - ambiguousWide: Whether East Asian Ambiguous scalars take 2 cells, as in CJK locales.
  /// - Complexity: O(k log n) for k scalars; a single-scalar cluster costs one lookup and
  ///   nothing is allocated.
  public static func of(_ character: Character, ambiguousWide: Bool = false) -> Int {
    var scalars = character.unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return 0 }
    guard let second = scalars.next() else { return of(first, ambiguousWide: ambiguousWide) }
    var measure = ClusterMeasure(ambiguousWide: ambiguousWide)
    measure.add(first)
    measure.add(second)
    while let next = scalars.next() { measure.add(next) }
    return measure.cells
  }

  /// Whether the scalar is East Asian Wide or Fullwidth, or has emoji presentation.
  ///
  /// True exactly when a lone scalar takes 2 cells.
  public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    of(scalar) == 2
  }
}

extension CellWidth {
  /// The generated class byte of one scalar: its cells and the flags the cluster rules need.
  ///
  /// The layout is written by `scripts/generate-unicode-tables.py`; keep the two in step.
  struct ScalarClass: Equatable, Sendable {
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The class of a scalar value: direct lookup in Latin-1, binary search above.
    init(of value: UInt32) {
      if value < 0x100 {
        rawValue = CellWidth.latin1Classes[Int(value)]
      } else {
        rawValue = CellWidth.searchClassRanges(value)
      }
    }

    /// Bits 0-1: 0 zero, 1 narrow, 2 wide, 3 ambiguous.
    func cells(ambiguousWide: Bool) -> Int {
      let cells = Int(rawValue & 0b11)
      return cells == 3 ? (ambiguousWide ? 2 : 1) : cells
    }

    /// General_Category=Mc: zero alone, one more cell after a measured base.
    var isSpacingMark: Bool { rawValue & 0x04 != 0 }
    /// Extended_Pictographic: may start an emoji ZWJ or modifier sequence.
    var isPictographic: Bool { rawValue & 0x08 != 0 }
    /// Emoji without Emoji_Presentation: narrow as text, wide with VS16.
    var isTextEmoji: Bool { rawValue & 0x10 != 0 }
    /// Emoji_Modifier_Base: a following skin tone makes an emoji modifier sequence.
    var isModifierBase: Bool { rawValue & 0x20 != 0 }
    /// Indic_Syllabic_Category=Virama: a ZWJ after it asks for a half form, joining nothing.
    var isVirama: Bool { rawValue & 0x40 != 0 }
  }

  /// The class byte of a scalar value at or above U+0100.
  ///
  /// - Complexity: O(log n) in the number of ranges (about 1,100, so 11 probes).
  static func searchClassRanges(_ value: UInt32) -> UInt8 {
    classRanges.withUnsafeBufferPointer { table in
      // Find the last triple whose lo <= value.
      var low = 0
      var high = table.count / 3
      while low < high {
        let middle = (low + high) >> 1
        if table[middle * 3] <= value { low = middle + 1 } else { high = middle }
      }
      guard low > 0 else { return 0x01 }
      let index = (low - 1) * 3
      return value <= table[index + 1] ? UInt8(truncatingIfNeeded: table[index + 2]) : 0x01
    }
  }
}

extension CellWidth {
  /// Measures one grapheme cluster scalar by scalar, as wcwidth 0.7's `width()` walks a string.
  ///
  /// wcwidth's state machine (`wcwidth/_width.py`) is followed field by field so that the two
  /// agree; the departures are marked and listed in `WcwidthAgreementTests.swift`. Its
  /// virama-conjunct bookkeeping is left out: a conjunct's consonant is measured as 1 here, which
  /// is the cell wcwidth adds for it, and the two differ only past the 2-cell cap.
  struct ClusterMeasure {
    let ambiguousWide: Bool
    /// Cells summed so far (may exceed 2 before clamping).
    var sum = 0
    /// Set when the cluster is an emoji sequence that must take 2 cells.
    var emoji = false
    /// The last measured scalar's class while VS16 or a spacing mark may still apply to it
    /// (wcwidth's `last_measured_idx`).
    var target: ScalarClass?
    /// Whether the last measured scalar was pictographic or a regional indicator
    /// (wcwidth's `last_measured_ucs in _EMOJI_ZWJ_SET`).
    var lastWasPictographic = false
    /// Whether that scalar was an Emoji_Modifier_Base.
    var lastWasModifierBase = false
    var lastWasVirama = false
    /// Set by a ZWJ: the next scalar is joined into the previous glyph, not measured.
    var skipNext = false
    /// Regional indicators seen back to back.
    var regionalIndicatorRun = 0

    init(ambiguousWide: Bool) { self.ambiguousWide = ambiguousWide }

    /// The cluster's cells: 0, 1 or 2.
    var cells: Int { emoji ? 2 : min(sum, 2) }

    mutating func add(_ scalar: Unicode.Scalar) {
      let value = scalar.value
      let isRegionalIndicator = CellWidth.regionalIndicators.contains(value)
      defer { regionalIndicatorRun = isRegionalIndicator ? regionalIndicatorRun + 1 : 0 }
      let scalarClass = ScalarClass(of: value)
      if skipNext {
        skipNext = false
        // Departure: wcwidth leaves the width of a text-default pictograph joined without VS16
        // (U+2764 ZWJ U+1F525) at 1; the sequence is one emoji glyph, so it takes 2.
        if lastWasPictographic && scalarClass.isPictographic { emoji = true }
        return
      }
      if value == 0x200D {
        // ZWJ after a virama asks for a half form and joins nothing.
        if !lastWasVirama { skipNext = true }
        return
      }
      if value == 0xFE0F, let target {
        if target.isTextEmoji { emoji = true }
        self.target = nil
        return
      }
      if isRegionalIndicator && regionalIndicatorRun % 2 == 1 {
        lastWasPictographic = true  // the second of a pair joins the first: one flag
        return
      }
      if CellWidth.emojiModifiers.contains(value) && lastWasPictographic {
        // Departure: wcwidth leaves a text-default base (U+261D) at 1 before a skin tone, but
        // an emoji modifier sequence is shown as emoji (UTS #51, ED-13 and section 4).
        if lastWasModifierBase { emoji = true }
        return
      }
      let width = scalarClass.cells(ambiguousWide: ambiguousWide)
      if width > 0 {
        sum += width
        target = scalarClass
        lastWasPictographic = scalarClass.isPictographic || isRegionalIndicator
        lastWasModifierBase = scalarClass.isModifierBase
        lastWasVirama = false
      } else if target != nil && scalarClass.isSpacingMark {
        sum += 1
        target = nil
        lastWasVirama = false
      } else {
        lastWasVirama = scalarClass.isVirama
      }
    }
  }
}
