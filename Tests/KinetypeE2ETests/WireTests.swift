import Foundation
import KinetypeTestSupport
import Testing

extension EndToEnd {
  /// The bytes play writes to a real terminal are no more than a recording of the same frames
  /// needs: ncurses drives the terminal, but not at the cost of a colour reset around every
  /// blank.
  @Suite struct WireTests {
    @Test func playWritesNoMoreBytesPerFrameThanItsCast() throws {
      let session = try TmuxSession(columns: 200, rows: 50)
      let words = "kinetic type glyph frame terminal cursor motion colour text letter word".split(
        separator: " ")
      var lines: [String] = []
      for row in 0..<45 {
        var line = ""
        var k = row
        while line.count < 190 {
          line += words[k % words.count] + " "
          k = (k * 7 + 3) % 1009
        }
        lines.append(String(line.dropLast()))
      }
      let text = session.folder.appendingPathComponent("text")
      try (lines.joined(separator: "\n") + "\n").write(to: text, atomically: true, encoding: .utf8)
      let bytes = session.folder.appendingPathComponent("bytes")
      try session.record(to: bytes)
      try session.run(
        "COLORTERM=truecolor $K play decrypt --color truecolor --file $D/text > /dev/null; echo EXIT=$?")
      #expect(try session.waitForExit(timeout: 40) == 0)
      try session.stopRecording()
      Thread.sleep(forTimeInterval: 0.3)
      let written = try Data(contentsOf: bytes)
      let frames = written.ranges(of: Data("\u{1B}[?2026h".utf8)).count
      #expect(frames > 10)

      let cast = session.folder.appendingPathComponent("decrypt.cast")
      let status = try Spawn.run(
        [
          Repository.kinetype.path, "render", "decrypt", "--file", text.path, "--canvas",
          "200x50", "--fps", "30", "--color", "truecolor", "--cast", cast.path,
        ],
        environment: ProcessInfo.processInfo.environment,
        stdout: session.folder.appendingPathComponent("out"),
        stderr: session.folder.appendingPathComponent("err"))
      #expect(status == 0)
      let castBytes = try Data(contentsOf: cast)
      let castFrames = castBytes.split(separator: UInt8(ascii: "\n")).count - 1
      // Play paces itself by the clock and may draw fewer frames than the cast (a debug build
      // on a loaded machine does), each then covering more change: the fair measure is the
      // bytes for the whole effect, which dropped frames can only lower.
      let perFrame = written.count / max(1, frames)
      let castPerFrame = castBytes.count / max(1, castFrames)
      #expect(
        written.count <= castBytes.count,
        "pane \(written.count) B in \(frames) frames (\(perFrame)/frame), cast \(castBytes.count) B in \(castFrames) (\(castPerFrame)/frame)"
      )
    }
  }
}
