import KinetypeCompositor
import KinetypeCore
import KinetypeLayout

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
  /// `size` with the text centred, in display type when `font` is given. The command line
  /// makes it (the `Kinetype` library is where layout meets an effect file), so this target knows no
  /// effect file.
  public typealias MorphMaker =
    @Sendable (
      _ old: String, _ new: String, _ effect: String, _ size: GridSize, _ font: FIGletFont?
    ) throws -> Scene

  /// Finds a FIGlet font by name (`kinetype --font` rules: effects/fonts, then FIGlet's folders).
  public typealias FontFinder = @Sendable (_ name: String) throws -> FIGletFont

  /// The picture the tags stand on: text, ANSI colours allowed.
  public var picture: DataFile
  /// `tag-styles.yaml`: the twelve tag styles' angles.
  public var tagStyles: DataFile
  /// `scroll-scene.yaml`: the scroll scene's sections and position-driven tracks.
  public var scrollScene: DataFile
  /// `demo-scenes.yaml`: each scene's settings under its name (`morph:`, `rating:`, `label:`).
  public var settings: DataFile
  public var makeMorph: MorphMaker
  /// The fonts the morphing label's display type is set in (`morph.fonts`).
  public var findFont: FontFinder

  public init(
    picture: DataFile, tagStyles: DataFile, scrollScene: DataFile, settings: DataFile,
    makeMorph: @escaping MorphMaker, findFont: @escaping FontFinder
  ) {
    self.findFont = findFont
    self.picture = picture
    self.tagStyles = tagStyles
    self.scrollScene = scrollScene
    self.settings = settings
    self.makeMorph = makeMorph
  }
}
