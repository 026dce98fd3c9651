import ArgumentParser
import Foundation
import KinetypeCompositor
import KinetypeCore
import KinetypeHeadless
import KinetypeLayout
import KinetypeTerminal

/// How a scene plays in the terminal: speed, direction, start, loop, frame rate, and whether
/// the text is printed after. `play`'s options, for the commands that play like it (`morph`).
struct PlaybackOptions: ParsableArguments {
  @Option(name: .long, help: "Where the canvas sits in the terminal: n ne e se s sw w nw c.")
  var canvasAnchor: GridAnchor = .c

  @Option(name: .long, help: "Speed (2 is twice as fast).")
  var speed: Double = 1

  @Flag(name: .long, help: "Play backwards, from the end.")
  var reverse = false

  @Option(name: .long, help: "Start at this time, in seconds.")
  var at: Double = 0

  @Flag(name: .long, help: "Loop until a key stops it.")
  var loop = false

  @Option(name: .long, help: "Frames per second.")
  var fps: Double = 60

  @Flag(name: .long, help: "Do not print the text when play ends.")
  var noFinal = false

  func validate() throws {
    guard speed > 0, speed.isFinite else {
      throw ValidationError("--speed must be positive, got \(speed)")
    }
    guard fps >= 1, fps <= 240 else {
      throw ValidationError("--fps must be between 1 and 240, got \(fps)")
    }
    guard at >= 0, at.isFinite else { throw ValidationError("--at must be a time in seconds ≥ 0") }
  }

  /// Plays the scenes `makeScene` makes for each page at the terminal's size, then prints
  /// `final` (the text at rest); with no usable terminal, prints it at once with a note.
  ///
  /// - Throws: `ExitCode` with the player's status when play stops abnormally, and whatever
  ///   `makeScene` throws.
  func play(
    scene: SceneOptions, final: AttributedText, ambiguousWide: Bool, pageCount: Int = 1,
    makeScene: @escaping (_ page: Int, _ size: GridSize, _ depth: ColourDepth) throws -> Scene
  ) throws {
    let environment = ProcessInfo.processInfo.environment
    var problem = TerminalCheck.problem(environment: environment)
    if problem == nil, let size = TerminalSize.current(), !Self.canPlay(in: size) {
      problem = "the terminal is \(size.columns)x\(size.rows), too small to play in"
    }
    if let problem {
      printFinal(final, scene: scene, ambiguousWide: ambiguousWide)
      Terminal.printError("note: \(problem); printed the text without playing")
      return
    }
    let depth = scene.color.depth(forStandardOutput: false)
    let player = Player(
      pageCount: pageCount, fps: fps, start: at, speed: speed, reverse: reverse, loop: loop,
      depth: depth, environment: environment, canvasAnchor: canvasAnchor
    ) { page, size in try makeScene(page, size, depth) }
    let stop = try player.run()
    if stop.exitStatus == 0 || stop == .signal(SIGINT) {
      printFinal(final, scene: scene, ambiguousWide: ambiguousWide)
    }
    if stop.exitStatus != 0 { throw ExitCode(stop.exitStatus) }
  }

  /// Whether a terminal of `size` is worth playing in: at least 20 columns and 5 rows. In
  /// less, an effect is a few cells of its motion, and text paged a row or two at a time takes
  /// far longer to play than to read.
  static func canPlay(in size: GridSize) -> Bool {
    size.columns >= 20 && size.rows >= 5
  }

  /// The text at rest, coloured when standard output is a terminal: it stays in the
  /// scrollback after play.
  func printFinal(_ text: AttributedText, scene: SceneOptions, ambiguousWide: Bool) {
    guard !noFinal else { return }
    let layout = Typesetter.layout(
      scene.prepared(text),
      options: LayoutOptions(
        alignment: scene.align, ambiguousWide: ambiguousWide, font: try? scene.displayFont()))
    let frame = Compositor(layout: layout, canvas: Canvas(size: layout.size)).staticFrame()
    var encoder = ANSIEncoder(depth: scene.color.depth(forStandardOutput: true))
    Terminal.write(encoder.rows(frame))
  }
}
