import KinetypeCore

/// One word of a markup tag: what it changes in the attributes.
enum MarkupModifier: Hashable, Sendable {
  case attribute(CellAttributes)
  case foreground(Colour)
  case background(Colour)
  case link(String)
  case kern(Int)
  case fill(Colour)
  case stroke(Colour)
  case strikethroughColour(Colour)

  /// The most extra cells `kern=` may put after each glyph: a wide terminal's width. Kerning
  /// comes from the input, so it is bounded before it can make lines (and frames) of any size.
  static let maximumKern = 256

  /// Why a tag did not parse: the message, where in the tag (a scalar offset), what to do.
  struct Problem: Error {
    var message: String
    var offset: Int
    var hint: String
  }

  func apply(to attributes: inout TextAttributes) {
    switch self {
    case .attribute(let a): attributes.style.attributes.formUnion(a)
    case .foreground(let c): attributes.style.foreground = c
    case .background(let c): attributes.style.background = c
    case .link(let url): attributes.link = url
    case .kern(let n): attributes.kern = n
    case .fill(let c): attributes.fill = c
    case .stroke(let c): attributes.stroke = c
    case .strikethroughColour(let c):
      attributes.strikethroughColour = c
      attributes.style.attributes.insert(.strikethrough)
    }
  }

  static let attributeWords: [String: CellAttributes] = [
    "bold": .bold, "b": .bold, "dim": .dim, "d": .dim, "italic": .italic, "i": .italic,
    "underline": .underline, "u": .underline, "blink": .blink, "reverse": .reverse,
    "r": .reverse, "conceal": .conceal, "strike": .strikethrough, "s": .strikethrough,
    "strikethrough": .strikethrough, "overline": .overline, "o": .overline,
  ]

  static let colourNames = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
  ]

  static let usage =
    "use bold, dim, italic, underline, blink, reverse, strike, overline, a colour (#rrggbb, red, "
    + "bright_red, colour(n)), on COLOUR, link=URL, kern=N, fill=COLOUR, stroke=COLOUR, "
    + "strike=COLOUR"

  /// Parses a colour: `#rgb`, `#rrggbb`, a name, `bright_name`, `colour(n)`/`color(n)`,
  /// `default`.
  static func colour(_ word: Substring) -> Colour? {
    if word == "default" { return .default }
    if word.hasPrefix("#") { return RGB(hex: word).map(Colour.rgb) }
    if let n = colourNames.firstIndex(of: String(word)) { return .ansi(UInt8(n)) }
    if word.hasPrefix("bright_"), let n = colourNames.firstIndex(of: String(word.dropFirst(7))) {
      return .ansi(UInt8(n + 8))
    }
    if word == "grey" || word == "gray" { return .ansi(8) }
    for prefix in ["colour(", "color("] where word.hasPrefix(prefix) && word.hasSuffix(")") {
      let digits = word.dropFirst(prefix.count).dropLast()
      if let n = Int(digits), (0...255).contains(n) { return .indexed(UInt8(n)) }
    }
    return nil
  }

  /// Parses a whole opening tag into modifiers, or the first problem in it.
  static func parse(_ tag: String) -> Result<[MarkupModifier], Problem> {
    var modifiers: [MarkupModifier] = []
    var words: [(word: Substring, offset: Int)] = []
    var offset = 0
    for word in tag.split(separator: " ", omittingEmptySubsequences: false) {
      if !word.isEmpty { words.append((word, offset)) }
      offset += word.unicodeScalars.count + 1
    }
    guard !words.isEmpty else {
      return .failure(
        Problem(message: "empty tag '[]'", offset: 0, hint: "write '[[' for a literal '['"))
    }
    var k = 0
    while k < words.count {
      let (word, at) = words[k]
      k += 1
      func fail(_ message: String) -> Result<[MarkupModifier], Problem> {
        .failure(Problem(message: message, offset: at, hint: usage))
      }
      if let attribute = attributeWords[String(word)] {
        modifiers.append(.attribute(attribute))
      } else if word == "on" {
        guard k < words.count, let c = colour(words[k].word) else {
          return fail("'on' must be followed by a colour")
        }
        modifiers.append(.background(c))
        k += 1
      } else if let c = colour(word) {
        modifiers.append(.foreground(c))
      } else if let equals = word.firstIndex(of: "=") {
        let key = word[..<equals]
        let value = word[word.index(after: equals)...]
        switch key {
        case "link" where !value.isEmpty:
          guard !value.unicodeScalars.contains(where: OutsideText.isControl) else {
            return fail("a link's URL cannot hold control characters")
          }
          modifiers.append(.link(String(value)))
        case "kern":
          guard let n = Int(value), (0...MarkupModifier.maximumKern).contains(n) else {
            return fail(
              "kern must be a whole number from 0 to \(MarkupModifier.maximumKern), got '\(value)'")
          }
          modifiers.append(.kern(n))
        case "fill", "stroke", "strike":
          guard let c = colour(value) else { return fail("'\(value)' is not a colour") }
          modifiers.append(
            key == "fill" ? .fill(c) : key == "stroke" ? .stroke(c) : .strikethroughColour(c))
        default:
          return fail("unknown setting '\(key)='")
        }
      } else {
        return fail("unknown style '\(word)'")
      }
    }
    return .success(modifiers)
  }
}
