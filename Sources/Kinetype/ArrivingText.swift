import Glibc
import KinetypeCore

/// Text read as it arrives (from a pipe, a FIFO), cut into lines: the bytes so far, where each
/// whole line ends, and whether the input has ended. Text already whole (arguments, a file)
/// is an ended one.
///
/// It keeps the text itself and one offset a line, nothing more, so memory grows with the
/// input and by no more than that; what is laid out is a screenful to play, a thousand lines
/// to print.
public final class ArrivingText {
  /// Every byte read so far, exactly as it came.
  public private(set) var bytes: [UInt8] = []
  /// Where each whole line ends in `bytes` (at its newline, excluded); after the end, a last
  /// line without a newline ends at `bytes.count`.
  private var lineEnds: [Int] = []
  /// Whether the input has ended.
  public private(set) var hasEnded: Bool
  private let descriptor: Int32?
  private let origin: String
  private let limit: Int

  /// Text that will arrive on `descriptor`, at most `limit` bytes in all.
  public init(descriptor: Int32, origin: String, limit: Int = InputFiles.textBytes) {
    self.descriptor = descriptor
    self.origin = origin
    self.limit = limit
    hasEnded = false
  }

  /// Text that is all here.
  public init(_ bytes: [UInt8]) {
    descriptor = nil
    origin = "<text>"
    limit = .max
    hasEnded = true
    self.bytes = bytes
    cutLines(from: 0)
    finish()
  }

  /// The number of whole lines so far.
  public var lineCount: Int { lineEnds.count }

  /// Whether the text ends with a newline (a text that does not is printed without one).
  public var endsWithNewline: Bool { bytes.last == UInt8(ascii: "\n") }

  /// The bytes of lines `lines`, joined by newlines, without the last one's.
  public func bytes(ofLines lines: Range<Int>) -> ArraySlice<UInt8> {
    guard !lines.isEmpty else { return [] }
    let start = lines.lowerBound == 0 ? 0 : lineEnds[lines.lowerBound - 1] + 1
    return bytes[start..<lineEnds[lines.upperBound - 1]]
  }

  /// Reads what has arrived: waits up to `milliseconds` (−1: until something comes) for the
  /// first byte, then takes what is waiting without waiting again, at most `most` bytes.
  ///
  /// - Returns: whether anything new came (bytes, or the end).
  /// - Throws: `ResourceError` when the read fails or the input passes the limit.
  @discardableResult
  public func read(waiting milliseconds: Int32, most: Int = 4 << 20) throws -> Bool {
    guard let descriptor, !hasEnded else { return false }
    var chunk = [UInt8](repeating: 0, count: 65536)
    var timeout = milliseconds
    var taken = 0
    let before = bytes.count
    while taken < most {
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, timeout)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { break }
      timeout = 0
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw ResourceError(
          "cannot read \(origin): \(String(cString: strerror(errno)))",
          hint: "give a readable file, or pipe the text in")
      }
      if count == 0 {
        cutLines(from: before)
        finish()
        return true
      }
      guard bytes.count + count <= limit else {
        throw ResourceError(
          "\(origin) is longer than \(limit / 1_048_576) MiB, the most this reads",
          hint: "is it the input you meant?")
      }
      bytes += chunk[0..<count]
      taken += count
    }
    guard bytes.count > before else { return false }
    cutLines(from: before)
    return true
  }

  /// Reads until the input ends or `milliseconds` pass: whether it ended.
  public func readAhead(for milliseconds: Int) throws -> Bool {
    var clock = timespec()
    clock_gettime(CLOCK_MONOTONIC, &clock)
    let deadline = Int(clock.tv_sec) * 1000 + Int(clock.tv_nsec) / 1_000_000 + milliseconds
    while !hasEnded {
      clock_gettime(CLOCK_MONOTONIC, &clock)
      let left = deadline - (Int(clock.tv_sec) * 1000 + Int(clock.tv_nsec) / 1_000_000)
      guard left > 0 else { break }
      try read(waiting: Int32(left))
    }
    return hasEnded
  }

  /// Reads to the end, however long it takes.
  public func readToEnd() throws {
    while !hasEnded { try read(waiting: -1) }
  }

  private func cutLines(from start: Int) {
    var index = start
    while let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) {
      lineEnds.append(newline)
      index = newline + 1
    }
  }

  /// The input ended: a last line without a newline is a line too.
  private func finish() {
    hasEnded = true
    let lastEnd = lineEnds.last.map { $0 + 1 } ?? 0
    if lastEnd < bytes.count { lineEnds.append(bytes.count) }
  }
}
