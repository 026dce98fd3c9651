import KinetypeCore

/// One big letter of display type: the character it shows and the cells it covers.
public struct DisplayLetter: Hashable, Sendable {
  /// The grapheme cluster the letter draws.
  public var text: String
  /// Its characters as offsets (in `Character`s) into the decoded text.
  public var characters: Range<Int>
  /// Its cells: indices into `TextLayout.glyphs`, one glyph per visible cell (empty for a
  /// space or a character the font lacks).
  public var glyphs: Range<Int>
  /// The box the font's letter occupies where it was set (smushed letters' boxes overlap).
  public var frame: GridRect
  /// Index into `TextLayout.attributes`.
  public var attributesIndex: Int
  /// The big line the letter is on, counted from 0.
  public var line: Int
}

/// Lays text out in display type: every character a big letter of a FIGlet font, set side by
/// side as the font says (full width, fitting or smushing, exactly as FIGlet 2.2 does).
///
/// The result is an ordinary `TextLayout` whose glyphs are the visible cells (one sub-character
/// each, width 1; hardblanks and spaces are not glyphs), grouped by big letter: a cell's
/// `Glyph.letter` names its letter in `TextLayout.letters`, and its `characters` are its
/// letter's, so the glyphs' texts do *not* put the text back together as in ordinary layouts.
/// A space is a zero-width space glyph where its letter starts, a line break a zero-width
/// line-break glyph at the end of its big line, so word and line numbers work as in text. A
/// big line is a `LayoutLine` whose `row` is its top row; big lines are stacked without
/// overlap (FIGlet 2.2 does not smush vertically). With a width, a big line breaks after its
/// last space that fits, or between letters when a word alone is too wide.
public enum DisplayTypesetter {
  /// Lays `text` out in `font`; `options.font` and `options.ligatures` are ignored.
  ///
  /// - Complexity: O(n · w) for n characters on lines w letters long when wrapping, O(n)
  ///   otherwise.
  public static func layout(_ text: AttributedText, font: FIGletFont, options: LayoutOptions)
    -> TextLayout
  {
    let (sources, attributes) = GlyphScanner.scan(
      text, ligatures: nil, ambiguousWide: options.ambiguousWide)
    let insets = options.insets
    let wrap = options.width.map { max(1, $0 - insets.left - insets.right) }
    let lines = breakLines(sources, font: font, wrap: wrap)
    let set = lines.map { setLine($0, of: sources, font: font) }
    let contentWidth = max(wrap ?? 0, set.map(\.inkWidth).max() ?? 0)
    var glyphs: [Glyph] = []
    var letters: [DisplayLetter] = []
    var layoutLines: [LayoutLine] = []
    for (lineIndex, line) in set.enumerated() {
      let slack = contentWidth - line.inkWidth
      let shift =
        switch options.alignment {
        case .left: 0
        case .centre: slack / 2
        case .right: slack
        }
      let origin = GridPoint(column: insets.left + shift, row: insets.top + lineIndex * font.height)
      let first = glyphs.count
      for (k, source) in line.letters.enumerated() {
        let glyph = sources[source]
        let start = glyphs.count
        let letterIndex = letters.count
        let column = origin.column + line.row.letterColumns[k]
        for row in 0..<font.height {
          for (x, sub) in line.row.rows[row].enumerated()
          where line.row.owners[row][x] == k && sub != " " && sub != font.hardblank {
            glyphs.append(
              Glyph(
                text: String(sub), characters: glyph.characters, width: 1, kern: 0,
                position: GridPoint(column: origin.column + x, row: origin.row + row),
                attributesIndex: glyph.attributesIndex, kind: .text, letter: letterIndex))
          }
        }
        if glyph.kind == .space {
          glyphs.append(
            Glyph(
              text: glyph.text, characters: glyph.characters, width: 0, kern: 0,
              position: GridPoint(column: column, row: origin.row),
              attributesIndex: glyph.attributesIndex, kind: .space, letter: letterIndex))
        }
        letters.append(
          DisplayLetter(
            text: glyph.text, characters: glyph.characters, glyphs: start..<glyphs.count,
            frame: GridRect(
              origin: GridPoint(column: column, row: origin.row),
              size: GridSize(
                columns: font.letter(for: Character(glyph.text))?.width ?? 0, rows: font.height)),
            attributesIndex: glyph.attributesIndex, line: lineIndex))
      }
      // Spaces a wrap left at the end of the line, and the line's break, take no cells.
      for source in line.trailing {
        let glyph = sources[source]
        glyphs.append(
          Glyph(
            text: glyph.text, characters: glyph.characters, width: 0, kern: 0,
            position: GridPoint(column: origin.column + line.inkWidth, row: origin.row),
            attributesIndex: glyph.attributesIndex, kind: glyph.kind))
      }
      layoutLines.append(
        LayoutLine(
          row: origin.row, glyphs: first..<glyphs.count,
          runs: Typesetter.runs(of: glyphs, in: first..<glyphs.count),
          originColumn: origin.column, width: line.inkWidth))
    }
    let size = GridSize(
      columns: insets.left + contentWidth + insets.right,
      rows: insets.top + set.count * font.height + insets.bottom)
    return TextLayout(
      glyphs: glyphs, lines: layoutLines, attributes: attributes, size: size, options: options,
      letters: letters)
  }

  /// A big line before it is set: the source glyphs drawn as letters, and those after them
  /// that take no cells (spaces a wrap hangs, the line break).
  struct LineBreak {
    var letters: [Int]
    var trailing: [Int]
  }

  /// A big line set: its row of sub-characters and the columns its ink reaches.
  struct SetLine {
    var letters: [Int]
    var trailing: [Int]
    var row: FIGletRow
    /// One past the last column holding a visible sub-character (0 for none).
    var inkWidth: Int
  }

  static func setLine(_ line: LineBreak, of sources: [Glyph], font: FIGletFont) -> SetLine {
    var row = FIGletRow(font: font)
    for (k, source) in line.letters.enumerated() {
      let letter = font.letter(for: Character(sources[source].text)) ?? FIGletCharacter(rows: [])
      row.append(letter, owner: k)
    }
    var ink = 0
    for cells in row.rows {
      if let last = cells.lastIndex(where: { $0 != " " && $0 != font.hardblank }) {
        ink = max(ink, last + 1)
      }
    }
    return SetLine(letters: line.letters, trailing: line.trailing, row: row, inkWidth: ink)
  }

  /// Splits the source glyphs into big lines: at line breaks, and where a line would grow
  /// wider than `wrap` columns.
  static func breakLines(_ sources: [Glyph], font: FIGletFont, wrap: Int?) -> [LineBreak] {
    var lines: [LineBreak] = []
    var current: [Int] = []
    func width(_ letters: [Int]) -> Int {
      var row = FIGletRow(font: font)
      for (k, source) in letters.enumerated() {
        row.append(
          font.letter(for: Character(sources[source].text)) ?? FIGletCharacter(rows: []), owner: k)
      }
      return row.width
    }
    for index in sources.indices {
      let glyph = sources[index]
      if glyph.kind == .lineBreak {
        lines.append(LineBreak(letters: current, trailing: [index]))
        current = []
        continue
      }
      if let wrap, !current.isEmpty, glyph.kind != .space, width(current + [index]) > wrap {
        // Break after the last space followed by a letter, else right here.
        if let space = current.lastIndex(where: { sources[$0].kind == .space }),
          space + 1 < current.count,
          current[..<space].contains(where: { sources[$0].kind != .space })
        {
          var head = Array(current[..<space])
          var hanging = [current[space]]
          while let last = head.last, sources[last].kind == .space {
            hanging.insert(head.removeLast(), at: 0)
          }
          lines.append(LineBreak(letters: head, trailing: hanging))
          current = Array(current[(space + 1)...])
        } else {
          lines.append(LineBreak(letters: current, trailing: []))
          current = []
        }
      }
      if current.isEmpty, glyph.kind == .space, wrap != nil, !lines.isEmpty,
        lines[lines.count - 1].trailing.last.map({ sources[$0].kind != .lineBreak }) ?? true
      {
        // A space that would start a wrapped line hangs at the end of the one before.
        lines[lines.count - 1].trailing.append(index)
        continue
      }
      current.append(index)
    }
    if !current.isEmpty { lines.append(LineBreak(letters: current, trailing: [])) }
    return lines
  }
}
