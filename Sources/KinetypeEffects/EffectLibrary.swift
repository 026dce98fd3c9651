import FoundationEssentials
import KinetypeCore

/// Finds and reads effects: a path to a file, or a name looked up in sources in order.
///
/// The command line's search path is `--effects DIR`, then the user's config folder, then the
/// built-in effects; the first source holding a name wins, so a user's `fade.yaml` overrides the
/// built-in one.
public struct EffectLibrary: Sendable {
  /// Sources searched in order; the first holding the effect wins.
  public var sources: [EffectSource]

  public init(sources: [EffectSource]) { self.sources = sources }

  /// A library of folders, searched in order, none of them marked in listings.
  public init(folders: [URL]) { self.init(sources: folders.map { .folder($0) }) }

  /// The file extensions an effect may have, in the order they are tried.
  public static let extensions = ["yaml", "yml", "json"]

  /// One effect file a source holds.
  public struct File: Sendable {
    /// The effect's name: the file name without its extension.
    public var name: String
    /// Where the file is: a path, or `<built-in>/NAME.yaml`.
    public var origin: String
    /// Where it comes from, for listings; nil for a built-in effect.
    public var label: String?
    /// The file's text.
    public var text: String
  }

  /// An effect as `kinetype list` shows it: the file that wins for its name, and its summary.
  public struct Entry: Sendable {
    public var file: File
    /// The effect's one-line summary, or how to find out why it does not load.
    public var summary: String

    public var name: String { file.name }
    public var origin: String { file.origin }
    public var label: String? { file.label }
  }

  /// Files beside the effects that are data for the program, not effects: the defaults
  /// (`morph:` names the morph command's effect), and the demo's settings, tag styles and
  /// scroll scene.
  public static let dataFiles: Set<String> = [
    EffectDefaults.fileName, "demo-scenes.yaml", "tag-styles.yaml", "scroll-scene.yaml",
  ]

  /// Whether `fileName` is an effect file: an effect extension, and not one of `dataFiles`.
  public static func isEffectFile(_ fileName: String) -> Bool {
    let name = fileName.split(separator: "/").last.map(String.init) ?? fileName
    return extensions.contains(Self.pathExtension(of: name)) && !dataFiles.contains(name)
  }

  /// The effect named `name` as the first source holding it has it; within one source, the
  /// extensions are tried in the order of `extensions`.
  public func file(named name: String) -> File? {
    for source in sources {
      for ext in Self.extensions {
        let fileName = name + "." + ext
        if Self.isEffectFile(fileName), let text = source.text(of: fileName) {
          return File(
            name: name, origin: source.origin(of: fileName), label: source.label, text: text)
        }
      }
    }
    return nil
  }

  /// The effect named `nameOrPath`: a file when the text is a path (it holds a `/` or ends in an
  /// effect extension), else the named effect from the first source holding it.
  ///
  /// - Throws: `EffectError` when no effect is found (naming the effects known, or the sources
  ///   searched when there are none) or the file does not parse (with its key path).
  public func load(_ nameOrPath: String) throws(EffectError) -> (EffectDescription, origin: String)
  {
    if nameOrPath.contains("/") || Self.isEffectFile(nameOrPath) {
      return try Self.read(URL(fileURLWithPath: nameOrPath))
    }
    guard let file = file(named: nameOrPath) else {
      let names = names()
      throw EffectError(diagnostics: [
        Diagnostic(
          .error, "no effect '\(nameOrPath)'",
          hint: names.isEmpty
            ? "no effects found in \(sources.map(\.description).joined(separator: ", "))"
            : Suggestion.hint(for: nameOrPath, in: names)
              + "`kinetype list` shows the \(names.count) effects; a path to an effect file works too")
      ])
    }
    return try Self.read(text: file.text, origin: file.origin)
  }

  /// Every effect name in the sources, sorted, without duplicates.
  public func names() -> [String] {
    var names = Set<String>()
    for source in sources {
      for fileName in source.fileNames() where Self.isEffectFile(fileName) {
        names.insert(Self.deletingPathExtension(fileName))
      }
    }
    return names.sorted()
  }

  /// Every effect in the sources, once each, sorted by name: the file that wins for the name
  /// (an effect in an earlier source hides one of the same name in a later source) and its
  /// summary.
  public func entries() -> [Entry] {
    names().compactMap { name in
      guard let file = file(named: name) else { return nil }
      let summary =
        (try? Self.read(text: file.text, origin: file.origin))?.0.summary
        ?? "(does not load: run `kinetype check \(file.origin)`)"
      return Entry(file: file, summary: summary)
    }
  }

  /// Reads one effect file.
  ///
  /// - Throws: `EffectError` with every problem in the file.
  public static func read(_ url: URL) throws(EffectError) -> (EffectDescription, origin: String) {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw EffectError(diagnostics: [unreadable(url)])
    }
    return try read(text: String(decoding: data, as: UTF8.self), origin: url.path)
  }

  /// Reads an effect from its text; `origin` names it in diagnostics.
  ///
  /// - Throws: `EffectError` with every problem in the text.
  public static func read(text: String, origin: String) throws(EffectError) -> (
    EffectDescription, origin: String
  ) {
    let (description, diagnostics) = EffectReader.read(text, origin: origin)
    guard let description, !diagnostics.contains(where: { $0.severity == .error }) else {
      throw EffectError(diagnostics: diagnostics)
    }
    return (description, origin)
  }

  /// Every problem in an effect file, its animations compiled with default parameters
  /// included: what `kinetype check` prints.
  public static func check(_ url: URL) -> [Diagnostic] {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return [unreadable(url)]
    }
    return check(text: String(decoding: data, as: UTF8.self), origin: url.path)
  }

  /// Every problem in an effect's text, as `check(_:)` finds them.
  public static func check(text: String, origin: String) -> [Diagnostic] {
    // Reading and compiling each report what they find, so one run shows every problem.
    var (description, diagnostics) = EffectReader.read(text, origin: origin)
    if let description {
      diagnostics += description.compileProblems(origin: origin)
    }
    return diagnostics.sorted {
      ($0.location.line ?? 0, $0.location.column ?? 0) < (
        $1.location.line ?? 0, $1.location.column ?? 0
      )
    }
  }

  private static func unreadable(_ url: URL) -> Diagnostic {
    Diagnostic(
      .error, at: SourceLocation(file: url.path), "cannot read the file",
      hint: "check that it exists and is readable")
  }
}

extension EffectLibrary {
  /// `fade.yaml` → `yaml`; `README` → ``.
  static func pathExtension(of name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return String(name[name.index(after: dot)...])
  }

  /// `fade.yaml` → `fade`; `README` → `README`.
  static func deletingPathExtension(_ name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}
