import Foundation
import Testing

extension EndToEnd {
  /// The colours play writes to a real terminal, as the one colour policy decides them.
  @Suite struct ColourDepthTests {
    /// The bytes `play fade` writes to the pane, with `environment` set before it.
    static func bytes(_ environment: String) throws -> String {
      let session = try TmuxSession(columns: 60, rows: 10)
      let file = session.folder.appendingPathComponent("bytes")
      try session.record(to: file)
      try session.run("\(environment) $K play fade 'colour me' --speed 4; echo EXIT=$?")
      #expect(try session.waitForExit() == 0)
      try session.stopRecording()
      Thread.sleep(forTimeInterval: 0.2)
      return String(decoding: try Data(contentsOf: file), as: UTF8.self)
    }

    @Test func noColourMeansNoColourSequence() throws {
      let bytes = try Self.bytes("NO_COLOR=1 COLORTERM=truecolor")
      #expect(bytes.contains("colour me"))
      #expect(bytes.firstMatch(of: /\x1B\[[0-9;:]*(38|48)[;:]/) == nil, "\(bytes.debugDescription)")
      #expect(bytes.firstMatch(of: /\x1B\[[0-9;]*3[0-7]m/) == nil)
    }

    /// `TERM=xterm` says 8 colours, but xterm shows 256: fade's grades are 256-colour entries,
    /// not the 8 ANSI colours.
    @Test func anXtermThatClaimsEightColoursGetsTwoHundredAndFiftySix() throws {
      let bytes = try Self.bytes("TERM=xterm")
      #expect(bytes.firstMatch(of: /\x1B\[[0-9;]*38;5;[0-9]+/) != nil, "\(bytes.debugDescription)")
    }

    /// Truecolour goes out as `38;2;R;G;B`, the form every truecolour terminal reads, though
    /// ncurses drives the terminal through a `*-direct` entry that says `38:2::R:G:B`; the
    /// demo opens the same screen.
    @Test func truecolourIsWrittenInTheSemicolonForm() throws {
      let bytes = try Self.bytes("COLORTERM=truecolor")
      let colours = bytes.matches(of: /\x1B\[[0-9;:]*[34]8[;:]2[;:][0-9;:]*m/).map {
        String($0.output)
      }
      #expect(colours.count > 3, "\(bytes.debugDescription)")
      #expect(colours.filter { $0.contains(":") } == [])
      #expect(colours.allSatisfy { $0.firstMatch(of: /[34]8;2;[0-9]+;[0-9]+;[0-9]+m/) != nil })
    }

    /// At 256 colours a picture's colour between two palette entries is an ordered dither of
    /// both: a row of `▀` in #c00000 (between 124, #af0000, and 160, #d70000) is a checker,
    /// top and bottom halves opposite, the same in every frame while the screen holds.
    @Test func aPictureBetweenTwoEntriesIsDitheredInAFixedPattern() throws {
      let session = try TmuxSession(columns: 40, rows: 6)
      let picture = session.folder.appendingPathComponent("picture")
      try "\u{1B}[38;2;192;0;0;48;2;192;0;0m▀▀▀▀▀▀▀▀\u{1B}[0m\n".write(
        to: picture, atomically: true, encoding: .utf8)
      // The open pipe holds the played-out block on screen.
      try session.run(
        "(cat $D/picture; sleep 4) | env -u COLORTERM TERM=xterm-256color $K play fade --speed 4"
          + " > /dev/null; echo EXIT=$?")
      let pair =
        "\u{1B}[38;5;160m\u{1B}[48;5;124m▀\u{1B}[38;5;124m\u{1B}[48;5;160m▀"
      let expected = String(repeating: pair, count: 4)
      let firstRow = { (screen: String) in
        String(screen.split(separator: "\n", omittingEmptySubsequences: false)[0])
      }
      try session.waitFor("the dithered picture", timeout: 5) { _ in
        firstRow(try session.capture(escapes: true)) == expected
      }
      Thread.sleep(forTimeInterval: 0.5)
      #expect(firstRow(try session.capture(escapes: true)) == expected)
      #expect(try session.waitForExit(timeout: 10) == 0)
    }

    /// In tmux (which passes synchronized output on) every frame is bracketed by mode 2026,
    /// so a big frame never shows half drawn.
    @Test func everyFrameIsSynchronized() throws {
      let bytes = try Self.bytes("COLORTERM=truecolor")
      let begins = bytes.ranges(of: "\u{1B}[?2026h").count
      let ends = bytes.ranges(of: "\u{1B}[?2026l").count
      #expect(begins > 3 && begins == ends)
      // Begins and ends alternate: no frame starts inside another or ends twice.
      let marks = bytes.matches(of: /\x1B\[\?2026([hl])/).map { $0.output.1 }
      #expect(marks == Array(repeating: ["h", "l"], count: begins).flatMap { $0 })
    }
  }
}
