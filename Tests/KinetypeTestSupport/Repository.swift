import Foundation

/// What every test target shares: where the repository is and where the built programs are.
public enum Repository {
  /// The repository's root, found from this file's path (Tests/KinetypeTestSupport/…).
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The shipped effects and data files.
  public static let effects = root.appendingPathComponent("effects")

  /// The built `kinetype`: `$KINETYPE_BINARY`, else beside the test bundle (the scratch path
  /// that built the tests), else the package's `.build/debug`.
  public static var kinetype: URL {
    if let path = ProcessInfo.processInfo.environment["KINETYPE_BINARY"] {
      return URL(fileURLWithPath: path)
    }
    return built("kinetype")
  }

  /// The end-to-end tests' helper that prints what a terminal sends.
  public static var inputEcho: URL { built("kinetype-input-echo") }

  /// The executable `name` of this build: beside the test bundle, in the folder above it (the
  /// bundle may be a directory), else in `.build/debug`.
  public static func built(_ name: String) -> URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0])
    let candidates = [
      bundle.deletingLastPathComponent().appendingPathComponent(name),
      bundle.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(name),
      root.appendingPathComponent(".build/debug/\(name)"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[2]
  }
}
