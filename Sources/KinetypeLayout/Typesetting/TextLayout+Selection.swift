import KinetypeCore

/// The rectangles that paint a selection: a head on the first line, a block of whole lines in
/// between, a tail on the last line (CJLabel's three-part selection).
public struct SelectionGeometry: Hashable, Sendable {
  /// From the first glyph to the end of the selection on its line (or to the content's right
  /// edge when the selection goes on).
  public var head: GridRect
  /// The full content width of every line strictly between the first and the last; nil when
  /// they are adjacent or the same.
  public var middle: GridRect?
  /// From the content's left edge to the end of the last glyph; nil on a single line.
  public var tail: GridRect?

  /// Every rectangle, head first.
  public var rects: [GridRect] { [head] + [middle, tail].compactMap { $0 } }
}

/// What kind of text a glyph is, for word selection.
enum WordClass: Equatable {
  case word, ideograph, space, lineBreak, other
}

extension TextLayout {
  /// The glyphs of the word around glyph `index` (a double click).
  ///
  /// A word is a run of letters, digits, marks, `_` and apostrophes between letters; a run of
  /// ideographs, kana or Hangul is one word, as terminals select it; a run of spaces is one
  /// unit; any other glyph (punctuation, symbols, emoji, ligatures of them) stands alone. A
  /// word spans soft line wraps but never a hard line break.
  public func wordRange(around index: Int) -> Range<Int> {
    precondition(glyphs.indices.contains(index), "glyph index \(index) out of range")
    let kind = wordClass(index)
    guard kind != .other, kind != .lineBreak else { return index..<(index + 1) }
    var start = index
    while start > 0, wordClass(start - 1) == kind { start -= 1 }
    var end = index + 1
    while end < glyphs.count, wordClass(end) == kind { end += 1 }
    return start..<end
  }

  /// What glyph `index` is to a word: a letter of one, an ideograph, a space, a line break or
  /// anything else.
  ///
  /// An apostrophe between two letters is a word's (`don't`); its neighbours are asked without
  /// that rule (`joinsApostrophes` false), since asking them with it sent `a''` back and forth
  /// between its two apostrophes until the stack overflowed.
  func wordClass(_ index: Int, joinsApostrophes: Bool = true, usesFastPaths: Bool = true)
    -> WordClass
  {
    // Fields read in place: copying the glyph retained and released its strings.
    switch glyphs[index].kind {
    case .lineBreak: return .lineBreak
    case .space: return .space
    case .ideograph: return .ideograph
    case .text, .breakAfter: break
    }
    // A big letter's cells are sub-characters (`|`, `_`, `█`): in display type a word is
    // whatever lies between spaces.
    if glyphs[index].letter != nil { return .word }
    // An ASCII letter, digit or `_` is a word's, any other ASCII character but `'` is not: the
    // Unicode properties below say the same, at a lookup per glyph (half of `wordNumbers`).
    if usesFastPaths, let byte = glyphs[index].text.utf8.first, byte < 0x80,
      byte != UInt8(ascii: "'")
    {
      let letter = byte | 0x20
      let isWord =
        (letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      return isWord ? .word : .other
    }
    guard let scalar = glyphs[index].text.unicodeScalars.first else { return .other }
    let properties = scalar.properties
    if properties.isAlphabetic || properties.numericType != nil || scalar == "_" { return .word }
    if joinsApostrophes, scalar == "'" || scalar == "\u{2019}", index > 0,
      index + 1 < glyphs.count,
      wordClass(index - 1, joinsApostrophes: false, usesFastPaths: usesFastPaths) == .word,
      wordClass(index + 1, joinsApostrophes: false, usesFastPaths: usesFastPaths) == .word
    {
      return .word
    }
    return .other
  }

  /// The rectangles that paint a selection of `range` (head, middle, tail); nil for an empty
  /// range.
  public func selectionGeometry(for range: Range<Int>) -> SelectionGeometry? {
    guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= glyphs.count else {
      return nil
    }
    let first = glyphs[range.lowerBound]
    let last = glyphs[range.upperBound - 1]
    let content = contentColumns
    let end = last.position.column + max(last.width, last.isLineBreak ? 0 : 1)
    if first.position.row == last.position.row {
      return SelectionGeometry(
        head: GridRect(
          column: first.position.column, row: first.position.row,
          columns: max(0, end - first.position.column), rows: 1))
    }
    let head = GridRect(
      column: first.position.column, row: first.position.row,
      columns: max(0, content.upperBound - first.position.column), rows: 1)
    let middleRows = last.position.row - first.position.row - 1
    let middle =
      middleRows > 0
      ? GridRect(
        column: content.lowerBound, row: first.position.row + 1, columns: content.count,
        rows: middleRows)
      : nil
    let tail = GridRect(
      column: content.lowerBound, row: last.position.row,
      columns: max(0, end - content.lowerBound), rows: 1)
    return SelectionGeometry(head: head, middle: middle, tail: tail)
  }

  /// The decoded text of `range`'s glyphs (copy as plain text).
  public func plainText(of range: Range<Int>) -> String {
    var text = ""
    for glyph in glyphs[range.clamped(to: glyphs.indices)] { text += glyph.text }
    return text
  }

  /// The text of `range`'s glyphs with their attributes (copy as rich text).
  public func attributedText(of range: Range<Int>) -> AttributedText {
    var builder = AttributedTextBuilder()
    var lastLetter: Int? = nil
    for glyph in glyphs[range.clamped(to: glyphs.indices)] {
      builder.attributes = attributes[glyph.attributesIndex]
      // In display type a big letter's cells give its character once.
      if let letter = glyph.letter {
        if letter != lastLetter { builder.append(letters[letter].text) }
        lastLetter = letter
        continue
      }
      builder.append(glyph.text)
    }
    return builder.build()
  }
}

extension TextLayout {
  /// Each glyph's word number, counting from 0 in text order: glyphs in one `wordRange` share a
  /// number; spaces, punctuation and line breaks take numbers of their own (for by-word
  /// staggers).
  ///
  /// - Complexity: O(glyphs).
  public func wordNumbers() -> [Int] {
    var numbers: [Int] = []
    numbers.reserveCapacity(glyphs.count)
    var number = -1
    var previous: WordClass? = nil
    for index in glyphs.indices {
      let kind = wordClass(index)
      if kind != previous || kind == .other || kind == .lineBreak { number += 1 }
      numbers.append(number)
      previous = kind
    }
    return numbers
  }
}
