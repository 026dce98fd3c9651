import KinetypeCompositor
import KinetypeCore

/// What the demo's scenes are made from: data files (read by the caller, from `effects/` or
/// the copy built in) and the one thing only the command line can do, making an effect scene.
public struct DemoResources: Sendable {
  /// A data file's text and where it came from (for diagnostics: `<built-in>/tag-styles.yaml`).
  public struct DataFile: Hashable, Sendable {
    public var text: String
    public var origin: String

    public init(text: String, origin: String) {
      self.text = text
      self.origin = origin
    }
  }

  /// A morph for the morphing label: from `old` to `new` with effect `effect`, on a canvas of
  /// `size` with the text centred. The command line makes it (`EffectScene` is where layout
  /// meets an effect file), so this target knows no effect file.
  public typealias MorphMaker =
    @Sendable (_ old: String, _ new: String, _ effect: String, _ size: GridSize) throws -> Scene

  /// The picture the tags stand on: text, ANSI colours allowed.
  public var picture: DataFile
  /// `tag-styles.yaml`: the twelve tag styles' angles.
  public var tagStyles: DataFile
  /// `scroll-scene.yaml`: the scroll scene's sections and position-driven tracks.
  public var scrollScene: DataFile
  /// `demo-scenes.yaml`: each scene's settings under its name (`morph:`, `rating:`, `label:`).
  public var settings: DataFile
  public var makeMorph: MorphMaker

  public init(
    picture: DataFile, tagStyles: DataFile, scrollScene: DataFile, settings: DataFile,
    makeMorph: @escaping MorphMaker
  ) {
    self.picture = picture
    self.tagStyles = tagStyles
    self.scrollScene = scrollScene
    self.settings = settings
    self.makeMorph = makeMorph
  }
}
