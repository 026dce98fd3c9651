import KinetypeCore

/// An asciicast v2 recording (https://docs.asciinema.org/manual/asciicast/v2/): a JSON header
/// line, then one `[time, "o", data]` line per output event.
///
/// Deterministic by construction: times are exact multiples of 1/fps printed as the shortest
/// decimal that reads back as the same `Double` (so `time × fps` is the frame number again),
/// and the header's timestamp is the caller's (`SOURCE_DATE_EPOCH` or 0 from the CLI), never
/// the clock, so the same input and seed give the same bytes.
public struct Asciicast: Sendable {
  public let size: GridSize
  public let timestamp: Int
  public let term: String
  public private(set) var events: [(time: Double, data: String)] = []

  public init(size: GridSize, timestamp: Int, term: String = "xterm-256color") {
    self.size = size
    self.timestamp = timestamp
    self.term = term
  }

  /// Adds an output event; empty data is skipped (nothing changed on screen).
  public mutating func output(_ data: String, at time: Double) {
    guard !data.isEmpty else { return }
    precondition(events.last.map { time > $0.time } ?? true, "event times must increase")
    events.append((time, data))
  }

  /// The recording as text: the header line, then the events, each line ending in `\n`.
  public var text: String {
    var out =
      JSON.object([
        ("version", .int(2)), ("width", .int(size.columns)), ("height", .int(size.rows)),
        ("timestamp", .int(timestamp)), ("env", .object([("TERM", .string(term))])),
      ]).rendered + "\n"
    for event in events {
      out += "[" + Self.format(event.time) + ",\"o\","
      JSON.escape(event.data, into: &out)
      out += "]\n"
    }
    return out
  }

  /// Seconds as the shortest round-trip decimal: `0.0`, `1.5`, `0.03333333333333333`. Six
  /// fixed decimals would turn 1/30 into 0.033333, which is not a multiple of 1/30.
  static func format(_ time: Double) -> String {
    precondition(time >= 0 && time.isFinite, "event times are finite and not negative")
    let text = String(time)
    guard text.contains("e") else { return text }
    // Below 1e-4 Swift prints an exponent, which JSON allows but some readers mishandle.
    var digits = String(Int((time * 1e17).rounded()))
    digits = String(repeating: "0", count: max(0, 18 - digits.count)) + digits
    var fraction = digits.dropFirst()
    while fraction.last == "0" { fraction = fraction.dropLast() }
    return "0." + (fraction.isEmpty ? "0" : fraction)
  }
}
