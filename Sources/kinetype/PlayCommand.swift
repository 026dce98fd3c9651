import ArgumentParser
import FoundationEssentials
import Glibc
import Kinetype
import KinetypeCompositor
import KinetypeCore
import KinetypeHeadless
import KinetypeLayout
import KinetypeTerminal

/// `kinetype play`: plays an effect in the terminal, then leaves the text in the scrollback.
struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract: "Play an effect on text in the terminal.",
    discussion: """
      Text comes from the arguments, --file, or standard input (`cat motd | kinetype play --random-effect`);
      keys come from the terminal. Keys: space pause · ← → seek 1 s (shift: one frame) · r reverse
      · + - speed · Home End · l loop · ? status line · q Esc Ctrl-C quit. When the effect ends the
      text is printed to standard output. With no usable terminal the text is printed at once.
      """
  )

  @OptionGroup var choice: EffectChoice

  @OptionGroup var input: TextInputOptions
  @OptionGroup var recipeOptions: RecipeOptions

  @OptionGroup var playback: PlaybackOptions
  @OptionGroup var streaming: StreamingOptions

  func validate() throws {
    try choice.validate(input: input, recipeOptions: recipeOptions)
  }

  func run() throws {
    let (effect, input) = try choice.resolve(input: self.input, recipeOptions: recipeOptions)
    let loaded = try recipeOptions.effect(effect)
    let depth = recipeOptions.color.depth(forStandardOutput: false)
    let recipe = try recipeOptions.recipe(ambiguousWide: input.ambiguousWide, depth: depth)
    let terminalSize = TerminalSize.current() ?? GridSize(columns: 80, rows: 24)
    let arriving = try arrivingText(input)
    if let text = arriving,
      ScrollingBlocks.plays(text, recipe: recipe, rows: terminalSize.rows, forced: streaming.stream)
    {
      try playScrolling(
        text, input: input, effect: loaded, recipe: recipe, rows: terminalSize.rows)
      return
    }
    let read =
      try arriving.map {
        TextReader.read(
          $0.bytes, format: input.reading.input, options: input.readOptions, origin: input.origin)
      } ?? input.read(fallback: SampleText.markup)
    for diagnostic in read.diagnostics { Terminal.printError(diagnostic.description) }
    // The text is laid out once, to cut it into pages; that layout is the first page's.
    let pages = Pages(read.text, recipe: recipe, size: terminalSize)
    try playback.play(
      effect: loaded, final: pages.restingFrame, colourMode: recipeOptions.color,
      pageCount: pages.count
    ) { page, size in
      try pages.scene(page: page, effect: loaded, size: size)
    }
  }

  /// The text as it arrives when it comes from a pipe (read until it ends or has had
  /// `StreamingOptions.settleMilliseconds`; to its end with `--no-stream`), else whole (the
  /// arguments, a file, standard input that is not a pipe); nil when there is no text (the
  /// sample plays).
  private func arrivingText(_ input: TextInputOptions) throws -> ArrivingText? {
    if let pipe = try input.arriving() {
      if streaming.stream == false {
        try pipe.readToEnd()
      } else {
        _ = try pipe.readAhead(for: StreamingOptions.settleMilliseconds)
      }
      return pipe
    }
    if input.readsStandardInput {
      return ArrivingText(try InputFiles.readAll(STDIN_FILENO, origin: "standard input"))
    }
    guard input.file != nil || !input.text.isEmpty else { return nil }
    return ArrivingText(try input.bytes())
  }

  /// Plays `text` in blocks that scroll in as a terminal shows text (`ScrollingBlocks`), then
  /// prints it at rest.
  private func playScrolling(
    _ text: ArrivingText, input: TextInputOptions, effect: Effect, recipe: SceneRecipe, rows: Int
  ) throws {
    let blocks = ScrollingBlocks(
      text: text, recipe: recipe, effect: effect, format: input.reading.input,
      readOptions: input.readOptions, backlog: streaming.backlog, rows: rows)
    let outputDepth = recipeOptions.color.depth(forStandardOutput: true)
    try playback.play(
      effect: effect, scenes: blocks, colourMode: recipeOptions.color,
      prepare: { try effect.check() }  // a bad effect is reported before the screen is taken
    ) { completely in
      // Play ended with the text, or without a terminal: the rest of it is printed too.
      if completely { try text.readToEnd() }
      guard !playback.noFinal else { return }
      blocks.restingText(depth: outputDepth) { Terminal.write($0) }
    }
  }
}
