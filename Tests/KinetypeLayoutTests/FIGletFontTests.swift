import Foundation
import KinetypeCore
import Testing

@testable import KinetypeLayout

/// Reads a font from the system's FIGlet folder or the repository's `effects/fonts`.
func figletFont(_ name: String) throws -> FIGletFont {
  let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  let own = repository.appendingPathComponent("effects/fonts/\(name).flf").path
  let path = FileManager.default.fileExists(atPath: own) ? own : "/usr/share/figlet/\(name).flf"
  let data = try #require(FileManager.default.contents(atPath: path), "no font at \(path)")
  return try FIGletFont(parsing: Array(data), origin: path)
}

/// `figlet`'s own rows for `text` in `font` (no wrapping), trailing spaces removed.
func figletOutput(_ text: String, font: String) throws -> [String] {
  let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  let own = repository.appendingPathComponent("effects/fonts/\(font).flf").path
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [
    "figlet", "-w", "10000", "-f", FileManager.default.fileExists(atPath: own) ? own : font, text,
  ]
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  #expect(process.terminationStatus == 0, "figlet is missing: run scripts/ensure-deps.sh test")
  return String(decoding: data, as: UTF8.self).split(
    separator: "\n", omittingEmptySubsequences: false
  )
  .dropLast().map { String($0).trimmingTrailingSpaces() }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var s = Substring(self)
    while s.last == " " { s = s.dropLast() }
    return String(s)
  }
}

@Suite("FIGlet fonts")
struct FIGletFontTests {
  /// Strings where each of FIGlet's horizontal rules decides a column somewhere, in fonts that
  /// use full width (banner), fitting and every smushing rule (standard: rules 1-4; big and
  /// slant: 1-4 with others; mini, small, shadow), and our own fonts.
  static let cases: [(font: String, text: String)] = [
    ("standard", "Hi"), ("standard", "Hello, world!"), ("standard", "[](){}<>|/\\_"),
    ("standard", "LT/\\/\\><_|_ij"), ("standard", "Kinetype"), ("standard", "a_b(c)d[e]f{g}"),
    ("standard", "WAVY xyz 0123456789"), ("standard", "'\"`~^*#$%&@"),
    ("big", "Morph me"), ("slant", "Slanted /\\ text"), ("small", "small)(TALK"),
    ("mini", "tiny ><"), ("shadow", "Shadow"), ("banner", "Full width"), ("lean", "Lean!"),
    ("script", "Script"), ("chunky", "Kinetype 42"), ("smooth", "Smooth curves"),
    ("pixel", "Hello, world!"),
  ]

  @Test(arguments: cases.indices)
  func layoutMatchesFIGletCellForCell(_ index: Int) throws {
    let (fontName, text) = Self.cases[index]
    let font = try figletFont(fontName)
    let laidOut = DisplayTypesetter.layout(
      AttributedText(plain: text), font: font, options: LayoutOptions())
    let ours = laidOut.picture.map { $0.trimmingTrailingSpaces() }
    #expect(ours == (try figletOutput(text, font: fontName)), "\(fontName): \(text)")
  }

  @Test func headerLayoutsDecodeAsFIGletDoes() {
    #expect(FIGletLayout(oldLayout: -1, fullLayout: nil) == FIGletLayout(mode: .fullWidth))
    #expect(FIGletLayout(oldLayout: 0, fullLayout: nil) == FIGletLayout(mode: .fitting))
    // An old layout's rule 6 (hardblank) is dropped, as FIGlet 2.2 does (smush & 31).
    #expect(
      FIGletLayout(oldLayout: 63, fullLayout: nil)
        == FIGletLayout(mode: .smushing, rules: FIGletLayout.Rules(rawValue: 31)))
    // standard.flf: full layout 24463 = smushing by rules 1-4 (and vertical bits ignored).
    #expect(
      FIGletLayout(oldLayout: 15, fullLayout: 24463)
        == FIGletLayout(mode: .smushing, rules: [.equal, .underscore, .hierarchy, .oppositePair]))
    #expect(FIGletLayout(oldLayout: 15, fullLayout: 64).mode == .fitting)
    #expect(FIGletLayout(oldLayout: 15, fullLayout: 0).mode == .fullWidth)
  }

  @Test func smushingRulesOneByOne() {
    func smush(_ rules: FIGletLayout.Rules, _ l: Character, _ r: Character) -> Character? {
      var row = FIGletRow(
        font: FIGletFont(
          hardblank: "$", height: 1, baseline: 0,
          layout: FIGletLayout(mode: .smushing, rules: rules), characters: [:]))
      // Two letters two wide, so the narrow-letter rule stays out of the way.
      row.append(FIGletCharacter(rows: [["x", "x"]]), owner: 0)
      row.append(FIGletCharacter(rows: [["x", "x"]]), owner: 1)
      return row.smush(l, r)
    }
    #expect(smush(.equal, "#", "#") == "#")
    #expect(smush(.equal, "#", "@") == nil)
    #expect(smush(.underscore, "_", "/") == "/")
    #expect(smush(.underscore, "(", "_") == "(")
    #expect(smush(.hierarchy, "|", "/") == "/")
    #expect(smush(.hierarchy, "{", "[") == "{")
    #expect(smush(.hierarchy, "/", "\\") == nil)
    #expect(smush(.oppositePair, "]", "[") == "|")
    #expect(smush(.oppositePair, "(", ")") == "|")
    #expect(smush(.bigX, "/", "\\") == "|")
    #expect(smush(.bigX, "\\", "/") == "Y")
    #expect(smush(.bigX, ">", "<") == "X")
    #expect(smush(.bigX, "<", ">") == nil)
    #expect(smush(.hardblank, "$", "$") == "$")
    #expect(smush(.equal, "$", "$") == nil)
    // Universal smushing: the later sub-character wins, a hardblank gives way.
    #expect(smush([], "a", "b") == "b")
    #expect(smush([], "$", "b") == "b")
    #expect(smush([], "a", "$") == "a")
  }
}
