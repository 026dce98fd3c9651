import Foundation
import Testing

/// Shell completion and the man page, both made from the command definitions.
@Suite struct CompletionTests {
  /// What bash offers for the words typed so far (the last one being completed).
  static func bashCompletions(_ words: [String]) throws -> [String] {
    let binary = CLIRunner.executable.path
    let typed = ([binary] + words).map { "'\($0)'" }.joined(separator: " ")
    let script = """
      source <('\(binary)' --generate-completion-script bash)
      COMP_WORDS=(\(typed)); COMP_CWORD=\(words.count)
      COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
      _kinetype kinetype "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    process.waitUntilExit()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return text.split(separator: "\n").map(String.init)
  }

  @Test func effectNamesComplete() throws {
    #expect(try Self.bashCompletions(["play", "de"]) == ["decrypt"])
    #expect(try Self.bashCompletions(["describe", "fa"]).contains("fade"))
  }

  @Test func demoScenesComplete() throws {
    #expect(try Self.bashCompletions(["demo", "--scene", "ra"]) == ["rating"])
  }

  @Test func theManPageDescribesEveryVisibleCommand() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", root.appendingPathComponent("scripts/man-page.py").path, CLIRunner.executable.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let page = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(page.hasPrefix(".TH KINETYPE 1"))
    for command in ["demo", "play", "morph", "render", "preview", "list", "describe", "check", "layout"] {
      #expect(page.contains(".SS kinetype \(command)\n"), "\(command)")
    }
    #expect(!page.contains("input-echo"))
    #expect(page.contains("\\fB--final\\fR") || page.contains("\\fB--no-final\\fR"))
  }
}
