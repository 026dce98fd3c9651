import KinetypeCompositor
import KinetypeCore

/// A recording as an animated SVG: one group per distinct screen, each row of text a `<text>`
/// with a `<tspan>` per styled run, and CSS keyframes that show each group while its screen is
/// on.
///
/// The document plays once and then holds the last screen (set `loops` to play it again and
/// again). Before the first screen's time only the background shows. A viewer without CSS
/// animations shows the last screen alone.
///
/// Cells are `cellWidth × cellHeight` pixels and every run is placed at its column, with its
/// `textLength` set to the cells it covers, so wide glyphs (CJK, emoji) stay on the grid
/// whatever the font's advances. Screens are turned into markup as they are added, so memory
/// holds each distinct screen's markup, not its cells; identical screens are kept once however
/// often they come back, and consecutive cells of one look are one run.
///
/// Deterministic: the same frames at the same times give the same bytes (classes and ids are
/// numbered in order of first use; nothing reads the clock).
public struct SVGRecording: Sendable {
  /// The width of one cell in pixels.
  public static let cellWidth = 10
  /// The height of one cell in pixels.
  public static let cellHeight = 20
  /// The font size in pixels: a monospace font's advance is about 0.6 em, close to a cell.
  public static let fontSize = 16
  /// Pixels from a cell's top to the text's baseline.
  static let baseline = 15

  public let size: GridSize
  public let depth: ColourDepth
  /// The colour behind everything, and what the terminal's default background is taken to be.
  public let background: RGB
  /// What the terminal's default foreground is taken to be (xterm's colour 7, as `Canvas`).
  public let foreground: RGB
  /// Whether the animation starts again after `duration` rather than holding the last screen.
  public var loops = false

  /// The markup inside each distinct screen's group, in order of first appearance.
  var screens: [String] = []
  private var screenNumbers: [String: Int] = [:]
  /// Each change of screen: which screen shows from which time; times increase.
  var changes: [(screen: Int, time: Double)] = []
  /// The looks (bold, underline, …) in use, numbered in order of first use (class `s0`, …).
  var styles = StyleTable()
  private var previous: Frame? = nil
  private var lastTime: Double? = nil

  /// An empty recording of frames of `size`.
  ///
  /// - Parameters:
  ///   - depth: the colours shown, reduced as a terminal of this depth would show them.
  ///   - background: the picture's background, where a cell has the default background.
  ///   - foreground: the colour of text in the default foreground.
  public init(
    size: GridSize, depth: ColourDepth = .truecolor, background: RGB = RGB(0, 0, 0),
    foreground: RGB = RGB(229, 229, 229)
  ) {
    self.size = size
    self.depth = depth
    self.background = background
    self.foreground = foreground
  }

  /// Adds the screen shown from `time` on (times increase; a frame equal to the previous one is
  /// not a new screen).
  ///
  /// A frame of another size than the recording's is drawn from its top-left corner and clipped
  /// by the picture's edges.
  public mutating func add(_ frame: Frame, at time: Double) {
    precondition(time.isFinite && time >= 0, "frame times are finite and not negative")
    precondition(lastTime.map { time > $0 } ?? true, "frame times must increase")
    lastTime = time
    if frame == previous { return }
    previous = frame
    let markup = markup(of: frame)
    let number: Int
    if let known = screenNumbers[markup] {
      number = known
    } else {
      number = screens.count
      screens.append(markup)
      screenNumbers[markup] = number
    }
    // Two frames that differ only where nothing shows (a link, the style of a blank) look alike.
    if changes.last?.screen == number { return }
    changes.append((number, time))
  }

  /// The whole document: an SVG that plays the recording once, lasting `duration` seconds, and
  /// then holds the last screen (or starts again, when `loops` is set).
  ///
  /// A screen added at or after `duration` shows once the animation has ended; one whose turn
  /// is too short to show at a hundred-thousandth of a per cent is left out. A duration that is
  /// not positive or not finite gives a still picture of the last screen.
  public func document(duration: Double) -> String {
    let width = size.columns * Self.cellWidth
    let height = size.rows * Self.cellHeight
    let plan = Plan(changes: changes, duration: duration, loops: loops)
    var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    out += #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)""#
    out += #" viewBox="0 0 \#(width) \#(height)" xml:space="preserve">"# + "\n"
    out += "<style>\n"
    out += "text{font-family:\"DejaVu Sans Mono\",\"Cascadia Mono\",Menlo,Consolas,monospace;"
    out += "font-size:\(Self.fontSize)px;fill:\(foreground.hex);"
    // Cells are in display order already: no bidirectional reordering inside a run.
    out += "unicode-bidi:bidi-override;direction:ltr}\n"
    out += "g{visibility:hidden}\n"
    for (number, look) in styles.looks.enumerated() {
      out += ".s\(number){\(look.css)}\n"
    }
    out += plan.css
    out += "</style>\n"
    out += #"<rect width="\#(width)" height="\#(height)" fill="\#(background.hex)"/>"# + "\n"
    for (id, screen) in plan.shown.enumerated() {
      out += #"<g id="f\#(id)">"# + screens[screen] + "</g>\n"
    }
    out += "</svg>\n"
    return out
  }
}
