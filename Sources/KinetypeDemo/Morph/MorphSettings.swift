import KinetypeCore
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

  init(_ settings: DemoSettings) throws(DemoError) {
    let origin = settings.origin
    func problem(_ node: Node, _ path: String, _ message: String, _ hint: String) -> DemoError {
      DemoError([
        Diagnostic(
          .error, at: DemoSettings.location(node, origin), path: path, message, hint: hint)
      ])
    }
    guard let section = settings.sections[.morph] else {
      throw DemoError([
        Diagnostic(
          .error, at: SourceLocation(file: origin), "no 'morph:' section",
          hint: "add 'morph: { effects: [NAME, …] }' naming the morph effects")
      ])
    }
    guard case .mapping(let mapping) = section else {
      throw problem(
        section, DemoSceneID.morph.rawValue, "expected a mapping",
        "write 'effects: [NAME, …]' and 'text: TEXT'")
    }
    for (key, value) in mapping {
      switch key.scalar?.string {
      case "effects":
        guard case .sequence(let names) = value, !names.isEmpty else {
          throw problem(
            value, "morph.effects", "expected a list of effect names", "write [morph, decrypt]")
        }
        for name in names {
          guard let effect = name.scalar?.string, !effect.isEmpty else {
            throw problem(
              name, "morph.effects", "expected an effect's name",
              "write a name `kinetype list` shows")
          }
          effects.append(effect)
          effectNodes.append(name)
        }
      case "fonts":
        guard case .sequence(let names) = value else {
          throw problem(
            value, "morph.fonts", "expected a list of font names", "write [smooth, pixel], or []")
        }
        for name in names {
          guard let font = name.scalar?.string, !font.isEmpty else {
            throw problem(
              name, "morph.fonts", "expected a font's name",
              "name a font of effects/fonts or /usr/share/figlet")
          }
          fonts.append(font)
          fontNodes.append(name)
        }
      case "text":
        guard let text = value.scalar?.string, !text.isEmpty, text.count <= 200 else {
          throw problem(
            value, "morph.text", "expected a text of 1 to 200 characters", "write text: Kinetype")
        }
        self.text = text
      default:
        throw problem(
          key, "morph.\(key.scalar?.string ?? "?")", "unknown setting",
          "the morph scene reads 'effects', 'fonts' and 'text'")
      }
    }
    guard !effects.isEmpty else {
      throw problem(
        section, DemoSceneID.morph.rawValue, "no 'effects' list", "add 'effects: [NAME, …]'")
    }
  }
}
