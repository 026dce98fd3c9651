import Foundation
import Testing

/// `kinetype preview SCRIPT` in a real terminal: the recording plays in time and ends on its
/// last frame; q quits early; the terminal is restored either way.
extension EndToEnd {
  @Suite struct PreviewPlayTests {
    static func script(in folder: URL) throws -> URL {
      let url = folder.appendingPathComponent("play.preview.yaml")
      try """
      canvas: 30x3
      fps: 10
      steps:
        - text: first words
        - play: fade
          params: { duration: 0.4, spread: 0.1 }
        - wait: 0.8
        - morph: second words
          effect: fade
        - wait: 0.6
      """.write(to: url, atomically: true, encoding: .utf8)
      return url
    }

    @Test func aScriptPlaysToItsEndInTime() throws {
      let session = try TmuxSession(columns: 60, rows: 12)
      let script = try Self.script(in: session.folder)
      try session.run("stty -a > $D/before.txt; $K preview \(script.path); echo EXIT=$?")
      try session.waitFor("the first text") { $0.contains("first words") }
      try session.waitFor("the morph's end") { $0.contains("second words") }
      #expect(try session.waitForExit() == 0)
      #expect(try session.display("#{alternate_on}") == "0")
      let (before, after) = try session.terminalSettings()
      #expect(before == after)
    }

    @Test func qQuitsBeforeTheEnd() throws {
      let session = try TmuxSession(columns: 60, rows: 12)
      let script = try Self.script(in: session.folder)
      try session.run("$K preview \(script.path); echo EXIT=$?")
      try session.waitFor("the first text") { $0.contains("first words") }
      try session.keys("q")
      #expect(try session.waitForExit() == 0)
      #expect(!(try session.capture()).contains("second words"))
    }
  }
}
