import ArgumentParser
import FoundationEssentials
import Kinetype
import KinetypeCore
import KinetypeDemo
import KinetypeEffects
import KinetypePreview

/// `kinetype check FILE…`: every problem in effect files and preview scripts, located.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract:
      "Check effect files and preview scripts; print every problem with file:line:column.",
    discussion: """
      Exits 1 when any file has an error. With no files, checks every effect in the search path. \
      A file is a preview script when its name ends in .preview.yaml (or .preview.yml) or its \
      top level is a list of steps or has a 'steps:' key; its effects are looked up in the \
      search path.
      """
  )

  @Argument(
    help: "Effect files or preview scripts to check.",
    completion: .file(extensions: ["yaml", "yml", "json"]))
  var files: [String] = []

  @Option(name: .long, help: "A folder of effect files searched before the built-in ones.")
  var effects: String?

  func run() throws {
    // The files given, or each effect that wins its name in the search path (built-in ones as
    // `<built-in>/NAME.yaml` unless a folder on disk has them).
    let checks: [(origin: String, diagnostics: [Diagnostic])] =
      files.isEmpty
      ? EffectFolders.library(effects).entries().map {
        ($0.origin, EffectLibrary.check(text: $0.file.text, origin: $0.origin))
      }
      : files.map { ($0, check(file: $0)) }
    var errors = 0
    for check in checks {
      let diagnostics = check.diagnostics
      for diagnostic in diagnostics { Terminal.printError(diagnostic.description) }
      errors += diagnostics.filter { $0.severity == .error }.count
      if diagnostics.isEmpty { Terminal.print(OutsideText.visible(check.origin) + ": ok") }
    }
    if errors > 0 {
      Terminal.printError(
        "\(errors) error\(errors == 1 ? "" : "s") in \(checks.count) file\(checks.count == 1 ? "" : "s")"
      )
      throw ExitCode(1)
    }
  }
}

extension CheckCommand {
  /// The problems in one file: a preview script's, or an effect file's.
  func check(file: String) -> [Diagnostic] {
    let text: String
    do {
      text = String(
        decoding: try InputFiles.read(file, limit: InputFiles.dataFileBytes),
        as: UTF8.self)
    } catch {
      return [Diagnostic(.error, at: SourceLocation(file: file), "\(error)")]
    }
    let name = URL(fileURLWithPath: file).lastPathComponent
    if EffectLibrary.dataFiles.contains(name) {
      return checkDataFile(name: name, text: text, origin: file)
    }
    guard PreviewReader.isScript(path: file, text: text) else {
      return EffectLibrary.check(text: text, origin: file)
    }
    return PreviewStudio.check(text: text, origin: file, effects: effects, dryRun: true).1
  }

  /// The problems in one of the data files that live beside the effects (`defaults.yaml`, the
  /// demo's files), read as the command that uses it reads it.
  func checkDataFile(name: String, text: String, origin: String) -> [Diagnostic] {
    if name == EffectDefaults.fileName {
      do {
        _ = try EffectDefaults.read(text, origin: origin)
        return []
      } catch {
        return error.diagnostics
      }
    }
    do {
      let resources = try DemoResources.builtIn(
        effects: effects, replacing: name, with: text, origin: origin)
      _ = try Demo(current: .tags) { id in try id.make(resources) }
      return []
    } catch let error as DemoError {
      return error.diagnostics
    } catch {
      return [Diagnostic(.error, at: SourceLocation(file: origin), "\(error)")]
    }
  }
}

/// `kinetype list`: the effects in the search path with their summaries.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the effects and what each does.",
    discussion: """
      Each effect once, as the search path finds it: --effects DIR, then \
      ~/.config/kinetype/effects ($XDG_CONFIG_HOME/kinetype/effects), then the built-in effects. \
      An effect that is not built in ends with the folder it comes from.
      """)

  @Option(name: .long, help: "A folder of effect files searched before the built-in ones.")
  var effects: String?

  func run() throws {
    let entries = EffectFolders.library(effects).entries()
    let width = entries.map(\.name.count).max() ?? 0
    for entry in entries {
      // Names, summaries and folders come from files anyone may have written.
      Terminal.print(
        OutsideText.visible(
          entry.name + String(repeating: " ", count: width - entry.name.count + 2) + entry.summary
            + (entry.label.map { "  (\($0))" } ?? "")))
    }
  }
}

/// `kinetype describe EFFECT`: an effect's summary and its parameters, as text or Markdown.
struct DescribeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "describe", abstract: "Show an effect's summary and parameters.",
    discussion: """
      `--markdown` writes a section per effect with a table of its parameters; with no effect it \
      describes every built-in effect (or, with --effects DIR, every effect in DIR): the \
      generated part of effects/README.md (`make effects-readme`).
      """)

  @Argument(
    help: "The effect: a name from `kinetype list`, or a path to an effect file.",
    completion: .effectNames)
  var effect: String?

  @Option(name: .long, help: "A folder of effect files searched before the built-in ones.")
  var effects: String?

  @Flag(name: .long, help: "Write Markdown: a heading, the summary and a table of parameters.")
  var markdown = false

  func validate() throws {
    if effect == nil && !markdown {
      throw ValidationError("give an effect to describe (or --markdown to describe them all)")
    }
  }

  func run() throws {
    guard let effect else {
      // One collection, never the user's own folder: this is what the README is made of.
      let library =
        effects.map { EffectLibrary(sources: [.folder(URL(fileURLWithPath: $0))]) }
        ?? EffectLibrary(sources: ResourceLocator.builtInSources)
      var descriptions: [EffectDescription] = []
      for entry in library.entries() {
        descriptions.append(try EffectLibrary.read(text: entry.file.text, origin: entry.origin).0)
      }
      return Terminal.write(OutsideText.visibleLines(EffectMarkdown.document(descriptions)))
    }
    let (description, origin) = try EffectFolders.library(effects).load(effect)
    if markdown {
      return Terminal.write(OutsideText.visibleLines(EffectMarkdown.section(description)))
    }
    // The effect's own words come from a file anyone may have written.
    func print(_ line: String) { Terminal.print(OutsideText.visible(line)) }
    print("\(description.name) — \(description.summary)")
    print("file: \(origin)")
    guard !description.parameters.isEmpty else { return print("no parameters") }
    print("parameters (set with -p name=value):")
    for parameter in description.parameters {
      var line =
        "  \(parameter.name) (\(parameter.kind.rawValue), default \(parameter.defaultValue.shown)"
      if let range = parameter.range {
        line +=
          ", \(EffectValue.number(range.lowerBound).shown)…\(EffectValue.number(range.upperBound).shown)"
      }
      line += ")"
      if !parameter.help.isEmpty { line += ": " + parameter.help }
      print(line)
    }
  }
}
