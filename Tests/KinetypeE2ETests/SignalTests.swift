import Foundation
import Testing

extension EndToEnd {
  /// Suspending a full-screen command (SignalRestoreTests has every signal that ends one): the
  /// terminal is given back while it is stopped, the screen drawn again and the clock stopped.
  @Suite struct SignalTests {
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
      let before = try String(
        contentsOf: session.folder.appendingPathComponent("before.txt"), encoding: .utf8)
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
      // At a quarter speed fade lasts over 9 s: on a loaded machine, polling the pane for the
      // first glyph once took so long that the effect had ended before Ctrl-Z.
      try session.run("stty -a > $D/before.txt; $K play fade 'pause me' --speed 0.25")
      try session.waitFor(format: "#{alternate_on}", toBe: "1")
      // Ctrl-Z once the loop draws (a glyph has faded in), not while ncurses is still starting.
      try session.waitFor("the first glyph") { $0.contains(where: { "pausme".contains($0) }) }
      try session.keys("C-z")
      try session.waitFor("the shell's job notice") { $0.contains("Stopped") }
      #expect(try session.display("#{alternate_on} #{cursor_flag}") == "0 1")
      Thread.sleep(forTimeInterval: 3)
      let resumed = Date()
      try session.run("fg; echo EXIT=$?")
      try session.waitFor(format: "#{alternate_on}", toBe: "1")
      #expect(try session.waitForExit(timeout: 20) == 0)
      let afterResume = Date().timeIntervalSince(resumed)
      // Had the clock run on while stopped, the effect would have ended at once on resume.
      #expect(afterResume > 0.6, "ended \(afterResume) s after fg")
      try session.expectRestoredSettings()
    }
  }
}
