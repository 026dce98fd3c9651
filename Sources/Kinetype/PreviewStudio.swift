import Foundation
import KinetypeCompositor
import KinetypeCore
import KinetypeDemo
import KinetypeEffects
import KinetypeLayout
import KinetypePreview

/// Where a preview script meets the rest of the command line: reading and checking a script,
/// and the makers its runner uses (effect scenes through `SceneOptions`, as `render` makes
/// them; the demo with the resources `kinetype demo` uses).
enum PreviewStudio {
  /// The script at `path`, checked against the effects in the search path.
  ///
  /// - Throws: `PreviewScriptError` with every problem; `CLIError` when it cannot be read.
  static func load(_ path: String, effects: String?) throws -> PreviewScript {
    let bytes = try StandardStream.readFile(path, limit: InputLimits.dataFileBytes)
    let (script, diagnostics) = check(
      text: String(decoding: bytes, as: UTF8.self), origin: path,
      effects: effects)
    guard let script, !diagnostics.contains(where: { $0.severity == .error }) else {
      throw PreviewScriptError(diagnostics: diagnostics)
    }
    for diagnostic in diagnostics { Terminal.printError(diagnostic.description) }
    return script
  }

  /// Every problem in a script: what the reader finds, then effects and files it names that
  /// are missing (only when it reads).
  ///
  /// With `dryRun` (what `kinetype check` asks for) the script is also run without drawing:
  /// every scene made and every step taken as `preview` would, so that what passes here runs
  /// there (an effect that never ends, parameters it refuses, a file that cannot be read).
  static func check(text: String, origin: String, effects: String?, dryRun: Bool = false) -> (
    PreviewScript?, [Diagnostic]
  ) {
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
      _ = try PreviewRunner.run(script, makers: makers(for: script, effects: effects), records: false)
      return (script, diagnostics)
    } catch let error as PreviewStepError {
      return (script, diagnostics + ErrorReport.diagnostics(of: error))
    } catch {
      return (script, diagnostics + [Diagnostic(.error, at: SourceLocation(file: origin), "\(error)")])
    }
  }

  /// The makers a run of `script` uses.
  static func makers(for script: PreviewScript, effects: String?) -> PreviewMakers {
    PreviewMakers(
      effectScene: { old, text, effect, seed, size, depth in
        var arguments = ["--canvas", "\(size.columns)x\(size.rows)", "--seed", String(seed)]
        if let effects { arguments += ["--effects", effects] }
        for (name, value) in effect.parameters.sorted(by: { $0.key < $1.key }) {
          arguments += ["--param", "\(name)=\(value)"]
        }
        if let font = effect.font {
          arguments += ["--font", font.contains("/") ? script.path(of: font) : font]
        }
        let options = try SceneOptions.parse(arguments)
        let name =
          try effect.name.map { $0.contains("/") ? script.path(of: $0) : $0 }
          ?? SceneOptions.defaultEffect(for: Morph._commandName)
        let loaded = try options.load(name)
        let new = try read(text, in: script)
        if let old {
          return try options.morphScene(
            from: try read(old, in: script), to: new, effect: loaded, size: size, depth: depth,
            ambiguousWide: false)
        }
        return try options.scene(
          text: new, effect: loaded, size: size, depth: depth, ambiguousWide: false)
      },
      demo: { id in
        let resources = try DemoCommand.resources(effects: effects)
        return try Demo(current: id) { try $0.make(resources) }
      })
  }

  /// A script's text as the readers make it; the readers' notes go to standard error.
  static func read(_ text: PreviewText, in script: PreviewScript) throws -> AttributedText {
    let result: ReadResult
    switch text {
    case .plain(let string): result = TextReader.read(string, format: .plain, origin: script.origin)
    case .markup(let string):
      result = TextReader.read(string, format: .markup, origin: script.origin)
    case .file(let file):
      let path = script.path(of: file)
      let bytes = try StandardStream.readFile(path)
      result = TextReader.read(bytes, format: .auto, origin: path)
    }
    for diagnostic in result.diagnostics { Terminal.printError(diagnostic.description) }
    return result.text
  }
}
