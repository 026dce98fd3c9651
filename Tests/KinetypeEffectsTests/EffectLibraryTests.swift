import Foundation
import KinetypeCore
import KinetypeEffects
import Testing

@Suite("Effect files")
struct EffectLibraryTests {
  @Test func theShippedEffectsLoadAndCompile() throws {
    let names = shippedLibrary.names()
    #expect(Set(["fade", "typewriter", "fall"]).isSubset(of: Set(names)))
    #expect(names == shippedEffectNames())
    for name in names {
      let (description, origin) = try shippedLibrary.load(name)
      #expect(description.name == name, "\(origin) names itself '\(description.name)'")
      #expect(
        description.schema == 1 && !description.summary.isEmpty && !description.groups.isEmpty)
      let (animations, _) = try description.animations(glyphCount: 12, origin: origin)
      #expect(!animations.isEmpty)
      _ = try fixtureScene(name)
    }
  }

  @Test func aPathLoadsTheFileItNames() throws {
    let (description, origin) = try shippedLibrary.load(
      effectsFolder.appendingPathComponent("fade.yaml").path)
    #expect(description.name == "fade" && origin.hasSuffix("effects/fade.yaml"))
  }

  @Test func anUnknownNameNamesTheNearestEffect() {
    let error = #expect(throws: EffectError.self) { try shippedLibrary.load("fadee") }
    let diagnostics = error?.diagnostics ?? []
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.message == "no effect 'fadee'")
    #expect(
      diagnostics.first?.hint
        == "did you mean 'fade'? `kinetype list` shows the \(shippedEffectNames().count) effects; a path to an effect file works too"
    )
    let far = #expect(throws: EffectError.self) { try shippedLibrary.load("sparkle") }
    #expect(far?.diagnostics.first?.hint?.hasPrefix("`kinetype list` shows the") == true)
  }

  @Test func anEarlierSourceOverridesALaterOneOfTheSameName() throws {
    let name = try #require(shippedEffectNames().first)
    let mine = EffectSource.files(
      [
        name + ".yaml":
          "schema: 1\nname: \(name)\nsummary: Mine.\ngroups:\n  - { property: opacity, from: 0 }\n"
      ],
      origin: "<mine>", label: "mine")
    let library = EffectLibrary(sources: [mine, .folder(effectsFolder)])
    let entry = try #require(library.entries().first { $0.name == name })
    #expect(entry.summary == "Mine." && entry.label == "mine")
    #expect(entry.origin == "<mine>/\(name).yaml")
    #expect(library.names() == shippedEffectNames())
  }

  // MARK: Bad files: each diagnostic names the file, the key path and what to do.

  /// The diagnostics for an effect file holding `animations` (a JSON array) after `fields`.
  private func diagnostics(
    animations: String, fields: String = #""schema": 1, "name": "bad", "summary": "s","#
  ) throws
    -> [Diagnostic]
  {
    let url = try temporaryEffect("{ \(fields) \"groups\": \(animations) }")
    do {
      let (description, origin) = try EffectLibrary(folders: []).load(url.path)
      _ = try description.animations(glyphCount: 5, origin: origin)
      return []
    } catch {
      #expect(
        error.diagnostics.allSatisfy { $0.location.file == url.path && $0.severity == .error })
      return error.diagnostics
    }
  }

  private func temporaryEffect(_ json: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-effects-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("bad.json")
    try json.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  @Test func anUnknownProperty() throws {
    let found = try diagnostics(animations: #"[{ "property": "opacityy", "from": 0, "to": 1 }]"#)
    #expect(found.map(\.path) == ["groups[0].property"])
    #expect(found.first?.message.contains("'opacityy'") == true)
    #expect(found.first?.hint?.contains("opacity, offset") == true)
  }

  @Test func aValueOfTheWrongKindForItsProperty() throws {
    let found = try diagnostics(animations: #"[{ "property": "offset", "from": 3, "to": [0, 0] }]"#)
    #expect(found.map(\.path) == ["groups[0].from"])
    #expect(found.first?.hint == "write [dx, dy]")
  }

  @Test func aValueOfTheWrongJSONType() throws {
    let found = try diagnostics(
      animations: #"[{ "property": "opacity", "from": 0, "to": 1, "duration": "long" }]"#)
    #expect(found.map(\.path) == ["groups[0].duration"])
    #expect(found.first?.message == "expected a number, got 'long'")
    #expect(found.first?.hint?.hasPrefix("write a number or a number parameter") == true)
    // JSON is YAML: the location is the value's line and column in the file.
    #expect(found.first?.location.line != nil && found.first?.location.column != nil)
  }

  @Test func anUnknownStaggerOrder() throws {
    let found = try diagnostics(
      animations:
        #"[{ "property": "opacity", "from": 0, "to": 1, "stagger": { "order": "spiral" } }]"#)
    #expect(found.map(\.path) == ["groups[0].stagger.order"])
    #expect(found.first?.message.contains("'spiral'") == true)
    #expect(
      found.first?.hint?.contains("centre-out") == true
        && found.first?.hint?.contains("random") == true)
  }

  @Test func aBadTimingFunction() throws {
    let found = try diagnostics(
      animations: #"[{ "property": "opacity", "from": 0, "to": 1, "timing": "bouncy" }]"#)
    #expect(found.map(\.path) == ["groups[0].timing"])
    #expect(found.first?.hint?.contains("ease-out") == true)
  }

  @Test func aMissingKeyIsNamedByItsWholePath() throws {
    let topLevel = try diagnostics(animations: "[]", fields: #""schema": 1, "name": "bad","#)
    #expect(topLevel.map(\.path) == ["summary"])
    #expect(topLevel.first?.message == "missing key 'summary'")
    let nested = try diagnostics(
      animations: #"[{ "property": "opacity", "stagger": { "spread": 1 } }]"#)
    #expect(nested.map(\.path) == ["groups[0].stagger.order"])
    #expect(nested.first.map { !$0.description.contains(": : ") } == true)
  }

  @Test func everyProblemIsReportedNotJustTheFirst() throws {
    let found = try diagnostics(
      animations: #"""
        [{ "property": "glow", "from": 0, "to": 1 },
         { "property": "opacity", "from": 0, "to": 1, "fill": "sideways", "stagger": { "order": "spiral" } }]
        """#)
    #expect(
      found.map(\.path) == [
        "groups[0].property", "groups[1].fill", "groups[1].stagger.order",
      ])
    #expect(found.allSatisfy { $0.hint != nil })
  }
}

@Suite("Data files beside the effects")
struct EffectDataFileTests {
  @Test func dataFilesAreNotEffects() throws {
    let data = EffectSource.files(
      [
        "defaults.yaml": "morph: x\n",
        "tag-styles.yaml": "styles: []\n",
        "x.yaml": "schema: 1\nname: x\nsummary: An effect.\ngroups: []\n",
      ],
      origin: "<t>", label: nil)
    let library = EffectLibrary(sources: [data])
    #expect(library.entries().map(\.name) == ["x"])
    #expect(library.file(named: "defaults") == nil)
    #expect(!EffectLibrary.isEffectFile("effects/scroll-scene.yaml"))
    #expect(EffectLibrary.isEffectFile("effects/scroll.yaml"))
  }
}
