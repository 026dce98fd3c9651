import FoundationEssentials
import KinetypeCore
import KinetypeLayout

/// Finds FIGlet fonts for `--font NAME|FILE`: a path is read as it is; a name is looked up in
/// Kinetype's own fonts (`effects/fonts/NAME.flf`, on disk while developing, else built in),
/// then in `$FIGLET_FONTDIR` and the usual FIGlet folders.
public enum FontLocator {
  /// Where FIGlet keeps its fonts on Debian and when built from source.
  public static var figletFolders: [String] {
    var folders: [String] = []
    if let custom = ProcessInfo.processInfo.environment["FIGLET_FONTDIR"], !custom.isEmpty {
      folders.append(custom)
    }
    return folders + [
      "/usr/share/figlet", "/usr/local/share/figlet", "/usr/share/figlet/fonts",
      "/usr/games/lib/figlet",
    ]
  }

  /// The font `argument` names, read.
  ///
  /// - Throws: `FontError` when the file is malformed; `ResourceError` when nothing has that name
  ///   (with the closest names) or the file cannot be read.
  public static func font(_ argument: String) throws -> FIGletFont {
    let (bytes, origin) = try find(argument)
    return try FIGletFont(parsing: bytes, origin: origin)
  }

  /// The bytes of the font `argument` names and where they came from.
  public static func find(_ argument: String) throws -> (bytes: [UInt8], origin: String) {
    let manager = FileManager.default
    if argument.contains("/") || argument.hasSuffix(".flf") {
      guard let data = manager.contents(atPath: argument) else {
        throw ResourceError("cannot read font '\(argument)'", hint: "check the path")
      }
      return (Array(data), argument)
    }
    let file = "fonts/\(argument).flf"
    for source in ResourceLocator.builtInSources {
      if let text = source.text(of: file) { return (Array(text.utf8), source.origin(of: file)) }
    }
    for folder in figletFolders {
      let path = folder + "/" + argument + ".flf"
      if let data = manager.contents(atPath: path) { return (Array(data), path) }
    }
    let names = availableNames()
    throw ResourceError(
      "no font named '\(argument)'",
      hint: Suggestion.closest(to: argument, in: names).map { "did you mean '\($0)'?" }
        ?? "fonts: \(names.joined(separator: ", ")); or give a .flf file's path")
  }

  /// Every font name `--font` knows: Kinetype's own, then FIGlet's.
  public static func availableNames() -> [String] {
    var names: [String] = []
    for source in ResourceLocator.builtInSources {
      switch source.contents {
      case .files(let files, _):
        names += files.keys.filter { $0.hasPrefix("fonts/") && $0.hasSuffix(".flf") }
          .map { String($0.dropFirst(6).dropLast(4)) }
      case .folder(let url):
        let folder = url.appendingPathComponent("fonts").path
        names += ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
          .filter { $0.hasSuffix(".flf") }.map { String($0.dropLast(4)) }
      }
    }
    for folder in figletFolders {
      names += ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { $0.hasSuffix(".flf") }.map { String($0.dropLast(4)) }
    }
    var seen = Set<String>()
    return names.sorted().filter { seen.insert($0).inserted }
  }
}
