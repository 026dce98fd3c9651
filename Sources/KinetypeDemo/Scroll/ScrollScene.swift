import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction

/// The scroll-driven scene (the Ouroboros seed): a tall page of sections whose elements move,
/// recolour, resize and fade as functions of the scroll position alone.
///
/// The wheel, the arrows, PgUp / PgDn (and space), Home / End, and the scrollbar at the right
/// edge (drag its thumb, or click the trough for a page) set where the scroll comes to rest;
/// the position eases there over `easeDuration`, and the picture is `frame(position:)` of the
/// position at the time, so it never depends on the way the position was reached. The page
/// and its tracks come from `scroll-scene.yaml`.
public struct ScrollScene: DemoScene {
  let page: ScrollPage
  public internal(set) var size: GridSize = .zero
  var motion = ScrollMotion.resting(at: 0)
  /// While the thumb is dragged: the row of the thumb under the pointer, from the thumb's top.
  var grab: Int?
  public internal(set) var report: String?
  public var requests: [ProgramRequest] { [] }

  /// How long a scroll eases to its target, in seconds; a dragged thumb moves at once.
  static let easeDuration = 0.2
  /// Rows a turn of the wheel scrolls.
  static let wheelRows = 3.0

  /// The scene `resources.scrollScene` describes.
  ///
  /// - Throws: `DemoError` with every problem in the file, each located.
  public init(_ resources: DemoResources) throws(DemoError) {
    page = try ScrollPageReader.read(
      resources.scrollScene, findFont: resources.findFont,
      pictures: ["demo-picture.txt": resources.picture])
  }

  /// The page's view: the scene's area less the scrollbar's column.
  var viewSize: GridSize { GridSize(columns: max(0, size.columns - 1), rows: size.rows) }

  var scrollbar: Scrollbar { Scrollbar(viewRows: size.rows, pageRows: page.height) }

  /// Where the scroll comes to rest: the last input's target.
  public var target: Double { motion.to }

  /// The scroll position at `time`.
  public func position(at time: Double) -> Double { motion.position(at: time) }

  public func frame(at time: Double) -> Frame { frame(position: position(at: time)) }

  /// The scene with the page scrolled to `position`: a pure function of the position (and
  /// the size, and whether the thumb is held, which brightens it), however it was reached.
  public func frame(position: Double) -> Frame {
    var frame = Frame(size: size)
    guard size.columns > 0, size.rows > 0 else { return frame }
    frame.draw(page.frame(at: position, size: viewSize), at: .zero)
    let column = size.columns - 1
    let thumb = scrollbar.thumb(at: position)
    // Bright enough to find at a glance on a dark background (issue 17: it was faint).
    let trough = CellStyle(foreground: .rgb(RGB(0x80, 0x80, 0x80)))
    let handle = CellStyle(
      foreground: .rgb(grab == nil ? RGB(0xd0, 0xd0, 0xd0) : RGB(255, 255, 255)))
    for row in 0..<size.rows {
      let onThumb = thumb.contains(row)
      frame.put(
        onThumb ? "█" : "│", width: 1, style: onThumb ? handle : trough,
        at: GridPoint(column: column, row: row))
    }
    return frame
  }

  public func nextChange(after time: Double) -> Double? {
    motion.isMoving(at: time) ? time : nil
  }

  public func claims(_ key: Key) -> Bool { false }

  public var help: [HelpEntry] {
    [
      HelpEntry("wheel, ↑ ↓", "scroll three rows, one row"),
      HelpEntry("PgUp PgDn, space", "scroll a page up, down"),
      HelpEntry("Home End", "the top, the bottom of the page"),
      HelpEntry("drag the bar's thumb", "scroll with it"),
      HelpEntry("click the bar's trough", "a page toward the click"),
    ]
  }
}
