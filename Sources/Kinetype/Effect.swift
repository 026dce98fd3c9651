import KinetypeCompositor
import KinetypeCore
import KinetypeEffects

/// An effect ready to make scenes with: its description read from a file, the values of its
/// parameters, and the rotation table its turned glyphs use.
///
/// Read it once, then make as many scenes as needed (pages, resizes, a morph per label).
///
/// ```swift
/// let effect = try Effect.named(name)  // a name `kinetype list` shows, or a file's path
/// let scene = try SceneRecipe(canvas: GridSize(columns: 80, rows: 24))
///   .scene(text: AttributedText(plain: "Hello"), effect: effect)
/// ```
public struct Effect: Sendable {
  /// What the effect file says.
  public var description: EffectDescription
  /// Where the file came from, for diagnostics: a path, or `<built-in>/NAME.yaml`.
  public var origin: String
  /// Every parameter's value: the file's defaults with the overrides applied.
  public var parameters: [String: EffectValue]
  /// Which glyph turns into which when rotated (effects/rotations.txt).
  public var rotations: RotationTable

  /// The effect `nameOrPath` names in `library` (a name from the search path, or a path to an
  /// effect file), its parameters set from `overrides` (`name: value` as `--param` takes them;
  /// `palette` recolours its colour parameters first, in the order the file declares them).
  ///
  /// - Throws: `EffectError` with every problem found, located in the file.
  public static func named(
    _ nameOrPath: String, in library: EffectLibrary = EffectFolders.library(nil),
    overrides: [String: String] = [:], palette: [RGB]? = nil
  ) throws -> Effect {
    let (description, origin) = try library.load(nameOrPath)
    return try Effect(description, origin: origin, overrides: overrides, palette: palette)
  }

  /// The effect in `text` (YAML or JSON, as an effect file holds), `origin` naming it in
  /// diagnostics.
  ///
  /// - Throws: `EffectError` with every problem found, located in the text.
  public static func parsing(
    _ text: String, origin: String = "<effect>", overrides: [String: String] = [:],
    palette: [RGB]? = nil
  ) throws -> Effect {
    let (description, origin) = try EffectLibrary.read(text: text, origin: origin)
    return try Effect(description, origin: origin, overrides: overrides, palette: palette)
  }

  /// `description` with its parameters resolved.
  ///
  /// - Throws: `EffectError` when an override names no parameter or has the wrong type.
  public init(
    _ description: EffectDescription, origin: String, overrides: [String: String] = [:],
    palette: [RGB]? = nil, rotations: RotationTable = ResourceLocator.rotations
  ) throws {
    var settings = palette.map { description.paletteOverrides($0) } ?? [:]
    settings.merge(overrides) { _, given in given }
    self.description = description
    self.origin = origin
    parameters = try description.parameterValues(overrides: settings, origin: origin)
    self.rotations = rotations
  }

  /// What plays when no effect is named, by what is made: the keys of `defaults.yaml`.
  public enum DefaultUse: String, Sendable {
    /// One text becoming another (`kinetype morph`, a preview's `morph:` step).
    case morph
  }

  /// The effect that plays for `use` when none is named, from the built-in `defaults.yaml`:
  /// the engine names no effect.
  ///
  /// - Throws: `ResourceError` when the file is missing, `EffectError` when it names none.
  public static func defaultName(for use: DefaultUse) throws -> String {
    let (text, origin) = try ResourceLocator.builtInFile(EffectDefaults.fileName)
    return try EffectDefaults.read(text, origin: origin).effect(for: use.rawValue)
  }
}

extension Effect {
  /// Checks the effect over a few plain glyphs, as `kinetype check` does: for when no scene is
  /// made (no terminal to play in) but a bad effect must still be reported.
  ///
  /// - Throws: `EffectError` with every problem found.
  public func check() throws {
    let problems = description.compileProblems(origin: origin, parameters: parameters)
    if !problems.isEmpty { throw EffectError(diagnostics: problems) }
  }
}
