import Foundation
import Testing

/// The selectable label scene (`kinetype demo --scene label`) in a real terminal: SGR mouse
/// reports typed into the pane, the screen read back with `capture-pane`, the clipboard
/// through tmux's own (`set-clipboard on` makes OSC 52 fill a paste buffer), and OSC 8 links
/// found in the pane's recorded bytes.
extension EndToEnd {
  @Suite struct DemoLabelTests {
    static let first = "A selectable rich label"

    /// The SGR report of button code `code` at the 0-based screen cell `column`, `row`.
    static func sgr(_ code: Int, _ column: Int, _ row: Int, release: Bool = false) -> String {
      "\u{1B}[<\(code);\(column + 1);\(row + 1)" + (release ? "m" : "M")
    }

    /// A press and release at a cell: a click.
    static func click(_ column: Int, _ row: Int) -> String {
      sgr(0, column, row) + sgr(0, column, row, release: true)
    }

    /// Starts the demo on the label scene, the terminal's settings saved first, and waits for
    /// the text and for mouse reporting.
    static func start(_ session: TmuxSession) throws {
      #expect(try session.display("#{mouse_any_flag}") == "0", "mouse mode on before the start")
      try session.run("stty -a > $D/before.txt; $K demo --scene label; echo EXIT=$?")
      try session.waitFor("the first label") { $0.contains(first) }
      try session.waitFor(
        format: "#{mouse_any_flag} #{mouse_button_flag} #{mouse_sgr_flag}", toBe: "1 1 1")
    }

    /// The 0-based screen cell where `word` first appears (ASCII before it on its line).
    static func cell(of word: String, in session: TmuxSession) throws -> (column: Int, row: Int) {
      let lines = try session.lines()
      let row = try #require(lines.firstIndex { $0.contains(word) }, "no '\(word)' on screen")
      let range = lines[row].range(of: word)!
      return (lines[row].distance(from: lines[row].startIndex, to: range.lowerBound), row)
    }

    /// The background colour SGR in force where `word` begins on line `row` of `capture -e`
    /// output (tmux writes one SGR per change); nil when the default background is.
    static func background(before word: String, onLine row: Int, of escaped: String) -> String? {
      let lines = escaped.split(separator: "\n", omittingEmptySubsequences: false)
      guard lines.indices.contains(row), let range = lines[row].range(of: word) else {
        Issue.record("no '\(word)' on line \(row)")
        return nil
      }
      var background: String? = nil
      var rest = lines[row][..<range.lowerBound]
      while let start = rest.range(of: "\u{1B}["),
        let end = rest[start.upperBound...].firstIndex(of: "m")
      {
        let parameters = rest[start.upperBound..<end].split(separator: ";").map(String.init)
        if parameters.isEmpty { background = nil }
        var index = 0
        while index < parameters.count {
          switch parameters[index] {
          case "0", "49": background = nil
          case "48":
            background = parameters[index...].joined(separator: ";")
            index = parameters.count
          case "38", "58":  // a foreground or underline colour: skip its arguments
            index += parameters.indices.contains(index + 1) && parameters[index + 1] == "2" ? 4 : 2
          case let parameter:
            if let n = Int(parameter), (40...47).contains(n) || (100...107).contains(n) {
              background = parameter
            }
          }
          index += 1
        }
        rest = rest[rest.index(after: end)...]
      }
      return background
    }

    @Test func aDoubleClickSelectsAWordYCopiesItAndItIsPrintedAtExit() throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      // OSC 52 from the pane fills a tmux paste buffer.
      try session.tmux(["set-option", "-g", "set-clipboard", "on"])
      let recording = session.folder.appendingPathComponent("pane.bin")
      try session.record(to: recording)
      try Self.start(session)

      let word = try Self.cell(of: "selectable", in: session)
      let plain = try session.capture(escapes: true)
      #expect(Self.background(before: "selectable", onLine: word.row, of: plain) == nil)
      try session.type(
        Self.click(word.column + 3, word.row) + Self.click(word.column + 3, word.row))
      try session.waitFor("the selection's report") { $0.contains("selected “selectable”") }
      let escaped = try session.capture(escapes: true)
      #expect(Self.background(before: "selectable", onLine: word.row, of: escaped) != nil)
      #expect(Self.background(before: "rich", onLine: word.row, of: escaped) == nil)
      // The handles: bars either side of the word.
      let line = try session.lines()[word.row]
      #expect(line.contains("A▐selectable▌rich"))

      try session.keys("y")
      try session.waitFor("the copy's report") { $0.contains("copied “selectable”") }
      var buffer = ""
      for _ in 0..<100 where buffer != "selectable" {
        buffer = (try? session.tmux(["show-buffer"])) ?? ""
        Thread.sleep(forTimeInterval: 0.03)
      }
      #expect(buffer == "selectable", "OSC 52 did not reach tmux")

      try session.keys("q")
      #expect(try session.waitForExit() == 0)
      let lines = try session.lines()
      let exitLine = try #require(lines.lastIndex(of: "EXIT=0"))
      #expect(lines[exitLine - 1] == "selectable")
      try session.stopRecording()
      let bytes = try Data(contentsOf: recording)
      for url in [
        "https://en.wikipedia.org/wiki/Hyperlink", "https://github.com/lele8446/CJLabel",
      ] {
        #expect(bytes.range(of: Data("\u{1B}]8;;\(url)".utf8)) != nil, "no OSC 8 link to \(url)")
      }
      try session.expectRestoredSettings()
    }

    @Test func draggingAHandleExtendsTheSelectionUnderAMagnifier() throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      try Self.start(session)
      let word = try Self.cell(of: "selectable", in: session)
      try session.type(
        Self.click(word.column + 3, word.row) + Self.click(word.column + 3, word.row))
      try session.waitFor("the end handle") { $0.contains("selectable▌rich") }
      #expect(!(try session.capture().contains("╭")))

      // Press on the end handle, drag past the slop, then down to the k of "click" below.
      let handle = word.column + "selectable".count
      let click = try Self.cell(of: "click one", in: session)
      #expect(click.row == word.row + 1)
      try session.type(Self.sgr(0, handle, word.row))
      try session.type(Self.sgr(32, handle + 3, word.row))
      try session.type(Self.sgr(32, click.column + 4, click.row))
      let screen = try session.waitFor("the magnifier") { $0.contains("ｃｌｉｃｋ▌ ｏｎｅ") }
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
      let popup = try #require(lines.firstIndex { $0.contains("ｃｌｉｃｋ▌ ｏｎｅ") })
      // A framed popup just above the handle's row.
      #expect(popup == click.row - 2)
      #expect(lines[popup - 1].contains("╭──") && lines[popup + 1].contains("╰──"))
      #expect(lines[popup].contains("│"))

      try session.type(Self.sgr(0, click.column + 4, click.row, release: true))
      try session.waitFor("the selection's report") {
        $0.contains("selected “selectable rich label, after CJLabel.")
      }
      #expect(!(try session.capture().contains("╭")), "the magnifier outlived the drag")
      // The next line down is selected from its start to the handle after "click".
      let escaped = try session.capture(escapes: true)
      #expect(Self.background(before: "click", onLine: click.row, of: escaped) != nil)
      #expect(Self.background(before: "one and", onLine: click.row, of: escaped) == nil)
      #expect(try session.lines()[click.row].hasPrefix("  click▌one and"))

      try session.keys("Escape")
      try session.waitFor("the selection cleared") { $0.contains("selection cleared") }
      try session.keys("q")
      #expect(try session.waitForExit() == 0)
      try session.expectRestoredSettings()
    }

    @Test func aClickOnALinkReportsItAndALongPressCopiesIt() throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      try session.tmux(["set-option", "-g", "set-clipboard", "on"])
      try Self.start(session)
      let link = try Self.cell(of: "OSC 8 hyperlinks", in: session)
      try session.type(Self.click(link.column + 2, link.row))
      try session.waitFor("the link's report") {
        $0.contains("link: https://en.wikipedia.org/wiki/Hyperlink")
      }
      // Held 0.7 s: a long press fires while the button is down.
      try session.type(Self.sgr(0, link.column + 6, link.row))
      Thread.sleep(forTimeInterval: 0.7)
      try session.waitFor("the long press's report", timeout: 2) {
        $0.contains("long press: https://en.wikipedia.org/wiki/Hyperlink — copied")
      }
      try session.type(Self.sgr(0, link.column + 6, link.row, release: true))
      var buffer = ""
      for _ in 0..<100 where buffer.isEmpty {
        buffer = (try? session.tmux(["show-buffer"])) ?? ""
        Thread.sleep(forTimeInterval: 0.03)
      }
      #expect(buffer == "https://en.wikipedia.org/wiki/Hyperlink")
      // Ctrl-C with nothing selected quits with 130 (the scene claims it only to copy); the link
      // copied last is printed.
      try session.keys("C-c")
      #expect(try session.waitForExit() == 130)
      let lines = try session.lines()
      let exitLine = try #require(lines.lastIndex(of: "EXIT=130"))
      #expect(lines[exitLine - 1] == "https://en.wikipedia.org/wiki/Hyperlink")
      try session.expectRestoredSettings()
    }
  }
}
