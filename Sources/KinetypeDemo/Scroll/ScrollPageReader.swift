import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore
import KinetypeEffects
import KinetypeLayout
import KinetypeYAML

/// Reads `scroll-scene.yaml` (its format is the comment at the top of the file) into a
/// `ScrollPage`, walking YAML nodes so that every problem is a diagnostic at its line, column
/// and key path, with what to do about it. Every problem is collected, not only the first.
struct ScrollPageReader: YAMLReader {
  let origin: String
  /// Finds the fonts of display-type texts (`font:`); nil where there are none.
  let findFont: DemoResources.FontFinder?
  /// The pictures `picture:` may name: file name → ANSI text.
  let pictures: [String: DemoResources.DataFile]
  var diagnostics: [Diagnostic] = []

  init(
    origin: String, findFont: DemoResources.FontFinder? = nil,
    pictures: [String: DemoResources.DataFile] = [:]
  ) {
    self.origin = origin
    self.findFont = findFont
    self.pictures = pictures
  }

  /// The page `file` describes, its display type set in fonts `findFont` finds and its
  /// pictures taken from `pictures`.
  ///
  /// - Throws: `DemoError` with every problem in the file, each located.
  static func read(
    _ file: DemoResources.DataFile, findFont: DemoResources.FontFinder? = nil,
    pictures: [String: DemoResources.DataFile] = [:]
  ) throws(DemoError) -> ScrollPage {
    var reader = ScrollPageReader(origin: file.origin, findFont: findFont, pictures: pictures)
    let page = reader.document(file.text)
    guard let page, reader.diagnostics.isEmpty else { throw DemoError(reader.diagnostics) }
    return page
  }

  static let topKeys = ["sections"]
  static let sectionKeys = ["name", "height", "sticky", "elements"]
  static let kinds = ["text", "bar", "box", "picture"]
  static let elementKeys = kinds + ["at", "align", "colour", "background", "font", "tracks"]

  mutating func document(_ text: String) -> ScrollPage? {
    let root: Node?
    do {
      root = try YAMLDocument.compose(text, origin: origin)
    } catch {
      diagnostics.append(error.diagnostic)
      return nil
    }
    guard let root else {
      diagnostics.append(
        Diagnostic(
          .error, at: SourceLocation(file: origin, line: 1, column: 1), "the page has no sections",
          hint: "describe the page under 'sections:' (the format is in the comment at the top)"))
      return nil
    }
    guard let top = fields(root, path: nil, allowed: Self.topKeys, required: Self.topKeys),
      let list = top["sections"].flatMap({ sequence($0, path: "sections") })
    else { return nil }
    guard !list.isEmpty else {
      fail(top["sections"]!, "sections", "the page has no sections", hint: "add at least one")
      return nil
    }
    var sections: [ScrollSection] = []
    var row = 0
    for (index, node) in list.enumerated() {
      guard let section = section(node, path: "sections[\(index)]", top: row) else { continue }
      sections.append(section)
      row += section.height
    }
    return ScrollPage(sections: sections)
  }

  private mutating func section(_ node: Node, path: String, top: Int) -> ScrollSection? {
    guard let keys = fields(node, path: path, allowed: Self.sectionKeys, required: ["height"])
    else { return nil }
    if let name = keys["name"] { _ = text(name, path: path + ".name") }
    let height = keys["height"].flatMap { whole($0, path: path + ".height", in: 1...100_000) }
    let sticky = keys["sticky"].map { boolean($0, path: path + ".sticky") } ?? false
    var elements: [ScrollElement] = []
    if let list = keys["elements"].flatMap({ sequence($0, path: path + ".elements") }) {
      for (index, node) in list.enumerated() {
        if let element = element(node, path: path + ".elements[\(index)]") {
          elements.append(element)
        }
      }
    }
    guard let height, let sticky else { return nil }
    return ScrollSection(top: top, height: height, isSticky: sticky, elements: elements)
  }

  private mutating func element(_ node: Node, path: String) -> ScrollElement? {
    guard let keys = fields(node, path: path, allowed: Self.elementKeys, required: []) else {
      return nil
    }
    let kinds = Self.kinds.filter { keys[$0] != nil }
    guard kinds.count == 1, let kind = kinds.first, let content = keys[kind] else {
      fail(
        node, path,
        kinds.isEmpty
          ? "an element needs 'text:', 'bar:', 'box:' or 'picture:'"
          : "an element is one thing; this one has \(kinds.map { "'\($0):'" }.joined(separator: " and "))",
        hint: "give it exactly one of text, bar, box and picture")
      return nil
    }
    var column = ScrollElement.Placement.centre
    var row = ScrollElement.Placement.centre
    // A bad place is reported and the rest still read, for their problems.
    var placed = true
    if let at = keys["at"] {
      if let (across, down) = placement(at, path: path + ".at") {
        (column, row) = (across, down)
      } else {
        placed = false
      }
    }
    let misplacedKeys =
      switch kind {
      case "text": ["colour", "background"]
      case "picture": ["colour", "align", "font", "background"]
      case "bar": ["align", "font", "background"]
      default: ["align", "font"]
      }
    for key in misplacedKeys {
      guard let misplaced = keys[key] else { continue }
      fail(
        misplaced, path + "." + key, "'\(key)' is not for a \(kind)",
        hint: kind == "text"
          ? "give the text its colour in markup ([#ff8800]…[/]) or with a colour track"
          : "remove it; 'align' lines up the lines of a text and 'font' sets it in display type")
    }
    let colour: RGBA? = keys["colour"].flatMap { self.rgba($0, path: path + ".colour") }
    let background: RGBA? = keys["background"].flatMap {
      self.rgba($0, path: path + ".background")
    }
    let tracks = keys["tracks"]
    // A bad content is reported and the tracks still read (over a stand-in), for their
    // problems.
    let element: ScrollElement?
    switch kind {
    case "text":
      let markup = text(content, path: path + ".text")
      let alignment = keys["align"].flatMap {
        word($0, path: path + ".align", among: TextAlignment.allCases.map(\.rawValue))
      }
      var fonts: [FIGletFont?]? = [nil]
      if let node = keys["font"] { fonts = self.fonts(node, path: path + ".font") }
      element = textElement(
        markup ?? "", node: content, format: .markup, fonts: fonts ?? [nil],
        alignment: alignment.flatMap(TextAlignment.init) ?? .left, tracks: tracks, path: path,
        column: column, row: row)
      if markup == nil || fonts == nil { return nil }
    case "picture":
      guard let name = text(content, path: path + ".picture") else { return nil }
      guard let picture = pictures[name] else {
        fail(
          content, path + ".picture", "no picture named '\(name)'",
          hint: "name one of " + pictures.keys.sorted().joined(separator: ", "))
        return nil
      }
      element = textElement(
        picture.text, node: content, format: .ansi, fonts: [nil], alignment: .left,
        tracks: tracks, path: path, column: column, row: row)
    case "bar":
      let width = whole(content, path: path + ".bar", in: 1...100_000)
      var shape = ShapeTracks()
      shape.colour = PositionTrack(
        startValue: colour ?? ShapeTracks.defaultColour, colourSpace: .hsb)
      if let tracks { shapeTracks(tracks, path: path + ".tracks", kind: kind, into: &shape) }
      element = width.map {
        ScrollElement(content: .bar(width: $0, tracks: shape), column: column, row: row)
      }
    default:
      let size = cellSize(content, path: path + ".box")
      var shape = ShapeTracks()
      shape.colour = PositionTrack(
        startValue: colour ?? ShapeTracks.defaultColour, colourSpace: .hsb)
      shape.width = PositionTrack(startValue: Double(size?.columns ?? 1))
      shape.height = PositionTrack(startValue: Double(size?.rows ?? 1))
      if let tracks { shapeTracks(tracks, path: path + ".tracks", kind: kind, into: &shape) }
      element = size.map {
        ScrollElement(
          content: .box(size: $0, tracks: shape, background: background), column: column, row: row)
      }
    }
    return placed ? element : nil
  }

  /// A text element: the markup laid out in each of `fonts` (nil: plain text), and its
  /// tracks compiled over each layout's glyphs.
  private mutating func textElement(
    _ markup: String, node: Node, format: TextFormat, fonts: [FIGletFont?],
    alignment: TextAlignment, tracks: Node?, path: String,
    column: ScrollElement.Placement, row: ScrollElement.Placement
  ) -> ScrollElement? {
    let read = TextReader.read(markup, format: format)
    for problem in read.diagnostics {
      fail(
        node, path + ".text", "\(problem.message) (at \(problem.location) of the text)",
        hint: problem.hint ?? "write '[[' for a literal '['")
    }
    var settings: [TextSetting] = []
    for font in fonts {
      let layout = Typesetter.layout(
        read.text, options: LayoutOptions(alignment: alignment, font: font))
      let compositor = Compositor(layout: layout, canvas: Canvas(size: layout.size))
      let animations =
        tracks.map {
          textTracks($0, path: path + ".tracks", colour: RGBA(compositor.canvas.defaultForeground))
        } ?? []
      do {
        let timeline = try Timeline(
          glyphs: compositor.geometry(), models: compositor.models(), animations: animations,
          anchor: .textCentre)
        settings.append(TextSetting(compositor: compositor, timeline: timeline))
      } catch {
        for problem in error.diagnostics {
          fail(
            tracks ?? node, path + ".tracks",
            problem.path.map { "\($0): " + problem.message }
              ?? problem.message, hint: problem.hint ?? "change the track")
        }
        return nil
      }
    }
    return ScrollElement(content: .text(settings), column: column, row: row)
  }

  /// The keys of a mapping, after reporting those not `allowed` and the `required` missing.
  ///
  /// Returns the known keys even when some are wrong, so that what follows is checked too;
  /// nil when `node` is not a mapping.
  mutating func fields(_ node: Node, path: String?, allowed: [String], required: [String])
    -> [String: Node]?
  {
    guard case .mapping(let mapping) = node else {
      fail(
        node, path, "expected a mapping of keys (\(allowed.joined(separator: ", ")))",
        hint: "write one 'key: value' per line, indented under its parent")
      return nil
    }
    var keys: [String: Node] = [:]
    for (key, value) in mapping {
      let name = key.scalar?.string ?? "?"
      guard allowed.contains(name) else {
        fail(
          key, path.map { "\($0).\(name)" } ?? name, "unknown key '\(name)'",
          hint: "the keys here are \(allowed.joined(separator: ", "))")
        continue
      }
      keys[name] = value
    }
    for name in required where keys[name] == nil {
      fail(
        node, path, "missing '\(name)'",
        hint: "add '\(name):' (the format is in the comment at the top of the file)")
    }
    return keys
  }

  /// A display-type text's fonts: one name, or a list of names tried in turn on narrower
  /// views (`[smooth, pixel, plain]`; `plain` sets the text in plain cells, nil in the list);
  /// nil when a font cannot be had (reported).
  private mutating func fonts(_ node: Node, path: String) -> [FIGletFont?]? {
    guard case .sequence = node else { return font(node, path: path).map { [$0] } }
    let items = sequence(node, path: path) ?? []
    if items.isEmpty {
      fail(node, path, "expected at least one font", hint: "e.g. 'font: [smooth, pixel]'")
      return nil
    }
    var fonts: [FIGletFont?] = []
    var found = true
    for (index, item) in items.enumerated() {
      if item.scalar?.string == "plain" {
        fonts.append(nil)
      } else if let font = font(item, path: "\(path)[\(index)]") {
        fonts.append(font)
      } else {
        found = false
      }
    }
    return found ? fonts : nil
  }

  /// A display-type text's font, found by name.
  private mutating func font(_ node: Node, path: String) -> FIGletFont? {
    guard let name = text(node, path: path) else { return nil }
    guard let findFont else {
      fail(
        node, path, "font '\(name)' cannot be used: no fonts are available here",
        hint: "name a font of effects/fonts or /usr/share/figlet")
      return nil
    }
    do {
      return try findFont(name)
    } catch {
      fail(
        node, path, "font '\(name)' cannot be used: \(error)",
        hint: "name a font of effects/fonts or /usr/share/figlet")
      return nil
    }
  }

  mutating func note(_ node: Node, _ path: String?, _ message: String) {
    diagnostics.append(Diagnostic(.note, at: location(node), path: path, message))
  }
}
