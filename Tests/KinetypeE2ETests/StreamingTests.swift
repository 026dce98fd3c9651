import Foundation
import Testing

extension EndToEnd {
  /// Text that arrives over time, or is far taller than the screen: it plays as it comes, in
  /// blocks scrolling in as a terminal shows text, and is printed exactly when play ends.
  @Suite struct StreamingTests {
    /// The first `count` rows of `screen`, trailing blanks trimmed.
    static func rows(_ screen: String, _ count: Int) -> [String] {
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map {
        String($0.reversed().drop(while: { $0 == " " }).reversed())
      }
      return Array((lines + Array(repeating: "", count: count)).prefix(count))
    }

    @Test func theFirstLineOfASlowPipeShowsBeforeThePipeEnds() throws {
      let session = try TmuxSession(columns: 40, rows: 8)
      try session.run(
        "(echo one; sleep 3; echo two) | $K play fade --speed 4 > $D/out; echo EXIT=$?")
      // The whole screen while the pipe is still open: `one` at the top left, nothing else.
      try session.waitFor("one, alone, while the pipe is open", timeout: 2.5) { screen in
        try session.display("#{alternate_on}") == "1"
          && Self.rows(screen, 8) == ["one"] + Array(repeating: "", count: 7)
      }
      // Then `two` scrolls in below it, as a terminal shows it.
      try session.waitFor("two below one", timeout: 6) { screen in
        try session.display("#{alternate_on}") == "1"
          && Self.rows(screen, 8) == ["one", "two"] + Array(repeating: "", count: 6)
      }
      #expect(try session.waitForExit(timeout: 10) == 0)
      let out = try String(
        contentsOf: session.folder.appendingPathComponent("out"), encoding: .utf8)
      #expect(out == "one\ntwo\n")
    }

    @Test func tailFollowingALogPlaysEachLineAsItIsWritten() throws {
      let session = try TmuxSession(columns: 40, rows: 6)
      let log = session.folder.appendingPathComponent("log")
      try "first\n".write(to: log, atomically: false, encoding: .utf8)
      try session.run("tail -f $D/log | $K play fade --speed 4 > $D/out; echo EXIT=$?")
      try session.waitFor("the first line", timeout: 5) {
        Self.rows($0, 6) == ["first"] + Array(repeating: "", count: 5)
      }
      let handle = try FileHandle(forWritingTo: log)
      handle.seekToEndOfFile()
      handle.write(Data("second\nthird\n".utf8))
      try handle.close()
      try session.waitFor("the lines written later", timeout: 5) {
        Self.rows($0, 6) == ["first", "second", "third", "", "", ""]
      }
      // tail never ends: q stops play, and what came is printed.
      try session.keys("q")
      #expect(try session.waitForExit(timeout: 5) == 0)
      let out = try String(
        contentsOf: session.folder.appendingPathComponent("out"), encoding: .utf8)
      #expect(out == "first\nsecond\nthird\n")
    }

    /// Waiting for lines that have not come, play writes nothing: no frame, no bracket.
    @Test func waitingForTheNextLineWritesNothing() throws {
      let session = try TmuxSession(columns: 40, rows: 6)
      let bytes = session.folder.appendingPathComponent("bytes")
      // The shell waits for the whole pipeline: the sleep ends it, after q has stopped play.
      try session.run("(echo first; sleep 5) | $K play fade --speed 4; echo EXIT=$?")
      try session.waitFor("the first line", timeout: 5) {
        Self.rows($0, 6) == ["first"] + Array(repeating: "", count: 5)
      }
      Thread.sleep(forTimeInterval: 1)  // fade at ×4 has long ended
      try session.record(to: bytes)
      Thread.sleep(forTimeInterval: 1.5)
      try session.stopRecording()
      Thread.sleep(forTimeInterval: 0.2)
      #expect(try Data(contentsOf: bytes).isEmpty)
      try session.keys("q")
      #expect(try session.waitForExit(timeout: 8) == 0)
    }

    /// 1 MB through a pipe (55,556 lines, the last without a newline and ending in a space):
    /// done in well under a minute at 80x24, and standard output is the input byte for byte.
    @Test func aMegabyteFinishesOnItsOwnWithinAMinuteAndIsPrintedExactly() throws {
      let session = try TmuxSession(columns: 80, rows: 24)
      try session.run(
        "yes 'some line of text' | head -c 1000000 | $K play fade > $D/out; echo EXIT=$?")
      try session.waitFor(format: "#{alternate_on}", toBe: "1", timeout: 10)
      #expect(try session.waitForExit(timeout: 60) == 0)
      let out = try Data(contentsOf: session.folder.appendingPathComponent("out"))
      let line = Data("some line of text\n".utf8)
      var expected = Data()
      while expected.count + line.count <= 1_000_000 { expected += line }
      expected += line.prefix(1_000_000 - expected.count)
      #expect(out.count == 1_000_000)
      #expect(out == expected)
    }

    /// `--no-stream` waits for the end: the text plays as one scene, placed by `--anchor`.
    @Test func noStreamWaitsForTheEnd() throws {
      let session = try TmuxSession(columns: 40, rows: 6)
      try session.run(
        "(echo one; sleep 1; echo two) | $K play fade --no-stream --anchor se --speed 4 > $D/out; echo EXIT=$?"
      )
      try session.waitFor("both lines at the bottom right", timeout: 6) { screen in
        try session.display("#{alternate_on}") == "1"
          && Self.rows(screen, 6) == [
            "", "", "", "", String(repeating: " ", count: 37) + "one",
            String(repeating: " ", count: 37) + "two",
          ]
      }
      #expect(try session.waitForExit(timeout: 10) == 0)
      let out = try String(
        contentsOf: session.folder.appendingPathComponent("out"), encoding: .utf8)
      #expect(out == "one\ntwo\n")
    }
  }
}
