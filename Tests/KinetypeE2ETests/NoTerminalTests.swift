import Foundation
import KinetypeTestSupport
import Testing

/// With no controlling terminal the player cannot start: the text is printed at once.
extension EndToEnd {
  @Suite struct NoTerminalTests {
    @Test func printsTheTextWithAOneLineNote() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "kinetype-e2e-notty-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let out = folder.appendingPathComponent("out.txt")
      let err = folder.appendingPathComponent("err.txt")
      for file in [out, err] {
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
      }

      let process = Process()
      // setsid -w: a new session with no controlling terminal, waited for so its status is ours.
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["setsid", "-w", Repository.kinetype.path, "play", "fade", "some text"]
      var environment = ProcessInfo.processInfo.environment
      environment["TERM"] = "xterm-256color"
      environment["NO_COLOR"] = nil
      process.environment = environment
      process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
      process.standardOutput = try FileHandle(forWritingTo: out)
      process.standardError = try FileHandle(forWritingTo: err)
      let start = Date()
      try process.run()
      process.waitUntilExit()

      #expect(process.terminationStatus == 0)
      #expect(
        Date().timeIntervalSince(start) < 2, "it played (or waited) instead of printing at once")
      #expect(try String(contentsOf: out, encoding: .utf8) == "some text\n")
      let note = try String(contentsOf: err, encoding: .utf8)
      #expect(note.hasPrefix("kinetype: note: no terminal"), "\(note)")
      #expect(
        note.hasSuffix("\n") && note.filter { $0 == "\n" }.count == 1, "not one line: \(note)")
    }
  }
}
