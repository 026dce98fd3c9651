import Foundation
import Testing

/// `kinetype demo` before it takes the terminal: its data files are checked first.
@Suite struct DemoCommandTests {
  /// A copy of effects/ with `demo-scenes.yaml` replaced by `text`.
  static func effects(withDemo text: String) throws -> URL {
    let folder = try temporaryFolder("demo")
    let copy = folder.appendingPathComponent("effects")
    try FileManager.default.copyItem(at: repositoryEffects, to: copy)
    try text.write(
      to: copy.appendingPathComponent("demo-scenes.yaml"), atomically: true, encoding: .utf8)
    return copy
  }

  @Test func aBadSettingsFileIsReportedAtItsLineAndColumn() throws {
    let effects = try Self.effects(withDemo: "morph:\n  effects: [morph, nope]\n")
    defer { try? FileManager.default.removeItem(at: effects.deletingLastPathComponent()) }
    let output = try CLIRunner.run(["demo"], environment: ["KINETYPE_EFFECTS": effects.path])
    #expect(output.status == 1)
    #expect(output.stderr.contains("demo-scenes.yaml:2:20"))
    #expect(output.stderr.contains("'nope'"))
    #expect(output.text.isEmpty)
  }

  @Test func withoutATerminalItSaysSo() throws {
    let output = try CLIRunner.run(
      ["demo"], environment: ["KINETYPE_EFFECTS": repositoryEffects.path, "TERM": "dumb"])
    #expect(output.status == 1)
    #expect(output.stderr.contains("the demo needs a terminal"))
  }
}
