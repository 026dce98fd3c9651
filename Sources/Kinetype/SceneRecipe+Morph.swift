import KinetypeCompositor
import KinetypeCore
import KinetypeEffects
import KinetypeLayout

extension SceneRecipe {
  /// The scene of `old` becoming `new`: both laid out alike and matched, and `effect` compiled
  /// over the morph: the new text's glyphs (`new`, `shared`) and the old text's leftovers
  /// (`old`, drawn as compositor extras at their old cells).
  ///
  /// Both texts sit on one canvas at `anchor`: `canvas`, else `size`, else the smallest that
  /// fits both.
  ///
  /// - Throws: `EffectError` or `TimelineError` with every problem found.
  public func morphScene(
    from old: AttributedText, to new: AttributedText, effect: Effect, size: GridSize? = nil
  ) throws -> Scene {
    let given = canvas ?? size
    let options = layoutOptions(size: size)
    let oldLayout = Typesetter.layout(prepared(old), options: options)
    let newLayout = Typesetter.layout(prepared(new), options: options)
    let canvasSize =
      given
      ?? GridSize(
        columns: max(oldLayout.size.columns, newLayout.size.columns),
        rows: max(oldLayout.size.rows, newLayout.size.rows))
    let surface = surface(size: canvasSize, placing: newLayout.size)
    let morph = TextMorph(
      from: oldLayout, at: anchor.origin(placing: oldLayout.size, in: canvasSize), to: newLayout,
      at: surface.textOrigin)
    // The facts of the extras take their word and line numbers from the compositor's geometry.
    let geometry = Compositor(
      layout: newLayout, canvas: surface, rotations: effect.rotations, extras: morph.extras
    ).geometry()
    return try Scene(
      effect: effect.description, origin: effect.origin, parameters: effect.parameters,
      layout: newLayout, canvas: surface, rotations: effect.rotations,
      facts: morph.glyphFacts(geometry: geometry), extras: morph.extras, seed: seed,
      finalGradient: finalGradient)
  }
}
