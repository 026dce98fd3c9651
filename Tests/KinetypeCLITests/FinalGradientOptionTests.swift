import Foundation
import Testing

/// `--final-gradient` and `--palette` on `render` (the options `play` and `morph` share).
@Suite("CLI: --final-gradient and --palette")
struct FinalGradientOptionTests {
  /// Each drawn cell's foreground in the last frame of `effect` over `text`.
  func finalColours(_ effect: String, _ text: String, _ options: [String] = []) throws -> [String] {
    let out = try CLIRunner.run(["render", effect, text, "--at", "end", "--format", "json"] + options)
    #expect(out.status == 0, "\(out.stderr)")
    let cells = try #require(try out.json()["cells"] as? [[String: Any]])
    return cells.compactMap { $0["fg"] as? String }
  }

  @Test func uncolouredTextEndsInTheEffectsGradientUnlessToldOtherwise() throws {
    let own = try finalColours("waves", "abcdef")
    #expect(own.count == 6 && !own.contains("default"))
    #expect(Set(own).count > 1)
    #expect(try finalColours("waves", "abcdef", ["--final-gradient", "none"]) == Array(repeating: "default", count: 6))
    #expect(
      try finalColours("waves", "abcdef", ["--final-gradient", "#ff0000"])
        == Array(repeating: "#ff0000", count: 6))
    let bad = try CLIRunner.run(["render", "waves", "x", "--final-gradient", "red"])
    #expect(bad.status != 0)
    #expect(bad.stderr.contains("--final-gradient takes none or colours like #ff0000,#0000ff, got 'red'"))
  }

  @Test func aPaletteRecoloursTheColourParametersAndParamsWin() throws {
    // highlight's colour parameters: glint, top, middle, bottom; one row shows the top colour.
    #expect(
      try finalColours("highlight", "abc", ["--palette", "#010203"])
        == Array(repeating: "#010203", count: 3))
    #expect(
      try finalColours("highlight", "abc", ["--palette", "#010203", "-p", "top=#ffffff"])
        == Array(repeating: "#ffffff", count: 3))
    let bad = try CLIRunner.run(["render", "highlight", "x", "--palette", "#01020"])
    #expect(bad.status != 0)
  }
}
