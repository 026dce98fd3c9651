import CNcursesw
import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal through ncursesw, opened on /dev/tty so standard input may be a pipe.
///
/// Frames are drawn as diffs. A cluster ncurses can carry (at most five scalars, the first
/// spacing, the rest zero-width, and glibc's `wcwidth` agreeing with our width) goes through
/// `setcchar`/`wadd_wch`. Any other (long ZWJ sequences, flags, keycaps, code points newer
/// than glibc's tables) and any cell needing SGR ncurses has no attribute for (strikethrough,
/// overline), and any cell that links somewhere (OSC 8, which ncurses cannot write), is drawn as a same-width placeholder through ncurses, then after `doupdate`
/// written by us at its cell between DECSC and DECRC (`ESC 7`, `ESC 8`), which restore the
/// cursor and attributes, so ncurses' picture of the screen and cursor stays true.
final class CursesScreen {
  private let file: UnsafeMutablePointer<FILE>
  private let screen: OpaquePointer
  private let window: UnsafeMutablePointer<WINDOW>
  let depth: ColourDepth
  private let isDirect: Bool
  private var pairs: ColourPairs
  /// RGB colours' numbers, worked out once each while they keep coming (`ColourNumbers`).
  private var numbers = ColourNumbers()
  /// Each attribute ncurses draws, with its bit: read once, not made for every cell.
  private let attributeBits: [(CellAttributes, attr_t)]
  /// Pictures' and gradients' RGB colours, dithered by position below truecolour.
  private var dither: OrderedDither
  /// The bytes that undo the screen's setup, for the crash handler.
  let restoreBytes: [UInt8]
  /// Whether the terminal has an alternate screen (terminfo's `smcup`); vt100 and the Linux
  /// console do not.
  let hasAlternateScreen: Bool
  /// Whether each frame is wrapped in synchronized output (mode 2026), so it never tears.
  let synchronizedOutput: Bool
  /// Bytes that set the screen up again after a suspension (`Signals`).
  let resumeBytes: [UInt8]
  /// The terminal's modes before ncurses started: what a suspension or a crash restores.
  private(set) var modesBefore = termios()
  let descriptor: Int32
  private let mouse: MouseTracking?

  /// How the screen reads input.
  enum InputMode: Equatable {
    /// Keys as ncurses decodes them, read with `key(within:)`: the player's keys.
    case keys
    /// Bytes as the terminal sends them, read with `bytes(within:)` for `TerminalInput`, in raw
    /// mode (Ctrl-C, Ctrl-Z, Ctrl-S are bytes, not signals or flow control), and mouse reports
    /// when `mouse` is set.
    case bytes(mouse: MouseTracking?)
  }

  /// Starts ncurses on /dev/tty with terminfo entry `termName`; nil when that fails.
  init?(
    termName: String, requested: ColourDepth, input: InputMode = .keys,
    synchronizedOutput: Bool = false
  ) {
    self.synchronizedOutput = synchronizedOutput
    Self.useUTF8Locale()
    guard let file = fopen("/dev/tty", "r+") else { return nil }
    tcgetattr(fileno(file), &modesBefore)
    guard let screen = newterm(termName, file, file) else {
      fclose(file)
      return nil
    }
    self.file = file
    self.screen = screen
    set_term(screen)
    Self.useSemicolonDirectColour()
    window = kt_stdscr()
    descriptor = fileno(file)
    noecho()
    nonl()
    intrflush(window, false)
    curs_set(0)
    if case .bytes(let mouse) = input {
      // No keypad: ncurses would read sequences by its terminfo entry and hold a lone ESC.
      raw()
      keypad(window, false)
      meta(window, true)
      self.mouse = mouse
    } else {
      cbreak()
      keypad(window, true)
      set_escdelay(25)
      mouse = nil
    }
    var available = ColourDepth.none
    if has_colors() {
      start_color()
      use_default_colors()
      let colours = kt_COLORS()
      available =
        colours >= 0x1000000
        ? .truecolor : colours >= 256 ? .palette256 : colours >= 8 ? .ansi16 : .none
    }
    let order: [ColourDepth] = [.none, .ansi16, .palette256, .truecolor]
    depth = order[min(order.firstIndex(of: available)!, order.firstIndex(of: requested)!)]
    isDirect = depth == .truecolor
    dither = OrderedDither(depth: depth)
    pairs = ColourPairs(capacity: Int(kt_COLOR_PAIRS()))
    attributeBits = [
      (.bold, kt_A_BOLD()), (.dim, kt_A_DIM()), (.italic, kt_A_ITALIC()),
      (.underline, kt_A_UNDERLINE()),
      (.blink, kt_A_BLINK()), (.reverse, kt_A_REVERSE()), (.conceal, kt_A_INVIS()),
    ]
    let enter = tigetstr("smcup")
    hasAlternateScreen = enter != nil && Int(bitPattern: enter) != -1 && enter!.pointee != 0
    func capabilities(_ names: [String]) -> [UInt8] {
      names.flatMap { name -> [UInt8] in
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return [] }
        return Array(String(cString: value).utf8)
      }
    }
    let keypadOn = mouse == nil
    restoreBytes =
      Array((mouse == nil ? "" : MouseTracking.disableSequence).utf8)
      + capabilities(["rmcup", "cnorm", "sgr0"] + (keypadOn ? ["rmkx"] : []))
    resumeBytes =
      capabilities(["smcup", "civis"] + (keypadOn ? ["smkx"] : []))
      + Array((mouse?.enableSequence ?? "").utf8)
    if let mouse {
      fputs(mouse.enableSequence, file)
      fflush(file)
    }
  }

  /// ncursesw draws multibyte text only in a UTF-8 locale: take the user's, and if it is not
  /// UTF-8 (CI and cron often run in "C"), C.UTF-8 for the character type.
  static func useUTF8Locale() {
    setlocale(LC_ALL, "")
    if kt_wcwidth(0x6F22) != 2 { setlocale(LC_CTYPE, "C.UTF-8") }
  }

  /// The window's size now.
  var size: GridSize {
    var rows: Int32 = 0
    var columns: Int32 = 0
    kt_getmaxyx(window, &rows, &columns)
    return GridSize(columns: Int(columns), rows: Int(rows))
  }

  /// The next key within `milliseconds` (−1 waits forever), as ncurses reports it: a character
  /// or a `KEY_*` code; nil when none came.
  func key(within milliseconds: Int32) -> Int32? {
    wtimeout(window, milliseconds)
    var character: wint_t = 0
    let result = wget_wch(window, &character)
    guard result != ERR else { return nil }
    return Int32(bitPattern: character)
  }

  /// What one read of raw input found.
  struct RawInput: Equatable {
    var bytes: [UInt8] = []
    /// ncurses saw SIGWINCH and resized its screen.
    var resized = false
  }

  /// The bytes that arrive within `milliseconds` (−1 waits forever), and every byte already
  /// waiting after the first; nil when none came. For `.bytes` input.
  func bytes(within milliseconds: Int32) -> RawInput? {
    wtimeout(window, milliseconds)
    var code = wgetch(window)
    guard code != ERR else { return nil }
    var input = RawInput()
    wtimeout(window, 0)
    repeat {
      if code == kt_KEY_RESIZE() {
        input.resized = true
      } else if (0..<256).contains(code) {
        input.bytes.append(UInt8(code))
      }
      code = input.bytes.count < 4096 ? wgetch(window) : ERR
    } while code != ERR
    return input
  }

  /// Makes the terminal show `frame`, given that it shows `previous` (nil: unknown).
  func draw(_ frame: Frame, over previous: Frame?) {
    if synchronizedOutput {
      fputs(TerminalTraits.beginSynchronizedUpdate, file)
      fflush(file)
    }
    defer {
      if synchronizedOutput {
        fputs(TerminalTraits.endSynchronizedUpdate, file)
        fflush(file)
      }
    }
    let diff = FrameDiff(from: previous, to: frame)
    if diff.isFullRedraw {
      werase(window)
      clearok(window, true)
    }
    // A frame defines at most one new pair per cell, so while more pairs are free than the
    // frame has cells nothing can be evicted, and walking every cell to pin the pairs on
    // screen (10,000 colour lookups a frame at 200×50) is skipped.
    pairs.pinned = pairs.room > frame.cells.count ? [] : pinnedPairs(frame)
    var raw: [(GridPoint, Cell)] = []
    var left: CellStyle? = nil
    var leftEnd = GridPoint(column: -1, row: -1)
    for span in diff.spans {
      var column = span.origin.column
      let gap = span.origin.column - leftEnd.column
      if span.origin.row == leftEnd.row, (1...4).contains(gap), let style = left {
        // ncurses crosses a short unchanged gap by writing it rather than moving the cursor:
        // blanks there take the neighbour's rendition too, or it would reset the colour for
        // each one (most of play's bytes, measured in a tmux pane).
        for gapColumn in leftEnd.column..<span.origin.column {
          var blank = frame[gapColumn, span.origin.row]
          guard Self.blankLooksTheSame(blank, in: style) else { break }
          blank.style = style
          _ = put(blank, at: GridPoint(column: gapColumn, row: span.origin.row))
        }
      } else if span.origin.row != leftEnd.row {
        left = nil
      }
      for cell in diff.cells(of: span) {
        defer { column += 1 }
        guard !cell.isContinuation else { continue }
        let point = GridPoint(column: column, row: span.origin.row)
        // A blank shows no foreground and no bold, dim, italic or blink: drawn in its left
        // neighbour's rendition it looks the same, and ncurses writes no SGR change (and no
        // reset) on either side of it. That reset around every space was most of the bytes.
        var drawn = cell
        if let left, Self.blankLooksTheSame(cell, in: left) { drawn.style = left }
        if !put(drawn, at: point) { raw.append((point, cell)) }
        left = drawn.style
        leftEnd = GridPoint(column: column + Int(cell.width), row: span.origin.row)
      }
    }
    wnoutrefresh(window)
    doupdate()
    guard !raw.isEmpty else { return }
    var out = ""
    for (point, cell) in raw {
      out +=
        "\u{1B}7\u{1B}[\(point.row + 1);\(point.column + 1)H"
        + SGR.sequence(for: cell.style, depth: depth)
      out += SGRExtras.sequence(for: cell.style)
      if let link = cell.link {
        out += OSC.hyperlink(link) + cell.text + OSC.hyperlink("") + "\u{1B}8"
      } else {
        out += cell.text + "\u{1B}8"
      }
    }
    fputs(out, file)
    fflush(file)
  }

  /// Draws one cell through ncurses; false when it drew a placeholder that we must overwrite.
  private func put(_ cell: Cell, at point: GridPoint) -> Bool {
    // Made once: the cell keeps its cluster as bytes, and its text is a new string each time.
    let text = cell.text
    let (attributes, pair) = rendition(cell, text, at: point)
    let carried = Self.ncursesCanCarry(text, width: cell.width)
    let needsRaw =
      !carried || !cell.style.attributes.isDisjoint(with: [.strikethrough, .overline])
      || cell.link != nil
    var character = cchar_t()
    var extendedPair = pair
    // At most five scalars and the zero after them (`ncursesCanCarry`), on the stack: two
    // arrays made for every cell were 4 % of the player's drawing.
    var wide: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &wide) { raw in
      let buffer = raw.bindMemory(to: wchar_t.self)
      if needsRaw {
        buffer[0] = cell.width == 2 ? 0x3000 : 0x20  // an ideographic space is two cells wide
      } else {
        for (i, scalar) in text.unicodeScalars.enumerated() {
          buffer[i] = wchar_t(bitPattern: scalar.value)
        }
      }
      _ = setcchar(&character, buffer.baseAddress!, attributes, 0, &extendedPair)
    }
    mvwadd_wch(window, Int32(point.row), Int32(point.column), &character)
    return !needsRaw
  }

  /// ncurses attributes and extended colour pair for `cell`'s style at `point`.
  private func rendition(_ cell: Cell, _ text: String, at point: GridPoint) -> (attr_t, Int32) {
    let style = cell.style
    var attributes: attr_t = 0
    if !style.attributes.isEmpty {
      for (attribute, value) in attributeBits where style.attributes.contains(attribute) {
        attributes |= value
      }
    }
    guard depth != .none else { return (attributes, 0) }
    return (attributes, pairs.pair(for: pairKey(cell, text, at: point)) ?? 0)
  }

  /// The colour pair `cell` is drawn in at `point`: its background, and the foreground of a
  /// picture cell, dithered (`OrderedDither`). A cell is two pixels of a half-block picture,
  /// the foreground's above the background's (`▀`), so each takes its own row of the pattern.
  private func pairKey(_ cell: Cell, _ text: String, at point: GridPoint) -> ColourPairs.Key {
    let top = GridPoint(column: point.column, row: 2 * point.row)
    let bottom = GridPoint(column: point.column, row: 2 * point.row + 1)
    let foreground =
      OrderedDither.dithersForeground(of: text)
      ? dither.reduce(cell.style.foreground, at: top) : cell.style.foreground
    return ColourPairs.Key(
      foreground: number(foreground),
      background: number(dither.reduce(cell.style.background, at: bottom)))
  }

  /// The ncurses colour number of `colour` at this screen's depth; −1 for the default.
  private func number(_ colour: Colour) -> Int32 {
    // A direct colour is its own number; a palette's nearest entry is worth keeping.
    guard !isDirect, case .rgb(let rgb) = colour else { return workedOutNumber(colour) }
    if let kept = numbers.number(of: rgb) { return kept }
    let number = workedOutNumber(colour)
    numbers.keep(number, for: rgb)
    return number
  }

  /// `number(colour)`, worked out.
  private func workedOutNumber(_ colour: Colour) -> Int32 {
    let reduced = depth.reduce(colour)
    switch reduced {
    case .default: return -1
    case .ansi(let n):
      if isDirect && n >= 8 { return directValue(RGB(xtermIndex: n)) }
      return Int32(kt_COLORS() >= 16 ? n : n & 7)
    case .indexed(let n): return Int32(n)
    case .rgb(let rgb): return isDirect ? directValue(rgb) : Int32(rgb.nearestPaletteIndex)
    }
  }

  /// A direct-colour value; values below 8 mean ANSI colours in *-direct entries, so the
  /// darkest blues are nudged up by an invisible step.
  private func directValue(_ rgb: RGB) -> Int32 {
    max(8, Int32(rgb.red) << 16 | Int32(rgb.green) << 8 | Int32(rgb.blue))
  }

  private func pinnedPairs(_ frame: Frame) -> Set<Int32> {
    guard depth != .none else { return [] }
    var keys = Set<ColourPairs.Key>()
    for row in 0..<frame.size.rows {
      for column in 0..<frame.size.columns {
        let cell = frame[column, row]
        keys.insert(pairKey(cell, cell.text, at: GridPoint(column: column, row: row)))
      }
    }
    var pinned = Set<Int32>()
    for key in keys { if let pair = pairs.existing(key) { pinned.insert(pair) } }
    return pinned
  }

  /// Writes `sequence` to the terminal as it is, after what ncurses has drawn: for requests
  /// ncurses has no call for (OSC 52).
  func write(_ sequence: String) {
    fputs(sequence, file)
    fflush(file)
  }

  /// Marks the whole screen as needing drawing (after a suspension, when the terminal showed
  /// something else), so the next `draw` repaints every cell.
  func invalidate() {
    redrawwin(window)
  }

  /// Ends ncurses and closes the terminal: the terminal is as it was.
  func end() {
    if mouse != nil {
      fputs(MouseTracking.disableSequence, file)
      fflush(file)
    }
    endwin()
    // With no alternate screen the last frame stays where the shell will go on, and the text
    // printed after play would stand twice: clear it, so the printed copy is the only one.
    if !hasAlternateScreen, let clear = tigetstr("clear"), Int(bitPattern: clear) != -1 {
      fputs(clear, file)
      fflush(file)
    }
    delscreen(screen)
    fclose(file)
  }
}

/// SGR for what a cell style has beyond ncurses' attributes.
enum SGRExtras {
  static func sequence(for style: CellStyle) -> String {
    var codes: [String] = []
    if style.attributes.contains(.strikethrough) { codes.append("9") }
    if style.attributes.contains(.overline) { codes.append("53") }
    return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
