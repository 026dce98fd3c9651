import FoundationEssentials
import KinetypeCompositor
import KinetypeCore
import KinetypeDemo
import KinetypeEffects
import KinetypeLayout
import KinetypePreview

/// Where a preview script meets the rest of the engine: reading and checking a script, and the
/// makers its runner uses (effect scenes through a `SceneRecipe`, as `render` makes them; the
/// demo with the built-in resources `kinetype demo` uses).
public enum PreviewStudio {
  /// The script at `path`, checked against the effects in the search path (`effects` first).
  /// Warnings go to `report`.
  ///
  /// - Throws: `PreviewScriptError` with every problem; `ResourceError` when it cannot be read.
  public static func load(
    _ path: String, effects: String?, report: (Diagnostic) -> Void = { _ in }
  ) throws -> PreviewScript {
    let bytes = try InputFiles.read(path, limit: InputFiles.dataFileBytes)
    let (script, diagnostics) = check(
      text: String(decoding: bytes, as: UTF8.self), origin: path, effects: effects)
    guard let script, !diagnostics.contains(where: { $0.severity == .error }) else {
      throw PreviewScriptError(diagnostics: diagnostics)
    }
    diagnostics.forEach(report)
    return script
  }

  /// Every problem in a script: what the reader finds, then effects and files it names that
  /// are missing (only when it reads).
  ///
  /// With `dryRun` (what `kinetype check` asks for) the script is also run without drawing:
  /// every scene made and every step taken as `preview` would, so that what passes here runs
  /// there (an effect that never ends, parameters it refuses, a file that cannot be read).
  public static func check(text: String, origin: String, effects: String?, dryRun: Bool = false)
    -> (PreviewScript?, [Diagnostic])
  {
    let (script, diagnostics) = PreviewReader.read(text, origin: origin)
    guard let script else { return (nil, diagnostics) }
    let names = EffectFolders.library(effects).entries().map(\.name)
    let problems = script.problems(effects: names) {
      FileManager.default.isReadableFile(atPath: $0)
    }
    guard dryRun, !(diagnostics + problems).contains(where: { $0.severity == .error }) else {
      return (script, diagnostics + problems)
    }
    do {
      _ = try PreviewRunner.run(
        script, makers: makers(for: script, effects: effects), records: false)
      return (script, diagnostics)
    } catch let error as PreviewStepError {
      return (script, diagnostics + error.diagnostics)
    } catch {
      return (
        script, diagnostics + [Diagnostic(.error, at: SourceLocation(file: origin), "\(error)")]
      )
    }
  }

  /// The makers a run of `script` uses; the readers' notes on its texts go to `report`.
  public static func makers(
    for script: PreviewScript, effects: String?, report: @escaping (Diagnostic) -> Void = { _ in }
  ) -> PreviewMakers {
    let library = EffectFolders.library(effects)
    return PreviewMakers(
      effectScene: { old, text, step, seed, size, depth in
        let font = try step.font.map {
          try FontLocator.font($0.contains("/") ? script.path(of: $0) : $0)
        }
        let recipe = SceneRecipe(canvas: size, font: font, seed: seed, depth: depth)
        let name =
          try step.name.map { $0.contains("/") ? script.path(of: $0) : $0 }
          ?? Effect.defaultName(for: .morph)
        let effect = try Effect.named(name, in: library, overrides: step.parameters)
        let new = try read(text, in: script, report: report)
        if let old {
          return try recipe.morphScene(
            from: try read(old, in: script, report: report), to: new, effect: effect)
        }
        return try recipe.scene(text: new, effect: effect)
      },
      demo: { id in
        let resources = try DemoResources.builtIn(effects: effects)
        return try Demo(current: id) { try $0.make(resources) }
      })
  }

  /// A script's text as the readers make it; the readers' notes go to `report`.
  static func read(
    _ text: PreviewText, in script: PreviewScript, report: (Diagnostic) -> Void
  ) throws -> AttributedText {
    let result: ReadResult
    switch text {
    case .plain(let string): result = TextReader.read(string, format: .plain, origin: script.origin)
    case .markup(let string):
      result = TextReader.read(string, format: .markup, origin: script.origin)
    case .file(let file):
      let path = script.path(of: file)
      let bytes = try InputFiles.read(path)
      result = TextReader.read(bytes, format: .auto, origin: path)
    }
    result.diagnostics.forEach(report)
    return result.text
  }
}

extension PreviewStepError: DiagnosedError {
  /// The step's problem as diagnostics: the effect's own located problems first, then where in
  /// the script the step is.
  public var diagnostics: [Diagnostic] {
    let inner: [Diagnostic]
    let message: String
    switch underlying {
    case let diagnostic as Diagnostic:
      return [diagnostic]
    case let error as EffectError:
      (inner, message) = (error.diagnostics, "this step's effect has the problems above")
    case let error as TimelineError:
      (inner, message) = (error.diagnostics, "this step's effect has the problems above")
    case let error as DemoError:
      (inner, message) = (error.diagnostics, "the demo's data has the problems above")
    default:
      (inner, message) = ([], "\(underlying)")
    }
    return inner + [Diagnostic(.error, at: step.location, path: step.path, message)]
  }
}
