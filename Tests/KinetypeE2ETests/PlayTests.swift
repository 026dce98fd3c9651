import Foundation
import Testing

/// `kinetype play` in a real terminal: tmux panes of a fixed size, keys sent with `send-keys`,
/// screens read with `capture-pane`. Serialized: the player's pacing is what is under test,
/// and two debug players drawing at 60 fps on two cores would starve each other.
extension EndToEnd {
  @Suite struct PlayTests {
    /// The `?` status line's `1.3s / 2.0s` time.
    static func time(in status: String) -> String? {
      guard let match = status.firstMatch(of: /^(\d+\.\d)s \/ \d+\.\ds/) else { return nil }
      return String(match.1)
    }

    /// The pane's bottom row.
    static func bottomRow(_ screen: String, rows: Int) -> String {
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      return lines.count >= rows ? lines[rows - 1] : ""
    }

    /// A capture taken while the player holds the alternate screen, or nil.
    static func captureWhilePlaying(_ session: TmuxSession) throws -> String? {
      guard try session.display("#{alternate_on}") == "1" else { return nil }
      let screen = try session.capture()
      guard try session.display("#{alternate_on}") == "1" else { return nil }
      return screen
    }

    @Test(.serialized, arguments: [(80, 24), (200, 50)])
    func pipedTextPlaysThenStaysInTheScrollback(columns: Int, rows: Int) throws {
      let session = try TmuxSession(columns: columns, rows: rows)
      let text = ["kinetic type", "in a real terminal"]
      let letterCount = text.joined().filter(\.isLetter).count
      try session.run("printf '\(text.joined(separator: "\\n"))\\n' | $K play fade; echo EXIT=$?")
      try session.waitFor(format: "#{alternate_on}", toBe: "1")

      // Fade reveals glyphs one by one in a random order: some frame shows some but not all.
      var partial: String?
      let deadline = Date().addingTimeInterval(4)
      while partial == nil, Date() < deadline {
        if let screen = try Self.captureWhilePlaying(session) {
          let shown = screen.filter(\.isLetter).count
          if shown > 0 && shown < letterCount { partial = screen }
        }
        Thread.sleep(forTimeInterval: 0.02)
      }
      #expect(partial != nil, "no frame showed part of the text")
      if let partial { #expect(!partial.contains(text[0]) || !partial.contains(text[1])) }

      #expect(try session.waitForExit() == 0)
      #expect(try session.display("#{alternate_on}") == "0")
      let lines = try session.capture().split(separator: "\n").map(String.init)
      let exitLine = try #require(lines.lastIndex(of: "EXIT=0"))
      #expect(
        Array(lines[(exitLine - 2)..<exitLine]) == text, "the final text sits just above EXIT=0")

      // Push the text off the screen: it must still be in the history, not lost with the
      // alternate screen.
      try session.run("seq 1 \(rows + 5)")
      try session.waitFor("seq to finish") { $0.contains("\n\(rows + 5)\n$") }
      #expect(!(try session.capture()).contains(text[0]))
      let history = try session.capture(scrollback: true).split(separator: "\n").map(String.init)
      let first = try #require(history.firstIndex(of: text[0]), "the text is not in the scrollback")
      #expect(Array(history[first..<(first + 3)]) == text + ["EXIT=0"])
    }

    @Test func textTallerThanTheTerminalPlaysPageByPageAndIsPrintedWhole() throws {
      let rows = 10
      let session = try TmuxSession(columns: 40, rows: rows)
      // 25 lines on a 10-row terminal with --backlog all: three screenfuls, played one after
      // another.
      try session.run(
        "seq 1 25 | sed 's/^/line /' | $K play fade --speed 4 --backlog all; echo EXIT=$?")
      try session.waitFor(format: "#{alternate_on}", toBe: "1")
      try session.keys("?")
      let second = try session.waitFor("the second page") {
        // "block 2" when the pipe had not ended a moment after start (a loaded machine).
        let status = Self.bottomRow($0, rows: rows)
        return status.contains("page 2/3") || status.contains("block 2 ")
      }
      // The second page shows lines 11–19 (the status line covers the tenth row), not line 1.
      #expect(!second.contains("line 1\n") && !second.contains("line 25"))
      #expect(try session.waitForExit() == 0)
      let history = try session.capture(scrollback: true).split(separator: "\n").map(String.init)
      let first = try #require(
        history.firstIndex(of: "line 1"), "the first page is not in the scrollback")
      #expect(Array(history[first..<(first + 26)]) == (1...25).map { "line \($0)" } + ["EXIT=0"])
    }

    @Test func keysShowStatusPauseResumeAndQuit() throws {
      let rows = 24
      let session = try TmuxSession(columns: 80, rows: rows)
      try session.run("$K play fade --loop 'pause me'; echo EXIT=$?")
      try session.waitFor(format: "#{alternate_on}", toBe: "1")
      try session.keys("?")
      let status = try session.waitFor("the status line") {
        Self.time(in: Self.bottomRow($0, rows: rows)) != nil
      }
      let statusRow = Self.bottomRow(status, rows: rows)
      #expect(statusRow.contains("▶ ×1"))
      #expect(statusRow.contains("loop"))
      #expect(!statusRow.contains("paused"))
      // Reverse video across the whole row.
      #expect(try session.capture(escapes: true).contains("\u{1B}[7m"))

      // Playing: the time moves.
      Thread.sleep(forTimeInterval: 0.3)
      let later = Self.time(in: Self.bottomRow(try session.capture(), rows: rows))
      #expect(later != nil && later != Self.time(in: statusRow), "time did not move while playing")

      try session.keys("Space")
      try session.waitFor("paused") { Self.bottomRow($0, rows: rows).contains("paused") }
      Thread.sleep(forTimeInterval: 0.05)
      // Four captures 300 ms apart: a paused player's screen holds still, status line and all.
      let pausedA = try session.capture()
      for _ in 0..<3 {
        Thread.sleep(forTimeInterval: 0.3)
        let pausedB = try session.capture()
        #expect(pausedA == pausedB, "the screen changed while paused:\n\(pausedA)\n---\n\(pausedB)")
      }

      try session.keys("Space")
      let resumed = try session.waitFor("resumed") {
        !Self.bottomRow($0, rows: rows).contains("paused")
      }
      Thread.sleep(forTimeInterval: 0.3)
      let afterResume = Self.time(in: Self.bottomRow(try session.capture(), rows: rows))
      #expect(
        afterResume != nil && afterResume != Self.time(in: Self.bottomRow(resumed, rows: rows)))

      try session.keys("q")
      #expect(try session.waitForExit() == 0)
      let lines = try session.capture().split(separator: "\n").map(String.init)
      let exitLine = try #require(lines.lastIndex(of: "EXIT=0"))
      #expect(lines[exitLine - 1] == "pause me")
    }

    @Test func keepsPlayingThroughAResize() throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      try session.run("$K play fade --loop 'resize me'; echo EXIT=$?")
      try session.waitFor(format: "#{alternate_on}", toBe: "1")
      try session.keys("?")
      try session.waitFor("the status line") { Self.time(in: Self.bottomRow($0, rows: 24)) != nil }

      try session.resize(columns: 60, rows: 20)
      try session.waitFor(format: "#{window_width}x#{window_height}", toBe: "60x20")
      // The status line on the new bottom row shows the player laid itself out again.
      let before = try session.waitFor("the status line on row 20") {
        Self.time(in: Self.bottomRow($0, rows: 20)) != nil
      }
      Thread.sleep(forTimeInterval: 0.4)
      let after = try session.capture()
      let t0 = Self.time(in: Self.bottomRow(before, rows: 20))
      let t1 = Self.time(in: Self.bottomRow(after, rows: 20))
      #expect(
        t1 != nil && t0 != t1, "time stood still after the resize: \(t0 ?? "-") then \(t1 ?? "-")")
      #expect(try session.display("#{alternate_on} #{pane_current_command}") == "1 kinetype")

      try session.keys("q")
      #expect(try session.waitForExit() == 0)
    }

    @Test func ctrlCRestoresTheTerminal() throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      try session.run("stty -a > $D/before.txt; $K play fade --loop 'interrupt me'; echo EXIT=$?")
      try session.waitFor(format: "#{alternate_on}", toBe: "1")
      // While playing the cursor is hidden: the checks below can fail.
      try session.waitFor(format: "#{cursor_flag}", toBe: "0")
      Thread.sleep(forTimeInterval: 0.2)
      try session.keys("C-c")
      #expect(try session.waitForExit() == 130)
      #expect(try session.display("#{alternate_on}") == "0")
      #expect(try session.display("#{cursor_flag}") == "1")
      #expect(try session.capture().contains("\ninterrupt me\nEXIT=130\n"))

      let (before, after) = try session.terminalSettings()
      #expect(before.contains("icanon") && before.contains("echo"))
      #expect(before == after)
    }

    @Test func hostileInputNeverReachesTheTerminal() throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      // Control: an OSC 0 does retitle this pane, so the title check below can fail.
      try session.run("printf '\\033]0;control\\007'")
      try session.waitFor(format: "#{pane_title}", toBe: "control")

      let hostile =
        "\u{1B}]52;c;aGVsbG8=\u{07}\u{1B}]0;pwned\u{07}\u{1B}P+q\u{1B}\\\u{1B}[2J\u{1B}[6nsafe text\n"
      try Data(hostile.utf8).write(to: session.folder.appendingPathComponent("hostile.txt"))
      let recording = session.folder.appendingPathComponent("pane.bin")
      try session.record(to: recording)
      try session.run("cat $D/hostile.txt | $K play fade; echo EXIT=$?")
      #expect(try session.waitForExit() == 0)
      try session.stopRecording()

      var bytes = Data()
      let deadline = Date().addingTimeInterval(3)
      repeat {
        bytes = try Data(contentsOf: recording)
        if bytes.range(of: Data("EXIT=0".utf8)) != nil { break }
        Thread.sleep(forTimeInterval: 0.05)
      } while Date() < deadline
      #expect(
        bytes.range(of: Data("safe text".utf8)) != nil, "the recording holds no player output")
      for marker in ["]52;", "]0;pwned", "P+q", "[6n"] {
        #expect(bytes.range(of: Data(marker.utf8)) == nil, "\(marker) reached the pane")
      }
      #expect(try session.display("#{pane_title}") == "control")
      let lines = try session.capture().split(separator: "\n").map(String.init)
      let exitLine = try #require(lines.lastIndex(of: "EXIT=0"))
      #expect(lines[exitLine - 1] == "safe text")
    }
  }
}
