import Foundation
import Testing

/// `figlet`'s rows for `arguments` (e.g. `["-f", "standard", "Hi"]`), trailing spaces removed,
/// and trailing empty rows dropped.
func figlet(_ arguments: [String]) throws -> [String] {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["figlet"] + arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  #expect(process.terminationStatus == 0, "figlet is missing: run scripts/ensure-deps.sh test")
  return rows(String(decoding: data, as: UTF8.self))
}

/// Text as rows without trailing spaces, trailing empty rows dropped.
func rows(_ text: String) -> [String] {
  var result = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
    var s = Substring(line)
    while s.last == " " { s = s.dropLast() }
    return String(s)
  }
  while result.last == "" { result.removeLast() }
  return result
}

@Suite("Display type on the command line")
struct DisplayTypeCommandTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Strings where smushing decides: `LT` (hierarchy), `/\/\` and `><` (no big-X rule in
  /// standard), `)(` and `][` (opposite pairs), `_|` (underscore), `ll` (equal).
  @Test(arguments: ["Hi", "Hello, world", "LT/\\/\\><", "a)(b][c_|d", "Kill all", "x=y+z;"])
  func layoutMatchesFIGletStandard(_ text: String) throws {
    let out = try CLIRunner.run(["layout", "--font", "standard", "--color", "none", text])
    #expect(out.status == 0, "\(out.stderr)")
    #expect(rows(out.text) == (try figlet(["-f", "standard", text])))
  }

  @Test func ownFontsAreFoundByNameAndMatchFIGlet() throws {
    for name in ["chunky", "smooth", "pixel"] {
      let out = try CLIRunner.run(["layout", "--font", name, "--color", "none", "Kinetype"])
      #expect(out.status == 0, "\(out.stderr)")
      let file = Self.repository.appendingPathComponent("effects/fonts/\(name).flf").path
      #expect(rows(out.text) == (try figlet(["-w", "1000", "-f", file, "Kinetype"])), "\(name)")
    }
  }

  @Test func aFontFileIsReadByItsPath() throws {
    let out = try CLIRunner.run(
      ["layout", "--font", "/usr/share/figlet/slant.flf", "--color", "none", "Go"])
    #expect(rows(out.text) == (try figlet(["-f", "slant", "Go"])))
  }

  @Test func aMalformedFontGetsALocatedError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-font-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("broken.flf").path
    try "flf2a$ 3 2 8 -1 1\ncomment\n $@\n $@\n $@@\n!@\n!@@\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let out = try CLIRunner.run(["layout", "--font", path, "Hi"])
    #expect(out.status == 1)
    #expect(
      out.stderr
        == "kinetype: \(path):7:4: error: the file ends inside character '!' (code 33): it has 2 of its 3 rows — give every character 3 rows, each ending with its end mark (e.g. @)\n"
    )
  }

  @Test func anUnknownFontNameSuggestsTheClosest() throws {
    let out = try CLIRunner.run(["layout", "--font", "standrd", "Hi"])
    #expect(out.status == 1)
    #expect(out.stderr == "kinetype: error: no font named 'standrd' — did you mean 'standard'?\n")
  }

  /// `play fade --font NAME` ends on the big letters exactly; `render` shows the same frame.
  @Test func anEffectEndsOnTheBigLettersExactly() throws {
    for font in ["standard", "smooth"] {
      let end = try CLIRunner.run([
        "render", "fade", "--font", font, "--anchor", "nw", "--at", "end", "--format", "text",
        "Hello",
      ])
      #expect(end.status == 0, "\(end.stderr)")
      let file = Self.repository.appendingPathComponent("effects/fonts/\(font).flf").path
      let expected = try figlet([
        "-f", FileManager.default.fileExists(atPath: file) ? file : font, "Hello",
      ])
      #expect(rows(end.text) == expected)
      let start = try CLIRunner.run([
        "render", "fade", "--font", font, "--anchor", "nw", "--at", "0", "--format", "text",
        "Hello",
      ])
      #expect(rows(start.text) != expected)
    }
  }

  /// A big-type morph starts on the old word's big letters and ends on the new one's.
  @Test func aBigTypeMorphGoesFromOneWordToTheOther() throws {
    func frame(_ at: String) throws -> [String] {
      let out = try CLIRunner.run([
        "render", "morph", "Morph", "--from", "Hello", "--font", "standard", "--anchor", "nw",
        "--at", at, "--format", "text",
      ])
      #expect(out.status == 0, "\(out.stderr)")
      return rows(out.text)
    }
    #expect(try frame("0") == (try figlet(["-f", "standard", "Hello"])))
    #expect(try frame("end") == (try figlet(["-f", "standard", "Morph"])))
  }

  /// A preview script's `font:` sets its play and morph steps in display type: the morph's
  /// snapshot is the new word's big letters, as figlet draws them.
  @Test func previewStepsTakeAFont() throws {
    let script = Self.repository.appendingPathComponent("examples/display-type.preview.yaml").path
    let out = try CLIRunner.run(["preview", script, "--sheet"])
    #expect(out.status == 0, "\(out.stderr)")
    let sheet = out.text.components(separatedBy: "── morphed")
    #expect(sheet.count == 2)
    let file = Self.repository.appendingPathComponent("effects/fonts/smooth.flf").path
    let expected = try figlet(["-w", "1000", "-f", file, "Typekit"]).filter { !$0.isEmpty }
    let shown = rows(sheet.last ?? "").filter {
      $0.contains("█") || $0.contains("▀") || $0.contains("▄")
    }
    let indent = shown.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    #expect(shown.map { String($0.dropFirst(indent)) } == expected)
  }
}
