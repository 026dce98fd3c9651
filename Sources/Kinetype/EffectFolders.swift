import FoundationEssentials
import KinetypeEffects

/// The effect search path, first hit wins: `--effects DIR`, then the user's folder
/// (`$XDG_CONFIG_HOME/kinetype/effects`, by default `~/.config/kinetype/effects`), then the
/// built-in effects. So a user's effect overrides a built-in one of the same name, and
/// `--effects` overrides both.
public enum EffectFolders {
  /// The library for a command given `--effects extra` (or not).
  public static func library(_ extra: String?) -> EffectLibrary {
    var sources: [EffectSource] = []
    if let extra { sources.append(.folder(URL(fileURLWithPath: extra), label: extra)) }
    let user = userFolder
    sources.append(.folder(user, label: abbreviatingHome(user.path)))
    return EffectLibrary(sources: sources + ResourceLocator.builtInSources)
  }

  /// The user's effects folder. `$XDG_CONFIG_HOME` counts only when it is an absolute path, as
  /// the XDG Base Directory specification says; `$HOME` is read directly so a test (or a user)
  /// can point it elsewhere.
  public static var userFolder: URL {
    let environment = ProcessInfo.processInfo.environment
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return URL(fileURLWithPath: config).appendingPathComponent("kinetype/effects")
    }
    return home.appendingPathComponent(".config/kinetype/effects")
  }

  public static var home: URL {
    if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty {
      return URL(fileURLWithPath: home)
    }
    return FileManager.default.homeDirectoryForCurrentUser
  }

  /// `path` with the home folder written `~`.
  public static func abbreviatingHome(_ path: String) -> String {
    let home = home.standardizedFileURL.path
    guard home != "/", path == home || path.hasPrefix(home + "/") else { return path }
    return "~" + path.dropFirst(home.count)
  }
}
