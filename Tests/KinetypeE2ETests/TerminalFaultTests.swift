import Foundation
import KinetypeHostile
import Testing

/// Issue 14's faults that need a terminal: tiny and resized panes, a failing closing print,
/// and hostile text through the full-screen commands with every byte written to the pane
/// recorded and scanned for foreign escapes.
extension EndToEnd {
  @Suite struct TerminalFaultTests {
    typealias Program = SignalRestoreTests.Program

    /// The status a command line wrote to `$D/status` (a 1×1 pane cannot show `EXIT=`).
    static func waitForStatusFile(_ session: TmuxSession, timeout: Double = 20) throws -> Int {
      let file = session.folder.appendingPathComponent("status")
      let deadline = Date().addingTimeInterval(timeout)
      repeat {
        if let text = try? String(contentsOf: file, encoding: .utf8), text.hasSuffix("\n") {
          return Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        }
        Thread.sleep(forTimeInterval: 0.05)
      } while Date() < deadline
      throw TmuxSession.Failure(description: "no status after \(timeout) s")
    }

    /// `stty -a` without the size, which a resize changes by design.
    static func withoutSize(_ settings: String) -> String {
      settings.replacing(/rows \d+; columns \d+;/, with: "")
    }

    static let tinyPrograms = [
      Program(name: "play", command: "play fade 'tiny terminal'"),
      Program(name: "morph", command: "morph 'old text' 'new text'"),
      Program(name: "demo", command: "demo"),
      Program(name: "preview", command: "preview $R/examples/morph.preview.yaml"),
    ]

    @Test(.serialized, arguments: tinyPrograms, [(1, 1), (10, 3)])
    func aTinyTerminalNeverCrashesAndIsRestored(_ program: Program, _ size: (Int, Int)) throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      try session.resize(columns: size.0, rows: size.1)
      try session.run(
        "stty -a > $D/before.txt; R=\(SignalRestoreTests.root.path); $K \(program.command) 2> $D/err; echo $? > $D/status"
      )
      Thread.sleep(forTimeInterval: 2)
      try session.keys("q")
      let status = try Self.waitForStatusFile(session, timeout: 30)
      let errors =
        (try? String(contentsOf: session.folder.appendingPathComponent("err"), encoding: .utf8))
        ?? ""
      #expect(
        [0, 1].contains(status),
        "\(program.name) at \(size): status \(status): \(errors.prefix(300))")
      #expect(
        !errors.contains("Fatal error"), "\(program.name) at \(size): a trap: \(errors.prefix(300))"
      )
      try session.resize(columns: 80, rows: 24)
      #expect(try session.display(SignalRestoreTests.modes) == SignalRestoreTests.restored)
      let (before, after) = try session.terminalSettings()
      #expect(
        Self.withoutSize(before) == Self.withoutSize(after), "\(program.name) at \(size): stty")
    }

    @Test(
      .serialized,
      arguments: [
        Program(name: "play", command: "play fade --loop 'resize me'"),
        Program(name: "demo", command: "demo"),
      ])
    func resizingThroughTinySizesKeepsItRunning(_ program: Program) throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      _ = try SignalRestoreTests.start(program, in: session)
      for (columns, rows) in [(1, 1), (10, 3), (200, 50), (2, 40), (20, 5), (80, 24)] {
        try session.resize(columns: columns, rows: rows)
        Thread.sleep(forTimeInterval: 0.4)
        #expect(
          try session.display("#{pane_current_command}") == "kinetype",
          "\(program.name) gone after a resize to \(columns)x\(rows)")
      }
      try session.keys("q")
      #expect(try session.waitForExit() == 0)
      try SignalRestoreTests.expectRestored(session, "\(program.name) after resizes")
    }

    @Test(.serialized, arguments: [">/dev/full", ">&-"])
    func playsClosingPrintFailingIsAMessageAndStatusOne(_ redirection: String) throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      try session.run(
        "stty -a > $D/before.txt; $K play fade 'closing print' --speed 4 \(redirection) 2> $D/err; echo EXIT=$?"
      )
      let status = try session.waitForExit(timeout: 15)
      let errors =
        (try? String(contentsOf: session.folder.appendingPathComponent("err"), encoding: .utf8))
        ?? ""
      #expect(status == 1, "status \(status): \(errors.prefix(300))")
      #expect(
        !errors.contains("Fatal error") && errors.hasPrefix("kinetype: "), "\(errors.prefix(300))")
      try SignalRestoreTests.expectRestored(session, "play \(redirection)")
    }

    /// Hostile text through play and morph in a real pane: the bytes the pane received hold
    /// only our escapes and curses' (the title of the pane stays, no clipboard write).
    @Test(
      .serialized,
      arguments: [
        ("markup link with ESC", "--input markup --file $D/h", HostileBytes.markupLink),
        ("ANSI link URL with C1", "--file $D/h", HostileBytes.ansiLinkC1),
        ("ANSI title, clipboard, reset", "--file $D/h", HostileBytes.ansiForeign),
        ("bidi controls", "--file $D/h", HostileBytes.bidi),
      ])
    func hostileTextNeverReachesThePane(_ label: String, _ options: String, _ bytes: [UInt8]) throws
    {
      for command in ["play fade --speed 4 \(options)", "morph 'old' @$D/h --speed 4"] {
        let session = try TmuxSession(columns: 80, rows: 24)
        try Data(bytes).write(to: session.folder.appendingPathComponent("h"))
        try session.run("printf '\\033]2;control\\007'")
        try session.waitFor(format: "#{pane_title}", toBe: "control")
        let recording = session.folder.appendingPathComponent("pane.bin")
        try session.record(to: recording)
        try session.run("$K \(command); echo EXIT=$?")
        let status = try session.waitForExit(timeout: 15)
        try session.stopRecording()
        Thread.sleep(forTimeInterval: 0.3)
        let pane = try [UInt8](Data(contentsOf: recording))
        let findings = ForeignByteScanner.findings(in: pane, allowing: .terminal)
        #expect(status == 0, "\(label): \(command): status \(status)")
        #expect(findings.isEmpty, "\(label): \(command): \(findings.prefix(3))")
        #expect(try session.display("#{pane_title}") == "control", "\(label): the title changed")
      }
    }
  }
}

/// Hostile texts for the pane tests, byte for byte.
enum HostileBytes {
  static let markupLink = Array("[link=x\u{1B}\\\u{1B}#8]a[/] b".utf8)
  static let ansiLinkC1 =
    Array("A\u{1B}]8;;http://x".utf8) + [0xC2, 0x9B] + Array("6n\u{1B}\\L\u{1B}]8;;\u{1B}\\".utf8)
  static let ansiForeign = Array(
    "\u{1B}]52;c;aGVsbG8=\u{07}\u{1B}]2;pwned\u{07}\u{1B}c\u{1B}#8\u{1B}(0qq\u{1B}[6nsafe\n".utf8)
  static let bidi = Array("abc\u{202E}def \u{2066}x\u{2069}".utf8)
}
