import FoundationEssentials
import KinetypeCompositor
import KinetypeEffects

/// Finds the data files that ship with Kinetype: the files of `effects/`.
///
/// Every one is compiled into the executable (the EmbedEffects build-tool plugin writes
/// `EmbeddedResources`), so a binary copied anywhere has them. A folder found on disk comes
/// first, since while developing it is fresher than the copy built in.
public enum ResourceLocator {
  /// What diagnostics call the copy compiled into the executable: `<built-in>/fade.yaml`.
  public static let embeddedOrigin = "<built-in>"

  /// The folders searched before the built-in copy, in order: `$KINETYPE_EFFECTS`;
  /// `../share/kinetype/effects` beside the executable (an older `make install` laid it out);
  /// and an `effects/` folder in any parent of the executable's folder that holds Kinetype's
  /// own data files (a build inside the source tree; an unrelated `~/effects` is no match).
  public static var effectsFolders: [URL] {
    var folders: [URL] = []
    if let custom = ProcessInfo.processInfo.environment["KINETYPE_EFFECTS"], !custom.isEmpty {
      folders.append(URL(fileURLWithPath: custom))
    }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = executable.deletingLastPathComponent()
    folders.append(folder.appendingPathComponent("../share/kinetype/effects").standardized)
    let manager = FileManager.default
    while folder.path != "/" {
      let candidate = folder.appendingPathComponent("effects")
      if [EffectDefaults.fileName, "rotations.txt"].allSatisfy({
        manager.fileExists(atPath: candidate.appendingPathComponent($0).path)
      }) {
        folders.append(candidate)
      }
      folder = folder.deletingLastPathComponent()
    }
    return folders
  }

  /// The built-in effects: the folders on disk, then the copy compiled into the executable.
  public static var builtInSources: [EffectSource] {
    effectsFolders.map { .folder($0) }
      + [.files(EmbeddedResources.files, origin: embeddedOrigin)]
  }

  /// The text of a built-in data file (`ligatures.txt`) and where it was found: the first folder
  /// holding it, else the copy compiled into the executable.
  ///
  /// - Throws: `ResourceError` when neither has it (a name that was never in `effects/`).
  public static func builtInFile(_ name: String) throws -> (text: String, origin: String) {
    for source in builtInSources {
      if let text = source.text(of: name) { return (text, source.origin(of: name)) }
    }
    throw ResourceError(
      "built-in file '\(name)' not found",
      hint: "it is not in effects/ (nor in $KINETYPE_EFFECTS); rebuild after adding it")
  }

  /// The built-in rotation table (effects/rotations.txt), read once: which glyph turns into
  /// which. Its problems, which only a broken checkout can have, leave those glyphs upright.
  public static let rotations: RotationTable = {
    guard let (text, origin) = try? builtInFile("rotations.txt") else { return RotationTable() }
    return RotationTable(parsing: text, origin: origin) { _ in }
  }()
}
