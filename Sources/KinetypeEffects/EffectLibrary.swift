import Foundation
import KinetypeCore

/// Finds and reads effect files: a path to a file, or a name looked up in folders in order.
public struct EffectLibrary: Sendable {
  /// Folders searched in order; the first holding the effect wins.
  public var folders: [URL]

  public init(folders: [URL]) { self.folders = folders }

  /// The file extensions an effect may have, in the order they are tried.
  static let extensions = ["yaml", "yml", "json"]

  /// The effect named `nameOrPath`: a file when the text names an existing one, else the first
  /// `NAME.yaml` (or `.yml`, `.json`) in the folders.
  ///
  /// - Throws: `EffectError` when no effect is found (naming the folders searched and the
  ///   effects there) or the file does not parse (with its key path).
  public func load(_ nameOrPath: String) throws(EffectError) -> (EffectDescription, origin: String)
  {
    let manager = FileManager.default
    var candidates: [URL] = []
    if nameOrPath.contains("/") || Self.extensions.contains((nameOrPath as NSString).pathExtension)
    {
      candidates.append(URL(fileURLWithPath: nameOrPath))
    } else {
      for folder in folders {
        for ext in Self.extensions {
          candidates.append(folder.appendingPathComponent(nameOrPath + "." + ext))
        }
      }
    }
    guard let url = candidates.first(where: { manager.isReadableFile(atPath: $0.path) }) else {
      let known = names().joined(separator: ", ")
      throw EffectError(diagnostics: [
        Diagnostic(
          .error, "no effect '\(nameOrPath)'",
          hint: known.isEmpty
            ? "no effects found in \(folders.map(\.path).joined(separator: ", "))"
            : "known effects: \(known); or give the path to an effect file")
      ])
    }
    return try Self.read(url)
  }

  /// Every effect name found in the folders, sorted, without duplicates.
  public func names() -> [String] {
    var names = Set<String>()
    for folder in folders {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for file in files where Self.extensions.contains((file as NSString).pathExtension) {
        names.insert((file as NSString).deletingPathExtension)
      }
    }
    return names.sorted()
  }

  /// Every effect found in the folders: name, summary and file, sorted by name; an effect in
  /// an earlier folder hides one of the same name in a later folder.
  public func entries() -> [(name: String, summary: String, path: String)] {
    var seen = Set<String>()
    var result: [(String, String, String)] = []
    for folder in folders {
      let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .sorted()
      for file in files where Self.extensions.contains((file as NSString).pathExtension) {
        let name = (file as NSString).deletingPathExtension
        guard !seen.contains(name) else { continue }
        seen.insert(name)
        let url = folder.appendingPathComponent(file)
        let summary =
          (try? Self.read(url))?.0.summary ?? "(does not load: run `kinetype check \(url.path)`)"
        result.append((name, summary, url.path))
      }
    }
    return result.sorted { $0.0 < $1.0 }
  }

  /// Reads one effect file.
  ///
  /// - Throws: `EffectError` with every problem in the file.
  public static func read(_ url: URL) throws(EffectError) -> (EffectDescription, origin: String) {
    let origin = url.path
    guard let data = FileManager.default.contents(atPath: origin) else {
      throw EffectError(diagnostics: [
        Diagnostic(
          .error, at: SourceLocation(file: origin), "cannot read the file",
          hint: "check that it exists and is readable")
      ])
    }
    let (description, diagnostics) = EffectReader.read(
      String(decoding: data, as: UTF8.self), origin: origin)
    guard let description, !diagnostics.contains(where: { $0.severity == .error }) else {
      throw EffectError(diagnostics: diagnostics)
    }
    return (description, origin)
  }

  /// Every problem in an effect file, its animations compiled with default parameters
  /// included: what `kinetype check` prints.
  public static func check(_ url: URL) -> [Diagnostic] {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return [
        Diagnostic(
          .error, at: SourceLocation(file: url.path), "cannot read the file",
          hint: "check that it exists and is readable")
      ]
    }
    // Reading and compiling each report what they find, so one run shows every problem.
    var (description, diagnostics) = EffectReader.read(
      String(decoding: data, as: UTF8.self), origin: url.path)
    if let description {
      do {
        _ = try description.animations(glyphCount: 16, origin: url.path)
      } catch {
        diagnostics += error.diagnostics
      }
    }
    return diagnostics.sorted {
      ($0.location.line ?? 0, $0.location.column ?? 0) < (
        $1.location.line ?? 0, $1.location.column ?? 0
      )
    }
  }
}
