import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `kinetype preview` and `kinetype check` on preview scripts, run as a user runs them.
@Suite struct PreviewCommandTests {
  static let script = """
    canvas: 24x3
    fps: 10
    steps:
      - text: Hi there
      - play: fade
        params: { duration: 0.3, spread: 0.2 }
      - snapshot: shown
      - morph: Bye
        effect: fade
      - snapshot: after
    """

  func write(_ text: String, name: String = "s.preview.yaml") throws -> URL {
    let folder = try temporaryFolder("preview")
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  @Test func castsAreByteIdenticalAcrossRuns() throws {
    let script = try write(Self.script)
    defer { try? FileManager.default.removeItem(at: script.deletingLastPathComponent()) }
    let casts = (1...2).map {
      script.deletingLastPathComponent().appendingPathComponent("\($0).cast")
    }
    for cast in casts {
      let output = try CLIRunner.run(
        ["preview", script.path, "--cast", cast.path], environment: ["SOURCE_DATE_EPOCH": "42"])
      #expect(output.status == 0, "\(output.stderr)")
      #expect(output.stderr.isEmpty)
    }
    let bytes = try casts.map { try Data(contentsOf: $0) }
    #expect(bytes[0] == bytes[1])
    let header = String(decoding: bytes[0], as: UTF8.self).split(separator: "\n")[0]
    #expect(header.contains(#""timestamp":42"#))
    #expect(header.contains(#""width":24,"height":3"#))
  }

  @Test func theSheetShowsEachSnapshotUnderItsTitle() throws {
    let script = try write(Self.script)
    defer { try? FileManager.default.removeItem(at: script.deletingLastPathComponent()) }
    let output = try CLIRunner.run(["preview", script.path, "--sheet"])
    #expect(output.status == 0)
    let lines = output.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2 * 4 + 1)
    #expect(lines[0].hasPrefix("── shown · "))
    #expect(lines[2].trimmingCharacters(in: .whitespaces) == "Hi there")
    #expect(lines[4].hasPrefix("── after · "))
    #expect(lines[6].trimmingCharacters(in: .whitespaces) == "Bye")
    #expect(!output.text.contains("\u{1B}"))
    let colourScript = repositoryEffects.deletingLastPathComponent()
      .appendingPathComponent("examples/colour.preview.yaml")
    let coloured = try CLIRunner.run(["preview", colourScript.path, "--sheet", "--color"])
    #expect(coloured.status == 0)
    #expect(coloured.text.contains("\u{1B}[38;5;"))  // the script's 256 colours
    let plain = try CLIRunner.run(["preview", colourScript.path, "--sheet"])
    #expect(!plain.text.contains("\u{1B}"))
  }

  @Test func theSheetTakesTimes() throws {
    let script = try write(Self.script)
    defer { try? FileManager.default.removeItem(at: script.deletingLastPathComponent()) }
    let output = try CLIRunner.run(["preview", script.path, "--sheet", "--at", "0,100"])
    #expect(output.status == 0)
    let lines = output.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].hasPrefix("── 0 s "))
    #expect(lines[1...3].allSatisfy { $0.isEmpty })  // nothing plays before the first step
    #expect(lines[4].hasPrefix("── 100 s "))
    #expect(lines[6].trimmingCharacters(in: .whitespaces) == "Bye")
  }

  @Test func aBadScriptIsReportedAtItsLineAndColumn() throws {
    let script = try write(
      "canvas: 20x4\nsteps:\n  - text: a\n  - play: fadee\n  - demo: tag\n  - click: [20, 1]\n")
    defer { try? FileManager.default.removeItem(at: script.deletingLastPathComponent()) }
    let output = try CLIRunner.run(["preview", script.path, "--sheet"])
    #expect(output.status == 1)
    #expect(
      output.stderr.contains("s.preview.yaml:5:11: error: steps[2].demo: unknown demo scene 'tag'"))
    #expect(
      output.stderr.contains("s.preview.yaml:6:12: error: steps[3].click: [20, 1] is outside"))
    let check = try CLIRunner.run(["check", script.path])
    #expect(check.status == 1)
    #expect(check.stderr.contains("s.preview.yaml:5:11"))
    #expect(check.stderr.contains("s.preview.yaml:6:12"))
    // The effect is checked once the script reads.
    let fixed = try write("steps:\n  - text: a\n  - play: fadee\n", name: "t.yaml")
    let missing = try CLIRunner.run(["check", fixed.path])
    #expect(missing.status == 1)
    #expect(
      missing.stderr.contains(
        "t.yaml:3:11: error: steps[1].play: no effect named 'fadee' — did you mean 'fade'?"))
  }

  @Test func checkPassesTheExamples() throws {
    let examples = repositoryEffects.deletingLastPathComponent().appendingPathComponent("examples")
    let files = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter {
      $0.hasSuffix(".preview.yaml")
    }
    let output = try CLIRunner.run(
      ["check"] + files.map { examples.appendingPathComponent($0).path })
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.text.split(separator: "\n").count == files.count)
  }

  @Test func withoutATerminalPlayingSaysWhatToDo() throws {
    let script = try write(Self.script)
    defer { try? FileManager.default.removeItem(at: script.deletingLastPathComponent()) }
    let output = try CLIRunner.run(["preview", script.path], environment: ["TERM": "dumb"])
    #expect(output.status == 1)
    #expect(output.stderr.contains("--cast FILE"))
  }
}

/// `kinetype preview --svg`: the recording as an animated SVG a browser plays (the SVG itself
/// is tested in KinetypeCompositorTests, Chromium included).
@Suite struct PreviewSVGTests {
  @Test func theSVGIsWellFormedTheSameEveryRunAndHoldsTheText() throws {
    let folder = try temporaryFolder("preview-svg")
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("s.preview.yaml")
    try PreviewCommandTests.script.write(to: script, atomically: true, encoding: .utf8)
    let files = (1...2).map { folder.appendingPathComponent("\($0).svg") }
    for file in files {
      let output = try CLIRunner.run(["preview", script.path, "--svg", file.path])
      #expect(output.status == 0, "\(output.stderr)")
      #expect(output.text.isEmpty)
    }
    let texts = try files.map { try String(contentsOf: $0, encoding: .utf8) }
    #expect(texts[0] == texts[1])
    #expect(texts[0].hasPrefix("<svg") || texts[0].hasPrefix("<?xml"))
    #expect(texts[0].contains("@keyframes"))
    let parser = XMLParser(data: Data(texts[0].utf8))
    #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
    // The text of both snapshots is in it: the faded-in text and the morph's end.
    #expect(texts[0].contains("Hi") && texts[0].contains("Bye"))
  }
}
