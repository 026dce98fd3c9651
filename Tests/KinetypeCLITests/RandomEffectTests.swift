import Foundation
import Testing

@Suite("--random-effect")
struct RandomEffectTests {
  let home = FileManager.default.temporaryDirectory.appendingPathComponent("kinetype-no-home")

  /// The effect `--random-effect --seed seed` picks for `render`, and the frame it rendered.
  func pick(seed: Int) throws -> (effect: String, frame: String) {
    let out = try CLIRunner.run(
      ["render", "--random-effect", "--seed", String(seed), "two", "words", "--at", "end"],
      environment: isolatedEnvironment(home: home))
    #expect(out.status == 0, "\(out.stderr)")
    let line = out.stderr.split(separator: "\n").first { $0.hasPrefix("kinetype: effect: ") }
    return (String(try #require(line).dropFirst("kinetype: effect: ".count)), out.text)
  }

  @Test func theSameSeedPicksTheSameEffectAndOthersPickOthers() throws {
    let names = try repositoryEffectNames()
    let first = try pick(seed: 3)
    #expect(names.contains(first.effect))
    #expect(first.frame == "two words\n", "every argument is text")
    #expect(try pick(seed: 3).effect == first.effect)
    let picks = try (1...8).map { try pick(seed: $0).effect }
    #expect(Set(picks).count > 1, "\(picks)")
  }

  @Test func anEffectNameWithRandomEffectIsRefused() throws {
    let named = try CLIRunner.run(
      ["render", "--random-effect", "fade", "text"], environment: isolatedEnvironment(home: home))
    #expect(named.status == 2)
    #expect(named.stderr.contains("'fade' names an effect, and --random-effect picks one"))
    let both = try CLIRunner.run(
      ["play", "--random-effect", "text", "--file", "/dev/null"],
      environment: isolatedEnvironment(home: home))
    #expect(both.status == 2 && both.stderr.contains("not both"))
    let neither = try CLIRunner.run(["render"], environment: isolatedEnvironment(home: home))
    #expect(neither.status == 2 && neither.stderr.contains("--random-effect"))
  }
}
