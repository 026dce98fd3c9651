import KinetypeCompositor
import KinetypeCore
import Testing

/// A scene's renderer (incremental composing) gives `Scene.frame(at:)`'s frames for every
/// shipped effect, particles and wide glyphs included, whatever order times come in.
@Suite struct SceneRendererTests {
  /// Times forward at the recording's pace, then backward, then jumping at random (the ends,
  /// past them and repeats included).
  static func times(duration: Double) -> [Double] {
    let steps = 48
    let forward = (0...steps).map { duration * Double($0) / Double(steps) }
    let hash = SeededHash(seed: 17)
    let jumps = (0..<40).map { k -> Double in
      switch k % 10 {
      case 0: return -1
      case 1: return duration + 1
      case 2: return duration
      case 3: return .nan
      default: return (hash.unit(k) * 1.2 - 0.1) * duration
      }
    }
    return forward + forward.reversed() + jumps + [jumps[7], jumps[7], 0]
  }

  @Test(arguments: shippedEffectNames())
  func theRendererGivesTheScenesFramesInAnyOrder(effect: String) throws {
    // The mixed fixture (wide, emoji, a rotatable arrow, colours) and the wide one.
    for fixture in [0, 6] {
      let scene = try fixtureScene(effect, fixture: fixture)
      var renderer = Scene.Renderer(scene)
      for (k, time) in Self.times(duration: scene.duration).enumerated() {
        #expect(
          renderer.frame(at: time) == scene.frame(at: time),
          "\(effect) on \(fixtures[fixture].name): frame \(k) at t=\(time)")
      }
    }
  }
}
