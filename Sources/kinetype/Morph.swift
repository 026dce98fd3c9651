import ArgumentParser
import FoundationEssentials
import Kinetype
import KinetypeCore
import KinetypeLayout

/// `kinetype morph OLD NEW`: one text becomes another in the terminal, as a magic move. Its
/// default effect is the one `defaults.yaml` names for morphs: the engine names no effect.
///
/// The command's name comes from the type's (ArgumentParser lower-cases it): an effect is
/// called morph too, and no source file spells an effect's name.
struct Morph: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Morph one text into another in the terminal.",
    discussion: """
      Glyphs only in OLD play the effect's `old` animations where they were, glyphs only in \
      NEW its `new` animations, and glyphs in both (the longest common subsequence of their \
      characters) its `shared` ones, which may move each from its old cell to its new one.

      OLD and NEW are each the text itself, @FILE for a file's contents (@@ for a text that \
      starts with @), or '-' for standard input (one of them at most). Both sit on one canvas \
      at --anchor. Keys are `play`'s; when the morph ends NEW is printed to standard output. \
      For a recording or a frame without a terminal: `kinetype render EFFECT NEW --from OLD`.
      """
  )

  @Argument(help: "The text to start from: the text, @FILE, or '-' for standard input.")
  var old: String

  @Argument(help: "The text to end on: the text, @FILE, or '-' for standard input.")
  var new: String

  @Option(
    name: .long,
    help: "The effect: a name or a path (default: the one the built-in defaults.yaml names).")
  var effect: String?

  @OptionGroup var reading: ReadingOptions
  @OptionGroup var recipeOptions: RecipeOptions
  @OptionGroup var playback: PlaybackOptions

  func validate() throws {
    if old == "-" && new == "-" {
      throw ValidationError("OLD and NEW cannot both be '-': standard input holds one text")
    }
  }

  func run() throws {
    let oldText = try reading.read(argument: old)
    let newText = try reading.read(argument: new)
    for diagnostic in oldText.diagnostics + newText.diagnostics {
      Terminal.printError(diagnostic.description)
    }
    let effect = try recipeOptions.effect(effect ?? Effect.defaultName(for: .morph))
    let recipe = try recipeOptions.recipe(
      ambiguousWide: reading.ambiguousWide,
      depth: recipeOptions.color.depth(forStandardOutput: false))
    try playback.play(
      effect: effect, final: recipe.restingFrame(newText.text), colourMode: recipeOptions.color
    ) { _, size in
      try recipe.morphScene(from: oldText.text, to: newText.text, effect: effect, size: size)
    }
  }
}
