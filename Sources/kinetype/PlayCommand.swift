import ArgumentParser
import FoundationEssentials
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

  func validate() throws {
    try choice.validate(input: input, recipeOptions: recipeOptions)
  }

  func run() throws {
    let (effect, input) = try choice.resolve(input: self.input, recipeOptions: recipeOptions)
    let read = try input.read(fallback: SampleText.markup)
    for diagnostic in read.diagnostics { Terminal.printError(diagnostic.description) }
    let loaded = try recipeOptions.effect(effect)
    let depth = recipeOptions.color.depth(forStandardOutput: false)
    let recipe = try recipeOptions.recipe(ambiguousWide: input.ambiguousWide, depth: depth)
    let terminalSize = TerminalSize.current() ?? GridSize(columns: 80, rows: 24)
    // The text is laid out once, to cut it into pages; that layout is the first page's.
    let pages = Pages(read.text, recipe: recipe, size: terminalSize)
    try playback.play(
      effect: loaded, final: pages.restingFrame, colourMode: recipeOptions.color,
      pageCount: pages.count
    ) { page, size in
      try pages.scene(page: page, effect: loaded, size: size)
    }
  }
}
