import ArgumentParser
import FoundationEssentials
import Glibc
import Kinetype
import KinetypeLayout

/// How text is read, wherever it comes from: its format, tab stops, controls and ambiguous
/// widths. Shared by every command that takes text.
struct ReadingOptions: ParsableArguments {
  @Option(
    name: .long, help: "How to read the text: auto (ANSI when it holds ESC), plain, ansi, markup.")
  var input: TextFormat = .auto

  @Option(name: .long, help: "Columns between tab stops.")
  var tabWidth: Int = 8

  @Flag(name: .long, help: "Show control characters as ^X instead of dropping them.")
  var showControls = false

  @Flag(name: .long, help: "Give East Asian Ambiguous characters two cells.")
  var ambiguousWide = false

  func validate() throws {
    guard (1...ReadOptions.maximumTabWidth).contains(tabWidth) else {
      throw ValidationError(
        "--tab-width must be from 1 to \(ReadOptions.maximumTabWidth), got \(tabWidth)")
    }
  }

  var readOptions: ReadOptions {
    ReadOptions(tabWidth: tabWidth, showControls: showControls, ambiguousWide: ambiguousWide)
  }

  /// Reads a text given as one argument (`morph`'s OLD and NEW, `render --from`): `-` is
  /// standard input, `@FILE` a file's contents, `@@…` the text `@…`, anything else the text
  /// itself.
  ///
  /// - Throws: `CLIError` when the file cannot be read.
  func read(argument: String) throws -> ReadResult {
    if argument == "-" {
      let bytes = try InputFiles.readAll(STDIN_FILENO, origin: "standard input")
      return TextReader.read(bytes, format: input, options: readOptions, origin: "<stdin>")
    }
    if argument.hasPrefix("@") && !argument.hasPrefix("@@") {
      let path = String(argument.dropFirst())
      let bytes = try InputFiles.read(path)
      return TextReader.read(bytes, format: input, options: readOptions, origin: path)
    }
    let text = argument.hasPrefix("@@") ? String(argument.dropFirst()) : argument
    return TextReader.read(
      Array(text.utf8), format: input, options: readOptions, origin: "<arguments>")
  }
}

extension TextFormat: ExpressibleByArgument {}
