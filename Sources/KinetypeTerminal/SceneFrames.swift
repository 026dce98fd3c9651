import KinetypeCompositor

/// A scene's frames as the player asks for them, one tick after another: each equal to the
/// scene's `frame(at:)`, but for a `Scene` made by working out again only what can have
/// changed since the last frame (`Scene.Renderer`: the timeline's presentation and the frame
/// are carried from tick to tick, whichever way or however far the playhead moved).
///
/// Other scenes (a block of streamed text over the lines before it) are asked frame by frame.
struct SceneFrames {
  private let scene: any PlayableScene
  private var renderer: Scene.Renderer?

  init(_ scene: any PlayableScene) {
    self.scene = scene
    renderer = (scene as? Scene).map { Scene.Renderer($0) }
  }

  /// How long the scene plays, in seconds.
  var duration: Double { scene.duration }

  /// The scene's frame at `time`.
  mutating func frame(at time: Double) -> Frame {
    renderer?.frame(at: time) ?? scene.frame(at: time)
  }
}
