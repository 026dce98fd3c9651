import Foundation
import Testing

extension EndToEnd {
  /// Signals that end or suspend a full-screen command: the terminal is restored every time,
  /// and a suspended program gives the terminal back while it is stopped.
  @Suite struct SignalTests {
    /// The process the pane's shell is running now (its only child).
    static func child(of session: TmuxSession) throws -> Int32 {
      let shell = try session.display("#{pane_pid}")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/pgrep")
      process.arguments = ["-P", shell]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      process.waitUntilExit()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      guard let pid = text.split(separator: "\n").first.flatMap({ Int32($0) }) else {
        throw TmuxSession.Failure(description: "no child of the pane's shell \(shell)")
      }
      return pid
    }

    /// Ctrl-\ (SIGQUIT) ends play with status 131 and the terminal as it was: no backtrace
    /// left waiting on the alternate screen.
    @Test func quitFromTheKeyboardRestoresTheTerminal() throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      try session.run("stty -a > $D/before.txt; $K play fade --loop 'quit me'; echo EXIT=$?")
      try session.waitFor(format: "#{alternate_on}", toBe: "1")
      try session.waitFor(format: "#{cursor_flag}", toBe: "0")
      Thread.sleep(forTimeInterval: 0.2)
      try session.keys("C-\\")
      #expect(try session.waitForExit() == 131)
      #expect(try session.display("#{alternate_on} #{cursor_flag} #{keypad_cursor_flag}") == "0 1 0")
      try session.expectRestoredSettings()
    }

    /// Every signal that ends the program, sent to the demo (mouse reporting on): the status is
    /// 128 + the signal, and mouse modes, the screen and the settings are restored.
    @Test(arguments: [("TERM", 143), ("HUP", 129), ("INT", 130), ("QUIT", 131)])
    func everyEndingSignalRestoresTheDemo(signal: String, status: Int) throws {
      let session = try TmuxSession(columns: 100, rows: 30)
      try session.run("stty -a > $D/before.txt; $K demo --scene rating; echo EXIT=$?")
      try session.waitFor(format: "#{mouse_sgr_flag} #{alternate_on}", toBe: "1 1")
      let pid = try Self.child(of: session)
      kill(pid, signal == "TERM" ? SIGTERM : signal == "HUP" ? SIGHUP : signal == "INT" ? SIGINT : SIGQUIT)
      #expect(try session.waitForExit() == status)
      try session.expectRestoredSettings()
    }

    /// Ctrl-Z in the demo gives the shell a clean terminal (no mouse reports, normal screen,
    /// the shell's settings); `fg` brings the demo back, drawn whole, with the mouse on.
    @Test func ctrlZSuspendsTheDemoCleanlyAndFgResumesIt() throws {
      let session = try TmuxSession(columns: 100, rows: 30)
      // No `; echo` after the command: bash would run it at once when the job stops.
      try session.run("stty -a > $D/before.txt; $K demo --scene rating")
      try session.waitFor(format: "#{mouse_sgr_flag} #{alternate_on}", toBe: "1 1")
      // The screen once the scene has settled (the face eases in): the same twice, 0.3 s apart.
      var drawn = try session.capture()
      for _ in 0..<30 {
        Thread.sleep(forTimeInterval: 0.3)
        let again = try session.capture()
        if again == drawn { break }
        drawn = again
      }
      try session.keys("C-z")
      try session.waitFor("the shell's job notice") { $0.contains("Stopped") }
      #expect(try session.display("#{mouse_any_flag} #{mouse_sgr_flag} #{alternate_on}") == "0 0 0")
      try session.run("stty -a > $D/suspended.txt; fg; echo EXIT=$?")
      try session.waitFor(format: "#{mouse_sgr_flag} #{alternate_on}", toBe: "1 1")
      try session.waitFor("the demo drawn again") { $0 == drawn }
      let before = try String(contentsOf: session.folder.appendingPathComponent("before.txt"), encoding: .utf8)
      let suspended = try String(
        contentsOf: session.folder.appendingPathComponent("suspended.txt"), encoding: .utf8)
      #expect(before == suspended)
      try session.keys("q")
      #expect(try session.waitForExit() == 0)
      try session.expectRestoredSettings()
    }

    /// The effect's clock stops while play is suspended: a 3-second stop delays the end by
    /// about 3 seconds, and the whole effect still plays after `fg`.
    @Test func aSuspensionStopsTheEffectsClock() throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      try session.run("stty -a > $D/before.txt; $K play fade 'pause me' --speed 0.5")
      try session.waitFor(format: "#{alternate_on}", toBe: "1")
      Thread.sleep(forTimeInterval: 0.2)
      try session.keys("C-z")
      try session.waitFor("the shell's job notice") { $0.contains("Stopped") }
      #expect(try session.display("#{alternate_on} #{cursor_flag}") == "0 1")
      Thread.sleep(forTimeInterval: 3)
      let resumed = Date()
      try session.run("fg; echo EXIT=$?")
      try session.waitFor(format: "#{alternate_on}", toBe: "1")
      #expect(try session.waitForExit(timeout: 20) == 0)
      let afterResume = Date().timeIntervalSince(resumed)
      // fade at half speed lasts well over a second; had the clock run on while stopped, it
      // would have ended at once on resume.
      #expect(afterResume > 0.6, "ended \(afterResume) s after fg")
      try session.expectRestoredSettings()
    }
  }
}
