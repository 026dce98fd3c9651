import KinetypeCore
import KinetypeEffects
import KinetypeYAML

/// `demo-scenes.yaml` read into its sections: a mapping from a scene's name to that scene's settings,
/// which the scene reads itself.
///
/// The top level is checked here (a mapping whose keys are scene names), so a misspelt section
/// is an error rather than settings silently unused.
public struct DemoSettings: @unchecked Sendable {
  /// Where the file came from, for diagnostics.
  public let origin: String
  /// Each scene's section, by scene.
  public let sections: [DemoSceneID: Node]

  /// Reads `file`.
  ///
  /// - Throws: `DemoError` when the file is not YAML, not a mapping, or has a key that names
  ///   no scene.
  public init(_ file: DemoResources.DataFile) throws(DemoError) {
    origin = file.origin
    let root: Node?
    do {
      root = try YAMLDocument.compose(file.text, origin: file.origin)
    } catch {
      throw DemoError([error.diagnostic])
    }
    guard let root else {
      sections = [:]
      return
    }
    guard case .mapping(let mapping) = root else {
      throw DemoError([
        Diagnostic(
          .error, at: Self.location(root, origin), "expected a mapping of scene names to settings",
          hint: "write the settings under a scene's name: "
            + DemoSceneID.allCases.map(\.rawValue).joined(separator: ", "))
      ])
    }
    var sections: [DemoSceneID: Node] = [:]
    var problems: [Diagnostic] = []
    for (key, value) in mapping {
      guard let name = key.scalar?.string, let id = DemoSceneID(rawValue: name) else {
        problems.append(
          Diagnostic(
            .error, at: Self.location(key, origin), "'\(key.scalar?.string ?? "?")' is no scene",
            hint: "use one of " + DemoSceneID.allCases.map(\.rawValue).joined(separator: ", ")))
        continue
      }
      sections[id] = value
    }
    guard problems.isEmpty else { throw DemoError(problems) }
    self.sections = sections
  }

  /// Where `node` is in the file.
  public static func location(_ node: Node, _ origin: String) -> SourceLocation {
    YAMLDocument.location(of: node, in: origin)
  }
}
