/// Bytes on their way to an array, written through a pointer into a fixed buffer that is
/// appended to the array whenever it fills and at the end.
///
/// An encoder writes a few bytes at a time, thousands of times a frame: appending each piece to
/// an array (a uniqueness and capacity check, and for a run of bytes a generic copy of about 70
/// instructions) cost more than working the bytes out (measured on rain over 200×50).
struct ByteStage {
  /// The array the bytes end in, taken over from the caller while the stage is open.
  var out: [UInt8]
  private let buffer: UnsafeMutablePointer<UInt8>
  private let capacity: Int
  private var count = 0

  /// Room asked for in one go, at most: an SGR sequence, a cursor movement, a short cluster.
  static let largestPiece = 64

  /// Runs `body` with a stage whose bytes are appended to `out` when it returns.
  static func open<Result>(_ out: inout [UInt8], _ body: (inout ByteStage) -> Result) -> Result {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { buffer in
      var stage = ByteStage(out: [], buffer: buffer.baseAddress!, capacity: buffer.count)
      swap(&stage.out, &out)
      defer {
        stage.flush()
        swap(&stage.out, &out)
      }
      return body(&stage)
    }
  }

  private init(out: [UInt8], buffer: UnsafeMutablePointer<UInt8>, capacity: Int) {
    self.out = out
    self.buffer = buffer
    self.capacity = capacity
  }

  /// Where to write the next piece of at most `largestPiece` bytes; `advance(by:)` then counts
  /// what was written.
  @inline(__always)
  mutating func room() -> UnsafeMutablePointer<UInt8> {
    if count + Self.largestPiece > capacity { flush() }
    return buffer + count
  }

  @inline(__always)
  mutating func advance(by written: Int) { count += written }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    room().pointee = byte
    count += 1
  }

  /// Appends the bytes staged so far to `out`, for a writer about to append to `out` itself.
  mutating func flush() {
    guard count > 0 else { return }
    out.append(contentsOf: UnsafeBufferPointer(start: buffer, count: count))
    count = 0
  }
}
