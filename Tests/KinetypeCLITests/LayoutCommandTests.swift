import Foundation
import Testing

@Suite("kinetype layout")
struct LayoutCommandTests {
  @Test("--format json prints the documented structure")
  func jsonStructure() throws {
    let out = try CLIRunner.run(["layout", "--format", "json", "a漢 👍🏽\nb"])
    #expect(out.status == 0)
    let json = try out.json()
    #expect(json["size"] as? [Int] == [6, 2])
    let glyphs = try #require(json["glyphs"] as? [[String: Any]])
    #expect(glyphs.map { $0["text"] as? String } == ["a", "漢", " ", "👍🏽", "\n", "b"])
    #expect(glyphs.map { $0["column"] as? Int } == [0, 1, 3, 4, 6, 0])
    #expect(glyphs.map { $0["width"] as? Int } == [1, 2, 1, 2, 0, 1])
    #expect(glyphs[3]["characters"] as? [Int] == [3, 4])
    #expect(glyphs[5]["row"] as? Int == 1)
    #expect(glyphs[5]["index"] as? Int == 5)
    #expect(glyphs[5]["advance"] as? Int == 1)
    #expect(glyphs[0]["attributes"] as? [String: Any] != nil)
    let lines = try #require(json["lines"] as? [[String: Any]])
    #expect(lines.map { $0["row"] as? Int } == [0, 1])
    let runs = try #require(lines[0]["runs"] as? [[String: Any]])
    #expect(runs.map { $0["glyphs"] as? [Int] } == [[0, 5]])
    let stats = try #require(json["stats"] as? [String: Int])
    #expect(stats == ["invalidBytes": 0, "strippedEscapes": 0, "droppedControls": 0])
    // Keys come in the documented order.
    let text = out.text
    let order = ["\"size\"", "\"glyphs\"", "\"lines\"", "\"stats\""].map {
      text.range(of: $0)!.lowerBound
    }
    #expect(order == order.sorted())
    let glyphKeys = [
      "index", "text", "row", "column", "width", "advance", "characters", "attributes",
    ]
    let firstGlyph = text[text.range(of: "{\"index\"")!.lowerBound...]
    let positions = glyphKeys.map { firstGlyph.range(of: "\"\($0)\"")!.lowerBound }
    #expect(positions == positions.sorted())
  }

  @Test("hostile input: nothing from the input is passed through, everything is counted")
  func hostileInput() throws {
    let hostile: [UInt8] =
      Array(
        "ok \u{1B}]52;c;aGVsbG8=\u{07}\u{1B}]0;pwned\u{07}\u{1B}P+q\u{1B}\\\u{1B}[2J\u{1B}[6n\u{1B}[31mred\u{1B}[0m"
          .utf8)
      + [0xFF, 0x07, 0x00] + Array("\u{9B}6n end".utf8)
    let json = try CLIRunner.run(["layout", "--format", "json"], stdin: hostile)
    #expect(json.status == 0)
    #expect(!json.stdout.contains(0x1B))
    let stats = try #require(try json.json()["stats"] as? [String: Int])
    #expect(stats == ["invalidBytes": 1, "strippedEscapes": 6, "droppedControls": 2])
    let texts = try #require(try json.json()["glyphs"] as? [[String: Any]]).compactMap {
      $0["text"] as? String
    }
    #expect(texts.joined() == "ok red\u{FFFD} end")
    // Text output with colours: the only escapes are the SGR we write ourselves.
    let coloured = try CLIRunner.run(["layout", "--color", "truecolor"], stdin: hostile)
    let escapes = coloured.text.components(separatedBy: "\u{1B}").dropFirst()
    #expect(!escapes.isEmpty)
    #expect(
      escapes.allSatisfy { $0.range(of: #"^\[[0-9;]*m"#, options: .regularExpression) != nil })
    #expect(coloured.text == "ok \u{1B}[31mred\u{1B}[39m\u{FFFD} end\n")
    let plain = try CLIRunner.run(["layout", "--color", "none"], stdin: hostile)
    #expect(plain.text == "ok red\u{FFFD} end\n")
  }

  @Test func noColourWhenNotATerminalOrNO_COLOR() throws {
    let out = try CLIRunner.run(["layout", "--input", "markup", "[red]x[/]"])
    #expect(out.text == "x\n")
    let forced = try CLIRunner.run(
      ["layout", "--color", "auto", "--input", "markup", "[red]x[/]"],
      environment: ["NO_COLOR": "1"])
    #expect(forced.text == "x\n")
  }

  @Test func wrapsAndAligns() throws {
    let out = try CLIRunner.run([
      "layout", "--width", "9", "--align", "right", "the quick brown fox",
    ])
    #expect(out.text == "the quick\nbrown fox\n")
    let centred = try CLIRunner.run(["layout", "--width", "11", "--align", "center", "ab\nabcde"])
    #expect(centred.text == "    ab\n   abcde\n")
  }

  @Test func ligaturesFromTheBuiltInTableOrAFile() throws {
    let builtIn = try CLIRunner.run(["layout", "--ligatures", "--format", "json", "a -> b"])
    let texts = try #require(try builtIn.json()["glyphs"] as? [[String: Any]]).compactMap {
      $0["text"] as? String
    }
    #expect(texts == ["a", " ", "->", " ", "b"])
    let trailing = try CLIRunner.run(["layout", "--format", "json", "a -> b", "--ligatures"])
    #expect(try #require(try trailing.json()["glyphs"] as? [[String: Any]]).count == 5)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-lig-\(getpid()).txt")
    try "ab\n".write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let custom = try CLIRunner.run([
      "layout", "--ligatures", file.path, "--format", "json", "abc ->",
    ])
    let customTexts = try #require(try custom.json()["glyphs"] as? [[String: Any]]).compactMap {
      $0["text"] as? String
    }
    #expect(customTexts == ["ab", "c", " ", "-", ">"])
  }

  @Test func markupErrorsAreLocatedAndTheTextIsKept() throws {
    let out = try CLIRunner.run(["layout", "--input", "markup", "ok [sparkle]x"])
    #expect(out.status == 0)
    #expect(out.text == "ok [sparkle]x\n")
    #expect(out.stderr.contains("<arguments>:1:5: error: markup: unknown style 'sparkle'"))
  }

  @Test func errorsAreClearAndExitNonZero() throws {
    let missing = try CLIRunner.run(["layout", "--file", "/nonexistent/file.txt"])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("cannot read '/nonexistent/file.txt'"))
    let badWidth = try CLIRunner.run(["layout", "--width", "0", "x"])
    #expect(badWidth.status == 2)
    #expect(badWidth.stderr.contains("--width must be from 1 to 10000, got 0"))
  }

  @Test func readsFilesAndTheSample() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-in-\(getpid()).txt")
    try Data([0x61, 0x09, 0x62, 0x0D, 0x0A, 0x63]).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let out = try CLIRunner.run(["layout", "--file", file.path, "--tab-width", "4"])
    #expect(out.text == "a   b\nc\n")
    let sample = try CLIRunner.run(["layout", "--sample", "--format", "json"])
    let glyphs = try #require(try sample.json()["glyphs"] as? [[String: Any]])
    let texts = Set(glyphs.compactMap { $0["text"] as? String })
    #expect(
      texts.isSuperset(of: ["漢", "👨‍👩‍👧‍👦", "🇯🇵", "1️⃣", "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}"]))
    #expect(glyphs.contains { ($0["attributes"] as? [String: Any])?["foreground"] != nil })
  }
}
