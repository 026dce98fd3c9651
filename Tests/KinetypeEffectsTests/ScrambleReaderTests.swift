import Foundation
import KinetypeAnimation
import KinetypeCore
import Testing

@testable import KinetypeEffects

@Suite("Scrambles in effect files")
struct ScrambleReaderTests {
  func animations(_ body: String, parameters: String = "") throws -> [Animation] {
    let yaml = "schema: 1\nname: s\nsummary: s\n\(parameters)groups:\n\(body)"
    let (description, diagnostics) = EffectReader.read(yaml, origin: "t.yaml")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    return try #require(description).animations(glyphCount: 4, origin: "t.yaml").0
  }

  /// Every problem `check` finds, as `line:column path: message (hint)`.
  func check(_ body: String) throws -> [Diagnostic] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-\(UUID().uuidString).yaml")
    try "schema: 1\nname: s\nsummary: s\ngroups:\n\(body)".write(
      to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    return EffectLibrary.check(url)
  }

  @Test func aNamedSetAndARateAreRead() throws {
    let made = try animations(
      """
        - scramble: { symbols: hex, rate: $rate }
          duration: 2
          fill: forwards
          stagger: { order: index, spread: 1 }
      """,
      parameters: "parameters:\n  rate: { type: number, default: 12 }\n")
    guard case .scramble(let scramble) = made[0].kind else {
      Issue.record("not a scramble: \(made)")
      return
    }
    #expect(scramble == ScrambleAnimation(symbols: Array("0123456789abcdef"), rate: 12))
    #expect(made[0].timing.duration == 2 && made[0].timing.fillMode == .forwards)
    #expect(made[0].stagger?.spread == 1)
  }

  @Test func quotedTextIsASetOfItsOwnAndRateDefaults() throws {
    let made = try animations("  - scramble: { symbols: \"hex\" }\n")
    #expect(made[0].kind == .scramble(ScrambleAnimation(symbols: ["h", "e", "x"], rate: 20)))
  }

  @Test func everyNamedSetIsOneCellASymbolAndWithoutRepeats() {
    #expect(SymbolSet.named.keys.sorted() == ["binary", "blocks", "braille", "hex", "katakana"])
    for (name, set) in SymbolSet.named {
      #expect(!set.isEmpty && Set(set).count == set.count, "\(name)")
      // ASCII, block elements, braille and half-width katakana: single scalars, one cell each
      // (KinetypeEffects cannot see the width tables, so the ranges stand in for them).
      let narrow: [ClosedRange<UInt32>] = [
        0x21...0x7E, 0x2580...0x259F, 0x2800...0x28FF, 0xFF61...0xFF9F,
      ]
      #expect(set.allSatisfy { $0.unicodeScalars.count == 1 }, "\(name)")
      #expect(
        set.unicodeScalars.allSatisfy { s in narrow.contains { $0.contains(s.value) } }, "\(name)")
    }
  }

  @Test func problemsAreLocatedWithAHint() throws {
    let found = try check(
      """
        - scramble: { symbols: katakna, rate: 0 }
        - scramble: { symbols: "" }
        - scramble: { rate: 10, speed: 2 }
        - property: opacity
          scramble: { symbols: hex }
      """)
    let shown = found.map {
      "\($0.location.line ?? 0):\($0.location.column ?? 0) \($0.path ?? "")"
    }
    #expect(
      shown == [
        "5:26 groups[0].scramble.symbols", "5:41 groups[0].scramble.rate",
        "6:26 groups[1].scramble.symbols", "7:15 groups[2].scramble.symbols",
        "7:27 groups[2].scramble.speed", "8:5 groups[3]",
      ], "\(found)")
    let unknown = try #require(found.first { $0.message.contains("katakna") })
    #expect(unknown.message == "unknown symbol set 'katakna'")
    #expect(unknown.hint?.hasPrefix("did you mean 'katakana'?") == true)
    #expect(found.contains { $0.message == "rate must be positive; got 0.0" })
    #expect(found.contains { $0.message == "no symbols to draw from" })
    #expect(found.contains { $0.message == "missing key 'symbols'" })
    #expect(found.contains { $0.message.hasPrefix("an animation has one of 'property'") })
    #expect(found.allSatisfy { $0.location.file?.hasSuffix(".yaml") == true && $0.hint != nil })
  }
}
