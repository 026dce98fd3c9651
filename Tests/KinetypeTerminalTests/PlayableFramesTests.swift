import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore
import KinetypeLayout
import Testing

@testable import KinetypeTerminal

/// The player asks a scene for its frames one time after another (`PlayableScene.frames()`).
@Suite struct PlayableFramesTests {
  /// A scene's frames come from its renderer, which reworks only what changed, and equal the
  /// scene's own frames at times forward, backward, repeated, past either end and NaN (play's
  /// seeking, reversing and pausing); a scene of another kind has each frame worked out whole.
  @Test func aScenesFramesAreItsOwnFramesInAnyOrder() throws {
    let layout = Typesetter.layout(
      AttributedText(plain: "kinetic 漢字\ntype 👍 moves"), options: LayoutOptions())
    let compositor = Compositor(
      layout: layout,
      canvas: Canvas(
        size: GridSize(columns: 18, rows: 4), textOrigin: GridPoint(column: 2, row: 1)))
    let animations = [
      Animation(
        .basic(BasicAnimation(.offset, from: Vector(dx: -3, dy: 1.5), to: .zero)),
        timing: Timing(duration: 2, fillMode: .backwards), timingFunction: .easeOut,
        stagger: Stagger(.random(channel: 1), spread: 1)),
      Animation(
        .basic(BasicAnimation(.opacity, from: 0, to: 1)),
        timing: Timing(duration: 1.5, fillMode: .backwards)),
      Animation(
        .scramble(ScrambleAnimation(symbols: ["#", "%", "@"], rate: 9)),
        timing: Timing(duration: 1.2)),
    ]
    let scene = try Scene(compositor: compositor, animations: animations, seed: 5)
    var frames = scene.frames()
    #expect(frames is Scene.Renderer)
    let forward = (0...90).map { Double($0) / 30 }
    let times = forward + forward.reversed() + [-1, 9, .nan, 1.25, 1.25, 0.5, 2.9, 0]
    var moving = 0
    for (k, time) in times.enumerated() {
      let frame = frames.frame(at: time)
      #expect(frame == scene.frame(at: time), "frame \(k) at t=\(time)")
      if k > 0 && k < 60 && frame != scene.frame(at: times[k - 1]) { moving += 1 }
    }
    #expect(moving > 40)
    let block = WholeFrames(scene: scene)
    #expect(block.frame(at: 0.7) == scene.frame(at: 0.7))
  }
}
