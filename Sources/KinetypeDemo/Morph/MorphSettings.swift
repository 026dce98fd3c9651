import KinetypeCore
import KinetypeEffects
import KinetypeYAML

/// The `morph:` section of `demo-scenes.yaml`: `effects` (the morph effects Tab cycles through, the
/// first selected at start), `fonts` (the label's display type, largest first) and `text` (the
/// label's text at start).
struct MorphSettings {
  var effects: [String] = []
  /// Where each effect's name is, for its diagnostics.
  var effectNodes: [Node] = []
  /// FIGlet font names, largest first: the label takes the first that fits the screen.
  var fonts: [String] = []
  var fontNodes: [Node] = []
  var text = "Kinetype"

  static let keys = ["effects", "fonts", "text"]

  /// Reads the section.
  ///
  /// - Throws: `DemoError` with every problem, each at its file:line:column with its key path:
  ///   no `morph:` section, an unknown key, an empty or misshapen list, a text out of bounds.
  init(_ settings: DemoSettings) throws(DemoError) {
    var reader = Reader(origin: settings.origin)
    guard let section = settings.sections[.morph] else {
      reader.fail(
        nil, nil, "no 'morph:' section",
        hint: "add 'morph: { effects: [NAME, …] }' naming the morph effects")
      throw DemoError(reader.diagnostics)
    }
    reader.read(section, into: &self)
    guard reader.diagnostics.isEmpty else { throw DemoError(reader.diagnostics) }
  }

  /// Walks the section, collecting diagnostics.
  private struct Reader: YAMLReader {
    let origin: String
    var diagnostics: [Diagnostic] = []

    mutating func read(_ section: Node, into settings: inout MorphSettings) {
      guard case .mapping(let mapping) = section else {
        fail(
          section, DemoSceneID.morph.rawValue, "expected a mapping",
          hint: "write 'effects: [NAME, …]' and 'text: TEXT'")
        return
      }
      var sawEffects = false
      for (key, value) in mapping {
        let name = key.scalar?.string ?? "?"
        switch name {
        case "effects":
          sawEffects = true
          let names = self.names(
            value, path: "morph.effects", what: "effect", hint: "write a name `kinetype list` shows"
          )
          if names.isEmpty, case .sequence = value {
            fail(
              value, "morph.effects", "expected at least one effect", hint: "write [morph, decrypt]"
            )
          }
          settings.effects = names.map(\.name)
          settings.effectNodes = names.map(\.node)
        case "fonts":
          let names = self.names(
            value, path: "morph.fonts", what: "font",
            hint: "name a font of effects/fonts or /usr/share/figlet")
          settings.fonts = names.map(\.name)
          settings.fontNodes = names.map(\.node)
        case "text":
          guard let text = text(value, path: "morph.text", example: "Kinetype") else { continue }
          guard !text.isEmpty, text.count <= 200 else {
            fail(
              value, "morph.text", "expected a text of 1 to 200 characters",
              hint: "write text: Kinetype")
            continue
          }
          settings.text = text
        default:
          fail(
            key, "morph.\(name)", "unknown setting '\(name)'",
            hint: "the morph scene reads \(MorphSettings.keys.joined(separator: ", "))")
        }
      }
      if !sawEffects {
        fail(
          section, DemoSceneID.morph.rawValue, "no 'effects' list",
          hint: "add 'effects: [NAME, …]'")
      }
    }

    /// A list of names, each with its node; every item that is not a name is reported.
    mutating func names(_ node: Node, path: String, what: String, hint: String)
      -> [(name: String, node: Node)]
    {
      guard let items = sequence(node, path: path) else { return [] }
      var names: [(name: String, node: Node)] = []
      for item in items {
        guard let name = item.scalar?.string, !name.isEmpty else {
          fail(item, path, "expected a\(what == "effect" ? "n" : "") \(what)'s name", hint: hint)
          continue
        }
        names.append((name, item))
      }
      return names
    }
  }
}
