import ArgumentParser
import FoundationEssentials
import Kinetype
import KinetypeCore
import KinetypeEffects

/// What the first word of the command line means: a subcommand, an effect to play
/// (`kinetype decrypt`, TerminalTextEffects' habit: `ls | kinetype decrypt`), or a mistake.
enum CommandDispatch {
  /// Where the arguments lead: to the parser, as they are or with `play` put first, or to a
  /// short usage (bare `kinetype`), or to the version, or to an error for an unknown first word.
  enum Route: Equatable {
    case parse([String])
    case usage
    /// `kinetype --version` alone: printed without the parser, whose first look at the
    /// commands' types was 6.9 M of the 7.8 M instructions the process ran (issue 15's start-up
    /// budget); the parser prints the same line for it.
    case version
    case unknown(word: String, hint: String)
  }

  /// The route for `arguments` (after `ArgumentRewriting`), with the effect names the search
  /// path knows (`--effects DIR` among the arguments counts).
  static func route(_ arguments: [String], effects: ([String]) -> [String] = effectNames) -> Route {
    guard let first = arguments.first else { return .usage }
    if arguments == ["--version"] { return .version }
    if first.hasPrefix("-") || subcommands.contains(first) { return .parse(arguments) }
    let names = effects(arguments)
    if names.contains(first) || isEffectFile(first) { return .parse(["play"] + arguments) }
    let hint = Suggestion.hint(for: first, in: subcommands + names + ["--version", "--help"])
    return .unknown(word: first, hint: hint)
  }

  /// The subcommands' names.
  static var subcommands: [String] {
    KinetypeCommand.configuration.subcommands.map { $0._commandName } + ["help"]
  }

  /// The effect names in the search path the arguments name (`--effects DIR` or
  /// `--effects=DIR`).
  static func effectNames(_ arguments: [String]) -> [String] {
    var folder: String?
    for (index, argument) in arguments.enumerated() {
      if argument == "--effects", index + 1 < arguments.count { folder = arguments[index + 1] }
      if argument.hasPrefix("--effects=") { folder = String(argument.dropFirst(10)) }
    }
    return EffectFolders.library(folder).names()
  }

  /// Whether `word` is a path to an effect file that exists.
  static func isEffectFile(_ word: String) -> Bool {
    EffectLibrary.isEffectFile(word) && FileManager.default.fileExists(atPath: word)
  }

  /// What bare `kinetype` prints: the commands people reach for first.
  static let usage = """
    kinetype: kinetic typography for the terminal

      ls | kinetype EFFECT             play an effect on piped text (`kinetype decrypt`)
      kinetype EFFECT "some text"      the same, with the text as arguments
      kinetype list                    the effects, one line each
      kinetype demo                    the interactive demo (mouse and keyboard)
      kinetype render EFFECT TEXT --at 50%      one frame, headless
      kinetype morph "old text" "new text"      one text becomes another
      kinetype preview SCRIPT --cast out.cast   a scripted recording

    `kinetype help COMMAND` or `kinetype COMMAND --help` for the options; `man kinetype`.
    """
}
