import Foundation
import Testing

/// The repository's `effects/` folder, found from this file's path.
let repositoryEffects = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("effects")

/// The names of the effects in `effects/`, sorted.
func repositoryEffectNames() throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: repositoryEffects.path)
    .filter { ["yaml", "yml", "json"].contains(($0 as NSString).pathExtension) }
    // Data files, not effects (EffectLibrary.dataFiles).
    .filter {
      !["defaults.yaml", "demo-scenes.yaml", "tag-styles.yaml", "scroll-scene.yaml"].contains($0)
    }
    .map { ($0 as NSString).deletingPathExtension }.sorted()
}

/// A fresh temporary folder, removed by the caller.
func temporaryFolder(_ label: String) throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "kinetype-\(label)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// An environment with no effects folder of the user's and none named by $KINETYPE_EFFECTS.
func isolatedEnvironment(home: URL) -> [String: String] {
  ["HOME": home.path, "XDG_CONFIG_HOME": "", "KINETYPE_EFFECTS": ""]
}

/// The names `kinetype list` printed, one per line.
func listedNames(_ output: CLIRunner.Output) -> [String] {
  output.text.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
}

@Suite("Built-in effects and the search path")
struct SearchPathTests {
  @Test func aBinaryCopiedAloneListsAndPlaysEveryEffect() throws {
    let folder = try temporaryFolder("alone")
    defer { try? FileManager.default.removeItem(at: folder) }
    let binary = folder.appendingPathComponent("bin/kinetype")
    try FileManager.default.createDirectory(
      at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: CLIRunner.executable, to: binary)
    let home = folder.appendingPathComponent("home")
    let run = { (arguments: [String]) in
      try CLIRunner.run(
        arguments, environment: isolatedEnvironment(home: home), executable: binary)
    }
    let names = try repositoryEffectNames()
    let list = try run(["list"])
    #expect(list.status == 0)
    #expect(listedNames(list) == names)
    #expect(
      !list.text.contains("  (/") && !list.text.contains("  (~"),
      "a built-in effect is listed without a source")
    let describe = try run(["describe", names[0]])
    #expect(describe.text.contains("file: <built-in>/\(names[0])."))
    for name in names {
      let frame = try run(["render", name, "Hello, 世界 →", "--at", "end"])
      #expect(frame.status == 0 && frame.stderr.isEmpty, "\(name): \(frame.stderr)")
      #expect(frame.text == "Hello, 世界 →\n", "\(name)")
      let middle = try run(["render", name, "Hello", "--at", "40%", "--format", "json"])
      #expect(middle.status == 0, "\(name): \(middle.stderr)")
    }
    // The data files come along too: the ligature table and the rotation table.
    let ligatures = try run(["layout", "--ligatures", "--format", "json", "a -> b"])
    #expect(ligatures.status == 0 && ligatures.text.contains("\"->\""))
    let check = try run(["check"])
    #expect(check.status == 0 && check.text.contains("<built-in>/\(names[0])."))
    // And the defaults file: `morph` finds its default effect with no folder on disk.
    var noTerminal = isolatedEnvironment(home: home)
    noTerminal["TERM"] = "dumb"
    let morph = try CLIRunner.run(
      ["morph", "cat", "cut"], environment: noTerminal, executable: binary)
    #expect(morph.status == 0 && morph.text == "cut\n", "\(morph.stderr)")
  }

  /// `fade.yaml` as shipped, with another summary.
  private func writeFade(summary: String, in folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let shipped = try String(
      contentsOf: repositoryEffects.appendingPathComponent("fade.yaml"), encoding: .utf8)
    let lines = shipped.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasPrefix("summary:") ? "summary: \(summary)" : String($0)
    }
    try lines.joined(separator: "\n").write(
      to: folder.appendingPathComponent("fade.yaml"), atomically: true, encoding: .utf8)
  }

  @Test func theUsersFolderOverridesABuiltInAndEffectsOverridesBoth() throws {
    let home = try temporaryFolder("home")
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = isolatedEnvironment(home: home)
    let user = home.appendingPathComponent(".config/kinetype/effects")
    try writeFade(summary: "The user's own fade.", in: user)

    let list = try CLIRunner.run(["list"], environment: environment)
    let fade = list.text.split(separator: "\n").filter { $0.hasPrefix("fade ") }
    #expect(fade.count == 1)
    #expect(fade.first?.hasSuffix("The user's own fade.  (~/.config/kinetype/effects)") == true)
    #expect(listedNames(list) == (try repositoryEffectNames()))
    let describe = try CLIRunner.run(["describe", "fade"], environment: environment)
    #expect(describe.text.contains("fade — The user's own fade."))
    #expect(describe.text.contains("file: \(user.path)/fade.yaml"))

    let extra = home.appendingPathComponent("extra")
    try writeFade(summary: "The --effects fade.", in: extra)
    let listed = try CLIRunner.run(["list", "--effects", extra.path], environment: environment)
    #expect(listed.text.contains("The --effects fade.  (\(extra.path))"))
    #expect(!listed.text.contains("The user's own fade."))
    let described = try CLIRunner.run(
      ["describe", "fade", "--effects", extra.path], environment: environment)
    #expect(described.text.contains("file: \(extra.path)/fade.yaml"))
    let rendered = try CLIRunner.run(
      ["render", "fade", "--effects", extra.path, "xyz"], environment: environment)
    #expect(rendered.status == 0 && rendered.text == "xyz\n")
  }

  @Test func xdgConfigHomeMovesTheUsersFolder() throws {
    let home = try temporaryFolder("xdg")
    defer { try? FileManager.default.removeItem(at: home) }
    let config = home.appendingPathComponent("config")
    try writeFade(summary: "The XDG fade.", in: config.appendingPathComponent("kinetype/effects"))
    var environment = isolatedEnvironment(home: home)
    environment["XDG_CONFIG_HOME"] = config.path
    let list = try CLIRunner.run(["list"], environment: environment)
    #expect(list.text.contains("The XDG fade.  (~/config/kinetype/effects)"))
  }
}
