import Foundation
import KinetypeCompositor
import KinetypeCore
import KinetypeEffects
import KinetypeLayout

extension SceneOptions {
  /// Lays out `old` and `new` alike, matches them and compiles `effect` over the morph: the
  /// new text's glyphs (`new`, `shared`) and the old text's leftovers (`old`, drawn as
  /// compositor extras at their old cells).
  ///
  /// Both texts sit on the same canvas at `--anchor`: `--canvas`, else `size`, else the
  /// smallest that fits both. `font` (else `--font`) sets both in display type.
  func morphScene(
    from old: AttributedText, to new: AttributedText, effect: LoadedEffect, size: GridSize?,
    depth: ColourDepth, ambiguousWide: Bool, font: FIGletFont? = nil
  ) throws -> Scene {
    let given = canvas?.size ?? size
    let options = LayoutOptions(
      width: wrap ? given?.columns : nil, alignment: align, ambiguousWide: ambiguousWide,
      font: try font ?? displayFont())
    let oldLayout = Typesetter.layout(prepared(old), options: options)
    let newLayout = Typesetter.layout(prepared(new), options: options)
    let canvasSize =
      given
      ?? GridSize(
        columns: max(oldLayout.size.columns, newLayout.size.columns),
        rows: max(oldLayout.size.rows, newLayout.size.rows))
    var surface = Canvas(
      size: canvasSize, placing: newLayout.size, at: anchor, depth: depth,
      background: RGB(hex: background)!)
    surface.existingColours = existingColours
    let morph = TextMorph(
      from: oldLayout, at: anchor.origin(placing: oldLayout.size, in: canvasSize), to: newLayout,
      at: surface.textOrigin)
    // The facts of the extras take their word and line numbers from the compositor's geometry.
    let geometry = Compositor(
      layout: newLayout, canvas: surface, rotations: effect.rotations, extras: morph.extras
    ).geometry()
    return try EffectScene.make(
      effect.description, origin: effect.origin, parameters: effect.parameters,
      layout: newLayout, canvas: surface, rotations: effect.rotations,
      facts: morph.glyphFacts(geometry: geometry), extras: morph.extras, seed: seed,
      finalGradient: finalGradientChoice)
  }

  /// The effect a command plays when none is named, from the built-in `defaults.yaml`.
  ///
  /// - Throws: `CLIError` when the file is missing, `EffectError` when it names none.
  static func defaultEffect(for command: String) throws -> String {
    let (text, origin) = try ResourceLocator.builtInFile(EffectDefaults.fileName)
    return try EffectDefaults.read(text, origin: origin).effect(for: command)
  }
}
