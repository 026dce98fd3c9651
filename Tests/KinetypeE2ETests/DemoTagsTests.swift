import Foundation
import Testing

/// `kinetype demo --scene tags` in a real terminal: SGR mouse reports and keys sent to a tmux
/// pane, the screen read back. Screen row r is the scene's row r − 1 (the menu bar is row 0);
/// SGR coordinates count from 1.
///
/// A tag added by a click on screen cell (20, 11), scene cell (20, 10) of 80 × 22, has its dot
/// there and, in its first style (right-straight-1), its text on screen row 10 from column 26
/// (`TagSceneTests` works the geometry out).
extension EndToEnd {
  @Suite struct DemoTagsTests {
    typealias Echo = InputEchoTests

    /// A click at 0-based screen cell (`column`, `row`).
    static func click(_ session: TmuxSession, _ column: Int, _ row: Int) throws {
      try session.type(
        Echo.sgr(0, column + 1, row + 1) + Echo.sgr(0, column + 1, row + 1, release: true))
    }

    /// The screen's lines, each as an array of characters (one a cell: no wide text here).
    static func grid(_ screen: String) -> [[Character]] {
      screen.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
    }

    /// Whether `text` starts at screen cell (`column`, `row`).
    static func shows(_ text: String, at column: Int, _ row: Int, in screen: String) -> Bool {
      let lines = grid(screen)
      guard row < lines.count, lines[row].count >= column + text.count else { return false }
      return String(lines[row][column..<(column + text.count)]) == text
    }

    /// Whether screen row `row` shows any braille (a dot or a line).
    static func hasBraille(_ screen: String, row: Int) -> Bool {
      grid(screen)[row].contains { (0x2801...0x28FF).contains($0.unicodeScalars.first!.value) }
    }

    /// Starts the demo on the tags scene and waits for its hint and the mouse modes.
    static func start(_ session: TmuxSession) throws {
      try session.run("stty -a > $D/before.txt; $K demo --scene tags; echo EXIT=$?")
      try session.waitFor("the tags scene") { $0.contains("Click the picture to add a tag") }
      try session.waitFor(format: "#{mouse_any_flag} #{mouse_sgr_flag}", toBe: "1 1")
    }

    /// Adds a tag with one text by a click at screen cell (`column`, `row`).
    static func addTag(_ session: TmuxSession, _ text: String, at column: Int, _ row: Int) throws {
      try click(session, column, row)
      try session.waitFor("the input") { $0.contains("New tag · Enter: next line") }
      try session.type(text)
      try session.keys("Enter", "Enter")
      try session.waitFor("the tag added") { $0.contains("Tag added: \(text)") }
    }

    /// q quits: exit status 0, the terminal as it was.
    static func quit(_ session: TmuxSession) throws {
      try session.keys("q")
      #expect(try session.waitForExit() == 0)
      try session.expectRestoredSettings()
    }

    @Test func clickTypeCycleDragAndLongPressToDelete() throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      try Self.start(session)
      try Self.addTag(session, "Sunset", at: 20, 11)
      try session.waitFor("the text on the line") { Self.shows(" Sunset ", at: 25, 10, in: $0) }
      let screen = try session.capture()
      #expect(!screen.contains("Click the picture"), "the hint goes with the first tag")
      #expect(
        Self.grid(screen)[11][21...32].allSatisfy { $0.unicodeScalars.first!.value >= 0x2801 },
        "the line under the text, in braille")

      // A click on the dot: the next style, slanted 45°, its text two rows higher.
      try Self.click(session, 20, 11)
      try session.waitFor("the slanted style") {
        $0.contains("Style: right-slanted-1") && Self.shows(" Sunset ", at: 24, 8, in: $0)
      }

      // A drag from the dot moves the tag 5 columns right and 2 rows down. (A press soon
      // after the click would be a double click, and cycle the style again.)
      Thread.sleep(forTimeInterval: 0.5)
      try session.type(Echo.sgr(0, 21, 12))
      try session.type(Echo.sgr(32, 23, 13))
      try session.type(Echo.sgr(32, 26, 14))
      try session.type(Echo.sgr(0, 26, 14, release: true))
      // The dot at x 25.75: elbow 25.75 + 2.83 = 28.58, the chip from 29 on screen row 10.
      try session.waitFor("the moved tag") {
        $0.contains("Moved to") && Self.shows(" Sunset ", at: 29, 10, in: $0)
      }

      // A long press on the text deletes the tag, fading out.
      try session.type(Echo.sgr(0, 33, 11))
      Thread.sleep(forTimeInterval: 0.7)
      try session.type(Echo.sgr(0, 33, 11, release: true))
      let gone = try session.waitFor("the tag deleted") {
        $0.contains("Tag deleted: Sunset") && !$0.contains(" Sunset ")
          && $0.contains("Click the picture")
      }
      #expect((1...22).allSatisfy { !Self.hasBraille(gone, row: $0) }, "no dot or line left")
      try Self.quit(session)
    }

    @Test func viewModeHidesAndShowsAndResizingKeepsThePlace() throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      try Self.start(session)
      try Self.addTag(session, "Boat", at: 20, 11)
      try session.waitFor("the text") { Self.shows(" Boat ", at: 25, 10, in: $0) }

      // 120 × 35: the scene is 120 × 33, the dot at (20.5 / 80 × 120, 10.5 / 22 × 33) =
      // (30.75, 15.75), in scene cell (30, 15); the chip from column 35 on scene row 14.
      try session.resize(columns: 120, rows: 35)
      try session.waitFor("the tag at its place") { Self.shows(" Boat ", at: 35, 15, in: $0) }
      try session.resize(columns: 80, rows: 24)
      try session.waitFor("the tag back") { Self.shows(" Boat ", at: 25, 10, in: $0) }

      try session.keys("v")
      try session.waitFor("view mode") { $0.contains("View mode") }
      // Two clicks at once: the second comes while the tags hide, and is ignored.
      try Self.click(session, 60, 20)
      try Self.click(session, 60, 20)
      try session.waitFor("the tags hidden: text, then lines, then dots") { screen in
        screen.contains("Still hiding: click ignored") && !screen.contains("Boat")
          && (1...22).allSatisfy { !Self.hasBraille(screen, row: $0) }
      }
      Thread.sleep(forTimeInterval: 1)
      #expect(!(try session.capture()).contains("Boat"), "the ignored click showed nothing")
      try Self.click(session, 60, 20)
      try session.waitFor("the tags shown again") {
        $0.contains("Showing the tags") && Self.shows(" Boat ", at: 25, 10, in: $0)
      }
      // In view mode a click adds no tag and opens no input.
      #expect(!(try session.capture()).contains("New tag"))
      Thread.sleep(forTimeInterval: 1)
      try session.keys("v")
      try session.waitFor("edit mode") { $0.contains("Edit mode") }
      try Self.quit(session)
    }

    @Test func everythingByKeyboard() throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      try Self.start(session)
      // The cursor starts at scene cell (40, 11): the first arrow shows it, the next move it.
      try session.keys("Left", "Left", "Left", "Up")
      try session.waitFor("the cursor") { Self.shows("+", at: 38, 11, in: $0) }
      try session.keys("Enter")
      try session.waitFor("the input") { $0.contains("New tag") }
      try session.type("Pier")
      try session.keys("Enter")
      try session.type("Length: 40m")
      try session.keys("Enter", "Enter")
      // Two texts, right-straight-2: straight up and down 3 rows, chips from column 39 on
      // scene rows 6 and 12 (screen rows 7 and 13).
      try session.waitFor("the tag") {
        Self.shows(" Pier ", at: 39, 7, in: $0) && Self.shows(" Length: 40m ", at: 39, 13, in: $0)
      }
      try session.keys("s")
      try session.waitFor("the next style") { $0.contains("Style: right-slanted-2") }
      try session.keys("S-Right", "S-Right")
      try session.waitFor("the tag moved") { $0.contains("Moved to") }
      try session.keys("d")
      try session.waitFor("the tag deleted") { screen in
        screen.contains("Tag deleted: Pier / Length: 40m")
          && !Self.grid(screen)[1...22].contains { String($0).contains("Pier") }
      }
      try session.keys("?")
      try session.waitFor("the help") {
        $0.contains("view mode: click or Enter hides or shows all")
      }
      try session.keys("Escape")
      // Wait for Esc to be read alone: ESC and a q sent at once read as Alt-q.
      try session.waitFor("the help closed") { !$0.contains("view mode: click or Enter") }
      try Self.quit(session)
    }
  }
}
