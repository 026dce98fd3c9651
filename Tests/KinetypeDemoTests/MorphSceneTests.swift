import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction
import Testing

@testable import KinetypeDemo

/// The morphing label, without a terminal: every interaction as (state, event) → state, with
/// the real morph effects from effects/. These tests read the label as text, so they set it in
/// plain text (`fonts: []`), as on a screen too small for display type; `MorphSceneDisplayTypeTests`
/// checks the big letters.
@Suite struct MorphSceneTests {
  static func scene(size: GridSize = GridSize(columns: 60, rows: 16)) throws -> MorphScene {
    let resources = try DemoFixtures.resources()
    var settings = resources.settings
    settings.text = try plainFonts(settings.text)
    return try MorphScene(
      settings: DemoSettings(settings), makeMorph: resources.makeMorph,
      findFont: resources.findFont
    ).update(.resized(size, time: 0))
  }

  /// The demo's settings with the morph label's fonts taken away.
  static func plainFonts(_ text: String) throws -> String {
    let line = try #require(
      text.split(separator: "\n").first { $0.hasPrefix("  fonts:") }, "morph.fonts is gone")
    return text.replacingOccurrences(of: String(line), with: "  fonts: []")
  }

  /// `scene` after typing `text` and pressing Enter at `time`.
  static func enter(_ text: String, into scene: MorphScene, at time: Double) -> MorphScene {
    var scene = scene
    for character in text { scene = scene.update(.key(.character(character), time: time)) }
    return scene.update(.key(Key(.enter), time: time))
  }

  static func labelRows(_ frame: Frame) -> String {
    frame.rows.joined(separator: "\n")
  }

  @Test func enterMorphsTheLabelToTheTypedText() throws {
    var scene = try Self.scene()
    #expect(Self.labelRows(scene.frame(at: 0)).contains("Kinetype"))
    scene = Self.enter("Hello", into: scene, at: 1)
    #expect(scene.label == "Hello")
    #expect(scene.editor.string.isEmpty)
    let end = try #require(scene.playing).end
    #expect(end > 1)
    #expect(scene.isMorphing(at: 1.01))
    #expect(scene.nextChange(after: 1.01) != nil)
    let final = scene.frame(at: end)
    #expect(Self.labelRows(final).contains("Hello"))
    #expect(!Self.labelRows(final).contains("Kinetype"))
    #expect(scene.frame(at: 1.01) != final)
    // Once a tick past the end arrives the morph is done and the scene rests.
    scene = scene.update(.tick(end + 0.1))
    #expect(scene.playing == nil)
    #expect(scene.nextChange(after: end + 0.1) == nil)
    #expect(scene.frame(at: end + 5) == final)
  }

  @Test func textsTypedDuringAMorphQueueAndEachStartsWhenThePreviousEnds() throws {
    var scene = try Self.scene()
    scene = Self.enter("one", into: scene, at: 1)
    scene = Self.enter("two", into: scene, at: 1.05)
    scene = Self.enter("three", into: scene, at: 1.1)
    #expect(scene.queue == ["two", "three"])
    let firstEnd = try #require(scene.playing).end
    scene = scene.update(.tick(firstEnd + 0.01))
    let second = try #require(scene.playing)
    #expect(second.old == "one" && second.new == "two")
    #expect(second.start == firstEnd)
    #expect(scene.queue == ["three"])
    // One late tick moves through every morph that has ended, none dropped.
    scene = scene.update(.tick(second.end + 1000))
    #expect(scene.playing == nil && scene.queue.isEmpty)
    #expect(scene.label == "three")
    #expect(Self.labelRows(scene.frame(at: second.end + 1000)).contains("three"))
  }

  @Test func framesAreAFunctionOfTimeWhateverOrderTheyAreAskedIn() throws {
    let scene = Self.enter("Kinetic type", into: try Self.scene(), at: 2)
    let end = try #require(scene.playing).end
    let times = (0...20).map { 2 + (end - 2) * Double($0) / 20 }
    let forward = times.map { scene.frame(at: $0) }
    let shuffled = times.enumerated().shuffled()
    for (index, time) in shuffled { #expect(scene.frame(at: time) == forward[index]) }
  }

  @Test func tabAndShiftTabCycleTheEffectsAndWrap() throws {
    var scene = try Self.scene()
    let count = scene.effects.count
    #expect(count > 1)
    #expect(scene.effect == scene.effects[0])
    scene = scene.update(.key(Key(.tab), time: 1))
    #expect(scene.effect == scene.effects[1])
    #expect(scene.report == "morph effect: \(scene.effects[1])")
    scene = scene.update(.key(Key(.tab, modifiers: .shift), time: 1))
    scene = scene.update(.key(Key(.tab, modifiers: .shift), time: 1))
    #expect(scene.effect == scene.effects[count - 1])
    // A morph started now plays the selected effect.
    scene = Self.enter("x", into: scene, at: 2)
    #expect(scene.playing?.effect == scene.effects[count - 1])
  }

  @Test func clickingOrWheelingOnTheEffectLineCyclesIt() throws {
    var scene = try Self.scene()
    let row = scene.places.effectRow
    scene = scene.update(.gesture(Gesture(.click, at: GridPoint(column: 10, row: row), time: 1)))
    #expect(scene.selected == 1)
    scene = scene.update(
      .gesture(Gesture(.wheelUp, button: .none, at: GridPoint(column: 3, row: row), time: 1)))
    #expect(scene.selected == 0)
    // Elsewhere a click does not change it.
    scene = scene.update(.gesture(Gesture(.click, at: GridPoint(column: 10, row: 0), time: 1)))
    #expect(scene.selected == 0)
  }

  @Test func escapeLeavesTheInputLineSoTheDemoKeysWorkAndEnterReturns() throws {
    var scene = try Self.scene()
    #expect(scene.claims(.character("q")))
    #expect(scene.claims(.character("3")))
    #expect(!scene.claims(.ctrl("c")))
    scene = scene.update(.key(Key(.escape), time: 1))
    #expect(!scene.isEditing)
    #expect(!scene.claims(.character("q")))
    #expect(!scene.claims(.character("?")))
    scene = scene.update(.key(Key(.enter), time: 1))
    #expect(scene.isEditing)
    scene = scene.update(.key(Key(.escape), time: 1))
    scene = scene.update(
      .gesture(Gesture(.click, at: GridPoint(column: 2, row: scene.places.inputRow), time: 1)))
    #expect(scene.isEditing)
  }

  @Test func theInputLineEditsByCharactersNotScalars() throws {
    var scene = try Self.scene()
    for character in ["a", "👍🏽", "b"] as [Character] {
      scene = scene.update(.key(.character(character), time: 1))
    }
    scene = scene.update(.key(Key(.left), time: 1))
    scene = scene.update(.key(Key(.backspace), time: 1))
    #expect(scene.editor.string == "ab")
    // An empty line (spaces only) morphs nothing.
    scene = scene.update(.key(.ctrl("u"), time: 1))
    scene = Self.enter("   ", into: scene, at: 1)
    #expect(scene.playing == nil)
    #expect(scene.label == "Kinetype")
  }

  @Test func resizingMidMorphKeepsItsStartAndLaysOutAgain() throws {
    var scene = Self.enter("Resize me", into: try Self.scene(), at: 1)
    let start = try #require(scene.playing).start
    scene = scene.update(.resized(GridSize(columns: 30, rows: 12), time: 1.1))
    #expect(scene.playing?.start == start)
    let final = scene.frame(at: try #require(scene.playing).end)
    #expect(final.size == GridSize(columns: 30, rows: 12))
    #expect(Self.labelRows(final).contains("Resize me"))
  }

  @Test func aMorphSectionNamingNoEffectIsALocatedError() throws {
    let resources = try DemoFixtures.resources()
    let file = DemoResources.DataFile(
      text: "morph:\n  effects: [morph, no-such-effect]\n", origin: "demo-scenes.yaml")
    #expect {
      try MorphScene(
        settings: DemoSettings(file), makeMorph: resources.makeMorph, findFont: resources.findFont)
    } throws: { error in
      let text = "\(error)"
      return text.contains("demo-scenes.yaml:2:20") && text.contains("no-such-effect")
    }
    let unknown = DemoResources.DataFile(
      text: "morph:\n  effect: [morph]\n", origin: "demo-scenes.yaml")
    #expect {
      try MorphScene(
        settings: DemoSettings(unknown), makeMorph: resources.makeMorph,
        findFont: resources.findFont)
    } throws: { "\($0)".contains("demo-scenes.yaml:2:3") && "\($0)".contains("unknown setting") }
    let scene = DemoResources.DataFile(
      text: "morf:\n  effects: [morph]\n", origin: "demo-scenes.yaml")
    #expect(throws: DemoError.self) { try DemoSettings(scene) }
  }
}

/// The morphing label in a short terminal: the label, the effect line and the input line each
/// keep a row of their own.
@Suite struct MorphSceneShortTests {
  @Test func inSixRowsNothingOverlaps() throws {
    let scene = MorphSceneTests.enter(
      "short", into: try MorphSceneTests.scene(size: GridSize(columns: 40, rows: 6)), at: 1)
    let end = try #require(scene.playing).end
    let rows = scene.frame(at: end).rows
    let label = try #require(rows.firstIndex { $0.contains("short") })
    let effect = try #require(rows.firstIndex { $0.contains("effect:") })
    let input = scene.places.inputRow
    #expect(label < effect && effect < input)
    #expect(rows[input].hasPrefix(" > "))
  }
}
