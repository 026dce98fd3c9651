import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction
import KinetypeLayout

/// Scene 5, the selectable rich label (the CJLabel seed): paragraphs of attributed text with
/// links, background fills, strokes and strikethroughs, whose words can be selected, extended
/// with handles under a magnifier, and copied.
///
/// The texts are markup from `demo-scenes.yaml`'s `label:` section (`LabelSettings`). Each label is
/// laid out wrapped to the scene's width by the `Typesetter` and drawn by the `Compositor`, so
/// its cells carry their links (OSC 8 on screen). One selection exists at a time across the
/// labels; selecting in one label drops the selection in another.
struct LabelScene: DemoScene {
  let settings: LabelSettings
  /// Every link of every label, in reading order (glyph indices don't depend on the width).
  let links: [LabelLink]
  var size: GridSize = .zero
  /// The labels laid out at the scene's width, top to bottom.
  var labels: [PlacedLabel] = []
  var selection: LabelSelection?
  /// Whether `a` selected every label: the selection then spans them all (`selection` holds
  /// the last label whole, for its end handle). Any change to the selection ends it.
  var selectsAll = false
  /// Whether a handle is being dragged: the selection's focus follows the pointer and the
  /// magnifier shows the text under it.
  var isDragging = false
  /// The link Tab moved to (an index into `links`): Enter reports it, `c` copies it.
  var focusedLink: Int?
  var report: String?
  var requests: [ProgramRequest] = []

  /// Columns left free either side of the text: room for a handle and a stroke's box.
  static let margin = 2
  /// The scene row the first label's area starts on (row 0 holds the hint).
  static let firstRow = 1
  static let hint = "double-click or hold a word · drag its handles · click a link · ? help"

  /// The scene from the demo's resources.
  ///
  /// - Throws: `DemoError` with the problems of `demo-scenes.yaml`'s `label:` section.
  init(_ resources: DemoResources) throws(DemoError) {
    self.init(settings: try LabelSettings.read(resources.settings))
  }

  init(settings: LabelSettings) {
    self.settings = settings
    links = settings.texts.enumerated().flatMap { index, text in
      LabelLink.all(in: Typesetter.layout(text), label: index)
    }
  }

  func nextChange(after time: Double) -> Double? { nil }

  /// Ctrl-C copies while something is selected (otherwise it quits the demo).
  func claims(_ key: Key) -> Bool { key == .ctrl("c") && selection != nil }

  var help: [HelpEntry] {
    [
      HelpEntry("click a link, Enter", "report the link's address (Tab focuses one)"),
      HelpEntry("hold on a link, c", "copy the link's address instead"),
      HelpEntry("Tab, shift+Tab", "focus the next / previous link"),
      HelpEntry("double-click, hold", "select a word"),
      HelpEntry("drag over text", "select from the press to the pointer"),
      HelpEntry("drag a handle ▐ ▌", "extend the selection (magnified above)"),
      HelpEntry("shift+arrows", "extend the selection (or start one)"),
      HelpEntry("a", "select all the labels"),
      HelpEntry("y, Ctrl-C", "copy the selection (printed at exit)"),
      HelpEntry("Esc, click elsewhere", "clear the selection"),
    ]
  }

  /// Lays the labels out for `size`: wrapped to its width less the margins, one under the
  /// other, each in an area a row taller than its text above and below (a stroke's box).
  mutating func resize(to size: GridSize) {
    self.size = size
    let width = max(1, size.columns - 2 * Self.margin)
    var row = Self.firstRow
    labels = settings.texts.map { text in
      let layout = Typesetter.layout(text, options: LayoutOptions(width: width))
      let area = GridSize(columns: size.columns, rows: layout.size.rows + 2)
      let canvas = Canvas(size: area, textOrigin: GridPoint(column: Self.margin, row: 1))
      let placed = PlacedLabel(
        layout: layout, top: row, origin: GridPoint(column: Self.margin, row: row + 1),
        frame: Compositor(layout: layout, canvas: canvas).staticFrame())
      row += area.rows
      return placed
    }
  }
}

/// A label laid out and drawn at the scene's width.
struct PlacedLabel: Hashable, Sendable {
  var layout: TextLayout
  /// The scene row the label's area (its frame) starts on.
  var top: Int
  /// The scene cell of the layout's (0, 0).
  var origin: GridPoint
  /// The label as the compositor draws it, a row of room above and below the text.
  var frame: Frame

  /// `point` (scene) in layout coordinates.
  func local(_ point: GridPoint) -> GridPoint {
    GridPoint(column: point.column - origin.column, row: point.row - origin.row)
  }

  /// `point` (layout) in scene coordinates.
  func scene(_ point: GridPoint) -> GridPoint {
    GridPoint(column: point.column + origin.column, row: point.row + origin.row)
  }
}

/// A link in a label: a run of glyphs in text order with the same target.
struct LabelLink: Hashable, Sendable {
  var label: Int
  var glyphs: Range<Int>
  var url: String

  /// The links of `layout`, in text order; a link that wraps is one link.
  static func all(in layout: TextLayout, label: Int) -> [LabelLink] {
    var links: [LabelLink] = []
    for (index, glyph) in layout.glyphs.enumerated() {
      guard let url = layout.attributes(of: glyph).link else { continue }
      if let last = links.last, last.url == url, last.glyphs.upperBound == index {
        links[links.count - 1].glyphs = last.glyphs.lowerBound..<(index + 1)
      } else {
        links.append(LabelLink(label: label, glyphs: index..<(index + 1), url: url))
      }
    }
    return links
  }
}
