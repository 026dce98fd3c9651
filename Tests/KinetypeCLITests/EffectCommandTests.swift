import Foundation
import Testing

@Suite("kinetype list, describe, check and --param")
struct EffectCommandTests {
  @Test func listShowsTheShippedEffectsWithSummaries() throws {
    let out = try CLIRunner.run(["list"])
    #expect(out.status == 0)
    let lines = out.text.split(separator: "\n")
    #expect(lines.count >= 3)
    #expect(
      lines.allSatisfy { $0.split(separator: " ", omittingEmptySubsequences: true).count > 2 })
  }

  @Test func describeListsParameters() throws {
    let out = try CLIRunner.run(["describe", "fade"])
    #expect(out.status == 0)
    #expect(out.text.contains("duration (number, default 0.8, 0.05…10)"))
  }

  @Test func checkPassesTheShippedEffectsAndFailsABadFile() throws {
    let ok = try CLIRunner.run(["check"])
    #expect(ok.status == 0 && ok.text.contains(": ok"))
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-bad-\(getpid()).yaml")
    try "schema: 1\nname: b\nsummary: s\ngroups:\n  - property: nope\n".write(
      to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let bad = try CLIRunner.run(["check", url.path])
    #expect(bad.status == 1)
    #expect(
      bad.stderr.contains(
        "\(url.path):5:15: error: groups[0].property: unknown property 'nope'"))
  }

  @Test func parametersChangeTheEffectAndBadOnesAreRefused() throws {
    // With no spread and a short fade, every glyph is half-way at 50 %: all are drawn.
    let set = try CLIRunner.run([
      "render", "fade", "abcdef", "-p", "spread=0", "-p", "duration=0.2", "--at", "50%",
    ])
    #expect(set.text == "abcdef\n")
    let bad = try CLIRunner.run(["render", "fade", "x", "-p", "duration=99"])
    #expect(bad.status == 1)
    #expect(bad.stderr.contains("duration must lie in 0.05…10, got 99"))
  }
}

@Suite("--existing-colors")
struct ExistingColoursCommandTests {
  let red = "\u{1B}[31mred\u{1B}[0m plain"

  @Test func ignoreLeavesNoColourAndTheOthersEndOnTheInputsColours() throws {
    let ignored = try CLIRunner.run([
      "render", "fade", red, "--existing-colors", "ignore", "--format", "ansi",
    ])
    #expect(ignored.status == 0 && ignored.text == "red plain\n")
    for policy in ["always", "dynamic"] {
      let kept = try CLIRunner.run([
        "render", "fade", red, "--existing-colors", policy, "--format", "ansi",
      ])
      #expect(kept.text.contains("\u{1B}[0;31mred"), "\(policy)")
    }
    let bad = try CLIRunner.run(["render", "fade", red, "--existing-colors", "sometimes"])
    #expect(bad.status == 2)
  }
}
