import KinetypeCore

/// Splits attributed text into glyphs: grapheme clusters, joined into ligatures where a table
/// says so, each with its cell width and kern. Positions are left for the typesetter.
struct GlyphScanner {
  private let text: AttributedText
  let ligatures: LigatureTable?
  private let ambiguousWide: Bool

  private var iterator: String.Iterator
  /// Characters read ahead (for ligature matching) with their attributes indices.
  private var lookahead: [(character: Character, attributes: Int)] = []
  private var utf8Offset = 0
  private var runIndex = 0
  private var attributeIndices: [TextAttributes: Int] = [:]
  /// The run last looked up and its attributes index: the dictionary is consulted once per
  /// run, not once per character.
  private var cachedRun = -1
  private var cachedIndex = 0
  private(set) var attributes: [TextAttributes] = []

  init(_ text: AttributedText, ligatures: LigatureTable?, ambiguousWide: Bool) {
    self.text = text
    self.ligatures = (ligatures?.maximumLength ?? 0) >= 2 ? ligatures : nil
    self.ambiguousWide = ambiguousWide
    iterator = text.string.makeIterator()
  }

  /// All glyphs of the text, positions unset, and the attributes table they index.
  static func scan(_ text: AttributedText, ligatures: LigatureTable?, ambiguousWide: Bool)
    -> (glyphs: [Glyph], attributes: [TextAttributes])
  {
    var scanner = GlyphScanner(text, ligatures: ligatures, ambiguousWide: ambiguousWide)
    var glyphs: [Glyph] = []
    // At most one glyph per UTF-8 byte; pages reserved but never touched cost nothing.
    glyphs.reserveCapacity(text.string.utf8.count)
    if scanner.ligatures == nil {
      scanner.scanClusters(into: &glyphs)
      if glyphs.isEmpty { scanner.attributes = [.plain] }
      return (glyphs, scanner.attributes)
    }
    var characterOffset = 0
    while let glyph = scanner.next(at: characterOffset) {
      characterOffset = glyph.characters.upperBound
      glyphs.append(glyph)
    }
    if glyphs.isEmpty { scanner.attributes = [.plain] }
    return (glyphs, scanner.attributes)
  }

  /// One glyph per grapheme cluster: the common path, without look-ahead.
  private mutating func scanClusters(into glyphs: inout [Glyph]) {
    var offset = 0
    for character in text.string {
      let attributesIndex = attributesIndex(forCharacterAt: utf8Offset)
      utf8Offset += character.utf8.count
      let width = CellWidth.of(character, ambiguousWide: ambiguousWide)
      let kind = Self.kind(of: character, width: width)
      glyphs.append(
        Glyph(
          text: String(character), characters: offset..<(offset + 1),
          width: kind == .lineBreak ? 0 : width,
          kern: kind == .lineBreak ? 0 : attributes[attributesIndex].kern, position: .zero,
          attributesIndex: attributesIndex, kind: kind))
      offset += 1
    }
  }

  /// The class of a one-cluster glyph of the given width.
  ///
  /// Decided from UTF-8 bytes: walking `unicodeScalars` per glyph was a tenth of layout time.
  static func kind(of character: Character, width: Int) -> Glyph.Kind {
    let utf8 = character.utf8
    switch utf8.count {
    case 1:
      switch utf8.first! {
      case 0x0A: return .lineBreak
      case 0x20: return .space
      case 0x2D: return .breakAfter
      default: return .text
      }
    case 3:
      var bytes = utf8.makeIterator()
      let value =
        UInt32(bytes.next()! & 0x0F) << 12 | UInt32(bytes.next()! & 0x3F) << 6
        | UInt32(bytes.next()! & 0x3F)
      switch value {
      case 0x3000: return .space
      case 0x2010, 0x200B: return .breakAfter
      case 0x3040...0x30FF, 0x31F0...0x31FF, 0xAC00...0xD7A3, 0xFF66...0xFF9F:
        return width == 2 ? .ideograph : .text
      default: break
      }
    default: break
    }
    guard width == 2, let first = character.unicodeScalars.first else { return .text }
    return first.properties.isIdeographic ? .ideograph : .text
  }

  /// The glyph starting at character `offset`, or nil at the end.
  private mutating func next(at offset: Int) -> Glyph? {
    if ligatures != nil { prefetch() }
    guard let (first, attributesIndex) = peek(0) else { return nil }
    var count = 1
    if let ligatures, first != "\n" {
      count = max(
        1,
        ligatures.match { k in
          guard let (c, a) = self.peekNoMutate(k), a == attributesIndex, c != "\n" else {
            return nil
          }
          return c
        })
    }
    var text = ""
    var width = 0
    for _ in 0..<count {
      let (character, _) = lookahead.removeFirst()
      text.append(character)
      width += CellWidth.of(character, ambiguousWide: ambiguousWide)
    }
    let kind = count == 1 ? Self.kind(of: first, width: width) : .text
    return Glyph(
      text: text, characters: offset..<(offset + count), width: kind == .lineBreak ? 0 : width,
      kern: kind == .lineBreak ? 0 : attributes[attributesIndex].kern, position: .zero,
      attributesIndex: attributesIndex, kind: kind)
  }

  /// The k-th character ahead, reading more as needed.
  private mutating func peek(_ k: Int) -> (Character, Int)? {
    while lookahead.count <= k {
      guard let character = iterator.next() else { return nil }
      lookahead.append((character, attributesIndex(forCharacterAt: utf8Offset)))
      utf8Offset += character.utf8.count
    }
    return lookahead[k]
  }

  /// The k-th character ahead if already read: ligature matching looks no further than the
  /// table's longest entry, which `prefetch` has read.
  private func peekNoMutate(_ k: Int) -> (Character, Int)? {
    k < lookahead.count ? lookahead[k] : nil
  }

  /// Reads ahead enough characters for the longest ligature.
  private mutating func prefetch() {
    _ = peek(max(0, (ligatures?.maximumLength ?? 1) - 1))
  }

  private mutating func attributesIndex(forCharacterAt offset: Int) -> Int {
    let runs = text.runs
    while runIndex < runs.count - 1, runs[runIndex].utf8Range.upperBound <= offset { runIndex += 1 }
    if runIndex == cachedRun { return cachedIndex }
    let value = runs.isEmpty ? TextAttributes.plain : runs[runIndex].attributes
    cachedRun = runIndex
    if let index = attributeIndices[value] {
      cachedIndex = index
    } else {
      attributes.append(value)
      attributeIndices[value] = attributes.count - 1
      cachedIndex = attributes.count - 1
    }
    return cachedIndex
  }
}
