import Foundation
import Testing

/// The command line as TerminalTextEffects' users type it: an effect as the first word, a
/// mistake answered with the nearest name and status 2, bare `kinetype` a short usage.
@Suite struct CommandLineHabitTests {
  @Test func anEffectAsTheFirstWordPlaysItOnThePipedText() throws {
    let out = try CLIRunner.run(
      ["decrypt"], stdin: Array("hello\n".utf8), environment: ["TERM": "dumb"])
    #expect(out.status == 0, "\(out.stderr)")
    #expect(out.text == "hello\n")
    let arguments = try CLIRunner.run(["fade", "two", "words"], environment: ["TERM": "dumb"])
    #expect(arguments.status == 0 && arguments.text == "two words\n")
  }

  @Test(arguments: [
    (["plya", "decrypt", "hi"], "did you mean 'play'?"),
    (["version"], "did you mean '--version'?"),
    (["decrpyt", "hi"], "did you mean 'decrypt'?"),
    (["Hello,", "world"], "is neither a command nor an effect"),
  ])
  func anUnknownFirstWordIsAnErrorWithTheNearestName(arguments: [String], says: String) throws {
    let out = try CLIRunner.run(arguments)
    #expect(out.status == 2)
    #expect(out.stdout.isEmpty)
    #expect(out.stderr.contains(says), "\(out.stderr)")
  }

  @Test func anUnknownOptionIsStatusTwoWithTheTopUsage() throws {
    let out = try CLIRunner.run(["--foo"])
    #expect(out.status == 2)
    #expect(out.stderr.contains("Unknown option '--foo'") && !out.stderr.contains("layout"))
  }

  @Test func aMisspeltEffectNamesTheNearest() throws {
    let out = try CLIRunner.run(["play", "decrpyt", "hi"])
    #expect(out.status == 1)
    #expect(out.stderr.contains("did you mean 'decrypt'?"))
    #expect(!out.stderr.contains("beams, binarypath"), "no list of every name")
  }

  @Test func theVersionAloneIsTheLineTheParserPrints() throws {
    // `--version` alone skips the argument parser (start-up time); with another word it still
    // goes through it, which must print the same line.
    let alone = try CLIRunner.run(["--version"])
    let parsed = try CLIRunner.run(["--version", "--version"])
    #expect(alone.status == 0 && parsed.status == 0)
    #expect(alone.stderr.isEmpty && parsed.stderr.isEmpty)
    #expect(alone.stdout == parsed.stdout)
    #expect(alone.text.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+\n/) != nil, "\(alone.text)")
  }

  @Test func bareKinetypePrintsAShortUsage() throws {
    let out = try CLIRunner.run([])
    #expect(out.status == 0)
    #expect(out.text.hasPrefix("kinetype: kinetic typography for the terminal\n"))
    #expect(out.text.contains("kinetype EFFECT") && out.text.contains("kinetype demo"))
    #expect(out.text.split(separator: "\n").count < 16)
  }
}
