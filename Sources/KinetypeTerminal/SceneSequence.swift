import KinetypeCompositor
import KinetypeCore

/// Something the player plays for a while: a duration and a frame at each time, a pure
/// function of time. A `Scene` is one; so is a block of streamed text drawn over the lines
/// before it.
public protocol PlayableScene {
  /// How long it plays, in seconds.
  var duration: Double { get }
  /// The frame at `time` seconds (clamped to `0...duration`).
  func frame(at time: Double) -> Frame
  /// Its frames at times asked for one after another, in any order: each `frame(at:)`'s.
  func frames() -> any PlayableFrames
}

/// A playable scene's frames at times asked for one after another: a source that may carry
/// what it worked out from each frame to the next.
public protocol PlayableFrames {
  /// The scene's `frame(at: time)`.
  mutating func frame(at time: Double) -> Frame
}

extension PlayableScene {
  /// Each frame worked out whole.
  public func frames() -> any PlayableFrames { WholeFrames(scene: self) }
}

/// A scene's frames, each worked out whole (`PlayableScene.frame(at:)`).
struct WholeFrames: PlayableFrames {
  let scene: any PlayableScene
  func frame(at time: Double) -> Frame { scene.frame(at: time) }
}

extension Scene: PlayableScene {
  /// Frames made by reworking only what changed since the last (`Scene.Renderer`): composing
  /// every glyph every frame was a seventh of `play`'s frame on decrypt over 200×50, and most
  /// of it where few glyphs change (print's page rising a fraction of a row a frame).
  public func frames() -> any PlayableFrames { Renderer(self) }
}

extension Scene.Renderer: PlayableFrames {}

/// The scenes the player plays one after another: the pages of a text, or the blocks of a
/// text still arriving. Each scene, once made, is fixed; a sequence that is still open only
/// grows, so play stays a pure function of (scene, time).
public protocol SceneSequence: AnyObject {
  /// Takes in whatever input has arrived, without waiting.
  ///
  /// - Parameter index: the scene that has played out and wants a successor, or nil when
  ///   play is still inside one; a sequence that is read as it arrives decides the next
  ///   scene's content only when it is wanted.
  /// - Returns: how many scenes there are now, and whether more may come.
  /// - Throws: when the input cannot be read.
  func refresh(wantingSceneAfter index: Int?) throws -> (count: Int, isOpen: Bool)

  /// Scene `index` (below the count `refresh` gave) on a screen of `size`; asked again for
  /// the same index when the screen is resized.
  func scene(_ index: Int, size: GridSize) throws -> any PlayableScene
}

/// A fixed number of scenes made on demand: the pages of a text.
public final class FixedScenes: SceneSequence {
  private let count: Int
  private let make: (_ index: Int, _ size: GridSize) throws -> any PlayableScene

  /// `count` scenes, scene `index` made by `make` for a screen of a size.
  public init(
    count: Int, make: @escaping (_ index: Int, _ size: GridSize) throws -> any PlayableScene
  ) {
    self.count = max(1, count)
    self.make = make
  }

  public func refresh(wantingSceneAfter index: Int?) -> (count: Int, isOpen: Bool) {
    (count, false)
  }

  public func scene(_ index: Int, size: GridSize) throws -> any PlayableScene {
    try make(index, size)
  }
}
