import KinetypeCore
import KinetypeEffects
import Testing
import KinetypeYAML

/// The toolkit every YAML reader uses: one rule per kind of value, one wording per problem.
@Suite struct YAMLReaderTests {
  struct Reader: YAMLReader {
    let origin = "data.yaml"
    var diagnostics: [Diagnostic] = []
  }

  /// The value of `key` in a one-line document, read by `read`, and every problem reported.
  static func read<Value>(_ line: String, _ read: (inout Reader, Node) -> Value?) -> (
    Value?, [String]
  ) {
    var reader = Reader()
    guard case .mapping(let mapping)? = try? YAML.compose(line), let node = mapping["key"]
    else { return (nil, ["not a mapping"]) }
    let value = read(&reader, node)
    return (value, reader.diagnostics.map(\.description))
  }

  @Test func numbersArePlainScalarsInTheirRange() {
    #expect(Self.read("key: 2.5") { $0.number($1, path: "key", in: 0...5) }.0 == 2.5)
    let quoted = Self.read("key: \"2.5\"") { $0.number($1, path: "key", in: 0...5) }
    #expect(quoted.0 == nil)
    #expect(
      quoted.1 == [
        "data.yaml:1:6: error: key: expected a number, got the text '2.5' — write 2.5 without quotes"
      ])
    let outside = Self.read("key: 7") { $0.number($1, path: "key", in: 0...5, meaning: "a rate") }
    #expect(
      outside.1 == ["data.yaml:1:6: error: key: 7 is outside 0…5 (a rate) — use a number in 0…5"])
    let word = Self.read("key: soon") { $0.number($1, path: "key") }
    #expect(word.1 == ["data.yaml:1:6: error: key: expected a number, got 'soon' — e.g. 1.5"])
    #expect(Self.read("key: .inf") { $0.number($1, path: "key") }.0 == nil)
  }

  @Test func wholeNumbersBooleansWordsAndLists() {
    #expect(Self.read("key: 12") { $0.whole($1, path: "key", in: 1...100) }.0 == 12)
    #expect(
      Self.read("key: 0") { $0.whole($1, path: "key", in: 1...100) }.1 == [
        "data.yaml:1:6: error: key: expected a whole number in 1…100, got '0' — e.g. 1"
      ])
    #expect(Self.read("key: 1.5") { $0.whole($1, path: "key") }.0 == nil)
    #expect(Self.read("key: true") { $0.boolean($1, path: "key") }.0 == true)
    #expect(Self.read("key: \"true\"") { $0.boolean($1, path: "key") }.0 == nil)
    #expect(
      Self.read("key: fast") { $0.word($1, path: "key", among: ["slow", "fast"]) }.0 == "fast")
    #expect(
      Self.read("key: fsat") { $0.word($1, path: "key", among: ["slow", "fast"]) }.1 == [
        "data.yaml:1:6: error: key: expected one of slow, fast, got 'fsat' — did you mean 'fast'? "
          + "use one of those words"
      ])
    #expect(Self.read("key: [a, b]") { $0.sequence($1, path: "key") }.0?.count == 2)
    #expect(Self.read("key: 2024") { $0.text($1, path: "key") }.0 == "2024")
  }

  @Test func coloursAreQuotedHex() {
    #expect(Self.read("key: \"#ff8000\"") { $0.colour($1, path: "a.key") }.0 == RGB(255, 128, 0))
    #expect(Self.read("key: \"#f80\"") { $0.colour($1, path: "a.key") }.0 == RGB(255, 136, 0))
    #expect(
      Self.read("key: orange") { $0.colour($1, path: "a.key") }.1 == [
        "data.yaml:1:6: error: a.key: expected a colour as \"#rrggbb\", got 'orange' — write it in "
          + "quotes, since an unquoted # starts a comment: key: \"#e0413a\""
      ])
  }
}
