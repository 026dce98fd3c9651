import Foundation
import KinetypeTestSupport

/// Runs the built `kinetype` executable as a user would, with bytes on standard input.
struct CLIRunner {
  struct Output {
    var status: Int32
    /// Whether the process ended on a signal (a trap, a crash) rather than by exiting; `status`
    /// is then the signal's number.
    var crashed = false
    var stdout: [UInt8]
    var stderr: String
    var text: String { String(decoding: stdout, as: UTF8.self) }
    func json() throws -> [String: Any] {
      try JSONSerialization.jsonObject(with: Data(stdout)) as! [String: Any]
    }
  }

  /// The executable: `$KINETYPE_BINARY`, else the one this build made.
  static var executable: URL { Repository.kinetype }

  /// Runs `executable` (the built one by default) with `arguments`, `stdin` and the test's
  /// environment changed by `environment`.
  static func run(
    _ arguments: [String], stdin: [UInt8] = [], environment: [String: String] = [:],
    executable: URL = CLIRunner.executable
  ) throws -> Output {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = nil
    for (key, value) in environment { env[key] = value }
    process.environment = env
    // Files rather than pipes: no deadlock however much either side writes.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let paths = ["in", "out", "err"].map { folder.appendingPathComponent($0) }
    try Data(stdin).write(to: paths[0])
    for path in paths.dropFirst() {
      _ = FileManager.default.createFile(atPath: path.path, contents: nil)
    }
    process.standardInput = try FileHandle(forReadingFrom: paths[0])
    process.standardOutput = try FileHandle(forWritingTo: paths[1])
    process.standardError = try FileHandle(forWritingTo: paths[2])
    try process.run()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal,
      stdout: Array(try Data(contentsOf: paths[1])),
      stderr: String(decoding: try Data(contentsOf: paths[2]), as: UTF8.self))
  }
}
