import Foundation
import KinetypeHostile
import Testing

/// One command line run over hostile input: the arguments, the files it reads (written into a
/// fresh folder that is its working directory), standard input, and the files it writes.
struct HostileRun: Sendable, CustomTestStringConvertible {
  /// Where standard input comes from, and where standard output goes.
  enum Stream: Sendable {
    case bytes([UInt8])
    /// A shell redirection: `<&-`, `</tmp`, `>&-`, `>/dev/full`, `| head -c 1`.
    case shell(String)
  }

  var name: String
  /// Arguments after the executable; `$ARG` stands for the bytes of the file `arg` (how an
  /// argument holding any byte but NUL is passed, as `"$(cat arg)"` would).
  var arguments: [String]
  var files: [String: [UInt8]] = [:]
  var stdin: Stream = .bytes([])
  var stdout: Stream? = nil
  /// Files the command writes (casts, SVG), scanned after it ends.
  var outputs: [String] = []
  /// Printable characters that must come out on standard output (the "loses nothing" check).
  var mustKeep: [Character]? = nil
  /// With `mustKeep`: nothing else printable may come out either (no stray spark, no glyph
  /// twice).
  var nothingElse = false
  /// Exit statuses that are right for this run (a broken pipe may end the program by SIGPIPE).
  var allowedStatuses: Set<Int32> = [0, 1, 2, HostileRun.usageStatus]

  var testDescription: String { name }

  /// What came out.
  struct Result {
    var status: Int32
    var signalled: Bool
    var timedOut: Bool
    var seconds: Double
    var stdout: [UInt8]
    var stderr: [UInt8]
    var outputs: [String: [UInt8]]
  }

  /// The status of a command line the argument parser refuses (swift-argument-parser's
  /// `ExitCode.validationFailure`, EX_USAGE): a refusal, not a fault.
  static let usageStatus: Int32 = 64

  /// The longest a run may take, in seconds: every command here is one frame, a short
  /// recording, or a refusal; the debug build on a busy machine is the slow case.
  static let timeLimit = 25
  /// The most a run may write to any file, in 512-byte blocks (`ulimit -f`): 100 MB.
  static let sizeLimit = 204_800

  func run(executable: URL = CLIRunner.executable) throws -> Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, bytes) in files {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    let quoted = arguments.map { $0 == "$ARG" ? "\"$(cat arg)\"" : Self.quote($0) }
    var line = "ulimit -f \(Self.sizeLimit); exec \(Self.quote(executable.path)) "
    line += quoted.joined(separator: " ")
    if case .shell(let redirection) = stdin { line += " " + redirection }
    switch stdout {
    case .shell(let redirection) where redirection.hasPrefix("|"):
      // A pipeline: the program's status is the first one (bash's PIPESTATUS).
      line = "( \(line) ) \(redirection); exit ${PIPESTATUS[0]}"
    case .shell(let redirection): line += " " + redirection
    default: break
    }
    try Data(stdin.bytes ?? []).write(to: folder.appendingPathComponent(".in"))

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    process.arguments = ["-s", "KILL", "\(Self.timeLimit)", "/bin/bash", "-c", line]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    environment["KINETYPE_BINARY"] = nil
    environment["HOME"] = folder.path
    environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
    environment["TERM"] = "xterm-256color"
    environment["COLORTERM"] = "truecolor"
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let paths = [".in", ".out", ".err"].map { folder.appendingPathComponent($0) }
    for path in paths.dropFirst() {
      _ = FileManager.default.createFile(atPath: path.path, contents: nil)
    }
    process.standardInput = try FileHandle(forReadingFrom: paths[0])
    process.standardOutput = try FileHandle(forWritingTo: paths[1])
    process.standardError = try FileHandle(forWritingTo: paths[2])
    let start = Date()
    try process.run()
    process.waitUntilExit()
    let seconds = Date().timeIntervalSince(start)
    var written: [String: [UInt8]] = [:]
    for name in outputs {
      if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) {
        written[name] = Array(data)
      }
    }
    let signalled = process.terminationReason == .uncaughtSignal
    return Result(
      status: process.terminationStatus, signalled: signalled,
      timedOut: seconds >= Double(Self.timeLimit) - 0.5, seconds: seconds,
      stdout: Array(try Data(contentsOf: paths[1])), stderr: Array(try Data(contentsOf: paths[2])),
      outputs: written)
  }

  /// A word for bash, single-quoted.
  static func quote(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

extension HostileRun.Stream {
  var bytes: [UInt8]? {
    if case .bytes(let bytes) = self { return bytes }
    return nil
  }
}
