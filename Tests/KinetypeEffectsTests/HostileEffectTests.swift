import KinetypeCore
import Testing

@testable import KinetypeEffects

/// Effect files made to break things get a located error, never a crash, a hang or an
/// escape sequence on the way to the terminal (found by review; each once crashed).
@Suite("Hostile effect files")
struct HostileEffectTests {
  func problems(_ body: String) -> [Diagnostic] {
    EffectLibrary.check(text: "schema: 1\nname: h\nsummary: s\n" + body, origin: "h.yaml")
  }

  @Test(arguments: [
    ("groups: [{ property: offset, from: [0, 0], to: [\"1/0\", 0] }]", "not a usable number"),
    ("groups: [{ property: offset, from: [0, 0], to: [1e300, 0] }]", "not a usable number"),
    ("groups: [{ property: opacity, from: \"sqrt(0 - index - 1)\", to: 1 }]", "not a usable"),
    ("groups: [{ property: zIndex, from: 0, to: 1e300 }]", "not a usable number"),
    ("groups: [{ property: opacity, from: 0, to: 1, speed: 1e-300 }]", "at most an hour"),
    (
      "groups: [{ property: opacity, from: 0, to: 1, begin: \"index * 1e306\" }]", "at most an hour"
    ),
    ("groups: [{ property: opacity, from: 0, repeat: 1e300 }]", "at most an hour"),
    ("groups: [{ property: opacity, from: 0, begin: 1e308, delay: 1e308 }]", "add up to"),
    ("groups: [{ scramble: { symbols: \"\\e]0;x\\a\" } }]", "visible characters"),
    ("groups: [{ property: symbol, from: \"\\t\", to: \"x\" }]", "visible character"),
    ("groups: [{ property: opacity, values: [0, 1, 0.5], keyTimes: [0, 0.7, 0.5] }]", "must rise"),
    (
      "groups: [{ property: foregroundColour, to: \"#00ff00\", from: { gradient: { stops: [\"#ff0000\", \"#0000ff\"], shift: \"1 / index\" } } }]",
      "finite"
    ),
    (
      "groups: []\nparticles: [{ count: 1e30, symbols: \"*\", animations: [{ property: opacity, from: 0 }] }]",
      "particles in all"
    ),
    (
      "groups: []\nparticles: [{ count: 3, symbols: \"*\", at: [\"1e300\", 0], animations: [{ property: opacity, from: 0 }] }]",
      "near the canvas"
    ),
  ])
  func aProblemIsReportedWhereItIsWritten(_ body: String, _ message: String) {
    let found = problems(body)
    #expect(found.contains { $0.message.contains(message) }, "\(found)")
    #expect(found.allSatisfy { $0.location.file == "h.yaml" })
  }

  @Test func deepOrLongExpressionsAreRefusedNotOverflowed() {
    let deep = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
    #expect(problems("groups: [{ property: opacity, from: \"\(deep)\" }]").count == 1)
    let signs = String(repeating: "-", count: 3_000) + "1"
    #expect(problems("groups: [{ property: opacity, from: \"\(signs)\" }]").count == 1)
    let nested = String(repeating: "(", count: 80) + "1" + String(repeating: ")", count: 80)
    let found = problems("groups: [{ property: opacity, from: \"\(nested)\" }]")
    #expect(found.first?.message.contains("nests deeper") == true, "\(found)")
  }

  @Test func aliasesCannotMultiplyAFileIntoMillionsOfValues() {
    var levels = ["&a0 [0,0,0,0,0,0,0,0,0,0]"]
    for i in 1..<8 {
      levels.append(
        "&a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ",") + "]")
    }
    let found = problems(
      "groups:\n  - property: opacity\n    values: [" + levels.joined(separator: ", ") + "]\n")
    #expect(found.contains { $0.message.contains("more than 100000 values") })
    #expect(found.allSatisfy { $0.description.count < 2_000 })
  }

  @Test func aWayBendsThroughABoundedNumberOfPoints() {
    let via = Array(repeating: "[1, 1]", count: 40).joined(separator: ", ")
    let found = problems("groups: [{ spawn: { from: top, via: [\(via)] } }]")
    #expect(found.contains { $0.message.contains("at most 16 points") }, "\(found)")
  }
}
