import Foundation
import KinetypeCore

/// Finds and reads effect files: a path to a file, or a name looked up in folders in order.
public struct EffectLibrary: Sendable {
  /// Folders searched in order; the first holding `NAME.json` wins.
  public var folders: [URL]

  public init(folders: [URL]) { self.folders = folders }

  /// The file extensions an effect may have, in the order they are tried.
  static let extensions = ["json"]

  /// The effect named `nameOrPath`: a file when the text names an existing one, else the first
  /// `NAME.json` in the folders.
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

  /// Reads and decodes one effect file.
  static func read(_ url: URL) throws(EffectError) -> (EffectDescription, origin: String) {
    let origin = url.path
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw EffectError(diagnostics: [
        Diagnostic(
          .error, at: SourceLocation(file: origin), "cannot read the file",
          hint: "check that it exists and is readable")
      ])
    }
    do {
      return (try JSONDecoder().decode(EffectDescription.self, from: data), origin)
    } catch let DecodingError.keyNotFound(key, context) {
      throw EffectError(diagnostics: [
        Diagnostic(
          .error, at: SourceLocation(file: origin), path: Self.path(context.codingPath + [key]),
          "missing key '\(key.stringValue)'", hint: "add it")
      ])
    } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context)
    {
      throw EffectError(diagnostics: [
        Diagnostic(
          .error, at: SourceLocation(file: origin), path: Self.path(context.codingPath),
          context.debugDescription, hint: "fix the value's type")
      ])
    } catch {
      throw EffectError(diagnostics: [
        Diagnostic(
          .error, at: SourceLocation(file: origin),
          "not a valid effect file: \(error.localizedDescription)", hint: "check the JSON syntax")
      ])
    }
  }

  static func path(_ keys: [CodingKey]) -> String {
    keys.reduce("") { path, key in
      if let index = key.intValue { return path + "[\(index)]" }
      return path.isEmpty ? key.stringValue : path + "." + key.stringValue
    }
  }
}
