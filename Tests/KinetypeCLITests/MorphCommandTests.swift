import Foundation
import Testing

@Suite("kinetype morph and render --from")
struct MorphCommandTests {
  @Test func renderFromStartsOnTheOldTextAndEndsOnTheNew() throws {
    let start = try CLIRunner.run(["render", "morph", "cut", "--from", "cat", "--at", "0"])
    #expect(start.status == 0, "\(start.stderr)")
    #expect(start.text == "cat\n")
    let end = try CLIRunner.run(["render", "morph", "cut", "--from", "cat"])
    #expect(end.text == "cut\n")
    // The canvas fits both texts: three rows for the old, five columns for the new (text
    // output leaves trailing blanks out).
    let tall = try CLIRunner.run(["render", "morph", "hello", "--from", "a\nb\nc", "--at", "0"])
    #expect(tall.text == "  a\n  b\n  c\n")
    let after = try CLIRunner.run(["render", "morph", "hello", "--from", "a\nb\nc"])
    #expect(after.text == "\nhello\n\n")
  }

  @Test func oldTextComesFromAFileOrStandardInput() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-old-\(getpid()).txt")
    try "cat".write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let fromFile = try CLIRunner.run([
      "render", "morph", "cut", "--from", "@" + url.path, "--at", "0",
    ])
    #expect(fromFile.text == "cat\n", "\(fromFile.stderr)")
    let fromInput = try CLIRunner.run(
      ["render", "morph", "cut", "--from", "-", "--at", "0"], stdin: Array("dog".utf8))
    #expect(fromInput.text == "dog\n", "\(fromInput.stderr)")
    // @@ is a text that starts with @.
    let literal = try CLIRunner.run(["render", "morph", "x", "--from", "@@home", "--at", "0"])
    #expect(literal.text == "@home\n")
    let missing = try CLIRunner.run(["render", "morph", "x", "--from", "@/no/such/file"])
    #expect(missing.status == 1 && missing.stderr.contains("cannot read '/no/such/file'"))
  }

  @Test func standardInputGivesOneTextOnly() throws {
    let both = try CLIRunner.run(["render", "morph", "--from", "-"], stdin: Array("x".utf8))
    #expect(both.status != 0)
    #expect(both.stderr.contains("--from - and the text both read standard input"))
    let morphBoth = try CLIRunner.run(["morph", "-", "-"])
    #expect(morphBoth.status != 0 && morphBoth.stderr.contains("cannot both be '-'"))
  }

  @Test func aRecordingOfAMorphEndsOnTheNewText() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-morph-\(getpid()).cast")
    defer { try? FileManager.default.removeItem(at: url) }
    let out = try CLIRunner.run([
      "render", "morph", "brave new world", "--from", "hello world", "--cast", url.path, "--fps",
      "10",
    ])
    #expect(out.status == 0, "\(out.stderr)")
    let cast = try String(contentsOf: url, encoding: .utf8)
    let lines = cast.split(separator: "\n")
    #expect(lines.count > 5)
    #expect(lines.first?.contains("\"version\"") == true)
  }

  @Test func morphHelpNamesItsTextsAndItsEffectOption() throws {
    let help = try CLIRunner.run(["morph", "--help"])
    #expect(help.status == 0)
    #expect(help.text.contains("USAGE: kinetype morph [<options>] <old> <new>"))
    #expect(help.text.contains("--effect <effect>"))
    #expect(help.text.contains("--from OLD"))
    let top = try CLIRunner.run(["--help"])
    #expect(top.text.contains("morph"))
  }

  @Test func withoutATerminalMorphPrintsTheNewTextWithTheDefaultEffect() throws {
    let out = try CLIRunner.run(["morph", "cat", "cut"], environment: ["TERM": "dumb"])
    #expect(out.status == 0, "\(out.stderr)")
    #expect(out.text == "cut\n")
    #expect(out.stderr.contains("note: TERM is dumb") || out.stderr.contains("note: no terminal"))
    let unknown = try CLIRunner.run(
      ["morph", "cat", "cut", "--effect", "sparkle"], environment: ["TERM": "dumb"])
    #expect(unknown.status == 1 && unknown.stderr.contains("no effect 'sparkle'"))
  }

  @Test func theDefaultsFileIsNotAnEffect() throws {
    let list = try CLIRunner.run(["list"])
    #expect(!list.text.contains("defaults"))
    let check = try CLIRunner.run(["check"])
    #expect(check.status == 0 && !check.text.contains("defaults.yaml"))
  }
}
