import Foundation
import Testing

extension EndToEnd {
  /// Terminals that cannot show an effect well: too small ones just print the text; ones
  /// with no alternate screen end with the text in the scrollback once.
  @Suite struct SmallAndPlainTerminalTests {
    @Test func aTerminalTooSmallToPlayInPrintsTheText() throws {
      let session = try TmuxSession(columns: 12, rows: 3)
      try session.run("$K fade 'tiny'; echo EXIT=$?")
      #expect(try session.waitForExit(timeout: 5) == 0)
      let screen = try session.capture(scrollback: true)
      #expect(screen.contains("tiny\n"), "\(screen)")
      #expect(screen.contains("too small"))
    }

    @Test(arguments: ["vt100", "linux"])
    func withoutAnAlternateScreenTheTextIsLeftOnce(term: String) throws {
      let session = try TmuxSession(columns: 60, rows: 12)
      try session.run("clear; TERM=\(term) $K play fade 'only once please' --speed 4; echo EXIT=$?")
      #expect(try session.waitForExit(timeout: 15) == 0)
      let screen = try session.capture(scrollback: true)
      #expect(screen.components(separatedBy: "only once please").count - 1 == 2, "\(screen)")
    }
  }
}
