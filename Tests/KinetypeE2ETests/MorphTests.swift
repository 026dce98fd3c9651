import Foundation
import KinetypeTestSupport
import Testing

/// `kinetype morph` in a real terminal: the old text turns into the new one, and the new one is
/// what stays on the screen.
extension EndToEnd {
  @Suite struct MorphTests {
    @Test func theMorphEndsOnTheNewTextAndLeavesItInTheScrollback() throws {
      let session = try TmuxSession(columns: 40, rows: 8)
      // Just before the end, slowed down: the screen the morph ends on, held a second.
      let end = try Self.duration(old: "hello world", new: "brave new world")
      try session.run(
        "$K morph 'hello world' 'brave new world' --at \(end - 0.01) --speed 0.01; echo EXIT=$?")
      try session.waitFor(format: "#{alternate_on}", toBe: "1")
      let ending = try session.waitFor("the new text on the alternate screen") {
        $0.contains("brave new world")
      }
      let rows = ending.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      // One row shows it, centred in the 40-column pane; nothing of the old text is left.
      #expect(rows.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count == 1)
      #expect(rows.contains { $0.hasPrefix(String(repeating: " ", count: 12) + "brave new world") })
      #expect(!ending.contains("hello"))
      try session.keys("End")
      #expect(try session.waitForExit() == 0)

      // Played through: the new text is printed when it ends, just above EXIT=0.
      try session.run("clear; $K morph 'hello world' 'brave new world'; echo EXIT=$?")
      try session.waitFor(format: "#{alternate_on}", toBe: "1")
      #expect(try session.waitForExit() == 0)
      #expect(try session.display("#{alternate_on}") == "0")
      let lines = try session.capture().split(separator: "\n").map(String.init)
      let exitLine = try #require(lines.lastIndex(of: "EXIT=0"))
      #expect(lines[exitLine - 1] == "brave new world")
    }

    /// How long the morph from `old` to `new` runs, from `render --format json --at end`.
    static func duration(old: String, new: String) throws -> Double {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "kinetype-e2e-morph-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let (out, err) = (folder.appendingPathComponent("out"), folder.appendingPathComponent("err"))
      let status = try Spawn.run(
        [
          Repository.kinetype.path, "render", "morph", "--format", "json", "--at", "end", "--from",
          old, new,
        ],
        environment: ProcessInfo.processInfo.environment, stdout: out, stderr: err)
      #expect(status == 0)
      let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]
      return try #require(json?["time"] as? Double)
    }
  }
}
