import Foundation
import Testing

/// `kinetype demo` in a real terminal: the menu bar, help, switching, quitting, and the
/// morphing label. Mouse reports are the SGR bytes a terminal sends.
extension EndToEnd {
  @Suite struct DemoTests {
    static func sgr(_ code: Int, _ x: Int, _ y: Int, release: Bool = false) -> String {
      InputEchoTests.sgr(code, x, y, release: release)
    }

    static let menu = " 1 Tags  2 Morph  3 Scroll  4 Rating  5 Label"

    /// Starts the demo and waits for its menu bar and for mouse reporting.
    static func start(_ session: TmuxSession, _ arguments: String = "") throws {
      try session.run("$K demo \(arguments); echo EXIT=$?")
      try session.waitFor("the menu bar") { $0.hasPrefix(menu) }
      try session.waitFor(
        format: "#{mouse_any_flag} #{mouse_button_flag} #{mouse_sgr_flag}", toBe: "1 1 1")
    }

    @Test func helpSwitchingAndQuitByKeyAndMouse() throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      try Self.start(session)
      try session.keys("?")
      try session.waitFor("the help overlay") { $0.contains("switch scene") }
      try session.keys("x")
      try session.waitFor("the help closed") { !$0.contains("switch scene") }
      // A click on "2 Morph" in the menu bar (row 1, 1-based; "2 Morph" starts at column 9).
      try session.type(Self.sgr(0, 11, 1) + Self.sgr(0, 11, 1, release: true))
      try session.waitFor("the morph scene") { $0.contains("Morphing label") }
      // Esc leaves its input line, then a digit switches scenes again.
      try session.keys("Escape")
      try session.waitFor("the input line left") { $0.contains("input line left") }
      try session.keys("1")
      try session.waitFor("the morph scene gone") { !$0.contains("Morphing label") }
      try session.keys("q")
      #expect(try session.waitForExit() == 0)
      try InputEchoTests.expectRestored(session)
    }

    @Test func ctrlCQuitsWith130AndRestoresTheTerminal() throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      try Self.start(session, "--scene morph")
      try session.keys("C-c")
      #expect(try session.waitForExit() == 130)
      try InputEchoTests.expectRestored(session)
    }

    @Test func theMorphingLabelMorphsAndQueuesWhatIsTypedFast() throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      try Self.start(session, "--scene morph")
      // The label is display type (big letters of morph.fonts) at 80x24; the status line says
      // that digits type while the input line has the keys.
      try session.waitFor("the label at rest") { $0.contains("█") && $0.contains("F1-F5 scenes") }
      // Three texts in one write: the first morphs, the other two wait their turn.
      try session.type("first\rsecond\rthird\r")
      try session.waitFor("the queue reported") { $0.contains("waiting: 2") }
      // Each starts when the one before ends, reported on the status line.
      try session.waitFor("the second morph", timeout: 15) { $0.contains("'first' → 'second'") }
      try session.waitFor("the third morph", timeout: 15) { $0.contains("'second' → 'third'") }
      try session.waitFor("the last text at rest", timeout: 15) { screen in
        screen.contains("█") && !screen.contains("waiting")
      }
      // Tab changes the effect, and the status line says so.
      try session.keys("Tab")
      try session.waitFor("the next effect") { $0.contains("morph effect: ") }
      // Esc alone (ESC then q at once would be Alt-q), then q quits.
      try session.keys("Escape")
      try session.waitFor("the input line left") { $0.contains("input line left") }
      try session.keys("q")
      #expect(try session.waitForExit() == 0)
    }
  }
}
