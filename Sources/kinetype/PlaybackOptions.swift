import ArgumentParser
import FoundationEssentials
import Glibc
import Kinetype
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
  /// `final` (the text at rest); with no usable terminal, checks `effect` and prints the text
  /// at once with a note.
  ///
  /// The first page's scene is made before the terminal is taken, so a bad effect is reported
  /// on a usable screen, and play starts with it: each scene is made once.
  ///
  /// - Throws: `ExitCode` with the player's status when play stops abnormally; `EffectError`
  ///   for a bad effect; whatever `makeScene` throws.
  func play(
    effect: Effect, final: @autoclosure @escaping () -> Frame, colourMode: ColourMode,
    pageCount: Int = 1, makeScene: @escaping (_ page: Int, _ size: GridSize) throws -> Scene
  ) throws {
    let size = TerminalSize.current()
    let firstSize = size ?? GridSize(columns: 80, rows: 24)
    var first: Scene? = nil
    let scenes = FixedScenes(count: pageCount) { page, size in
      if page == 0, size == firstSize, let scene = first {
        first = nil
        return scene
      }
      return try makeScene(page, size)
    }
    try play(
      effect: effect, scenes: scenes, colourMode: colourMode,
      prepare: { first = try makeScene(0, firstSize) },
      printText: { _ in printFinal(final(), colourMode: colourMode) })
  }

  /// Plays `scenes` in the terminal, then calls `printText` (with whether the text has all
  /// been played, or play stopped early); with no usable terminal, checks `effect` and calls
  /// `printText` at once with a note.
  ///
  /// - Parameters:
  ///   - prepare: work before the terminal is taken (the first scene, so a bad effect is
  ///     reported on a usable screen).
  /// - Throws: `ExitCode` with the player's status when play stops abnormally; `EffectError`
  ///   for a bad effect; whatever the scenes throw.
  func play(
    effect: Effect, scenes: any SceneSequence, colourMode: ColourMode,
    prepare: () throws -> Void = {}, printText: (_ completely: Bool) throws -> Void
  ) throws {
    let environment = ProcessInfo.processInfo.environment
    let size = TerminalSize.current()
    var problem = TerminalCheck.problem(environment: environment)
    if problem == nil, let size, !Self.canPlay(in: size) {
      problem = "the terminal is \(size.columns)x\(size.rows), too small to play in"
    }
    if let problem {
      try effect.check()
      try printText(true)
      Terminal.printError("note: \(problem); printed the text without playing")
      return
    }
    try prepare()
    let player = Player(
      scenes: scenes, fps: fps, start: at, speed: speed, reverse: reverse, loop: loop,
      depth: colourMode.depth(forStandardOutput: false), environment: environment,
      canvasAnchor: canvasAnchor)
    let stop = try player.run()
    if stop.exitStatus == 0 || stop == .signal(SIGINT) {
      try printText(stop == .finished)
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
  func printFinal(_ frame: Frame, colourMode: ColourMode) {
    guard !noFinal else { return }
    var encoder = ANSIEncoder(depth: colourMode.depth(forStandardOutput: true))
    Terminal.write(encoder.rows(frame))
  }
}
