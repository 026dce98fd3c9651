import KinetypeCore
import KinetypeEffects
import KinetypeYAML

extension RatingSettings {
  /// The section of `demo-scenes.yaml` these settings live in.
  static let section = "rating"

  /// The numbers of the section: key, range, and how the value is described.
  private static let numbers: [(key: String, range: ClosedRange<Double>, meaning: String)] = [
    ("sensitivity", sensitivityRange, "rate change per cell dragged"),
    ("mouthWidth", mouthWidthRange, "the mouth's width as a fraction of the face's"),
    ("lineWidth", lineWidthRange, "the line's width in cell widths"),
    ("rate", rateRange, "the starting rate"),
  ]
  private static let colours = ["sadColour", "happyColour"]
  private static var keys: [String] { colours + numbers.map(\.key) }

  /// Reads the `rating:` section of `demo-scenes.yaml`; keys left out (or the whole section) keep
  /// their defaults.
  ///
  /// - Throws: `DemoError` with every problem, each at file:line:column with its key path:
  ///   a file that is not YAML or not a mapping, a section that is not a mapping, an unknown
  ///   key, a colour that is not `"#rrggbb"`, a number that is not one or lies outside its
  ///   range (reported rather than clamped).
  static func read(_ file: DemoResources.DataFile) throws(DemoError) -> RatingSettings {
    var reader = Reader(origin: file.origin)
    let settings = reader.settings(in: file.text)
    guard reader.diagnostics.isEmpty else { throw DemoError(reader.diagnostics) }
    return settings
  }

  /// Walks the YAML nodes, collecting diagnostics.
  private struct Reader: YAMLReader {
    var origin: String
    var diagnostics: [Diagnostic] = []

    mutating func settings(in text: String) -> RatingSettings {
      var settings = RatingSettings()
      let root: Node?
      do {
        root = try YAMLDocument.compose(text, origin: origin)
      } catch {
        diagnostics.append(error.diagnostic)
        return settings
      }
      guard let root else { return settings }
      guard case .mapping(let top) = root else {
        fail(
          location(root), nil, "expected a mapping with a section per scene",
          hint: "write '\(section):' at the start of a line, its settings indented below it")
        return settings
      }
      guard let (_, node) = top.first(where: { $0.key.scalar?.string == section }) else {
        return settings
      }
      // `rating:` with nothing under it: every default.
      if case .scalar(let scalar) = node, ["", "~", "null"].contains(scalar.string) {
        return settings
      }
      guard case .mapping(let fields) = node else {
        fail(
          location(node), section, "expected a mapping of settings",
          hint: "indent the settings under '\(section):', one 'key: value' a line")
        return settings
      }
      var values: [String: Double] = [:]
      for (key, value) in fields {
        let name = key.scalar?.string ?? ""
        let path = "\(section).\(name)"
        if let number = RatingSettings.numbers.first(where: { $0.key == name }) {
          if let v = self.number(value, path: path, in: number.range, meaning: number.meaning) {
            values[name] = v
          }
        } else if RatingSettings.colours.contains(name) {
          guard let colour = colour(value, path: path) else { continue }
          if name == "sadColour" {
            settings.sadColour = colour
          } else {
            settings.happyColour = colour
          }
        } else {
          fail(
            location(key), path, "unknown setting '\(name)'",
            hint: "the settings are \(RatingSettings.keys.joined(separator: ", "))")
        }
      }
      return RatingSettings(
        sadColour: settings.sadColour, happyColour: settings.happyColour,
        sensitivity: values["sensitivity"] ?? settings.sensitivity,
        mouthWidth: values["mouthWidth"] ?? settings.mouthWidth,
        lineWidth: values["lineWidth"] ?? settings.lineWidth,
        rate: values["rate"] ?? settings.rate)
    }
  }
}
