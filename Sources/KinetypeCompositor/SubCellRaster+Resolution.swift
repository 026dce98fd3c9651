import KinetypeCore

extension SubCellRaster {
  /// How finely a raster divides a cell into dots, and which characters show the patterns.
  ///
  /// A cell's *pattern* is a bit set of its dots. For braille the bits are Unicode's (bit
  /// `k` is dot `k + 1`), so a pattern is the offset from U+2800; for the block elements bit
  /// `row × columns + column` is the dot at (`column`, `row`) within the cell, reading from
  /// the top left.
  ///
  /// Braille patterns are East Asian Width *Neutral*, so they take one cell everywhere. Most
  /// block elements (U+2580…U+258F) are *Ambiguous*: a terminal in a CJK locale may draw them
  /// two cells wide (Kinetype's `--ambiguous-wide`), so braille is the safe choice there. See
  /// https://www.unicode.org/reports/tr11/ and EastAsianWidth.txt.
  public enum Resolution: Hashable, Sendable, CaseIterable {
    /// 2 × 4 dots a cell, from the Braille Patterns block (U+2800…U+28FF).
    case braille
    /// 1 × 2 dots a cell: upper half ▀, lower half ▄, full block █.
    case halfBlocks
    /// 2 × 2 dots a cell: the quadrant characters, half blocks and full block.
    case quadrants

    /// Dots across and down one cell.
    public var dotsPerCell: GridSize {
      switch self {
      case .braille: GridSize(columns: 2, rows: 4)
      case .halfBlocks: GridSize(columns: 1, rows: 2)
      case .quadrants: GridSize(columns: 2, rows: 2)
      }
    }

    /// The pattern bit of the dot at (`column`, `row`) within a cell.
    ///
    /// Braille numbers its dots down the left column 1, 2, 3, then down the right 4, 5, 6;
    /// the bottom row, added later for eight-dot braille, is 7 (left) and 8 (right). Dot `n`
    /// is bit `n − 1` of the offset from U+2800
    /// (https://www.unicode.org/charts/PDF/U2800.pdf, "Braille patterns").
    ///
    /// - Precondition: `column` and `row` lie within `dotsPerCell`.
    public func bit(column: Int, row: Int) -> UInt8 {
      let dots = dotsPerCell
      precondition(
        (0..<dots.columns).contains(column) && (0..<dots.rows).contains(row),
        "dot (\(column), \(row)) is outside a \(dots.columns)×\(dots.rows) cell")
      switch self {
      case .braille:
        return row == 3 ? UInt8(1) << (6 + column) : UInt8(1) << (column * 3 + row)
      case .halfBlocks, .quadrants:
        return UInt8(1) << (row * dots.columns + column)
      }
    }

    /// How many patterns there are: 2 to the power of the dots in a cell.
    public var patternCount: Int { 1 << (dotsPerCell.columns * dotsPerCell.rows) }

    /// The character that shows `pattern`: the blank braille pattern U+2800 or a space for
    /// the empty pattern.
    ///
    /// - Precondition: `pattern` is below `patternCount`.
    public func character(for pattern: UInt8) -> Character {
      precondition(Int(pattern) < patternCount, "\(self) has no pattern \(pattern)")
      switch self {
      case .braille:
        return Character(Unicode.Scalar(0x2800 + UInt32(pattern))!)
      case .halfBlocks:
        return Self.halfBlockCharacters[Int(pattern)]
      case .quadrants:
        return Self.quadrantCharacters[Int(pattern)]
      }
    }

    /// The pattern `character` shows at this resolution, or nil when it is not one of its
    /// characters: the inverse of `character(for:)`.
    public func pattern(of character: Character) -> UInt8? {
      switch self {
      case .braille:
        guard character.unicodeScalars.count == 1,
          let value = character.unicodeScalars.first?.value, (0x2800...0x28FF).contains(value)
        else { return nil }
        return UInt8(value - 0x2800)
      case .halfBlocks:
        return Self.halfBlockCharacters.firstIndex(of: character).map { UInt8($0) }
      case .quadrants:
        return Self.quadrantCharacters.firstIndex(of: character).map { UInt8($0) }
      }
    }

    /// Half blocks by pattern (bit 0 the upper dot, bit 1 the lower): space, U+2580 UPPER
    /// HALF BLOCK, U+2584 LOWER HALF BLOCK, U+2588 FULL BLOCK
    /// (https://www.unicode.org/charts/PDF/U2580.pdf, "Block Elements").
    private static let halfBlockCharacters: [Character] = [" ", "▀", "▄", "█"]

    /// Quadrants by pattern (bit 0 upper left, 1 upper right, 2 lower left, 3 lower right).
    ///
    /// The single, triple and diagonal quadrants are U+2596…U+259F; the two-quadrant halves
    /// are the half blocks U+2580 ▀, U+2584 ▄, U+258C ▌ and U+2590 ▐, and all four U+2588 █
    /// (https://www.unicode.org/charts/PDF/U2580.pdf, "Block Elements").
    private static let quadrantCharacters: [Character] = [
      " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
    ]
  }
}
