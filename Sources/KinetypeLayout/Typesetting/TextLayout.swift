import KinetypeCore

/// Text laid out on a grid: glyphs with positions, lines, runs, and the container's size.
///
/// An immutable value; `Typesetter.layout(_:options:)` makes one. Layout coordinates put the
/// container's top-left cell at (0, 0); insets are inside the container.
public struct TextLayout: Hashable, Sendable {
  /// Every glyph in text order.
  public let glyphs: [Glyph]
  public let lines: [LayoutLine]
  /// Distinct attributes; glyphs and runs refer to them by index.
  public let attributes: [TextAttributes]
  /// The container: the given width (or the widest line) plus insets, by the lines plus
  /// insets. No glyph's ink lies outside it.
  public let size: GridSize
  public let options: LayoutOptions
  /// In display type (`options.font` set), the big letters, one per character of the text in
  /// order; each holds a contiguous range of `glyphs`, one glyph per visible cell. Empty for
  /// ordinary text.
  public let letters: [DisplayLetter]

  init(
    glyphs: [Glyph], lines: [LayoutLine], attributes: [TextAttributes], size: GridSize,
    options: LayoutOptions, letters: [DisplayLetter] = []
  ) {
    self.letters = letters
    self.glyphs = glyphs
    self.lines = lines
    self.attributes = attributes
    self.size = size
    self.options = options
  }

  /// The attributes of a glyph.
  public func attributes(of glyph: Glyph) -> TextAttributes { attributes[glyph.attributesIndex] }

  /// The columns text may occupy: the container less its left and right insets.
  public var contentColumns: Range<Int> {
    options.insets.left..<max(options.insets.left, size.columns - options.insets.right)
  }

  /// The line holding glyph `index`.
  ///
  /// - Complexity: O(log lines).
  public func lineIndex(ofGlyph index: Int) -> Int {
    precondition(glyphs.indices.contains(index), "glyph index \(index) out of range")
    var low = 0
    var high = lines.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lines[mid].glyphs.lowerBound <= index { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// The glyph holding character `offset` of the decoded text (the glyph of a character).
  ///
  /// - Complexity: O(log glyphs).
  public func glyphIndex(ofCharacter offset: Int) -> Int? {
    var low = 0
    var high = glyphs.count
    while low < high {
      let mid = (low + high) / 2
      if glyphs[mid].characters.upperBound <= offset { low = mid + 1 } else { high = mid }
    }
    return low < glyphs.count && glyphs[low].characters.contains(offset) ? low : nil
  }
}
