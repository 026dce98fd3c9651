import KinetypeCore
import KinetypeYAML

/// Which effect a command plays when none is named: the data file `defaults.yaml` beside the
/// effects, a mapping from a command's name to an effect's name (`morph: NAME`).
///
/// A data file rather than code, so the engine never names an effect (ARCHITECTURE.md).
public struct EffectDefaults: Hashable, Sendable {
  /// The file's name in an effects folder; effect listings leave it out.
  public static let fileName = "defaults.yaml"

  /// Effect names by command name.
  public var effects: [String: String]
  /// Where the defaults were read from, for messages.
  public var origin: String

  public init(effects: [String: String], origin: String) {
    self.effects = effects
    self.origin = origin
  }

  /// Reads a defaults file.
  ///
  /// - Throws: `EffectError` with every problem: not YAML, not a mapping, a value that is not
  ///   an effect's name.
  public static func read(_ text: String, origin: String) throws(EffectError) -> EffectDefaults {
    let root: Node?
    do {
      root = try YAMLDocument.compose(text, origin: origin)
    } catch {
      throw EffectError(diagnostics: [error.diagnostic])
    }
    guard let root else { return EffectDefaults(effects: [:], origin: origin) }
    guard case .mapping(let mapping) = root else {
      throw EffectError(diagnostics: [
        Diagnostic(
          .error, at: location(root, origin), "expected a mapping of command names to effects",
          hint: "write one 'command: effect' per line")
      ])
    }
    var effects: [String: String] = [:]
    var diagnostics: [Diagnostic] = []
    for (key, value) in mapping {
      guard let command = key.scalar?.string, let effect = value.scalar?.string, !effect.isEmpty
      else {
        diagnostics.append(
          Diagnostic(
            .error, at: location(value, origin), path: key.scalar?.string,
            "expected an effect's name", hint: "write 'command: effect'"))
        continue
      }
      effects[command] = effect
    }
    guard diagnostics.isEmpty else { throw EffectError(diagnostics: diagnostics) }
    return EffectDefaults(effects: effects, origin: origin)
  }

  /// The effect `command` plays by default.
  ///
  /// - Throws: `EffectError` when the file names none for it.
  public func effect(for command: String) throws(EffectError) -> String {
    guard let effect = effects[command] else {
      throw EffectError(diagnostics: [
        Diagnostic(
          .error, at: SourceLocation(file: origin), "no default effect for '\(command)'",
          hint: "add '\(command): EFFECT' to the file, or name an effect with --effect")
      ])
    }
    return effect
  }

  private static func location(_ node: Node, _ origin: String) -> SourceLocation {
    YAMLDocument.location(of: node, in: origin)
  }
}
