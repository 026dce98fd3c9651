import Foundation
import Testing

/// The scroll scene in a real terminal: `kinetype demo --scene scroll` in a tmux pane, driven
/// by SGR mouse reports and keys, read back with `capture-pane`.
///
/// The page is `effects/scroll-scene.yaml`: 248 rows (sections of 60, 44, 44, 44, 30 and 26)
/// in a view of 22 rows (24 less the menu bar and the status line), so positions run 0…226 and
/// a page is 21 rows.
extension EndToEnd {
  @Suite struct DemoScrollTests {
    static func sgr(_ code: Int, _ x: Int, _ y: Int, release: Bool = false) -> String {
      InputEchoTests.sgr(code, x, y, release: release)
    }

    /// The pane without its last row, the status line (what the scene last reported).
    static func aboveStatus(_ screen: String) -> [String] {
      var lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      while lines.last?.isEmpty == true { lines.removeLast() }
      return Array(lines.prefix(23))
    }

    /// The text of the last column on screen row `row` (0-based).
    static func barCell(_ screen: String, row: Int) -> Character? {
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
      guard row < lines.count, lines[row].count >= 80 else { return nil }
      return lines[row].last
    }

    @Test func theWheelPgDnAndTheScrollbarScrollAndScrollingBackRestoresTheFirstPane() throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      try session.run("stty -a > $D/before.txt; $K demo --scene scroll; echo EXIT=$?")
      try session.waitFor("the scroll scene") { $0.contains("scroll ↓") }
      try session.waitFor(format: "#{mouse_sgr_flag} #{alternate_on}", toBe: "1 1")
      let first = try session.capture(escapes: true)
      let plainFirst = try session.capture()
      #expect(plainFirst.contains("██"), "the title in display type")

      // Five turns of the wheel down over the page (SGR 65): 15 rows.
      for _ in 0..<5 { try session.type(Self.sgr(65, 40, 12)) }
      try session.waitFor("the wheel's rows on the status line") { $0.contains("row 15 of 226") }
      // PgDn: a page of 21 rows.
      try session.keys("NPage")
      try session.waitFor("PgDn") { $0.contains("row 36 of 226") }
      // The thumb is on scene rows 3…4 (36 / 226 × 20 = 3.2; 22 × 22 / 248 rows long), screen
      // rows 4…5.
      try session.waitFor("the thumb at rows 4…5") { screen in
        (4...5).allSatisfy { Self.barCell(screen, row: $0) == "█" }
          && Self.barCell(screen, row: 3) == "│" && Self.barCell(screen, row: 6) == "│"
      }

      // Drag the thumb by its top row (x 80, y 5) ten rows down: top at scene row 13, the
      // position 13 / 20 × 226 = 146.9, rounded to 147 (147 / 226 × 20 = 13.0 → 13 again).
      try session.type(Self.sgr(0, 80, 5))
      try session.type(Self.sgr(32, 80, 10))
      try session.type(Self.sgr(32, 80, 15))
      try session.type(Self.sgr(0, 80, 15, release: true))
      try session.waitFor("the drag") { screen in
        screen.contains("row 147 of 226")
          && (14...15).allSatisfy { Self.barCell(screen, row: $0) == "█" }
      }
      // A click in the trough above the thumb: a page up.
      try session.type(Self.sgr(0, 80, 3) + Self.sgr(0, 80, 3, release: true))
      try session.waitFor("the trough click") { $0.contains("row 126 of 226") }
      #expect(Self.aboveStatus(try session.capture(escapes: true)) != Self.aboveStatus(first))

      // Back up: the wheel up (SGR 64), PgUp, Home; the pane above the status line comes back
      // cell for cell, colours included, once the ease has ended (as it looks: a blank the
      // writer left in an earlier foreground is still a blank).
      for _ in 0..<2 { try session.type(Self.sgr(64, 40, 12)) }
      try session.waitFor("the wheel up") { $0.contains("row 120 of 226") }
      try session.keys("PPage")
      try session.waitFor("PgUp") { $0.contains("row 99 of 226") }
      try session.keys("Home")
      try session.waitFor("the first pane again, above the status line") { _ in
        PaneLook.cells(Self.aboveStatus(try session.capture(escapes: true)).joined(separator: "\n"))
          == PaneLook.cells(Self.aboveStatus(first).joined(separator: "\n"))
      }
      #expect(try session.capture().contains("row 0 of 226"))
      // The status line is the demo's log; switching away and back clears it, and then the
      // whole pane is exactly the first capture.
      try session.keys("1")
      try session.waitFor("another scene") { !$0.contains("scroll ↓") }
      try session.keys("3")
      try session.waitFor("exactly the first capture") { _ in
        try session.capture(escapes: true) == first
      }

      try session.keys("q")
      #expect(try session.waitForExit() == 0)
      try InputEchoTests.expectRestored(session)
      let (before, after) = try session.terminalSettings()
      #expect(before == after)
    }

    @Test func anOverlappingScaleIsReportedBeforeTheTerminalIsTaken() throws {
      let session = try TmuxSession(columns: 100, rows: 24)
      let effects = session.folder.appendingPathComponent("effects")
      try FileManager.default.createDirectory(at: effects, withIntermediateDirectories: true)
      let file = """
        sections:
          - height: 30
            elements:
              - bar: 20
                tracks:
                  fill:
                    scales:
                      - {at: 0, length: 10, to: 1}
                      - {at: 5, length: 10, to: 0}

        """
      try file.write(
        to: effects.appendingPathComponent("scroll-scene.yaml"), atomically: true, encoding: .utf8)
      try session.run("KINETYPE_EFFECTS=$D/effects $K demo --scene scroll; echo EXIT=$?")
      #expect(try session.waitForExit() == 1)
      // -J joins the lines the pane wrapped.
      let screen = try session.tmux(["capture-pane", "-p", "-J", "-t", session.target])
      #expect(
        screen.contains(
          "effects/scroll-scene.yaml:9:17: error: sections[0].elements[0].tracks.fill.scales[1]: "
            + "the scale over 5…15 overlaps the scale over 0…10 on the same track"))
      #expect(
        screen.contains(
          "effects/scroll-scene.yaml:8:17: note: sections[0].elements[0].tracks.fill.scales[0]: "
            + "the scale it overlaps"))
      // Never taken: no alternate screen, no mouse reporting, the prompt back.
      #expect(try session.display("#{alternate_on} #{mouse_any_flag}") == "0 0")
      #expect(try session.display("#{pane_current_command}") == "bash")
    }
  }
}
