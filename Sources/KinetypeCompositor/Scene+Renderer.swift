import KinetypeAnimation

extension Scene {
  /// A scene's frames at times asked for one after another, each equal to `Scene.frame(at:)`'s,
  /// made by recomposing only what changed since the last (`IncrementalCompositor`): for a
  /// recording, which asks for every frame in turn.
  ///
  /// The timeline's presentation is carried from each time to the next (`LivePresentation`),
  /// and so is the frame. Times may come in any order.
  public struct Renderer: Sendable {
    public let scene: Scene
    private var compositor: IncrementalCompositor
    private var live: LivePresentation

    public init(_ scene: Scene) {
      self.scene = scene
      compositor = IncrementalCompositor(scene.compositor)
      live = LivePresentation(scene.timeline)
    }

    /// Rows where the frame returned last may differ from the one returned before it, for an
    /// encoder's diff (`IncrementalCompositor.changedRows`).
    public var changedRows: [Bool] { compositor.changedRows }

    /// `scene.frame(at: time)`.
    public mutating func frame(at time: Double) -> Frame {
      let time = scene.clamped(time)
      // At the end every extra rests hidden, as `Scene.frame(at:)` has it.
      return compositor.frame(&live, at: time, drawsExtras: !(time >= scene.duration))
    }
  }

  /// `time` clamped to the effect's span; NaN is taken as 0.
  func clamped(_ time: Double) -> Double {
    // Not `min(max(time, 0), duration)`: `max` passes NaN through. `min` with a NaN duration
    // keeps `time`.
    time > 0 ? min(time, duration) : 0
  }
}
