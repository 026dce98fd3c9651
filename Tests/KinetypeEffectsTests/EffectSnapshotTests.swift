import Foundation
import KinetypeTestSupport
import KinetypeCompositor
import KinetypeCore
import Testing

/// The gallery: every shipped effect on every fixture text at 0, 25, 50, 75 and 100 %, as text.
@Suite("Effect snapshots")
struct EffectSnapshotTests {
  static let progresses = [0, 25, 50, 75, 100]

  /// The snapshot of `effect`: for each progress a header line, the frame's rows, its styles.
  static func snapshot(_ effect: String) throws -> String {
    var out =
      "# \(effect) on \(fixtureCanvas.columns)x\(fixtureCanvas.rows), seed \(fixtureSeed), truecolor\n"
    for index in fixtures.indices {
      let scene = try fixtureScene(effect, fixture: index)
      // The mixed fixture keeps its old headers, so its sections read as before.
      let label = index == 0 ? "" : "\(fixtures[index].name): "
      for progress in progresses {
        let time = scene.duration * Double(progress) / 100
        out += "\n== \(label)\(progress)% t=\(String(format: "%.6f", time)) ==\n"
        out += Snapshot.text(scene.frame(at: time))
      }
    }
    return out
  }

  /// Every effect in `effects/`: adding an effect file adds it here, and the check below
  /// fails until its snapshot is recorded.
  @Test(arguments: shippedEffectNames())
  func gallery(effect: String) throws {
    Snapshot.check(try Self.snapshot(effect), file: effect + ".txt", in: snapshotsFolder)
  }

  @Test func everyEffectHasASnapshotAndEverySnapshotAnEffect() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: snapshotsFolder.path)
    let snapshots = files.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
    let effects = shippedEffectNames()
    #expect(!effects.isEmpty)
    #expect(
      effects.filter { !snapshots.contains($0) } == [],
      "effects without snapshots: record them with KINETYPE_RECORD_SNAPSHOTS=1 and review them")
    #expect(
      snapshots.filter { !effects.contains($0) } == [],
      "snapshots without effects: delete them, or restore the effect")
    // Morphs/ holds the morph gallery (MorphSceneTests), two texts per scene.
    #expect(
      files.filter { !$0.hasSuffix(".txt") && !$0.hasPrefix(".") && $0 != "Morphs" } == [],
      "stray files")
  }

  @Test(arguments: shippedEffectNames())
  func theLastFrameIsTheStaticLayout(effect: String) throws {
    let scene = try fixtureScene(effect)
    // Every effect ends exactly on the text; typewriter's colour has no `to`, so it settles on
    // each glyph's own colour (the compositor gives the timeline real resting colours).
    #expect(scene.finalFrame == scene.compositor.staticFrame(), "\(effect)")
    #expect(scene.frame(at: scene.duration) == scene.compositor.staticFrame(), "\(effect)")
    // It is an effect: the first frame is not the text at rest.
    #expect(scene.frame(at: 0) != scene.compositor.staticFrame())
  }

  @Test(arguments: shippedEffectNames())
  func onEveryFixtureTheEffectEndsOnTheTextAndPassesNoEscape(effect: String) throws {
    for index in fixtures.indices {
      let scene = try fixtureScene(effect, fixture: index)
      let name = "\(effect) on \(fixtures[index].name)"
      #expect(scene.finalFrame == scene.compositor.staticFrame(), "\(name)")
      for progress in Self.progresses {
        let frame = scene.frame(at: scene.duration * Double(progress) / 100)
        #expect(frame.size == fixtureCanvas, "\(name)")
        #expect(
          !frame.cells.contains { $0.text.unicodeScalars.contains { $0.value == 0x1B } }, "\(name)")
      }
    }
  }

  @Test(arguments: shippedEffectNames())
  func framesDoNotDependOnTheOrderTimesAreVisited(effect: String) throws {
    let scene = try fixtureScene(effect)
    let times =
      (0...60).map { scene.duration * Double($0) / 60 } + [-1, scene.duration + 1, 0.123_456]
    let inOrder = times.map { scene.frame(at: $0) }
    // A seeded shuffle: random order, the same every run.
    let hash = SeededHash(seed: 11)
    var order = Array(times.indices)
    for i in order.indices.reversed() { order.swapAt(i, hash.integer(below: i + 1, i)) }
    #expect(order != Array(times.indices))
    for index in order {
      #expect(scene.frame(at: times[index]) == inOrder[index], "t=\(times[index])")
    }
    // Once more, from a scene compiled afresh, backwards.
    let again = try fixtureScene(effect)
    for index in times.indices.reversed() {
      #expect(again.frame(at: times[index]) == inOrder[index])
    }
  }
}
