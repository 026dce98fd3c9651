import Glibc
import KinetypeCore

/// Whole reads of outside input (a file, standard input, a FIFO), bounded so that no input can
/// exhaust memory unasked, with `EINTR` retried and a non-blocking descriptor waited for.
public enum InputFiles {
  /// Text to lay out or animate: 256 MiB.
  public static let textBytes = 256 << 20
  /// A data file (an effect, a preview script, a ligature table): 1 MiB, far more than any
  /// needs, and little enough that checking one takes a moment.
  public static let dataFileBytes = 1 << 20

  /// Everything `descriptor` holds until its end, at most `limit` bytes.
  ///
  /// - Throws: `ResourceError` naming `origin` when the read fails (a directory, a closed
  ///   descriptor) or the input is longer than `limit`.
  public static func readAll(_ descriptor: Int32, origin: String, limit: Int = textBytes)
    throws -> [UInt8]
  {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN {
          var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
          _ = poll(&poller, 1, -1)
          continue
        }
        throw ResourceError(
          "cannot read \(origin): \(String(cString: strerror(errno)))",
          hint: "give a readable file, or pipe the text in")
      }
      if count == 0 { return bytes }
      guard bytes.count + count <= limit else {
        throw ResourceError(
          "\(origin) is longer than \(limit / 1_048_576) MiB, the most this reads",
          hint: "is it the input you meant?")
      }
      bytes += chunk[0..<count]
    }
  }

  /// The bytes of the file at `path` (a regular file, a FIFO, `/dev/stdin`, a process
  /// substitution: anything that can be opened and read to its end).
  ///
  /// - Throws: `ResourceError` when it cannot be opened or read, or is longer than `limit`.
  public static func read(_ path: String, limit: Int = textBytes) throws -> [UInt8] {
    let shown = "'\(OutsideText.visible(path))'"
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw ResourceError(
        "cannot read \(shown): \(String(cString: strerror(errno)))",
        hint: "check that the file exists and is readable")
    }
    defer { close(descriptor) }
    return try readAll(descriptor, origin: shown, limit: limit)
  }
}
