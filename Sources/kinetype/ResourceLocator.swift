import Foundation

/// Finds the data files that ship with Kinetype (the `effects/` folder).
enum ResourceLocator {
  /// The folders searched, in order: `$KINETYPE_EFFECTS`; `../share/kinetype/effects` beside the
  /// executable (what `make install` lays out); and an `effects/` folder in any parent of the
  /// executable's folder (a build inside the source tree).
  static var effectsFolders: [URL] {
    var folders: [URL] = []
    if let custom = ProcessInfo.processInfo.environment["KINETYPE_EFFECTS"], !custom.isEmpty {
      folders.append(URL(fileURLWithPath: custom))
    }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = executable.deletingLastPathComponent()
    folders.append(folder.appendingPathComponent("../share/kinetype/effects").standardized)
    while folder.path != "/" {
      folders.append(folder.appendingPathComponent("effects"))
      folder = folder.deletingLastPathComponent()
    }
    return folders
  }

  /// The path of a built-in data file.
  ///
  /// - Throws: `CLIError` naming the folders searched when none has it.
  static func builtInFile(_ name: String) throws -> String {
    for folder in effectsFolders {
      let candidate = folder.appendingPathComponent(name).path
      if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
    }
    throw CLIError(
      "built-in file '\(name)' not found",
      hint: "set KINETYPE_EFFECTS to the effects/ folder, or install with `make install`")
  }
}
