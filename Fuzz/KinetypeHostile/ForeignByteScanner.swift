/// Finds bytes in program output that did not come from our own encoder: escape sequences
/// other than the ones Kinetype composes, raw controls, C1 controls, bidi controls and invalid
/// UTF-8.
///
/// What is ours, and so allowed: SGR (`ESC [ params m`); cursor moves, erase and edit
/// (`ESC [ params H`, `C`, `J`, `K`, …, and `ESC 7`, `ESC 8`, `ESC M`); the modes we set
/// (`ESC [ ? n h|l` for the alternate screen, cursor, keypad, autowrap and mouse modes,
/// `ESC =`, `ESC >`, terminfo's `ESC ( B` and the title stack `ESC [ 22;0;0 t`); and OSC 8
/// hyperlinks whose URL holds no byte below 0x20, no DEL and no U+0080–U+009F. Everything
/// else an input could smuggle in is a finding: `ESC c` (reset), `ESC # 8` (screen of E's),
/// `ESC ( 0` (line drawing), OSC 0/2 (title), OSC 52 (clipboard), DCS, APC, PM, SOS, device
/// queries (`ESC [ 6 n`), a raw BEL, a C1 CSI (U+009B or a bare 0x9B byte), U+202E.
///
/// The scanner reads bytes, not a decoded string, so a terminal and the scanner see the same
/// thing: an escape split by invalid UTF-8 is still an escape.
public enum ForeignByteScanner {
  /// What output may hold besides our own escapes and `\n`.
  public struct Allowance: Hashable, Sendable {
    /// A horizontal tab (`\t`).
    public var tab = false
    /// A carriage return and a backspace: what curses writes to move the cursor.
    public var cursorControls = false
    /// OSC 52, a clipboard write: the demo's own copy, never from input.
    public var clipboard = false
    /// Bidi controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C).
    public var bidiControls = false
    /// What curses writes from terminfo besides cursor moves: `ESC ) 0` (the line-drawing set
    /// as G1, `enacs`), SI and SO (`rmacs`/`smacs`, and in `sgr0`), insert mode on and off
    /// (`ESC [ 4 h|l`), and screen's very visible cursor (`ESC [ 34 h|l`, in its `cnorm`).
    /// Never in text output, where `ESC ( 0` or SO from input would switch
    /// the terminal to line drawing.
    public var cursesCharacterSets = false

    public init(
      tab: Bool = false, cursorControls: Bool = false, clipboard: Bool = false,
      bidiControls: Bool = false, cursesCharacterSets: Bool = false
    ) {
      self.tab = tab
      self.cursorControls = cursorControls
      self.clipboard = clipboard
      self.bidiControls = bidiControls
      self.cursesCharacterSets = cursesCharacterSets
    }

    /// Text and ANSI written to a file or pipe: `\n` and our escapes only.
    public static let text = Allowance()
    /// What a full-screen program writes to its terminal through curses.
    public static let terminal = Allowance(cursorControls: true, cursesCharacterSets: true)
  }

  /// Private modes (`ESC [ ? n h` / `l`) that Kinetype or curses set: DECCKM (keypad), autowrap,
  /// cursor blink and visibility, the alternate screens, mouse reporting and its SGR encoding,
  /// bracketed paste, synchronized output.
  public static let ownModes: Set<Int> = [
    1, 7, 12, 25, 47, 1000, 1002, 1003, 1006, 1047, 1048, 1049, 2004, 2026,
  ]

  /// Final bytes of the CSI sequences that move the cursor, erase, insert or delete, scroll or
  /// set a scroll region: what a screen painter writes.
  static let cursorFinals: Set<UInt8> = Set("ABCDEFGHJKLMPSTXdfr@`".utf8)

  /// Every foreign byte or sequence in `bytes`, in order.
  public static func findings(in bytes: [UInt8], allowing allowance: Allowance = .text)
    -> [ForeignByte]
  {
    var scan = Scan(bytes: bytes, allowance: allowance)
    scan.run()
    return scan.findings
  }

  /// `bytes` with every control shown: `\e`, `\a`, `\n`, `\x9b`, `\u{202E}`, for messages.
  public static func visible(_ bytes: some Collection<UInt8>) -> String {
    var result = ""
    var utf8 = UTF8()
    // Invalid bytes show as \x??: a message must itself be safe to print.
    var iterator = bytes.makeIterator()
    loop: while true {
      switch utf8.decode(&iterator) {
      case .scalarValue(let scalar): result += visible(scalar)
      case .emptyInput: break loop
      case .error: result += "\\x??"
      }
    }
    return result
  }

  /// One scalar shown safely.
  static func visible(_ scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x1B: "\\e"
    case 0x07: "\\a"
    case 0x0A: "\\n"
    case 0x0D: "\\r"
    case 0x09: "\\t"
    case 0x00..<0x20, 0x7F, 0x80..<0xA0: "\\x" + hex(scalar.value, width: 2)
    default:
      isBidiControl(scalar.value) ? "\\u{" + hex(scalar.value, width: 4) + "}" : String(scalar)
    }
  }

  static func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// Whether a scalar changes the direction of text around it.
  public static func isBidiControl(_ value: UInt32) -> Bool {
    (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E
      || value == 0x200F || value == 0x061C
  }
}

/// One foreign byte or sequence found by `ForeignByteScanner`.
public struct ForeignByte: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: String, Hashable, Sendable {
    /// An escape sequence we never write (reset, title, clipboard, DCS, APC, queries, …).
    case escape
    /// An OSC 8 whose URL holds a control byte.
    case linkControl
    /// A C0 control other than `\n` (and what the allowance permits), or DEL.
    case c0Control
    /// U+0080–U+009F, or a bare byte 0x80–0x9F where a terminal could read it as C1.
    case c1Control
    /// A bidi control.
    case bidiControl
    /// Bytes that are not UTF-8.
    case invalidUTF8
  }

  /// Where the finding starts, in bytes from the start of the output.
  public var offset: Int
  public var kind: Kind
  /// The sequence, shown safely (`\e]52;c;…`).
  public var excerpt: String

  public init(offset: Int, kind: Kind, excerpt: String) {
    self.offset = offset
    self.kind = kind
    self.excerpt = excerpt
  }

  public var description: String { "\(kind.rawValue) at byte \(offset): \(excerpt)" }
}
