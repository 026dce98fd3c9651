import KinetypeCore

/// An asciicast v2 recording (https://docs.asciinema.org/manual/asciicast/v2/) as it is
/// written: a JSON header line, then one `[time, "o", data]` line per output event, as UTF-8
/// bytes.
///
/// The bytes collect in `bytes` until `flush(_:)` hands them on, so a long recording can be
/// written as it is made, holding one buffer's worth; nothing in the header waits for the end.
///
/// Deterministic by construction: times are exact multiples of 1/fps printed as the shortest
/// decimal that reads back as the same `Double` (so `time × fps` is the frame number again),
/// and the header's timestamp is the caller's (`SOURCE_DATE_EPOCH` or 0 from the CLI), never
/// the clock, so the same input and seed give the same bytes.
public struct Asciicast: Sendable {
  public let size: GridSize
  public let timestamp: Int
  public let term: String
  /// The encoded lines not yet flushed: from the start, the header line, then each event's.
  public private(set) var bytes: [UInt8]
  private var lastTime: Double? = nil

  public init(size: GridSize, timestamp: Int, term: String = "xterm-256color") {
    self.size = size
    self.timestamp = timestamp
    self.term = term
    let header = JSON.object([
      ("version", .int(2)), ("width", .int(size.columns)), ("height", .int(size.rows)),
      ("timestamp", .int(timestamp)), ("env", .object([("TERM", .string(term))])),
    ])
    bytes = Array((header.rendered + "\n").utf8)
  }

  /// Adds an output event; empty data is skipped (nothing changed on screen).
  public mutating func output(_ data: String, at time: Double) {
    output(Array(data.utf8), at: time)
  }

  /// Adds an output event whose data is UTF-8 (as `ANSIEncoder` writes it); empty data is
  /// skipped.
  public mutating func output(_ data: [UInt8], at time: Double) {
    output(at: time) { bytes in
      data.withUnsafeBufferPointer { JSON.appendBody(utf8: $0, into: &bytes) }
    }
  }

  /// Adds an output event whose data `write` appends to the bytes it is given, already the
  /// body of a JSON string (an `ANSIEncoder` that `writesJSONString`); an event to which it
  /// appends nothing is left out.
  ///
  /// Written in place: a frame's bytes gathered apart and copied in were a copy of the whole
  /// recording.
  mutating func output(at time: Double, jsonString write: (inout [UInt8]) -> Void) {
    let start = bytes.count
    bytes.append(UInt8(ascii: "["))
    bytes.append(contentsOf: Self.format(time).utf8)
    bytes.append(contentsOf: #","o",""#.utf8)
    let body = bytes.count
    write(&bytes)
    guard bytes.count > body else {
      bytes.removeSubrange(start...)
      return
    }
    precondition(lastTime.map { time > $0 } ?? true, "event times must increase")
    lastTime = time
    bytes.append(contentsOf: #""]"#.utf8)
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Hands the bytes written since the last flush to `write`, then forgets them.
  public mutating func flush(_ write: ([UInt8]) throws -> Void) rethrows {
    guard !bytes.isEmpty else { return }
    try write(bytes)
    bytes.removeAll(keepingCapacity: true)
  }

  /// The bytes not yet flushed as text: the whole recording when nothing was flushed, each line
  /// ending in `\n`.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Seconds as the shortest round-trip decimal: `0.0`, `1.5`, `0.03333333333333333`. Six
  /// fixed decimals would turn 1/30 into 0.033333, which is not a multiple of 1/30.
  static func format(_ time: Double) -> String {
    precondition(time >= 0 && time.isFinite, "event times are finite and not negative")
    let text = String(time)
    // From 1e16 up the exponent (`1e+16`) stays: it is valid JSON, and the digits below would
    // not fit an `Int`. No recording gets there (`Recorder.longest`).
    guard time < 1, text.contains("e") else { return text }
    // Below 1e-4 Swift prints an exponent, which JSON allows but some readers mishandle.
    var digits = String(Int((time * 1e17).rounded()))
    digits = String(repeating: "0", count: max(0, 18 - digits.count)) + digits
    var fraction = digits.dropFirst()
    while fraction.last == "0" { fraction = fraction.dropLast() }
    return "0." + (fraction.isEmpty ? "0" : fraction)
  }
}
