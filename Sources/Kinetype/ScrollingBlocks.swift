import KinetypeCompositor
import KinetypeCore
import KinetypeLayout
import KinetypeTerminal

/// Text played as a terminal shows text arriving: in blocks of lines, each block animating in
/// below the lines before it (at rest), the screen scrolling up once it is full. For text
/// still arriving (a pipe that has not ended) and for text taller than the screen.
///
/// It is a sequence of scenes, never a timeline that changes: a block is chosen (a range of
/// lines) when the one before it has played out, and from then on its scene is a pure
/// function of its lines and the screen's size. Only a screenful is ever laid out, so time
/// and memory per block do not grow with the text.
public final class ScrollingBlocks: SceneSequence {
  /// What to do with lines waiting beyond a screenful (text arriving faster than blocks play,
  /// or text taller than the screen).
  public enum Backlog: String, CaseIterable, Sendable {
    /// Only the newest screenful animates; the lines before it scroll past at once (they are
    /// all printed when play ends). Play takes a few effects' time, whatever the text's size.
    case latest
    /// Every screenful animates in turn: a long text takes as long as its pages.
    case all
  }

  /// The text, as it arrives.
  public let text: ArrivingText
  private let recipe: SceneRecipe
  private let effect: Effect
  private let format: TextFormat
  private let readOptions: ReadOptions
  private let backlog: Backlog
  /// How many rows of the screen the blocks fill (the screen's, when they were chosen).
  private var rows: Int
  /// The blocks chosen so far, as ranges of line numbers.
  public private(set) var blocks: [Range<Int>] = []

  /// Blocks of `text`, each played with `effect` as `recipe` sets text (its canvas and anchor
  /// aside: blocks fill the screen from its top-left, as a terminal does).
  ///
  /// - Parameters:
  ///   - format, readOptions: how each block's bytes are read (a block is read on its own).
  ///   - rows: the screen's height, for choosing blocks.
  public init(
    text: ArrivingText, recipe: SceneRecipe, effect: Effect, format: TextFormat,
    readOptions: ReadOptions, backlog: Backlog, rows: Int
  ) {
    self.text = text
    self.recipe = recipe
    self.effect = effect
    self.format = format
    self.readOptions = readOptions
    self.backlog = backlog
    self.rows = rows
  }

  /// Whether `text` plays in scrolling blocks rather than as one scene: when `forced` says
  /// so (`--stream`, `--no-stream`), else when it is still arriving; and whatever `forced`
  /// says, when it has more lines than a screen of `rows` shows (the backlog policy, not
  /// 2,315 pages in turn, decides how a megabyte plays).
  public static func plays(
    _ text: ArrivingText, recipe: SceneRecipe, rows: Int, forced: Bool?
  ) -> Bool {
    let linesPerScreen = max(1, rows / (recipe.font?.height ?? 1))
    if text.lineCount > linesPerScreen { return true }
    return forced ?? !text.hasEnded
  }

  /// How many lines a block holds at most: a screenful (of big lines, with a font).
  private var linesPerScreen: Int { max(1, rows / (recipe.font?.height ?? 1)) }

  /// The block after the `shown` lines already played, from `available` lines, by `backlog`;
  /// nil when no line waits.
  public static func nextBlock(
    after shown: Int, available: Int, linesPerScreen: Int, backlog: Backlog
  ) -> Range<Int>? {
    guard available > shown else { return nil }
    switch backlog {
    case .latest: return max(shown, available - linesPerScreen)..<available
    case .all: return shown..<min(available, shown + linesPerScreen)
    }
  }

  public func refresh(wantingSceneAfter index: Int?) throws -> (count: Int, isOpen: Bool) {
    try text.read(waiting: 0)
    if let index, index == blocks.count - 1, !text.hasEnded { chooseNextBlock() }
    guard text.hasEnded else { return (max(1, blocks.count), true) }
    // All here: the blocks still to come are known.
    let waiting = text.lineCount - (blocks.last?.upperBound ?? 0)
    let toCome =
      waiting <= 0
      ? 0 : backlog == .latest ? 1 : (waiting + linesPerScreen - 1) / linesPerScreen
    return (max(1, blocks.count + toCome), false)
  }

  public func scene(_ index: Int, size: GridSize) throws -> any PlayableScene {
    rows = size.rows
    while blocks.count <= index { chooseNextBlock(orEmpty: true) }
    return try block(lines: blocks[index], size: size)
  }

  /// Chooses the next block from the lines waiting; with none, an empty block when `orEmpty`
  /// (play starts before the first line has come).
  private func chooseNextBlock(orEmpty: Bool = false) {
    let shown = blocks.last?.upperBound ?? 0
    if let block = Self.nextBlock(
      after: shown, available: text.lineCount, linesPerScreen: linesPerScreen, backlog: backlog)
    {
      blocks.append(block)
    } else if orEmpty {
      blocks.append(shown..<shown)
    }
  }

  /// The scene of `lines` on a screen of `size`, below the lines before them at rest.
  public func block(lines: Range<Int>, size: GridSize) throws -> ScrollingBlock {
    let options = recipe.layoutOptions(size: size)
    let layout = Typesetter.layout(read(lines), options: options)
    // The lines above it: as many as could show, at rest.
    let historyLines = max(0, lines.lowerBound - linesPerScreen)..<lines.lowerBound
    let history = Typesetter.layout(read(historyLines), options: options)
    let historyRows = historyLines.isEmpty ? 0 : history.size.rows
    // Below the history, or (a block taller than the screen, wrapped) its bottom row on the
    // screen's: the newest text shows, as a terminal shows it.
    let top = min(historyRows, size.rows - layout.size.rows)
    var backdrop = Frame(size: size)
    if top > 0 {
      var canvas = recipe.surface(size: history.size, placing: history.size)
      canvas.textOrigin = .zero
      let atRest = try recipe.scene(layout: history, effect: effect, canvas: canvas).finalFrame
      backdrop.draw(atRest, at: GridPoint(column: 0, row: top - historyRows))
    }
    var canvas = recipe.surface(size: size, placing: layout.size)
    canvas.textOrigin = GridPoint(column: 0, row: top)
    let scene = try recipe.scene(layout: layout, effect: effect, canvas: canvas)
    return ScrollingBlock(scene: scene, backdrop: backdrop)
  }

  private func read(_ lines: Range<Int>) -> AttributedText {
    recipe.prepared(
      TextReader.read(Array(text.bytes(ofLines: lines)), format: format, options: readOptions)
        .text)
  }
}

/// One block of scrolling text: its scene drawn over what the screen already shows.
public struct ScrollingBlock: PlayableScene {
  /// The block's effect, on a canvas the screen's size with the block at its row.
  public let scene: Scene
  /// The lines before the block, at rest, scrolled up to make room.
  public let backdrop: Frame

  public var duration: Double { scene.duration }

  public func frame(at time: Double) -> Frame {
    let time = time > 0 ? min(time, duration) : 0
    var frame = backdrop
    scene.compositor.draw(
      scene.timeline.presentation(at: time), into: &frame, at: .zero, extras: time < duration)
    return frame
  }
}

extension ScrollingBlocks {
  /// How the text is set when printed: unwrapped, as `SceneRecipe.restingFrame` sets it.
  private var restingOptions: LayoutOptions {
    LayoutOptions(
      alignment: recipe.alignment, ambiguousWide: recipe.ambiguousWide, font: recipe.font)
  }

  /// The text so far at rest, as play prints it when it ends, in pieces of `chunkLines` lines
  /// (so a long text is never laid out at once; left-aligned text only, as others align to
  /// the widest line of all): each line as a row in `depth`'s colours, tabs
  /// expanded to spaces, trailing spaces kept; ends with a newline only when the text does, so
  /// plain text without tabs comes out byte for byte as it went in.
  public func restingText(
    depth: ColourDepth, chunkLines: Int = 1000, _ write: (String) -> Void
  ) {
    // Centred or right-aligned lines align to the widest line of all: one piece.
    let chunkLines = recipe.alignment == .left ? chunkLines : max(1, text.lineCount)
    var start = 0
    var encoder = ANSIEncoder(depth: depth)
    while start < text.lineCount {
      let end = min(start + chunkLines, text.lineCount)
      let bytes = Array(text.bytes(ofLines: start..<end)) + [UInt8(ascii: "\n")]
      let read = TextReader.read(bytes, format: format, options: readOptions)
      let layout = Typesetter.layout(recipe.prepared(read.text), options: restingOptions)
      var rows = ""
      for (offset, frame) in layout.rowFrames().enumerated() {
        var row = encoder.rows(frame)
        // Layout leaves a line's trailing spaces out; a line of its own (no font) gets them back.
        if recipe.font == nil, start + offset < end {
          let line = text.bytes(ofLines: (start + offset)..<(start + offset + 1))
          let spaces = line.reversed().prefix { $0 == UInt8(ascii: " ") }.count
          if spaces > 0 {
            row.insert(
              contentsOf: String(repeating: " ", count: spaces), at: row.index(before: row.endIndex)
            )
          }
        }
        rows += row
      }
      if end == text.lineCount, !text.endsWithNewline, rows.hasSuffix("\n") {
        rows.removeLast()
      }
      write(rows)
      start = end
    }
  }
}
