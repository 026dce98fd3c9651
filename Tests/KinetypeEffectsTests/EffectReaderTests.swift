import Foundation
import KinetypeAnimation
import KinetypeCore
import Testing

@testable import KinetypeEffects

@Suite("Effect files in YAML")
struct EffectReaderTests {
  func read(_ yaml: String) -> (EffectDescription?, [Diagnostic]) {
    EffectReader.read(yaml, origin: "t.yaml")
  }

  /// Every problem `check` finds in `yaml`, as `line:column path` strings.
  func check(_ yaml: String) throws -> [String] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-\(UUID().uuidString).yaml")
    try yaml.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    return EffectLibrary.check(url).map {
      "\($0.location.line ?? 0):\($0.location.column ?? 0) \($0.path ?? "")"
    }
  }

  let valid = """
    schema: 1
    name: rise
    summary: Glyphs rise into place.
    parameters:
      height: { type: number, default: 2, range: [0, 10], help: "Rows to rise." }
      easing: { type: timing, default: ease-out }
    groups:
      - property: offset
        from: [0, $height]
        to: [0, 0]
        duration: 0.5
        timing: $easing
        fill: backwards
        stagger: { order: index, spread: 1 }
    """

  @Test func aValidFileReadsWithItsParameters() throws {
    let (description, diagnostics) = read(valid)
    #expect(diagnostics.isEmpty)
    let effect = try #require(description)
    #expect(effect.name == "rise" && effect.parameters.map(\.name) == ["height", "easing"])
    #expect(effect.parameters[0].range == 0...10 && effect.parameters[0].defaultValue == .number(2))
    let (animations, _) = try effect.animations(glyphCount: 3, origin: "t.yaml")
    guard case .basic(let basic) = animations[0].kind else {
      Issue.record("not a basic animation")
      return
    }
    #expect(basic.from == .vector(Vector(dx: 0, dy: 2)))
    #expect(animations[0].timingFunction == (try TimingFunction(parsing: "ease-out")))
  }

  @Test func parametersCanBeSetAndAreChecked() throws {
    let effect = try #require(read(valid).0)
    let values = try effect.parameterValues(overrides: ["height": "5"], origin: "t.yaml")
    let (animations, _) = try effect.animations(glyphCount: 3, origin: "t.yaml", parameters: values)
    guard case .basic(let basic) = animations[0].kind else {
      Issue.record("not a basic animation")
      return
    }
    #expect(basic.from == .vector(Vector(dx: 0, dy: 5)))
    for (name, value, says) in [
      ("height", "11", "must lie in 0…10"), ("height", "tall", "takes a number"),
      ("depth", "1", "has no parameter 'depth'"), ("easing", "wobbly", "timing function"),
    ] {
      #expect(throws: EffectError.self, "\(name)=\(value)") {
        try effect.parameterValues(overrides: [name: value], origin: "t.yaml")
      }
      do {
        _ = try effect.parameterValues(overrides: [name: value], origin: "t.yaml")
      } catch {
        #expect(error.diagnostics.first?.message.contains(says) == true, "\(error)")
      }
    }
  }

  @Test func everyProblemInAFileIsReportedWithItsLineAndColumn() throws {
    let found = try check(
      """
      schema: 1
      name: broken
      summary: Several mistakes.
      parameters:
        speed: { type: number, default: 20, range: [0, 10] }
      groups:
        - property: opactiy
          from: 0
        - property: offset
          from: 3
          duraton: 1
          stagger: { order: sideways, spread: $missing }
      """)
    #expect(
      found == [
        "5:35 parameters.speed.default", "7:15 groups[0].property", "10:11 groups[1].from",
        "11:5 groups[1].duraton", "12:23 groups[1].stagger.order",
        "12:41 groups[1].stagger.spread",
      ])
  }

  @Test func typosGetASuggestion() {
    let (_, diagnostics) = read("schema: 1\nname: x\nsummary: y\ngroups: []\ngroup: []\n")
    #expect(diagnostics.count == 1)
    #expect(diagnostics[0].message == "unknown key 'group'")
    #expect(diagnostics[0].hint?.hasPrefix("did you mean 'groups'?") == true)
  }

  @Test func yamlSyntaxErrorsPointAtTheirPlace() {
    let (description, diagnostics) = read("schema: 1\nname: x\n  summary: [oops\n")
    #expect(description == nil)
    #expect(diagnostics.count == 1)
    #expect(diagnostics[0].location == SourceLocation(file: "t.yaml", line: 3, column: 10))
    #expect(diagnostics[0].message.hasPrefix("not valid YAML"))
  }

  @Test func quotedTextInANumbersPlaceIsAnExpression() throws {
    let (description, _) = read(
      "schema: 1\nname: x\nsummary: y\ngroups:\n  - { property: opacity, from: \"0.5 * 2\", to: 1 }\n"
    )
    let (animations, _) = try #require(description).animations(glyphCount: 1, origin: "t.yaml")
    guard case .basic(let basic) = animations[0].kind else {
      Issue.record("not a basic animation")
      return
    }
    #expect(basic.from == .double(1))
    // A word that is no name is not taken for one.
    let (word, _) = read(
      "schema: 1\nname: x\nsummary: y\ngroups:\n  - { property: opacity, from: half, to: 1 }\n")
    #expect(throws: EffectError.self) {
      try #require(word).animations(glyphCount: 1, origin: "t.yaml")
    }
  }

  @Test func jsonIsYAMLToo() throws {
    let (description, diagnostics) = read(
      #"{"schema": 1, "name": "j", "summary": "s", "groups": [{"property": "opacity", "from": 0, "to": 1}]}"#
    )
    #expect(diagnostics.isEmpty && description?.groups.count == 1)
  }
}
