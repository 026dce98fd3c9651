/// Bytes on their way to an array, written through a pointer into a fixed buffer that is
/// appended to the array whenever it fills and at the end.
///
/// An encoder writes a few bytes at a time, thousands of times a frame: appending each piece to
/// an array (a uniqueness and capacity check, and for a run of bytes a generic copy of about 70
/// instructions) cost more than working the bytes out (measured on rain over 200×50).
///
/// A stage for a JSON string (`jsonString`) writes the bytes as they stand inside one, for a
/// recording: each control sequence's ESC as `\u001b` as the sequence is written, and text
/// escaped where it needs it, rather than every byte looked at again afterwards.
struct ByteStage {
  /// The array the bytes end in, taken over from the caller while the stage is open.
  var out: [UInt8]
  /// Whether the bytes are written as the body of a JSON string (`JSON.appendBody(utf8:into:)`).
  let jsonString: Bool
  private let buffer: UnsafeMutablePointer<UInt8>
  private let capacity: Int
  private var count = 0

  /// Room asked for in one go, at most: an SGR sequence with the five bytes its ESC takes more
  /// in a JSON string, a cursor movement, a short cluster.
  static let largestPiece = 80

  /// Runs `body` with a stage whose bytes are appended to `out` when it returns.
  static func open<Result>(
    _ out: inout [UInt8], jsonString: Bool = false, _ body: (inout ByteStage) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { buffer in
      var stage = ByteStage(
        out: [], jsonString: jsonString, buffer: buffer.baseAddress!, capacity: buffer.count)
      swap(&stage.out, &out)
      defer {
        stage.flush()
        swap(&stage.out, &out)
      }
      return body(&stage)
    }
  }

  private init(
    out: [UInt8], jsonString: Bool, buffer: UnsafeMutablePointer<UInt8>, capacity: Int
  ) {
    self.out = out
    self.jsonString = jsonString
    self.buffer = buffer
    self.capacity = capacity
  }

  /// Where to write the next piece of at most `largestPiece` bytes, none of which a JSON
  /// string escapes; `advance(by:)` then counts what was written.
  @inline(__always)
  mutating func room() -> UnsafeMutablePointer<UInt8> {
    if count + Self.largestPiece > capacity { flush() }
    return buffer + count
  }

  @inline(__always)
  mutating func advance(by written: Int) { count += written }

  /// Where to write a control sequence of at most `SGR.longest` bytes whose one ESC is its
  /// first byte and whose other bytes a JSON string does not escape (CSI: SGR, a cursor
  /// movement); `advance(sequence:)` then counts it.
  @inline(__always)
  mutating func sequenceRoom() -> UnsafeMutablePointer<UInt8> {
    room() + (jsonString ? 5 : 0)
  }

  /// Counts a sequence of `length` bytes written at `sequenceRoom()` (0: none written); in a
  /// JSON string its ESC is spelled `\u001b` in the five bytes left before it and its own.
  @inline(__always)
  mutating func advance(sequence length: Int) {
    guard length > 0 else { return }
    if jsonString {
      assert(buffer[count + 5] == 0x1B, "a sequence starts with ESC")
      let target = UnsafeMutableRawPointer(buffer + count)
      // `\u00` then `1b`, the first byte lowest.
      target.storeBytes(of: UInt32(0x3030_755C).littleEndian, as: UInt32.self)
      target.storeBytes(of: UInt16(0x6231).littleEndian, toByteOffset: 4, as: UInt16.self)
      count += 5
    }
    count += length
  }

  /// Counts `length` bytes of text written at `room()`: in a JSON string, escaped where one of
  /// them needs it (a quote or a backslash in the text; a control, should a cell hold one).
  ///
  /// Byte by byte: a cell's text is a byte or three, and testing two words at once, masked to
  /// the text, cost twice as much (beams over 200×50).
  @inline(__always)
  mutating func advance(text length: Int) {
    guard jsonString else {
      count += length
      return
    }
    let start = buffer + count
    for k in 0..<length where JSON.needsLook(start[k]) {
      // Rare: the text is escaped from a copy, since its escape is longer than itself.
      append(text: Array(UnsafeBufferPointer(start: start, count: length)))
      return
    }
    count += length
  }

  /// Appends `bytes` (UTF-8) as they are, or escaped in a JSON string: a piece of output written
  /// other than through `room()` (a link, a long cluster, a reset).
  mutating func append(text bytes: [UInt8]) {
    flush()
    guard jsonString else {
      out.append(contentsOf: bytes)
      return
    }
    bytes.withUnsafeBufferPointer { JSON.appendBody(utf8: $0, into: &out) }
  }

  /// Appends the bytes staged so far to `out`, for a writer about to append to `out` itself.
  mutating func flush() {
    guard count > 0 else { return }
    out.append(contentsOf: UnsafeBufferPointer(start: buffer, count: count))
    count = 0
  }
}
