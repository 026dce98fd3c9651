import Foundation
import KinetypeAnimation
import KinetypeCore
import KinetypeHeadless
import KinetypeLayout
import Testing

@testable import KinetypeCompositor

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An element of a parsed XML document: enough of a DOM to read an SVG back.
final class XMLElement {
  let name: String
  let attributes: [String: String]
  var children: [XMLElement] = []
  /// The character data directly inside, entities decoded.
  var text = ""

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }

  /// Every element below this one (depth first, in document order) named `name`.
  func all(_ name: String) -> [XMLElement] {
    children.flatMap { ($0.name == name ? [$0] : []) + $0.all(name) }
  }
}

/// Parses XML with Foundation's `XMLParser` (libxml2 on Linux), keeping its error.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
  private var stack: [XMLElement] = []
  private(set) var root: XMLElement? = nil

  /// The document's root element, or the parser's error (with its line) as a thrown error.
  static func parse(_ text: String) throws -> XMLElement {
    let parser = XMLParser(data: Data(text.utf8))
    let builder = XMLTreeBuilder()
    parser.delegate = builder
    let ok = parser.parse()
    if !ok || parser.parserError != nil || builder.root == nil {
      throw XMLProblem(
        message: "\(parser.parserError.map { "\($0)" } ?? "no root element")"
          + " at line \(parser.lineNumber), column \(parser.columnNumber)")
    }
    return builder.root!
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    let element = XMLElement(name: elementName, attributes: attributes)
    stack.last?.children.append(element)
    if stack.isEmpty { root = element }
    stack.append(element)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    stack.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    stack.last?.text += string
  }
}

struct XMLProblem: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// A real recording: markup with colours, bold, underline, a background and wide glyphs,
/// coloured from red to blue and rising into place, sampled at `fps`.
struct SVGFixture {
  static let markup =
    "[bold]Kin[/]etic [underline]SVG[/] 漢字 👍\n[on #303030]a<b & ]]>[/] [italic]\"q\" 'x'[/]"
  let scene: Scene
  let fps: Int
  /// The frames added, in order, with their times.
  var samples: [(frame: Frame, time: Double)] = []

  init(fps: Int = 10, depth: ColourDepth = .truecolor) throws {
    let text = layout(Self.markup, markup: true)
    let canvas = Canvas(
      size: GridSize(columns: 30, rows: 4), placing: text.size, at: .c, depth: depth)
    let c = Compositor(layout: text, canvas: canvas, rotations: shippedRotations)
    let red = RGBA(red: 1, green: 0.1, blue: 0.1)
    let blue = RGBA(red: 0.2, green: 0.4, blue: 1)
    let animations = [
      Animation(
        .basic(BasicAnimation(.foregroundColour, from: red, to: blue)),
        timing: Timing(duration: 1, fillMode: .both),
        stagger: Stagger(.column, spread: 0.5)),
      Animation(
        .basic(BasicAnimation(.offset, from: Vector(dx: 0, dy: 1), to: .zero)),
        timing: Timing(duration: 0.5, fillMode: .both)),
    ]
    scene = try Scene(compositor: c, animations: animations, seed: 4)
    self.fps = fps
    let last = Int((scene.duration * Double(fps)).rounded(.up))
    for k in 0...last {
      let time = Double(k) / Double(fps)
      samples.append((scene.frame(at: time), time))
    }
  }

  /// The recording of every sample.
  func recording(depth: ColourDepth = .truecolor) -> SVGRecording {
    var svg = SVGRecording(size: scene.compositor.canvas.size, depth: depth)
    for sample in samples { svg.add(sample.frame, at: sample.time) }
    return svg
  }

  /// The distinct frames in order of first appearance.
  var distinctFrames: [Frame] {
    var seen: Set<Frame> = []
    return samples.map(\.frame).filter { seen.insert($0).inserted }
  }
}

/// Checks that the `<text>` rows of `group` spell `frame`: every tspan's glyphs are the cells
/// from its column on (blanks inside a run as spaces), and every cell that shows text is in
/// some tspan.
func expectText(
  of group: XMLElement, matches frame: Frame,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  var covered: Set<GridPoint> = []
  for text in group.all("text") {
    guard let y = Int(text.attributes["y"] ?? ""), (y - 15) % 20 == 0 else {
      Issue.record("a <text> without a row's y: \(text.attributes)", sourceLocation: sourceLocation)
      continue
    }
    let row = (y - 15) / 20
    for span in text.all("tspan") {
      guard let x = Int(span.attributes["x"] ?? ""), x % 10 == 0 else {
        Issue.record("a <tspan> without a column's x", sourceLocation: sourceLocation)
        continue
      }
      var column = x / 10
      for character in span.text {
        guard column < frame.size.columns, row < frame.size.rows else {
          Issue.record("\(character) outside the frame", sourceLocation: sourceLocation)
          break
        }
        let cell = frame[column, row]
        #expect(
          cell.text == String(character), "row \(row) column \(column)",
          sourceLocation: sourceLocation)
        covered.insert(GridPoint(column: column, row: row))
        column += max(1, Int(cell.width))
      }
    }
  }
  for row in 0..<frame.size.rows {
    for column in 0..<frame.size.columns {
      let cell = frame[column, row]
      if !cell.isContinuation, cell.text != " " {
        #expect(
          covered.contains(GridPoint(column: column, row: row)),
          "\(cell.text) at \(column), \(row) is in no tspan", sourceLocation: sourceLocation)
      }
    }
  }
}
