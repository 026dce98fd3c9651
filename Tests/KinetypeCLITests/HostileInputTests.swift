import Foundation
import KinetypeHostile
import Testing

/// Input that tries to reach the terminal, crash the program or exhaust it: every case is a
/// clear message or a clean result, and no byte of it acts on a terminal.
@Suite struct HostileInputTests {
  /// What `ForeignByteScanner` finds in output written to a terminal or a file: anything but
  /// our SGR, cursor moves and OSC 8 with a clean URL.
  static func foreignEscapes(_ bytes: [UInt8]) -> [String] {
    ForeignByteScanner.findings(in: bytes, allowing: .terminal).map(\.description)
  }

  /// Markup and ANSI links, markup errors and effect names: every output is free of foreign
  /// escapes, at every colour depth.
  @Test(arguments: [
    (["layout", "--input", "markup", "[link=x\u{1B}\\\u{1B}#8\u{1B}c\u{1B}(0\u{07}]a[/]"], ""),
    (["layout", "--input", "markup", "[bold \u{1B}c]x[/]"], ""),
    (["layout", "--input", "markup", "[link=\u{1B}]52;c;QUFB\u{07}]x[/] \u{202E}y\u{2066}z"], ""),
    (["layout"], "A\u{1B}]8;;http://x\u{9B}6n\u{1B}\\L\u{1B}]8;;\u{1B}\\"),
    (["render", "fade", "--at", "end", "--format", "ansi", "--input", "markup",
      "[link=x\u{1B}\\\u{1B}c]a[/]"], ""),
    (["render", "fade\u{1B}]0;t\u{07}", "x"], ""),
    (["layout", "--file", "/nonexistent/\u{1B}]52;c;QUFB\u{07}"], ""),
    (["render", "fade", "x", "--canvas", "\u{1B}c"], ""),
  ])
  func noForeignEscapeReachesAnyOutput(arguments: [String], stdin: String) throws {
    for colour in ["truecolor", "256", "none"] {
      var arguments = arguments
      if arguments[0] == "layout" || arguments.contains("ansi") { arguments += ["--color", colour] }
      let result = try CLIRunner.run(arguments, stdin: Array(stdin.utf8))
      #expect(!result.crashed)
      #expect(Self.foreignEscapes(result.stdout).isEmpty, "\(arguments) stdout: \(result.text.debugDescription)")
      #expect(
        Self.foreignEscapes(Array(result.stderr.utf8)).isEmpty,
        "\(arguments) stderr: \(result.stderr.debugDescription)")
    }
  }

  /// An effect file anyone may drop in the search path cannot set the title or the clipboard
  /// when effects are listed or described.
  @Test func effectFilesCannotWriteEscapesThroughListOrDescribe() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let effect = """
      schema: 1
      name: evil
      summary: "title\\e]0;owned\\aclip\\e]52;c;QUFB\\a"
      parameters:
        speed: { type: number, default: 1, help: "\\e[2J\\ec" }
      groups:
        - { name: g, property: opacity, from: 0, duration: 1 }
      """
    try effect.write(to: folder.appendingPathComponent("evil.yaml"), atomically: true, encoding: .utf8)
    for arguments in [["list"], ["describe", "evil"], ["describe", "--markdown"], ["check"]] {
      let result = try CLIRunner.run(arguments + ["--effects", folder.path])
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      #expect(Self.foreignEscapes(result.stdout).isEmpty, "\(arguments): \(result.text.debugDescription)")
      #expect(Self.foreignEscapes(Array(result.stderr.utf8)).isEmpty)
    }
    let listed = try CLIRunner.run(["list", "--effects", folder.path]).text
    #expect(listed.contains("title^[]0;owned^Gclip^[]52;c;QUFB^G"))
  }

  /// Numbers from the input are bounded before they can overflow or exhaust memory.
  @Test(arguments: [
    ["layout", "--input", "markup", "[kern=9223372036854775807]ab[/]"],
    ["layout", "--input", "markup", "[kern=2147483648]ab[/]"],
    ["render", "fade", "--input", "markup", "[kern=100000000]ab[/]", "--at", "end"],
    ["layout", "--tab-width", "9223372036854775807", "a\tb"],
  ])
  func absurdNumbersAreRefusedNotFollowed(arguments: [String]) throws {
    let result = try CLIRunner.run(arguments)
    #expect(!result.crashed && result.status != 132 && result.status != 134)
    #expect(result.stdout.count < 10_000)
    #expect(result.stderr.contains("kern") || result.stderr.contains("tab-width"))
  }

  /// Standard input that is a directory or closed is a message and status 1.
  @Test func unreadableStandardInputIsAMessage() throws {
    let process = Process()
    process.executableURL = CLIRunner.executable
    process.arguments = ["layout", "-"]
    process.standardInput = FileHandle(forReadingAtPath: "/tmp")
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationReason == .exit && process.terminationStatus == 1)
    #expect(message.contains("cannot read standard input: Is a directory"))
  }

  /// A full or closed standard output is a message and status 1, for every command that prints.
  @Test(arguments: [["layout", "hi"], ["list"], ["check"], ["describe", "fade"],
    ["render", "fade", "hi", "--at", "end"]])
  func aFailedWriteIsAMessageAndStatusOne(arguments: [String]) throws {
    for redirect in ["> /dev/full", ">&-"] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
      process.arguments = ["-c", "'\(CLIRunner.executable.path)' \(quoted) \(redirect)"]
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      process.waitUntilExit()
      let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      #expect(process.terminationStatus == 1, "\(arguments) \(redirect): \(message)")
      #expect(message.contains("cannot write to standard output"), "\(arguments) \(redirect)")
    }
  }

  /// `--file` takes what can be read to its end: /dev/stdin and FIFOs too.
  @Test func standardInputAndFIFOsAreFiles() throws {
    let viaDevice = try CLIRunner.run(["layout", "--file", "/dev/stdin"], stdin: Array("piped\n".utf8))
    #expect(viaDevice.status == 0 && viaDevice.text == "piped\n")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", "'\(CLIRunner.executable.path)' layout --file <(echo substituted)"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    process.waitUntilExit()
    #expect(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "substituted\n")
  }

  /// Writing a recording never replaces a device or a link with a new file.
  @Test func recordingsAreWrittenThroughThePathGiven() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("s.preview.yaml")
    try "canvas: 10x2\nsteps:\n  - text: hi\n  - play: fade\n".write(
      to: script, atomically: true, encoding: .utf8)
    let target = folder.appendingPathComponent("real.svg")
    let link = folder.appendingPathComponent("link.svg")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let result = try CLIRunner.run(["preview", script.path, "--svg", link.path])
    #expect(result.status == 0, "\(result.stderr)")
    let attributes = try FileManager.default.attributesOfItem(atPath: link.path)
    #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    #expect(try Data(contentsOf: target).count > 100)
    let full = try CLIRunner.run(["preview", script.path, "--cast", "/dev/full"])
    #expect(full.status == 1 && full.stderr.contains("No space left on device"))
    var status = stat()
    #expect(stat("/dev/full", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR)
  }

  /// A preview script that would run past the hour is refused by `check` and by `preview`,
  /// before anything is recorded.
  @Test(arguments: ["hold: 1e308", "scroll: 1000000000000000000", "scroll: 100000", "scroll: -9223372036854775808"])
  func previewInputPastTheHourIsRefused(step: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-hour-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("s.preview.yaml")
    try "canvas: 40x10\nsteps:\n  - demo: rating\n  - \(step)\n".write(
      to: script, atomically: true, encoding: .utf8)
    let check = try CLIRunner.run(["check", script.path])
    #expect(check.status == 1 && check.stderr.contains("past an hour"), "\(check.stderr)")
    let run = try CLIRunner.run(["preview", script.path, "--cast", folder.appendingPathComponent("c.cast").path])
    #expect(run.status == 1 && run.stderr.contains("past an hour"), "\(run.stderr)")
  }

  /// A particle kind with a colour but no symbols is a located problem for `check` too.
  @Test func aParticleKindWithoutSymbolsIsALocatedProblem() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-particles-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("p.yaml")
    try """
      schema: 1
      name: p
      summary: s
      groups:
        - { name: g, property: opacity, from: 0, duration: 1 }
      particles:
        - count: 3
          colour: "#ff0000"
          animations:
            - { spawn: { to: [0, 0] }, duration: 1 }
      """.write(to: file, atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["check", file.path])
    #expect(!result.crashed && result.status == 1)
    #expect(result.stderr.contains("p.yaml:7:5: error: particles[0].symbols: missing key 'symbols'"))
  }

  /// YAML problems are located as `file:line:column:`, whichever reader meets them.
  @Test func yamlProblemsAreLocated() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-yaml-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let alias = folder.appendingPathComponent("alias.yaml")
    try "a: *x\n".write(to: alias, atomically: true, encoding: .utf8)
    let twice = folder.appendingPathComponent("twice.preview.yaml")
    try "steps:\n  - text: hi\n  - wait: 1\n    wait: 2\n".write(to: twice, atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["check", alias.path, twice.path])
    #expect(result.stderr.contains("alias.yaml:1:4: error: not valid YAML: found undefined alias"))
    #expect(result.stderr.contains("twice.preview.yaml:4:5: error: 'wait' given twice"))
    let huge = folder.appendingPathComponent("huge.yaml")
    try String(repeating: "# padding\n", count: 200_000).write(to: huge, atomically: true, encoding: .utf8)
    let refused = try CLIRunner.run(["check", huge.path])
    #expect(refused.status == 1 && refused.stderr.contains("longer than 1 MiB"), "\(refused.stderr)")
  }

  /// The data files beside the effects are checked as what they are.
  @Test func checkReadsTheDataFilesAsTheirCommandsDo() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let files = ["defaults.yaml", "demo-scenes.yaml", "tag-styles.yaml", "scroll-scene.yaml"].map {
      root.appendingPathComponent("effects/\($0)").path
    }
    let result = try CLIRunner.run(["check"] + files)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.text.split(separator: "\n").count == 4)
  }
}

/// Every character of the input is on screen when an effect ends, and nothing else is.
@Suite struct FinalFrameTests {
  /// A tall narrow canvas with wrapping and wide text: laseretch's last sparks land as the
  /// effect ends, and must not be left on its last frame.
  @Test(arguments: [1, 2, 3, 4, 5])
  func noParticleIsLeftOnTheLastFrame(seed: Int) throws {
    let text = "漢字テキスト 日本語の文章 hello world 中文字符测试 👍 ok 한국어 텍스트\nline two 全角スペース\n"
    func end(_ effect: String) throws -> [Substring] {
      let result = try CLIRunner.run(
        ["render", effect, "--canvas", "12x30", "--wrap", "--seed", "\(seed)", "--at", "end"],
        stdin: Array(text.utf8))
      #expect(result.status == 0, "\(result.stderr)")
      var rows = result.text.split(separator: "\n", omittingEmptySubsequences: false)
      while rows.last?.allSatisfy({ $0 == " " }) == true { rows.removeLast() }
      return rows
    }
    #expect(try end("laseretch") == end("fade"))
  }
}
