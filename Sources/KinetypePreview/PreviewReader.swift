import KinetypeCore
import KinetypeDemo
import KinetypeEffects
import KinetypeYAML

/// Reads a preview script (YAML) into a `PreviewScript`, collecting every problem with its
/// file:line:column, key path and what to do, rather than stopping at the first.
///
/// A script is a mapping with settings (`canvas`, `color`, `fps`, `seed`) and `steps:`, or a
/// bare list of steps (settings then come as the first steps). Each step is a mapping with one
/// kind key (`play: fade`) and the keys that kind takes (`params:`, `seed:`, `for:`).
public struct PreviewReader: YAMLReader {
  public let origin: String
  public var diagnostics: [Diagnostic] = []
  var script: PreviewScript
  /// What input and playhead steps act on: nothing yet, an effect, or the demo.
  var source: Source = .nothing
  /// Whether a text step came before (a play needs one).
  var hasText = false
  /// Cells that must lie inside the canvas, checked once the canvas is known.
  var points: [(point: GridPoint, at: SourceLocation, path: String)] = []
  var snapshotNames: Set<String> = []

  enum Source { case nothing, effect, demo }

  static let settingKeys = ["canvas", "color", "fps", "seed"]
  static let topKeys = settingKeys + ["steps"]
  /// The kinds of step, each a key that starts one.
  enum StepKind: String, CaseIterable {
    case canvas, color, fps, seed, text, markup, file, play, morph, wait, seek, speed, reverse
    case demo, key, click, drag, scroll, type, hold, snapshot
  }
  static let stepKinds = StepKind.allCases.map(\.rawValue)
  /// The keys each kind takes besides its own.
  static let stepOptions: [String: [String]] = [
    StepKind.play.rawValue: ["params", "seed", "for", "font"],
    StepKind.morph.rawValue: ["effect", "params", "seed", "for", "markup", "font"],
    StepKind.scroll.rawValue: ["at"],
  ]

  /// The script in `text`, or nil when it is too broken to run; the diagnostics say why
  /// either way (a script with any error diagnostic must not be run).
  public static func read(_ text: String, origin: String) -> (PreviewScript?, [Diagnostic]) {
    var reader = PreviewReader(origin: origin, script: PreviewScript(origin: origin))
    let ok = reader.document(text)
    let time = ok ? reader.script.timeProblems() : []
    return (ok && time.isEmpty ? reader.script : nil, reader.diagnostics + time)
  }

  /// Whether a file is a preview script rather than an effect: its name ends in
  /// `.preview.yaml` or `.preview.yml`, or its top level is a list or has a `steps:` key.
  public static func isScript(path: String, text: String) -> Bool {
    if path.hasSuffix(".preview.yaml") || path.hasSuffix(".preview.yml") { return true }
    guard let root = try? YAML.compose(text) else { return false }
    switch root {
    case .sequence: return true
    case .mapping(let mapping): return mapping.contains { $0.key.string == "steps" }
    default: return false
    }
  }

  private mutating func document(_ text: String) -> Bool {
    let root: Node?
    do {
      root = try YAMLDocument.compose(text, origin: origin)
    } catch {
      diagnostics.append(error.diagnostic)
      return false
    }
    switch root {
    case .sequence(let items)?:
      steps(items, path: "steps")
    case .mapping(let top)?:
      var stepsNode: Node?
      for (key, value) in top {
        guard let name = key.string else {
          fail(location(key), nil, "keys are names", hint: "write 'name: value'")
          continue
        }
        if name == "steps" {
          stepsNode = value
        } else if Self.settingKeys.contains(name) {
          setting(name, value, path: name)
        } else {
          fail(
            location(key), name, "unknown key '\(name)'",
            hint: Suggestion.hint(for: name, in: Self.topKeys)
              + "a script has \(Self.topKeys.joined(separator: ", "))")
        }
      }
      guard let stepsNode else {
        fail(
          location(root!), "steps", "missing key 'steps'",
          hint: "add 'steps:' with a list such as '- text: Hello' and '- play: fade'")
        return false
      }
      guard case .sequence(let items) = stepsNode else {
        fail(
          location(stepsNode), "steps", "expected a list of steps",
          hint: "write each step as '- play: fade', '- wait: 1'")
        return false
      }
      steps(items, path: "steps")
    default:
      fail(
        SourceLocation(file: origin, line: 1, column: 1), nil,
        "a preview script is a mapping with 'steps:' or a list of steps",
        hint: "start with 'canvas: 60x10' and 'steps:'")
      return false
    }
    checkPoints()
    return !diagnostics.contains { $0.severity == .error }
  }

  private mutating func steps(_ items: Node.Sequence, path: String) {
    for (index, item) in items.enumerated() {
      step(item, path: "\(path)[\(index)]")
    }
  }

  /// Every cell named by a click, drag, scroll or hold lies inside the canvas.
  private mutating func checkPoints() {
    let size = script.canvas
    for (point, at, path) in points
    where !(0..<size.columns).contains(point.column) || !(0..<size.rows).contains(point.row) {
      fail(
        at, path,
        "[\(point.column), \(point.row)] is outside the \(size.columns)x\(size.rows) canvas",
        hint:
          "columns are 0…\(size.columns - 1) and rows 0…\(size.rows - 1); move it or make the canvas bigger"
      )
    }
  }

  // MARK: Values

  /// Seconds: a number, 0 or more (`above` 0 when `positive`).
  mutating func seconds(
    _ node: Node, path: String, positive: Bool = false, example: String
  ) -> Double? {
    guard let value = number(node, path: path, example: example) else { return nil }
    guard positive ? value > 0 : value >= 0 else {
      fail(
        node, path,
        "expected a number \(positive ? "above 0" : "of at least 0"), got \(Self.format(value))",
        hint: "e.g. \(example)")
      return nil
    }
    return value
  }

  mutating func seed(_ node: Node, path: String) -> UInt64? {
    guard case .scalar(let scalar) = node, let value = UInt64(scalar.string) else {
      fail(location(node), path, "expected a seed, a whole number 0 or more", hint: "e.g. '7'")
      return nil
    }
    return value
  }

  /// `[column, row]`, remembered for the canvas check.
  mutating func point(_ node: Node, path: String) -> GridPoint? {
    guard case .sequence(let items) = node, items.count == 2,
      case .scalar(let c) = items[0], let column = Int(c.string),
      case .scalar(let r) = items[1], let row = Int(r.string)
    else {
      fail(
        location(node), path, "expected a cell as [column, row]",
        hint: "e.g. '[10, 4]' (counting from 0)")
      return nil
    }
    let point = GridPoint(column: column, row: row)
    points.append((point, location(node), path))
    return point
  }
}
