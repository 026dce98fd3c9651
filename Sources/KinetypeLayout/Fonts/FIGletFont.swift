import KinetypeCore

/// A FIGlet font: big letters drawn with ordinary characters, read from a `.flf` file.
///
/// The format is FIGlet's own (figfont.txt, FIGlet 2.2): a header line, comment lines, then
/// every printable ASCII character, seven Deutsch characters and any number of code-tagged
/// characters, each `height` lines tall. `FIGletFont(parsing:origin:)` reads one; the display
/// typesetter (`DisplayTypesetter`) lays text out in it.
public struct FIGletFont: Hashable, Sendable {
  /// The character drawn as a space that never smushes (the header's `$` in `flf2a$`).
  public var hardblank: Character
  /// Rows every big letter has.
  public var height: Int
  /// Rows from the top to the baseline, inclusive.
  public var baseline: Int
  /// How big letters come together side by side.
  public var layout: FIGletLayout
  /// 0 left to right, 1 right to left (read; laid out left to right regardless).
  public var printDirection: Int
  /// The font's comment lines (its author and licence, usually).
  public var comment: String
  /// Big letters by Unicode code point; code 0 is the one shown for a missing character.
  public var characters: [Int: FIGletCharacter]

  /// A font made of values (tests, fonts built in code).
  public init(
    hardblank: Character, height: Int, baseline: Int, layout: FIGletLayout,
    printDirection: Int = 0, comment: String = "", characters: [Int: FIGletCharacter]
  ) {
    self.hardblank = hardblank
    self.height = height
    self.baseline = baseline
    self.layout = layout
    self.printDirection = printDirection
    self.comment = comment
    self.characters = characters
  }

  /// The big letter for `character`: by its code point when it is one scalar, else the font's
  /// missing-character letter (code 0), else nil (FIGlet draws nothing).
  public func letter(for character: Character) -> FIGletCharacter? {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let found = characters[Int(scalars.first!.value)] { return found }
    return characters[0]
  }
}

/// One big letter: `height` rows of sub-characters, all as wide as the widest (FIGlet's rows are
/// padded on the right when a font leaves them ragged).
public struct FIGletCharacter: Hashable, Sendable {
  /// The rows, top to bottom; each holds `width` characters, the hardblank among them.
  public var rows: [[Character]]

  /// Pads `rows` to the widest.
  public init(rows: [[Character]]) {
    let width = rows.map(\.count).max() ?? 0
    self.rows = rows.map { $0 + Array(repeating: " ", count: width - $0.count) }
  }

  /// Columns the letter takes at full width.
  public var width: Int { rows.first?.count ?? 0 }
}

/// How a font sets big letters side by side (figfont.txt, "Layout modes").
public struct FIGletLayout: Hashable, Sendable {
  /// The three horizontal layouts.
  public enum Mode: String, Hashable, Sendable, CaseIterable {
    /// Each letter at its full width.
    case fullWidth = "full"
    /// Letters moved together until they touch (FIGlet's "kerning").
    case fitting = "fit"
    /// Letters moved one column further, the touching sub-characters merged by `rules`.
    case smushing = "smush"
  }

  /// The controlled smushing rules; none at all means universal smushing (the later letter's
  /// sub-character wins).
  public struct Rules: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Rule 1: two equal sub-characters merge into one.
    public static let equal = Rules(rawValue: 1)
    /// Rule 2: `_` gives way to `|/\[]{}()<>`.
    public static let underscore = Rules(rawValue: 2)
    /// Rule 3: of two classes in `| /\ [] {} () <>`, the later class wins.
    public static let hierarchy = Rules(rawValue: 4)
    /// Rule 4: opposite brackets `[]`, `{}`, `()` become `|`.
    public static let oppositePair = Rules(rawValue: 8)
    /// Rule 5: `/\` becomes `|`, `\/` becomes `Y`, `><` becomes `X`.
    public static let bigX = Rules(rawValue: 16)
    /// Rule 6: two hardblanks merge into one.
    public static let hardblank = Rules(rawValue: 32)
  }

  public var mode: Mode
  public var rules: Rules

  public init(mode: Mode, rules: Rules = []) {
    self.mode = mode
    self.rules = rules
  }

  /// The layout a header gives: its full layout when present, else its old layout
  /// (-1 full width, 0 fitting, 1…63 smushing by rules 1 to 5: FIGlet 2.2 drops rule 6 from an
  /// old layout, `smush & 31`).
  public init(oldLayout: Int, fullLayout: Int?) {
    if let fullLayout {
      let rules = Rules(rawValue: fullLayout & 63)
      if fullLayout & 128 != 0 {
        self.init(mode: .smushing, rules: rules)
      } else if fullLayout & 64 != 0 {
        self.init(mode: .fitting, rules: rules)
      } else {
        self.init(mode: .fullWidth, rules: rules)
      }
    } else if oldLayout < 0 {
      self.init(mode: .fullWidth)
    } else if oldLayout == 0 {
      self.init(mode: .fitting)
    } else {
      self.init(mode: .smushing, rules: Rules(rawValue: oldLayout & 31))
    }
  }
}
