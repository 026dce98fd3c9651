import Foundation
import Testing

@Suite("effects/README.md")
struct EffectsReadmeTests {
  static let begin = "<!-- effects:begin"
  static let end = "<!-- effects:end -->"

  /// The generated part of effects/README.md: the lines between the marker lines.
  static func generatedPart(of readme: String) -> String? {
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    guard let first = lines.firstIndex(where: { $0.hasPrefix(begin) }),
      let last = lines.firstIndex(where: { $0.hasPrefix(end) }), first < last
    else { return nil }
    return lines[(first + 1)..<last].joined(separator: "\n")
  }

  @Test func theParameterTablesAreUpToDate() throws {
    let readme = try String(
      contentsOf: repositoryEffects.appendingPathComponent("README.md"), encoding: .utf8)
    let part = try #require(
      Self.generatedPart(of: readme),
      "effects/README.md has no \(Self.begin) … \(Self.end) section; run `make effects-readme`")
    let home = try temporaryFolder("readme")
    defer { try? FileManager.default.removeItem(at: home) }
    var environment = isolatedEnvironment(home: home)
    environment["KINETYPE_EFFECTS"] = repositoryEffects.path
    let out = try CLIRunner.run(["describe", "--markdown"], environment: environment)
    #expect(out.status == 0, "\(out.stderr)")
    let generated = out.text.trimmingCharacters(in: .newlines)
    #expect(!generated.isEmpty)
    #expect(
      part.trimmingCharacters(in: .newlines) == generated,
      "effects/README.md's effect tables are stale: run `make effects-readme`")
    for name in try repositoryEffectNames() {
      #expect(generated.contains("### \(name)\n"), "\(name) is missing from the tables")
    }
  }
}
