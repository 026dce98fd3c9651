import Foundation
import Testing

/// The input layer in a real terminal: `kinetype-input-echo` (a test helper) in a tmux pane prints
/// each event and gesture as a line. Mouse reports are injected as the SGR (1006) bytes a
/// terminal sends, with `send-keys -l`; tmux passes them to the pane as typed text.
extension EndToEnd {
  @Suite struct InputEchoTests {
    /// The SGR report of button code `code` at 1-based `x`, `y`; `m` for a release.
    static func sgr(_ code: Int, _ x: Int, _ y: Int, release: Bool = false) -> String {
      "\u{1B}[<\(code);\(x);\(y)" + (release ? "m" : "M")
    }

    /// The pane's lines from the title down, trailing blank lines dropped.
    static func log(_ screen: String) -> [String] {
      var lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      while lines.last?.isEmpty == true { lines.removeLast() }
      return lines
    }

    static let title = "kinetype-input-echo: click, drag, scroll, type; q quits"

    /// Starts `input-echo` and waits until it has turned mouse reporting on.
    static func start(_ session: TmuxSession, _ command: String) throws {
      #expect(try session.display("#{mouse_any_flag}") == "0", "mouse mode on before the start")
      try session.run(command)
      try session.waitFor("the title") { $0.hasPrefix(title) }
      // Presses, releases, motion with a button held (1002), SGR encoding (1006): on, so the
      // checks that they are off again can fail.
      try session.waitFor(
        format: "#{mouse_any_flag} #{mouse_button_flag} #{mouse_sgr_flag}", toBe: "1 1 1")
    }

    /// After the program ends: no mouse mode, the normal screen, the shell prompt.
    static func expectRestored(_ session: TmuxSession) throws {
      #expect(
        try session.display("#{mouse_any_flag} #{mouse_sgr_flag} #{alternate_on}") == "0 0 0")
      #expect(try session.display("#{pane_current_command}") == "bash")
      #expect(log(try session.capture()).last == "$")
    }

    @Test func mouseAndKeysAreDecodedIntoEventsAndGestures() throws {
      let session = try TmuxSession(columns: 80, rows: 30)
      try Self.start(session, "$E; echo EXIT=$?")

      // Two clicks in one write, so they arrive together: a click, then a double click.
      try session.type(
        Self.sgr(0, 10, 5) + Self.sgr(0, 10, 5, release: true) + Self.sgr(0, 10, 5)
          + Self.sgr(0, 10, 5, release: true))
      // A drag: press, move two cells (past the one-cell slop), move on, release.
      try session.type(Self.sgr(0, 20, 8))
      try session.type(Self.sgr(32, 22, 8))
      try session.type(Self.sgr(32, 25, 9))
      try session.type(Self.sgr(0, 25, 9, release: true))
      // The wheel: up, then down with ctrl (16).
      try session.type(Self.sgr(64, 3, 3))
      try session.type(Self.sgr(65 + 16, 3, 3))
      // A long press with the right button: held 0.6 s, so it fires while held.
      try session.type(Self.sgr(2, 40, 10))
      try session.waitFor("the right press") { $0.contains("mouse press right 39,9") }
      Thread.sleep(forTimeInterval: 0.6)
      try session.waitFor("the long press while held", timeout: 2) {
        $0.contains("gesture long-press right 39,9")
      }
      try session.type(Self.sgr(2, 40, 10, release: true))
      // Keys.
      try session.keys("Up", "C-a")
      try session.type("é")

      let expected = [
        Self.title,
        "mouse press left 9,4",
        "mouse release left 9,4",
        "gesture click left 9,4",
        "mouse press left 9,4",
        "gesture double-click left 9,4",
        "mouse release left 9,4",
        "mouse press left 19,7",
        "mouse drag left 21,7",
        "gesture drag-start left 19,7->21,7",
        "mouse drag left 24,8",
        "gesture drag-move left 19,7->24,8",
        "mouse release left 24,8",
        "gesture drag-end left 19,7->24,8",
        "mouse wheel-up 2,2",
        "gesture wheel-up 2,2",
        "mouse ctrl+wheel-down 2,2",
        "gesture ctrl+wheel-down 2,2",
        "mouse press right 39,9",
        "gesture long-press right 39,9",
        "mouse release right 39,9",
        "key up",
        "key ctrl+a",
        "key é",
      ]
      let screen = try session.waitFor("every line") { Self.log($0).last == "key é" }
      #expect(Self.log(screen) == expected)

      try session.keys("q")
      #expect(try session.waitForExit() == 0)
      try Self.expectRestored(session)
    }

    @Test func ctrlCQuitsWith130AndRestoresTheTerminalModes() throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      try Self.start(session, "stty -a > $D/before.txt; $E; echo EXIT=$?")
      // Raw mode: Ctrl-Z and Ctrl-C are bytes the program reads, not signals.
      try session.keys("C-z")
      try session.waitFor("Ctrl-Z read as a key") { Self.log($0).last == "key ctrl+z" }
      try session.keys("C-c")
      #expect(try session.waitForExit() == 130)
      try Self.expectRestored(session)
      let (before, after) = try session.terminalSettings()
      #expect(before.contains("icanon") && before.contains("isig"))
      #expect(before == after)
    }

    @Test func aCrashTurnsTheMouseOffToo() throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      try Self.start(session, "ulimit -c 0; $E; echo EXIT=$?")
      // The crash handler in Signals writes the restore bytes, mouse modes off among them.
      let shell = try #require(Int32(try session.display("#{pane_pid}")))
      let children = try String(
        contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
      let echo = try #require(
        children.split(separator: " ").compactMap { Int32($0) }.first, "no child of the shell")
      #expect(kill(echo, SIGSEGV) == 0)
      #expect(try session.waitForExit() == 128 + Int(SIGSEGV))
      try Self.expectRestored(session)
    }
  }
}
