import FoundationEssentials

/// One place effects come from: a folder on disk, or files held in memory (the built-in effects
/// compiled into the executable).
///
/// An `EffectLibrary` searches its sources in order, so a source earlier in the list overrides
/// an effect of the same name in a later one.
public struct EffectSource: Sendable {
  /// What the source holds.
  public enum Contents: Sendable {
    /// The files of a folder, read when asked for.
    case folder(URL)
    /// Files by name (`fade.yaml` → its text); `origin` names the source in diagnostics
    /// (`<built-in>` gives `<built-in>/fade.yaml:3:7`).
    case files([String: String], origin: String)
  }

  public var contents: Contents
  /// How listings say where an effect comes from (`~/.config/kinetype/effects`), or nil for the
  /// built-in effects, which are the norm and go unmarked.
  public var label: String?

  public init(_ contents: Contents, label: String? = nil) {
    self.contents = contents
    self.label = label
  }

  /// A folder, marked in listings with `label` (nil: a built-in folder).
  public static func folder(_ url: URL, label: String? = nil) -> EffectSource {
    EffectSource(.folder(url), label: label)
  }

  /// Files held in memory, by file name.
  public static func files(_ files: [String: String], origin: String, label: String? = nil)
    -> EffectSource
  {
    EffectSource(.files(files, origin: origin), label: label)
  }

  /// The names of the files the source holds, sorted; none for a folder that cannot be read.
  public func fileNames() -> [String] {
    switch contents {
    case .folder(let url):
      return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    case .files(let files, _):
      return files.keys.sorted()
    }
  }

  /// Where the file `name` of this source is said to be: a path, or `<built-in>/NAME`.
  public func origin(of name: String) -> String {
    switch contents {
    case .folder(let url): url.appendingPathComponent(name).path
    case .files(_, let origin): origin + "/" + name
    }
  }

  /// The text of the file `name`, or nil when the source does not have it (or it is unreadable).
  public func text(of name: String) -> String? {
    switch contents {
    case .folder(let url):
      let path = url.appendingPathComponent(name).path
      guard FileManager.default.isReadableFile(atPath: path),
        let data = FileManager.default.contents(atPath: path)
      else { return nil }
      return String(decoding: data, as: UTF8.self)
    case .files(let files, _):
      return files[name]
    }
  }

  /// What diagnostics call this source when listing where effects were looked for.
  var description: String {
    switch contents {
    case .folder(let url): url.path
    case .files(_, let origin): origin
    }
  }
}
