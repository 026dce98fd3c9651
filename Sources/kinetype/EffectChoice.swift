import ArgumentParser
import FoundationEssentials
import Kinetype
import KinetypeCore
import KinetypeEffects

/// Which effect `play` and `render` show: the first argument, or `--random-effect`.
///
/// With `--random-effect` every argument is text, and the effect is picked from the whole
/// search path by `--seed` (the same seed picks the same effect). A first argument that names
/// an effect is then refused rather than guessed at: it was most likely meant as the effect.
struct EffectChoice: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "The effect: a name from `kinetype list`, or a path to an effect file (none with --random-effect).",
      valueName: "effect"),
    completion: .effectNames)
  var effect: String?

  @Flag(
    name: .long,
    help: "Pick the effect at random from the search path, by --seed; every argument is then text.")
  var randomEffect = false

  /// The hash channel the pick reads, apart from every channel an effect's randomness uses.
  static let channel: UInt64 = 0x4546_4645_4354  // "EFFECT"

  func validate() throws {
    if effect == nil && !randomEffect {
      throw ValidationError(
        "give an effect (a name from `kinetype list`, or a path to an effect file), or --random-effect"
      )
    }
  }

  /// The checks that need the text options and the search path too.
  func validate(input: TextInputOptions, recipeOptions: RecipeOptions) throws {
    guard randomEffect, let effect else { return }
    if input.file != nil {
      throw ValidationError(
        "with --random-effect every argument is text: give the text as arguments or with --file, not both"
      )
    }
    let isEffectFile =
      EffectLibrary.isEffectFile(effect) && FileManager.default.fileExists(atPath: effect)
    if isEffectFile || recipeOptions.library.file(named: effect) != nil {
      throw ValidationError(
        "'\(effect)' names an effect, and --random-effect picks one: drop one of them (to show that word as text, pipe it in)"
      )
    }
  }

  /// The effect to load and the text options to read with: with `--random-effect` the first
  /// argument joins the text, and the pick is printed on standard error (`effect: NAME`).
  ///
  /// - Throws: `CLIError` when the search path holds no effect to pick.
  func resolve(input: TextInputOptions, recipeOptions: RecipeOptions) throws -> (
    effect: String, input: TextInputOptions
  ) {
    // validate() made sure there is an effect when none is to be picked.
    guard randomEffect else { return (effect!, input) }
    var input = input
    if let effect { input.text.insert(effect, at: 0) }
    let name = try Self.pick(from: recipeOptions.library.names(), seed: recipeOptions.seed)
    Terminal.printError("effect: \(name)")
    return (name, input)
  }

  /// The name `seed` picks from `names`.
  static func pick(from names: [String], seed: UInt64) throws -> String {
    guard !names.isEmpty else {
      throw CLIError("no effects to pick from", hint: "give an effect file, or --effects DIR")
    }
    return names[SeededHash(seed: seed).integer(below: names.count, 0, channel: channel)]
  }
}
