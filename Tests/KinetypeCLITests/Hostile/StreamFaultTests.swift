import Foundation
import KinetypeHostile
import Testing

/// Issue 14's faults that need no terminal: write errors (standard output closed, full, a
/// broken pipe), standard input closed or a directory, special files as input (`/dev/stdin`,
/// a FIFO, process substitution) and as output (a symbolic link, a device). A write error is a
/// message and exit status 1 (a broken pipe may end the program by SIGPIPE, as it ends `cat`);
/// never a Swift trap.
@Suite("Stream faults")
struct StreamFaultTests {
  static let preview = HostileCorpus.utf8(
    "canvas: 20x3\nfps: 5\nsteps:\n  - text: hi\n  - play: fade\n    for: 0.4\n  - snapshot: end\n")

  /// Commands that write to standard output.
  static let writers: [[String]] = [
    ["layout", "hi"],
    ["layout", "--format", "json", "hi"],
    ["render", "fade", "hi", "--at", "end"],
    ["render", "fade", "hi", "--at", "end", "--format", "ansi"],
    ["list"],
    ["describe", "fade"],
    ["check", "s.preview.yaml"],
    ["preview", "s.preview.yaml", "--sheet"],
    ["play", "fade", "hi"],
  ]

  struct Fault: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var redirection: String
    var testDescription: String { arguments.joined(separator: " ") + " " + redirection }
  }

  static let writeFaults = writers.flatMap { arguments in
    [">&-", ">/dev/full"].map { Fault(arguments: arguments, redirection: $0) }
  }

  @Test(arguments: writeFaults)
  func aWriteErrorIsAMessageAndStatusOne(_ fault: Fault) throws {
    var run = HostileRun(
      name: fault.testDescription, arguments: fault.arguments,
      files: ["s.preview.yaml": Self.preview])
    run.stdout = .shell(fault.redirection)
    run.allowedStatuses = [1]
    let result = try run.run()
    #expect(result.problems(of: run).isEmpty, "\(run.name): \(result.problems(of: run))")
    let message = String(decoding: result.stderr, as: UTF8.self)
    #expect(!message.contains("Fatal error"), "\(run.name): a trap: \(message.prefix(200))")
    #expect(message.hasPrefix("kinetype: "), "\(run.name): no message: \(message.prefix(200))")
  }

  @Test(arguments: writers)
  func aBrokenPipeEndsQuietly(_ arguments: [String]) throws {
    // Enough output that the reader has gone before the writer is done.
    var run = HostileRun(
      name: arguments.joined(separator: " ") + " | true",
      arguments: arguments == ["layout", "hi"] ? ["layout", "--file", "big"] : arguments,
      files: [
        "s.preview.yaml": Self.preview,
        "big": HostileCorpus.utf8(
          String(repeating: "a line of text to fill the pipe\n", count: 40_000)),
      ])
    run.stdout = .shell("| (sleep 0.2; true)")
    run.allowedStatuses = [0, 1, 128 + 13]
    let result = try run.run()
    let message = String(decoding: result.stderr, as: UTF8.self)
    #expect(!message.contains("Fatal error"), "\(run.name): a trap: \(message.prefix(200))")
    #expect(!result.timedOut && (!result.signalled || result.status == SIGPIPE))
  }

  @Test(arguments: ["<&-", "</tmp", "</dev/null"])
  func oddStandardInputIsAMessageNotATrap(_ redirection: String) throws {
    for arguments in [
      ["layout", "-"], ["render", "fade", "-", "--at", "end"], ["layout", "--file", "-"],
    ] {
      var run = HostileRun(
        name: arguments.joined(separator: " ") + " " + redirection, arguments: arguments)
      run.stdin = .shell(redirection)
      let result = try run.run()
      #expect(result.problems(of: run).isEmpty, "\(run.name): \(result.problems(of: run))")
      if redirection == "</tmp" {
        #expect(
          result.status == 1, "\(run.name): a directory read as text, status \(result.status)")
      }
    }
  }

  @Test(arguments: [
    ("--file /dev/stdin", ["layout", "--file", "/dev/stdin"], "printf 'piped text' | ", ""),
    ("a FIFO", ["layout", "--file", "fifo"], "mkfifo fifo; (printf 'piped text' > fifo &); ", ""),
    ("process substitution", ["layout", "--file", "<(printf 'piped text')"], "", ""),
  ])
  func specialFilesAreReadAsText(
    _ label: String, _ arguments: [String], _ setup: String, _ stdin: String
  )
    throws
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-special-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let command =
      setup + HostileRun.quote(CLIRunner.executable.path) + " "
      + arguments.map { $0.hasPrefix("<(") ? $0 : HostileRun.quote($0) }.joined(separator: " ")
    let result = try Self.bash(command, stdin: stdin, in: folder)
    #expect(result.status == 0, "\(label): status \(result.status): \(result.stderr)")
    #expect(result.stdout == "piped text\n", "\(label): \(result.stdout)")
  }

  /// `preview --cast/--svg` into a symbolic link writes through it and leaves the link; into
  /// a device (a copy of /dev/full's node, made when we may) fails with a message and leaves
  /// the device a device. Never the real /dev/full: as root that would replace it.
  @Test(arguments: ["--cast", "--svg"])
  func previewOutputsNeverReplaceWhatIsNotARegularFile(_ option: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-special-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.preview).write(to: folder.appendingPathComponent("s.preview.yaml"))
    let k = HostileRun.quote(CLIRunner.executable.path)
    let linked = try Self.bash(
      "touch target; ln -s target link; \(k) preview s.preview.yaml \(option) link; echo $?; test -L link && echo LINK; test -s target && echo FILLED",
      in: folder)
    #expect(
      linked.stdout == "0\nLINK\nFILLED\n",
      "into a symbolic link: \(linked.stdout) \(linked.stderr)")

    let full = try Self.bash(
      "ln -s /dev/full tofull; \(k) preview s.preview.yaml \(option) tofull; echo $?; test -L tofull && test -c /dev/full && echo INTACT",
      in: folder)
    #expect(full.stdout == "1\nINTACT\n", "into a link to /dev/full: \(full.stdout) \(full.stderr)")
    #expect(!full.stderr.contains("Fatal error") && full.stderr.hasPrefix("kinetype: "))

    if getuid() == 0 {
      let device = try Self.bash(
        "mknod full c 1 7; \(k) preview s.preview.yaml \(option) full; echo $?; test -c full && echo DEVICE",
        in: folder)
      #expect(device.stdout == "1\nDEVICE\n", "into a device: \(device.stdout) \(device.stderr)")
    }
  }

  static func bash(_ command: String, stdin: String = "", in folder: URL) throws
    -> (status: Int32, stdout: String, stderr: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    process.arguments = ["-s", "KILL", "30", "/bin/bash", "-c", command]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let paths = ["in", "out", "err"].map { folder.appendingPathComponent(".\($0)") }
    try Data(stdin.utf8).write(to: paths[0])
    for path in paths.dropFirst() {
      _ = FileManager.default.createFile(atPath: path.path, contents: nil)
    }
    process.standardInput = try FileHandle(forReadingFrom: paths[0])
    process.standardOutput = try FileHandle(forWritingTo: paths[1])
    process.standardError = try FileHandle(forWritingTo: paths[2])
    try process.run()
    process.waitUntilExit()
    return (
      process.terminationStatus, try String(contentsOf: paths[1], encoding: .utf8),
      String(decoding: try Data(contentsOf: paths[2]), as: UTF8.self)
    )
  }
}
