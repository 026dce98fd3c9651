import Foundation
import Testing

/// The emoji rating in a real terminal: `kinetype demo --scene rating` in a tmux pane, driven
/// by SGR mouse reports and keys.
///
/// At 80 × 24 the scene has screen rows 1…22: the face on rows 1…20 (its centre at row 11,
/// nearly ten rows of radius), the value on row 22, the status line on row 23. The mouth lies
/// on rows 12…16, the eyes on rows 6…10.
extension EndToEnd {
  @Suite struct DemoRatingTests {
    static func sgr(_ code: Int, _ x: Int, _ y: Int, release: Bool = false) -> String {
      InputEchoTests.sgr(code, x, y, release: release)
    }

    static let mouthRows = 12...16
    static let eyeRows = 6...10

    /// The screen once `text` shows and the face has eased to it (a transition is 0.3 s).
    static func settled(_ session: TmuxSession, showing text: String) throws -> [String] {
      try session.waitFor("'\(text)'") { $0.contains(text) }
      Thread.sleep(forTimeInterval: 0.5)
      return try session.lines()
    }

    /// A quadrant block (the face's strokes): ▘ ▝ ▀ ▖ ▌ ▞ ▛ ▗ ▚ ▐ ▜ ▄ ▙ ▟ █.
    static func isBlock(_ character: Character) -> Bool {
      "▘▝▀▖▌▞▛▗▚▐▜▄▙▟█".contains(character)
    }

    @Test func dragTheWheelAndKeysChangeTheRateTheFaceAndTheStatusLine() throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      try session.run("stty -a > $D/before.txt; $K demo --scene rating; echo EXIT=$?")
      try session.waitFor(
        format: "#{mouse_any_flag} #{mouse_button_flag} #{mouse_sgr_flag}", toBe: "1 1 1")
      let start = try Self.settled(session, showing: "2.5 / 5  ★★½☆☆")
      #expect(start[1...20].joined().filter(Self.isBlock).count > 100, "no face")

      // Drag up from screen row 16 to row 10: two rows start the drag (+0.4), four more
      // (+0.8) follow; the release adds nothing.
      try session.type(Self.sgr(0, 40, 17))
      try session.type(Self.sgr(32, 40, 15))
      try session.type(Self.sgr(32, 40, 11))
      try session.type(Self.sgr(0, 40, 11, release: true))
      let dragged = try Self.settled(session, showing: "3.7 / 5  ★★★½☆")
      #expect(dragged[23].contains("rating changed: 3.7"))
      #expect(start[Self.mouthRows] != dragged[Self.mouthRows], "the mouth was not redrawn")
      #expect(start[Self.eyeRows] != dragged[Self.eyeRows], "the eyes were not redrawn")

      // The wheel: one step up, two down.
      try session.type(Self.sgr(64, 40, 10))
      try session.waitFor("the wheel up") { $0.contains("3.9 / 5") }
      try session.type(Self.sgr(65, 40, 10))
      try session.type(Self.sgr(65, 40, 10))
      let wheeled = try Self.settled(session, showing: "3.5 / 5")
      #expect(wheeled[23].contains("rating changed: 3.5"))

      // Keys: End and Home to the ends, ↑ a step, + and PgUp a point each.
      try session.keys("End")
      let happy = try Self.settled(session, showing: "5.0 / 5  ★★★★★")
      try session.keys("Home")
      let sad = try Self.settled(session, showing: "0.0 / 5  ☆☆☆☆☆")
      #expect(sad[23].contains("rating changed: 0.0"))
      #expect(happy[Self.mouthRows] != sad[Self.mouthRows])
      try session.keys("Up")
      try session.waitFor("↑") { $0.contains("0.2 / 5") }
      try session.keys("+")
      try session.waitFor("+") { $0.contains("1.2 / 5") }
      try session.keys("PPage")
      try session.waitFor("PgUp") { $0.contains("2.2 / 5") && $0.contains("rating changed: 2.2") }
      // At an end a key changes nothing and reports nothing: the status line keeps the hint
      // that choosing the scene again (4) put there.
      try session.keys("End")
      try session.waitFor("End") { $0.contains("rating changed: 5.0") }
      try session.keys("4")
      try session.waitFor("the hint") { $0.contains("? help") }
      try session.keys("End", "Up")
      try session.type(Self.sgr(64, 40, 10))
      let top = try Self.settled(session, showing: "5.0 / 5")
      #expect(top[23].contains("? help"))
      #expect(!top[23].contains("rating changed"))

      // The help lists the scene's keys.
      try session.keys("?")
      try session.waitFor("the help") { $0.contains("Home End") && $0.contains("rate 0 or 5") }
      try session.keys("Escape")
      try session.waitFor("the help closed") { !$0.contains("rate 0 or 5") }

      try session.keys("q")
      #expect(try session.waitForExit() == 0)
      try session.expectRestoredSettings()
    }
  }
}
