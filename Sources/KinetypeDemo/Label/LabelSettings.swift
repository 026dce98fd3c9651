import KinetypeCore
import KinetypeEffects
import KinetypeLayout
import KinetypeYAML

/// The selectable label scene's settings: the `label:` section of `demo-scenes.yaml`.
///
/// ```yaml
/// label:
///   texts:                # one label per entry, in markup
///     - |
///       A [link=https://example.com]link[/] and [on #5f3a00]a background[/].
///   selection: "#264f78"  # the selection's background
///   handle: "#4fc1ff"     # the handles' and the magnifier's colour
/// ```
struct LabelSettings: Hashable, Sendable {
  /// The labels' texts, read from markup.
  var texts: [AttributedText]
  /// The background a selection paints.
  var selection: Colour
  /// The colour of the selection handles and the magnifier's frame.
  var handle: Colour

  static let defaultSelection = Colour.rgb(RGB(0x26, 0x4F, 0x78))
  static let defaultHandle = Colour.rgb(RGB(0x4F, 0xC1, 0xFF))
  static let keys = ["texts", "selection", "handle"]

  /// Reads the `label:` section of `file`.
  ///
  /// - Throws: `DemoError` with every problem, each at its file:line:column with its key path:
  ///   no `label:` section, an unknown key, a colour that is not `#rrggbb`, no texts, and markup
  ///   errors inside a text.
  static func read(_ file: DemoResources.DataFile) throws(DemoError) -> LabelSettings {
    var reader = Reader(file: file)
    guard let settings = reader.read() else { throw DemoError(reader.diagnostics) }
    return settings
  }

  /// Walks the YAML, collecting diagnostics.
  private struct Reader: YAMLReader {
    let file: DemoResources.DataFile
    var diagnostics: [Diagnostic] = []
    var origin: String { file.origin }

    init(file: DemoResources.DataFile) { self.file = file }

    mutating func read() -> LabelSettings? {
      let root: Node?
      do {
        root = try YAMLDocument.compose(file.text, origin: file.origin)
      } catch {
        diagnostics.append(error.diagnostic)
        return nil
      }
      guard case .mapping(let sections)? = root, let section = sections["label"] else {
        fail(
          root, nil, "no 'label:' section",
          hint: "add a 'label:' mapping with 'texts:', a list of markup texts")
        return nil
      }
      guard case .mapping(let mapping) = section else {
        fail(section, "label", "expected a mapping", hint: "write 'texts:' under 'label:'")
        return nil
      }
      var settings = LabelSettings(
        texts: [], selection: LabelSettings.defaultSelection, handle: LabelSettings.defaultHandle)
      for (key, value) in mapping {
        let name = key.scalar?.string ?? ""
        switch name {
        case "texts": settings.texts = texts(value)
        case "selection":
          settings.selection =
            colour(value, path: "label.selection").map { .rgb($0) } ?? settings.selection
        case "handle":
          settings.handle = colour(value, path: "label.handle").map { .rgb($0) } ?? settings.handle
        default:
          fail(
            key, "label.\(name)", "unknown setting '\(name)'",
            hint: "use one of \(LabelSettings.keys.joined(separator: ", "))")
        }
      }
      if mapping["texts"] == nil {
        fail(section, "label", "no 'texts:'", hint: "add 'texts:', a list of markup texts")
      }
      return diagnostics.isEmpty ? settings : nil
    }

    /// A list of markup texts, read into attributed text.
    mutating func texts(_ node: Node) -> [AttributedText] {
      guard case .sequence(let items) = node, !items.isEmpty else {
        fail(node, "label.texts", "expected a list of texts", hint: "write '- TEXT' per label")
        return []
      }
      var texts: [AttributedText] = []
      for (index, item) in items.enumerated() {
        let path = "label.texts[\(index)]"
        guard let scalar = item.scalar, !scalar.string.isEmpty else {
          fail(item, path, "expected a text in markup", hint: "write the label's text here")
          continue
        }
        let read = TextReader.read(scalar.string, format: .markup)
        for problem in read.diagnostics {
          var located = problem
          located.path = path
          let (place, isExact) = location(of: problem.location, in: item, scalar)
          located.location = place
          if !isExact, let line = problem.location.line, let column = problem.location.column {
            located.message += " (line \(line), column \(column) of the text)"
          }
          diagnostics.append(located)
        }
        texts.append(read.text)
      }
      return texts
    }

    /// Where a markup problem at `at` (line and column in the text) is in the file: exact in a
    /// literal block (`|`) and on a scalar's first line; otherwise the scalar's start, with the
    /// place in the text left to the message (`isExact` false).
    func location(of at: SourceLocation, in node: Node, _ scalar: Node.Scalar) -> (
      SourceLocation, isExact: Bool
    ) {
      let start = SourceLocation(
        file: file.origin, line: node.mark?.line, column: node.mark?.column)
      guard let mark = node.mark, let line = at.line, let column = at.column else {
        return (start, false)
      }
      let fileLines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
      if scalar.style == .literal, mark.line + line - 1 < fileLines.count {
        let text = fileLines[mark.line + line - 1]
        let indent = text.prefix { $0 == " " }.count
        return (
          SourceLocation(file: file.origin, line: mark.line + line, column: indent + column), true
        )
      }
      if line == 1, scalar.style == .plain {
        return (
          SourceLocation(file: file.origin, line: mark.line, column: mark.column + column - 1),
          true
        )
      }
      return (start, false)
    }
  }
}
