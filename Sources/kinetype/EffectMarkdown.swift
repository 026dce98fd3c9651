import Kinetype
import KinetypeEffects

/// Effects described in Markdown, as the generated part of `effects/README.md` shows them.
enum EffectMarkdown {
  /// A section per effect, in the order given, separated by blank lines.
  static func document(_ descriptions: [EffectDescription]) -> String {
    descriptions.map(section).joined(separator: "\n")
  }

  /// `### name`, the summary, and a table of the parameters (or a line saying there are none).
  static func section(_ description: EffectDescription) -> String {
    var out = "### \(description.name)\n\n\(cell(description.summary))\n\n"
    guard !description.parameters.isEmpty else { return out + "No parameters.\n" }
    out += "| parameter | type | default | range | help |\n|---|---|---|---|---|\n"
    for parameter in description.parameters {
      let range = parameter.range.map {
        "\(EffectValue.number($0.lowerBound).shown)…\(EffectValue.number($0.upperBound).shown)"
      }
      let columns = [
        "`\(parameter.name)`", parameter.kind.rawValue, value(parameter.defaultValue),
        range ?? "", cell(parameter.help),
      ]
      out += "| " + columns.joined(separator: " | ") + " |\n"
    }
    return out
  }

  /// A default as it would be written with `-p`: strings in code spans, without quotes.
  static func value(_ value: EffectValue) -> String {
    switch value {
    case .string(let text): "`\(text.replacing("`", with: "'"))`"
    default: cell(value.shown)
    }
  }

  /// `text` safe inside a table cell: one line, pipes escaped.
  static func cell(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
      .replacing("|", with: "\\|")
  }
}
