import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction

/// The demo's first scene: tags on a picture, after XiaoHongShu's photo tags.
///
/// A picture fills the scene. A click on it (or Enter at the keyboard cursor) opens an input
/// line for a new tag's texts, one to three lines; the tag appears at that point: a dot, a
/// line from it for each text, and the texts on the lines. A click on a dot moves the tag to
/// the next of the twelve styles (`tag-styles.yaml`) with an animated change; a click on a
/// text edits it; a long press on any part deletes the tag; a drag moves it. In view mode
/// (`v`) a click hides every tag in three steps (texts, lines, dots) and the next shows them
/// again in reverse. Every action has a key (`help`).
///
/// Places are fractions of the picture, which stretches to fill the scene, so tags keep
/// their places when the terminal is resized. A pure value: animations are the times they
/// began, evaluated by `frame(at:)`.
struct TagScene: DemoScene {
  /// A tag being dragged: which, where it was, and the cell the drag began in.
  struct Drag: Hashable, Sendable {
    var id: Int
    var origin: Point
    var start: GridPoint
  }

  /// View mode, and the last hiding or showing of the tags in it.
  struct ViewMode: Hashable, Sendable {
    var isOn = false
    var sequence: TagSequence?

    /// Whether the tags are hidden (or hiding).
    var hidesTags: Bool { sequence?.hides ?? false }
  }

  let book: TagStyleBook
  let picture: TagPicture
  private(set) var size: GridSize = .zero
  /// The picture at `size`, made when the size changes.
  private(set) var backdrop = Frame(size: .zero)
  /// Bottom first: later tags are drawn over earlier ones and take clicks first.
  var tags: [Tag] = []
  var nextID = 1
  /// The keyboard cursor's place, as fractions of the picture.
  var cursor = Point(x: 0.5, y: 0.5)
  /// Whether the cursor shows: from the first key that uses it.
  var showsCursor = false
  var input: TagInput?
  var view = ViewMode()
  /// The tag the arrows move (`m`).
  var grabbed: Int?
  var drag: Drag?
  private(set) var report: String?

  var requests: [ProgramRequest] { [] }

  /// The scene with no tags.
  ///
  /// - Throws: `DemoError` with `tag-styles.yaml`'s problems, each located.
  init(_ resources: DemoResources) throws(DemoError) {
    book = try TagStyleBook.read(resources.tagStyles.text, origin: resources.tagStyles.origin)
    picture = TagPicture(resources.picture)
  }

  func update(_ event: ProgramEvent) -> TagScene {
    var next = self
    next.report = nil
    switch event {
    case .resized(let size, _):
      next.size = size
      next.backdrop = picture.frame(size: size)
    case .tick, .mouse:
      break
    case .key(let key, let time):
      next.press(key, at: time)
    case .gesture(let gesture):
      next.handle(gesture)
    }
    next.prune(at: event.time)
    return next
  }

  func nextChange(after time: Double) -> Double? {
    isAnimating(at: time) ? time : nil
  }

  func claims(_ key: Key) -> Bool { input != nil }

  var help: [HelpEntry] {
    [
      HelpEntry("click picture, Enter", "new tag there (at the cursor)"),
      HelpEntry("type, Enter", "next line, up to 3 (name: value shows the name dim)"),
      HelpEntry("empty Enter, Ctrl-D", "finish the texts; Esc cancels, Ctrl-U clears"),
      HelpEntry("click dot, s", "next style: right/left × straight/slanted × 1-3"),
      HelpEntry("click text, e", "edit the tag's texts"),
      HelpEntry("long press, d, Delete", "delete the tag"),
      HelpEntry("drag, shift+arrows", "move the tag"),
      HelpEntry("m", "grab the tag: arrows move it, m or Enter drops"),
      HelpEntry("arrows, Tab", "move the cursor; Tab jumps to the next tag"),
      HelpEntry("n", "new tag at the cursor, even over a tag"),
      HelpEntry("v", "view mode: click or Enter hides or shows all"),
    ]
  }

  /// Whether anything moves at `time`, or a deleted tag waits to be removed.
  func isAnimating(at time: Double) -> Bool {
    if view.sequence?.isMoving(at: time) == true { return true }
    return tags.contains { tag in
      tag.deleted != nil || sequence(showing: tag).isMoving(at: time)
        || (tag.styleChange.map { time < $0.time + book.timing.style } ?? false)
    }
  }

  /// Removes the tags whose deletion has played out by `time`.
  private mutating func prune(at time: Double) {
    tags.removeAll { tag in
      guard let deleted = tag.deleted else { return false }
      return !TagSequence(start: deleted, hides: true, timing: book.timing).isMoving(at: time)
    }
  }

  /// The show sequence a tag began with.
  func sequence(showing tag: Tag) -> TagSequence {
    TagSequence(start: tag.created, hides: false, timing: book.timing)
  }

  /// Sets the status line's text.
  mutating func say(_ text: String) { report = text }

  /// The cell a place falls in, on a picture of `size` (clamped to it).
  static func cell(of position: Point, in size: GridSize) -> GridPoint {
    func index(_ fraction: Double, _ count: Int) -> Int {
      guard count > 0, fraction.isFinite else { return 0 }
      return min(max(Int((fraction * Double(count)).rounded(.down)), 0), count - 1)
    }
    return GridPoint(column: index(position.x, size.columns), row: index(position.y, size.rows))
  }

  /// The place at the centre of `cell`, as fractions of a picture of `size`.
  static func position(of cell: GridPoint, in size: GridSize) -> Point {
    Point(
      x: (Double(cell.column) + 0.5) / Double(max(1, size.columns)),
      y: (Double(cell.row) + 0.5) / Double(max(1, size.rows)))
  }

  /// The cursor's cell.
  var cursorCell: GridPoint { Self.cell(of: cursor, in: size) }
}
