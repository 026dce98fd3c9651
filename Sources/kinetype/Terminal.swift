import FoundationEssentials
import Glibc
import Kinetype
import KinetypeCore

/// Standard output and error, and what they are connected to.
///
/// Every byte the command line prints goes through here, written with `write(2)` so that a
/// failed write is noticed: a closed or full standard output is a message on standard error and
/// exit status 1, and a reader that went away (a broken pipe) ends the program quietly by
/// SIGPIPE, as it ends `cat`.
enum Terminal {
  /// Writes `text` to standard output, or ends the program as above when it cannot.
  static func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      if case .failure(let failure) = StandardStream.write(bytes, to: STDOUT_FILENO) {
        failedWritingStandardOutput(failure.errno)
      }
    }
  }

  /// Writes `text` and a newline to standard output.
  static func print(_ text: String) { write(text + "\n") }

  /// Prints `kinetype: TEXT` on standard error, each line made safe to show
  /// (`OutsideText.visibleLines`): messages quote outside data, and no control in it acts.
  static func printError(_ text: String) {
    writeError("kinetype: " + OutsideText.visibleLines(text) + "\n")
  }

  /// Writes `text` to standard error as it is (our own bytes: a message already made safe, a
  /// progress bar); nothing useful can be done when standard error itself fails.
  static func writeError(_ text: String) {
    var text = text
    text.withUTF8 { _ = StandardStream.write($0, to: STDERR_FILENO) }
  }

  static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

  /// Ends the program after a failed write to standard output.
  static func failedWritingStandardOutput(_ errorNumber: Int32) -> Never {
    if errorNumber == EPIPE {
      signal(SIGPIPE, SIG_DFL)
      raise(SIGPIPE)
    }
    printError(
      "error: cannot write to standard output: \(String(cString: strerror(errorNumber)))"
        + " — check the disk, or where the output goes")
    exit(1)
  }
}

/// Whole writes and reads on file descriptors, with `EINTR` retried.
enum StandardStream {
  /// Writes every byte of `bytes` to `descriptor`; the failure is `errno`.
  static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Result<
    Void, WriteFailure
  > {
    var offset = 0
    while offset < bytes.count {
      let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN {
          // A non-blocking output that is full: wait until it takes more.
          wait(for: descriptor, to: POLLOUT)
          continue
        }
        return .failure(WriteFailure(errno: errno))
      }
      offset += written
    }
    return .success(())
  }

  /// Blocks until a non-blocking `descriptor` is ready for `event` (POLLIN or POLLOUT).
  private static func wait(for descriptor: Int32, to event: Int32) {
    var poller = pollfd(fd: descriptor, events: Int16(event), revents: 0)
    _ = poll(&poller, 1, -1)
  }
}

extension StandardStream {
  /// Writes `bytes` to the file at `path` in place: created when missing, else truncated and
  /// rewritten through the path as given (a symbolic link is followed, a device or FIFO is
  /// written to), never replaced by a new file.
  ///
  /// - Throws: `CLIError` when it cannot be opened or written.
  static func writeFile(_ bytes: [UInt8], to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(writing: path, errno) }
    let result = bytes.withUnsafeBufferPointer { write($0, to: descriptor) }
    let closed = close(descriptor)
    if case .failure(let failure) = result { throw Self.failure(writing: path, failure.errno) }
    if closed != 0 { throw failure(writing: path, errno) }
  }

  private static func failure(writing path: String, _ errorNumber: Int32) -> CLIError {
    CLIError(
      "cannot write '\(path)': \(String(cString: strerror(errorNumber)))",
      hint: "check the folder exists and is writable")
  }
}

/// `errno` of a failed write.
struct WriteFailure: Error {
  var errno: Int32
}

/// How many colours to write: as the terminal can show, or as told.
enum ColourMode: String, CaseIterable, Sendable {
  case auto, truecolor
  case palette256 = "256"
  case ansi16 = "16"
  case none

  /// The depth to write with: `ColourPolicy`, the one place that decides it.
  ///
  /// - Parameter forStandardOutput: whether the output is standard output (so `auto` is none
  ///   when it is not a terminal) rather than the terminal a full-screen command opens.
  func depth(forStandardOutput: Bool) -> ColourDepth {
    ColourPolicy.depth(
      choice, environment: ProcessInfo.processInfo.environment,
      outputIsTerminal: forStandardOutput ? Terminal.standardOutputIsTerminal : true)
  }

  /// The depth for a recording: `ColourPolicy.recordingDepth`.
  var recordingDepth: ColourDepth {
    ColourPolicy.recordingDepth(choice, environment: ProcessInfo.processInfo.environment)
  }

  /// The depth asked for, or nil for `auto`.
  var choice: ColourDepth? {
    switch self {
    case .auto: nil
    case .truecolor: .truecolor
    case .palette256: .palette256
    case .ansi16: .ansi16
    case .none: ColourDepth.none
    }
  }
}
