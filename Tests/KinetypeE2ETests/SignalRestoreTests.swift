import Foundation
import Testing

/// Issue 14, "the terminal left broken": every full-screen command (play, morph, demo,
/// preview playback) sent every signal that ends or stops a program, in a real tmux pane. After
/// each, the pane must be as before: `stty -a` unchanged, the normal screen, the cursor
/// visible, keypad and every mouse mode off; and the status must be 128 + the signal.
extension EndToEnd {
  @Suite struct SignalRestoreTests {
    /// A full-screen command and how to know it has taken the terminal.
    struct Program: Sendable, CustomTestStringConvertible {
      var name: String
      /// The command line after `$K` (`$R` is the repository's root).
      var command: String
      var testDescription: String { name }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()

    static let programs = [
      Program(name: "play", command: "play fade --loop 'signal me'"),
      Program(name: "morph", command: "morph 'old text' 'new text' --speed 0.05"),
      Program(name: "demo", command: "demo"),
      Program(name: "preview", command: "preview $R/examples/morph.preview.yaml"),
    ]

    /// What the pane shows about the modes a program may leave on.
    static let modes =
      "#{alternate_on} #{cursor_flag} #{keypad_flag} #{keypad_cursor_flag} #{mouse_any_flag} #{mouse_button_flag} #{mouse_standard_flag} #{mouse_sgr_flag}"
    /// The same modes in a plain shell: normal screen, cursor shown, the rest off.
    static let restored = "0 1 0 0 0 0 0 0"

    /// Starts `program` with the settings saved first, and waits until it holds the alternate
    /// screen with the cursor hidden; returns its process id.
    static func start(_ program: Program, in session: TmuxSession) throws -> pid_t {
      try session.run(
        "stty -a > $D/before.txt; R=\(root.path); $K \(program.command); echo EXIT=$?")
      // A preview renders its recording before it takes the screen: slow in a debug build.
      try session.waitFor(format: "#{alternate_on}", toBe: "1", timeout: 30)
      try session.waitFor(format: "#{cursor_flag}", toBe: "0")
      Thread.sleep(forTimeInterval: 0.3)
      return try programID(in: session)
    }

    /// The kinetype process the pane's shell runs.
    static func programID(in session: TmuxSession) throws -> pid_t {
      let shell = try #require(Int32(try session.display("#{pane_pid}")))
      let deadline = Date().addingTimeInterval(3)
      repeat {
        let children =
          (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8))
          ?? ""
        for child in children.split(separator: " ").compactMap({ Int32($0) }) {
          let name = (try? String(contentsOfFile: "/proc/\(child)/comm", encoding: .utf8)) ?? ""
          if name.hasPrefix("kinetype") { return child }
        }
        Thread.sleep(forTimeInterval: 0.05)
      } while Date() < deadline
      throw TmuxSession.Failure(description: "no kinetype process under the shell \(shell)")
    }

    /// Checks the pane is as before the program ran.
    static func expectRestored(_ session: TmuxSession, _ what: String) throws {
      #expect(try session.display(modes) == restored, "\(what): modes left on")
      let (before, after) = try session.terminalSettings()
      #expect(before == after, "\(what): stty -a differs after")
    }

    static let endingSignals: [(String, Int32)] = [
      ("SIGINT", SIGINT), ("SIGTERM", SIGTERM), ("SIGHUP", SIGHUP), ("SIGQUIT", SIGQUIT),
    ]

    @Test(.serialized, arguments: programs, [0, 1, 2, 3])
    func aSignalEndsItAndRestoresTheTerminal(_ program: Program, _ which: Int) throws {
      let (name, number) = Self.endingSignals[which]
      let session = try TmuxSession(columns: 80, rows: 24)
      let pid = try Self.start(program, in: session)
      // A program that hangs (a crash reporter waiting) must not outlive the test.
      defer { kill(pid, SIGKILL) }
      #expect(kill(pid, number) == 0)
      let status = try session.waitForExit(timeout: 6)
      #expect(status == 128 + Int(number), "\(program.name) after \(name) exited \(status)")
      #expect(!(try session.capture()).contains("Fatal error"), "a trap's report on the screen")
      try Self.expectRestored(session, "\(program.name) after \(name)")
    }

    /// Ctrl-\ is SIGQUIT from the terminal driver when the program keeps ISIG; in raw mode it
    /// is a key. Either way the program must end (or go on) with the terminal whole, never
    /// hang on a crash report.
    @Test(.serialized, arguments: programs)
    func ctrlBackslashNeverLeavesTheTerminalBroken(_ program: Program) throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      let pid = try Self.start(program, in: session)
      defer { kill(pid, SIGKILL) }
      try session.keys("C-\\")
      Thread.sleep(forTimeInterval: 0.5)
      if try session.display("#{alternate_on}") == "1" {
        // Still running (read as a key): q must still quit it.
        try session.keys("q")
      }
      let status = try session.waitForExit(timeout: 6)
      #expect([0, 131].contains(status), "\(program.name) after Ctrl-\\ exited \(status)")
      try Self.expectRestored(session, "\(program.name) after Ctrl-\\")
    }

    /// SIGTSTP (`kill -TSTP`, or Ctrl-Z where the program keeps ISIG): while stopped the shell
    /// has a usable terminal (normal screen, cursor, no mouse reports, its own stty); `fg`
    /// takes the program back to its screen; q then ends it cleanly.
    @Test(.serialized, arguments: programs, [false, true])
    func suspendAndResumeRestoreTheTerminalEachWay(_ program: Program, byKey: Bool) throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      let pid = try Self.start(program, in: session)
      defer { kill(pid, SIGKILL) }
      if byKey {
        try session.keys("C-z")
        Thread.sleep(forTimeInterval: 0.5)
        // Read as a key in raw mode (the program may stop itself, or go on): both are fine,
        // as long as a stop restores the terminal.
        guard try session.capture().contains("Stopped") else {
          try session.keys("q")
          #expect(try session.waitForExit(timeout: 8) == 0)
          try Self.expectRestored(session, "\(program.name) after Ctrl-Z read as a key")
          return
        }
      } else {
        #expect(kill(pid, SIGTSTP) == 0)
      }
      // bash goes on with the command line when its job stops: EXIT=148 and a prompt.
      #expect(try session.waitForExit(timeout: 6) == 128 + Int(SIGTSTP))
      #expect(
        try session.display(Self.modes) == Self.restored, "\(program.name) stopped: modes on")
      try session.run("clear; stty -a > $D/stopped.txt; fg; echo EXIT=$?")
      try session.waitFor(format: "#{alternate_on}", toBe: "1")
      let before = try String(
        contentsOf: session.folder.appendingPathComponent("before.txt"), encoding: .utf8)
      let stopped = try String(
        contentsOf: session.folder.appendingPathComponent("stopped.txt"), encoding: .utf8)
      #expect(before == stopped, "\(program.name) stopped: stty -a differs from before")
      Thread.sleep(forTimeInterval: 0.3)
      try session.keys("q")
      let status = try session.waitForExit(timeout: 8)
      #expect(status == 0, "\(program.name) after fg and q exited \(status)")
      try Self.expectRestored(session, "\(program.name) after suspend, fg and q")
    }
  }
}
