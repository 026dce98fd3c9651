import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore
import KinetypeEffects
import KinetypeLayout

extension Scene {
  /// The scene of the effect `description` over `layout` on `canvas`: where layout facts meet
  /// an effect file, the effect's particles drawn as compositor extras.
  ///
  /// `SceneRecipe` makes every scene here (`play`, `render`, `morph`, previews, the demo's
  /// morphs, the gallery tests), so they agree.
  ///
  /// - Parameters:
  ///   - facts: one per glyph the timeline animates: the layout's, then `extras`'.
  ///   - extras: glyphs drawn besides the text before the effect's particles (a morph's
  ///     outgoing glyphs).
  ///   - finalGradient: the colours uncoloured glyphs end in: the effect's own by default.
  /// - Throws: `EffectError` or `TimelineError` with every problem found.
  public init(
    effect description: EffectDescription, origin: String, parameters: [String: EffectValue]?,
    layout: TextLayout, canvas: Canvas, rotations: RotationTable, facts: [GlyphFacts],
    extras: [ExtraGlyph] = [], seed: UInt64, finalGradient: FinalGradient = .effect
  ) throws {
    let built = try description.build(
      glyphs: facts, stage: EffectStage(size: canvas.size, textOrigin: canvas.textOrigin),
      seed: seed, origin: origin, parameters: parameters, finalGradient: finalGradient)
    let ambiguousWide = layout.options.ambiguousWide
    let particles = built.particles.map { particle in
      ExtraGlyph(
        text: String(particle.character),
        width: max(1, CellWidth.of(particle.character, ambiguousWide: ambiguousWide)),
        position: particle.position,
        style: CellStyle(foreground: particle.foreground.map { .rgb($0) } ?? .default))
    }
    let compositor = Compositor(
      layout: layout, canvas: canvas, rotations: rotations, extras: extras + particles,
      restingForegrounds: Array(built.finalColours.prefix(layout.glyphs.count)))
    do {
      try self.init(
        compositor: compositor, animations: built.animations, anchor: built.anchor, seed: seed)
    } catch {
      throw EffectError(diagnostics: description.locate(error.diagnostics, origin: origin))
    }
  }
}
