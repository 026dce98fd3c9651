import KinetypeAnimation
import KinetypeCore

/// Problems with an effect: each located, with its key path and what to do.
public struct EffectError: DiagnosedError, CustomStringConvertible, Sendable {
  public var diagnostics: [Diagnostic]

  public init(diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// What an effect file compiles to over one text: the animations (over the text's glyphs, then
/// the particles), what rotation and scale turn about, and the particles to draw.
public struct EffectBuild: Sendable {
  public var animations: [Animation]
  public var anchor: TransformAnchor
  /// Glyphs that are not in the text, numbered after the text's glyphs in the timeline; they
  /// rest hidden and show while their animations run.
  public var particles: [EffectParticle]
  /// Each of the glyphs' colour at rest under the effect's final gradient, by glyph number
  /// (the facts given to `build`); nil where a glyph keeps its own. The caller makes these the
  /// glyphs' resting colours, so every animation that returns a glyph to rest ends in them.
  public var finalColours: [RGB?] = []
}

extension EffectDescription {
  /// Compiles the effect over glyphs described by `facts` (one per glyph, in timeline order:
  /// the text's, then a morph's outgoing glyphs), on `stage` (the smallest that fits when
  /// nil), with `seed` for everything random and the given parameter values
  /// (`parameterValues(overrides:origin:)`; defaults when nil).
  ///
  /// - Throws: `EffectError` listing every problem found.
  /// - Complexity: O(glyphs × values), expressions evaluated once per glyph, never per frame.
  public func build(
    glyphs facts: [GlyphFacts], stage: EffectStage? = nil, seed: UInt64, origin: String,
    parameters values: [String: EffectValue]? = nil, finalGradient: FinalGradient = .effect
  ) throws(EffectError) -> EffectBuild {
    try build(
      glyphs: facts, stage: stage, seed: seed, origin: origin, parameters: values,
      finalGradient: finalGradient, usesFastPaths: true)
  }

  /// `build`, with the builder's compiled per-glyph values turned off when `usesFastPaths` is
  /// false, so tests can check they change no result.
  func build(
    glyphs facts: [GlyphFacts], stage: EffectStage?, seed: UInt64, origin: String,
    parameters values: [String: EffectValue]?, finalGradient: FinalGradient, usesFastPaths: Bool
  ) throws(EffectError) -> EffectBuild {
    let values =
      values ?? Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.defaultValue) })
    var builder = AnimationBuilder(
      origin: origin, facts: facts, stage: stage ?? .fitting(facts), seed: seed,
      parameters: values)
    builder.usesFastPaths = usesFastPaths
    let anchor = transformAnchor(&builder)
    builder.prepareScopes()
    builder.pushLets(lets, path: "")
    let finalColours = builder.finalColours(
      self.finalGradient, choice: finalGradient, textCount: facts.count)
    var (particles, ranges) = builder.spawnParticles(self.particles)
    builder.colourParticles(&particles, self.particles, ranges)
    let sequence = builder.composesInSequence(compose, path: "compose")
    var result: [Animation] = []
    var cursor = 0.0
    for (index, group) in groups.enumerated() {
      guard
        var built = builder.animation(group, path: "groups[\(index)]", within: Array(facts.indices))
      else { continue }
      if sequence {
        built.animation.timing.beginTime += cursor
        cursor = built.end + cursor
      }
      builder.checkLength(sequence ? cursor : built.end, of: group.location, "groups[\(index)]")
      result.append(built.animation)
    }
    for (index, kind) in self.particles.enumerated() {
      if let built = builder.particleGroup(
        kind, ranges[index], trail: builder.trailShapes[index], path: "particles[\(index)]")
      {
        builder.checkLength(built.end, of: kind.location, "particles[\(index)]")
        result.append(built.animation)
      }
    }
    if !builder.diagnostics.isEmpty { throw EffectError(diagnostics: builder.diagnostics) }
    return EffectBuild(
      animations: result, anchor: anchor, particles: particles, finalColours: finalColours)
  }

  private func transformAnchor(_ builder: inout AnimationBuilder) -> TransformAnchor {
    guard let written = self.anchor else { return .glyph(.zero) }
    switch written.value {
    case "glyph": return .glyph(.zero)
    case "text": return .textCentre
    case "word": return .wordCentre
    case "line": return .lineCentre
    default:
      builder.fail(
        written.location, "anchor", "unknown anchor '\(written.value)'",
        hint: "use glyph, text, word or line")
      return .glyph(.zero)
    }
  }

  /// The animations and transform anchor over `glyphCount` plain glyphs in one row (no
  /// spaces, one word, one line): for checks and tests that need no text.
  ///
  /// - Throws: `EffectError` listing every problem found.
  public func animations(
    glyphCount: Int, origin: String, parameters values: [String: EffectValue]? = nil
  ) throws(EffectError) -> ([Animation], TransformAnchor) {
    let built = try build(
      glyphs: GlyphFacts.plain(count: glyphCount), seed: 1, origin: origin, parameters: values)
    return (built.animations, built.anchor)
  }

  /// The animations and transform anchor over glyphs described by `facts`, on the smallest
  /// stage that holds them; particles are left out (use `build` for those).
  ///
  /// - Throws: `EffectError` listing every problem found.
  public func animations(
    glyphs facts: [GlyphFacts], seed: UInt64, origin: String,
    parameters values: [String: EffectValue]? = nil
  ) throws(EffectError) -> ([Animation], TransformAnchor) {
    let built = try build(glyphs: facts, seed: seed, origin: origin, parameters: values)
    return (built.animations, built.anchor)
  }

  /// Every problem building the effect over a few plain glyphs finds, then every problem
  /// compiling its timeline: what `kinetype check` adds to reading, so a file it passes plays.
  public func compileProblems(origin: String, parameters values: [String: EffectValue]? = nil)
    -> [Diagnostic]
  {
    let facts = GlyphFacts.plain(count: 16)
    let built: EffectBuild
    do {
      built = try build(glyphs: facts, seed: 1, origin: origin, parameters: values)
    } catch {
      return error.diagnostics
    }
    let geometry =
      facts.map { GlyphGeometry(index: $0.index, position: $0.position) }
      + built.particles.enumerated().map {
        GlyphGeometry(index: facts.count + $0.offset, position: $0.element.position)
      }
    do {
      _ = try Timeline(glyphs: geometry, animations: built.animations, anchor: built.anchor)
      return []
    } catch {
      return locate(error.diagnostics, origin: origin)
    }
  }

  /// Problems the timeline compiler found in this effect's animations, pointed back at the
  /// file: the compiler numbers the top-level animations (`animations[3]`), which are the
  /// groups and then the particle kinds.
  public func locate(_ problems: [Diagnostic], origin: String) -> [Diagnostic] {
    problems.map { problem in
      var located = problem
      if located.location.file == nil { located.location = SourceLocation(file: origin) }
      if let path = problem.path, path.hasPrefix("animations["),
        let close = path.firstIndex(of: "]"),
        let index = Int(path[path.index(path.startIndex, offsetBy: 11)..<close])
      {
        let rest = String(path[close...].dropFirst())
          .replacing(".children[", with: ".animations[")
        located.path =
          index < groups.count
          ? "groups[\(index)]\(rest)" : "particles[\(index - groups.count)]\(rest)"
        if index < groups.count, located.location.line == nil {
          located.location = groups[index].location
        }
      }
      return located
    }
  }
}
