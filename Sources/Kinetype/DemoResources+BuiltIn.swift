import KinetypeCore
import KinetypeDemo
import KinetypeEffects
import KinetypeLayout

extension DemoResources {
  /// The demo's built-in data files, morphs made through a `SceneRecipe` as `kinetype morph`
  /// makes them (effects looked up with `effects` first), and fonts found as `--font` finds
  /// them. `replacing` swaps one data file for `text` (what `kinetype check` tries).
  ///
  /// - Throws: `ResourceError` when a data file is missing.
  public static func builtIn(
    effects: String?, replacing replaced: String? = nil, with text: String = "",
    origin: String = ""
  ) throws -> DemoResources {
    func file(_ name: String) throws -> DataFile {
      if name == replaced { return DataFile(text: text, origin: origin) }
      let (text, origin) = try ResourceLocator.builtInFile(name)
      return DataFile(text: text, origin: origin)
    }
    let library = EffectFolders.library(effects)
    return DemoResources(
      picture: try file("demo-picture.txt"), tagStyles: try file("tag-styles.yaml"),
      scrollScene: try file("scroll-scene.yaml"), settings: try file("demo-scenes.yaml")
    ) { old, new, effect, size, font in
      try SceneRecipe(canvas: size, font: font).morphScene(
        from: AttributedText(plain: old), to: AttributedText(plain: new),
        effect: try Effect.named(effect, in: library))
    } findFont: {
      try FontLocator.font($0)
    }
  }
}
