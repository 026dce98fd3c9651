/// Turns the bytes a terminal sends into `InputEvent`s: UTF-8 text as grapheme clusters,
/// control bytes, the escape sequences of keys (CSI, SS3, xterm's modified keys, kitty's
/// `CSI u`) and mouse reports (xterm's SGR 1006 `ESC [ < b ; x ; y M`/`m`, and the legacy
/// `ESC [ M b x y`).
///
/// A value, and pure: time is passed in, never read. Bytes may arrive in any pieces: an
/// unfinished sequence waits in the decoder for the rest. The decoder is total: any bytes
/// decode to events or are dropped, and each step consumes at least one byte, so it never
/// loops; a sequence longer than `maximumSequenceLength` is dropped, so what waits is bounded.
///
/// ESC is both a key and the start of every sequence, so a lone ESC is the Esc key only once
/// `escapeTimeout` seconds pass with nothing after it (ncurses' ESCDELAY, vim's
/// `ttimeoutlen`). The loop asks `deadline` how long to wait, then calls `flush(at:)`; a
/// `decode` later than the deadline flushes first, so the rule holds however the loop waits.
public struct InputDecoder: Hashable, Sendable {
  /// Seconds an unfinished sequence waits for its next byte.
  public var escapeTimeout: Double
  /// Bytes of a sequence not yet complete.
  private(set) var pending: [UInt8] = []
  /// When the last pending byte arrived.
  private var pendingTime = 0.0

  /// The longest escape sequence kept waiting for its end.
  public static let maximumSequenceLength = 64

  /// - Parameter escapeTimeout: seconds a lone ESC or an unfinished sequence waits for more
  ///   (25 ms is what the player gives ncurses; 50 ms tolerates a slow link).
  public init(escapeTimeout: Double = 0.05) {
    self.escapeTimeout = escapeTimeout
  }

  /// When `flush(at:)` will turn the waiting bytes into events (or drop them); nil when
  /// nothing waits.
  public var deadline: Double? { pending.isEmpty ? nil : pendingTime + escapeTimeout }

  /// Decodes `bytes` read at `time`, after whatever was waiting.
  ///
  /// - Returns: the decoder with any unfinished sequence waiting, and the events completed.
  ///   Every mouse event carries `time`.
  public func decode(_ bytes: some Sequence<UInt8>, at time: Double) -> (InputDecoder, [InputEvent])
  {
    var (next, events) = flush(at: time)
    let before = next.pending.count
    next.pending += bytes
    guard next.pending.count > before else { return (next, events) }
    next.pendingTime = time
    var pieces: [Piece] = []
    var index = 0
    while index < next.pending.count {
      guard case .consumed(let found, let count) = Self.parse(next.pending, at: index, time: time)
      else { break }
      pieces += found
      index += count
    }
    next.pending.removeFirst(index)
    events += Self.grouped(pieces)
    return (next, events)
  }

  /// Applies the timeout: waiting bytes older than `escapeTimeout` at `time` become what they
  /// mean on their own (a lone ESC is Esc; `ESC [` and `ESC O` are Alt-[ and Alt-O) or are
  /// dropped (a sequence cut short).
  public func flush(at time: Double) -> (InputDecoder, [InputEvent]) {
    guard let deadline, time >= deadline else { return (self, []) }
    var next = self
    next.pending = []
    guard pending[0] == 0x1B else { return (next, []) }
    if pending.count == 2, pending[1] == 0x5B || pending[1] == 0x4F {
      return (next, [.key(Key(.character(Character(Unicode.Scalar(pending[1]))), modifiers: .alt))])
    }
    return (next, pending.count == 1 || pending[1] >= 0x80 ? [.key(Key(.escape))] : [])
  }

  /// What one step of parsing found.
  enum Step {
    /// `count` (at least 1) bytes were read; they meant `pieces` (none: dropped).
    case consumed([Piece], count: Int)
    /// The bytes end inside a sequence.
    case incomplete
  }

  /// A decoded item: an event, or a scalar of text still to be grouped into clusters.
  enum Piece {
    case event(InputEvent)
    case text(Unicode.Scalar)
  }

  /// The item starting at `index`.
  static func parse(_ bytes: [UInt8], at index: Int, time: Double) -> Step {
    let byte = bytes[index]
    switch byte {
    case 0x1B: return parseEscape(bytes, at: index, time: time)
    case 0x00: return .consumed([.event(.key(.ctrl(" ")))], count: 1)
    case 0x09: return .consumed([.event(.key(Key(.tab)))], count: 1)
    case 0x0A, 0x0D: return .consumed([.event(.key(Key(.enter)))], count: 1)
    case 0x08, 0x7F: return .consumed([.event(.key(Key(.backspace)))], count: 1)
    case 0x01...0x1A:
      return .consumed([.event(.key(.ctrl(Character(Unicode.Scalar(byte + 0x60)))))], count: 1)
    case 0x1C...0x1F:
      return .consumed([.event(.key(.ctrl(Character(Unicode.Scalar(byte + 0x40)))))], count: 1)
    case 0x20...0x7E: return .consumed([.text(Unicode.Scalar(byte))], count: 1)
    default: return parseUTF8(bytes, at: index)
    }
  }

  /// A UTF-8 encoded scalar; C1 controls, malformed and overlong encodings are dropped.
  static func parseUTF8(_ bytes: [UInt8], at index: Int) -> Step {
    let lead = bytes[index]
    let (length, smallest): (Int, UInt32)
    switch lead {
    case 0xC2...0xDF: (length, smallest) = (2, 0x80)
    case 0xE0...0xEF: (length, smallest) = (3, 0x800)
    case 0xF0...0xF4: (length, smallest) = (4, 0x10000)
    default: return .consumed([], count: 1)
    }
    var value = UInt32(lead) & (0x7F >> length)
    for offset in 1..<length {
      guard index + offset < bytes.count else { return .incomplete }
      let byte = bytes[index + offset]
      // Not a continuation: drop what came before it and read it afresh.
      guard byte & 0xC0 == 0x80 else { return .consumed([], count: offset) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard value >= smallest, let scalar = Unicode.Scalar(value), !(0x80...0x9F).contains(value)
    else { return .consumed([], count: length) }
    return .consumed([.text(scalar)], count: length)
  }

  /// ESC and what follows: a CSI or SS3 sequence, Esc itself (before another ESC), or Alt
  /// and the next key.
  static func parseEscape(_ bytes: [UInt8], at index: Int, time: Double) -> Step {
    guard index + 1 < bytes.count else { return .incomplete }
    switch bytes[index + 1] {
    case 0x5B:  // [
      return parseCSI(bytes, at: index, time: time)
    case 0x4F:  // O
      guard index + 2 < bytes.count else { return .incomplete }
      let final = bytes[index + 2]
      guard (0x40...0x7E).contains(final) else {
        return .consumed([.event(.key(Key(.character("O"), modifiers: .alt)))], count: 2)
      }
      let key = Self.ss3Key(final)
      return .consumed(key.map { [.event(.key($0))] } ?? [], count: 3)
    case 0x1B:
      return .consumed([.event(.key(Key(.escape)))], count: 1)
    default:
      guard case .consumed(let pieces, let count) = parse(bytes, at: index + 1, time: time) else {
        return .incomplete
      }
      return .consumed(pieces.map(withAlt), count: count + 1)
    }
  }

  /// `piece` with Alt held.
  static func withAlt(_ piece: Piece) -> Piece {
    switch piece {
    case .text(let scalar): return .event(.key(Key(.character(Character(scalar)), modifiers: .alt)))
    case .event(.key(var key)):
      key.modifiers.insert(.alt)
      return .event(.key(key))
    case .event: return piece
    }
  }

  /// `ESC [`, parameter bytes (0x30–0x3F), intermediate bytes (0x20–0x2F), a final byte
  /// (0x40–0x7E); or the legacy mouse report `ESC [ M` and three raw bytes.
  static func parseCSI(_ bytes: [UInt8], at index: Int, time: Double) -> Step {
    let start = index + 2
    var end = start
    while end < bytes.count, (0x20...0x3F).contains(bytes[end]) {
      end += 1
      if end - index >= maximumSequenceLength { return .consumed([], count: end - index) }
    }
    guard end < bytes.count else { return .incomplete }
    let final = bytes[end]
    // A byte that cannot be in a CSI ends it: drop what came before and read it afresh.
    guard (0x40...0x7E).contains(final) else { return .consumed([], count: end - index) }
    if final == 0x4D, end == start {
      guard end + 3 < bytes.count else { return .incomplete }
      let event = legacyMouse(Array(bytes[(end + 1)...(end + 3)]), time: time)
      return .consumed(event.map { [.event(.mouse($0))] } ?? [], count: end + 4 - index)
    }
    let event = csiEvent(parameters: Array(bytes[start..<end]), final: final, time: time)
    return .consumed(event.map { [.event($0)] } ?? [], count: end + 1 - index)
  }

  /// Runs of text scalars as extended grapheme clusters, between the events.
  static func grouped(_ pieces: [Piece]) -> [InputEvent] {
    var events: [InputEvent] = []
    var text = String.UnicodeScalarView()
    func flushText() {
      for character in String(text) { events.append(.key(.character(character))) }
      text = String.UnicodeScalarView()
    }
    for piece in pieces {
      switch piece {
      case .text(let scalar): text.append(scalar)
      case .event(let event):
        flushText()
        events.append(event)
      }
    }
    flushText()
    return events
  }
}
