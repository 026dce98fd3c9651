import ArgumentParser
import FoundationEssentials
import Glibc
import Kinetype
import KinetypeLayout

/// Where text comes from and how it is read: shared by every command that takes text.
struct TextInputOptions: ParsableArguments {
  @Argument(help: "Text to use (joined with spaces); '-' reads standard input.")
  var text: [String] = []

  @Option(
    name: .long, help: "Read the text from a file ('-' for standard input).", completion: .file())
  var file: String?

  @OptionGroup var reading: ReadingOptions

  func validate() throws {
    if file != nil && !text.isEmpty {
      throw ValidationError("give the text as arguments or with --file, not both")
    }
  }

  var readOptions: ReadOptions { reading.readOptions }
  var ambiguousWide: Bool { reading.ambiguousWide }

  /// Whether the text comes from standard input (so nothing else may).
  var readsStandardInput: Bool {
    file == "-" || text == ["-"] || (file == nil && text.isEmpty && isatty(STDIN_FILENO) == 0)
  }

  /// Reads the text: --file, the arguments, standard input when it is not a terminal (or when
  /// asked with '-'), or `fallback` (markup) when there is nothing else.
  func read(fallback: String) throws -> ReadResult {
    let (bytes, origin, format) = try source(fallback: fallback)
    return TextReader.read(bytes, format: format, options: readOptions, origin: origin)
  }

  private func source(fallback: String) throws -> ([UInt8], String, TextFormat) {
    if let file, file != "-" {
      return (try InputFiles.read(file), file, reading.input)
    }
    if readsStandardInput {
      let bytes = try InputFiles.readAll(STDIN_FILENO, origin: "standard input")
      return (bytes, "<stdin>", reading.input)
    }
    if !text.isEmpty {
      return (Array(text.joined(separator: " ").utf8), "<arguments>", reading.input)
    }
    return (Array(fallback.utf8), "<sample>", .markup)
  }
}

/// An error the CLI reports as one line on stderr, with what to do next, and exit status 1.
struct CLIError: Error, CustomStringConvertible {
  var message: String
  var hint: String?

  init(_ message: String, hint: String? = nil) {
    self.message = message
    self.hint = hint
  }

  var description: String { hint.map { "\(message) — \($0)" } ?? message }
}
