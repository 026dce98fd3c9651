import ArgumentParser
import Foundation
import KinetypeLayout

/// Where text comes from and how it is read: shared by every command that takes text.
struct TextInputOptions: ParsableArguments {
  @Argument(help: "Text to use (joined with spaces); '-' reads standard input.")
  var text: [String] = []

  @Option(name: .long, help: "Read the text from a file ('-' for standard input).")
  var file: String?

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
    guard tabWidth >= 1 else {
      throw ValidationError("--tab-width must be at least 1, got \(tabWidth)")
    }
    if file != nil && !text.isEmpty {
      throw ValidationError("give the text as arguments or with --file, not both")
    }
  }

  var readOptions: ReadOptions {
    ReadOptions(tabWidth: tabWidth, showControls: showControls, ambiguousWide: ambiguousWide)
  }

  /// Reads the text: --file, the arguments, standard input when it is not a terminal (or when
  /// asked with '-'), or `fallback` (markup) when there is nothing else.
  func read(fallback: String) throws -> ReadResult {
    let (bytes, origin, format) = try source(fallback: fallback)
    return TextReader.read(bytes, format: format, options: readOptions, origin: origin)
  }

  private func source(fallback: String) throws -> ([UInt8], String, TextFormat) {
    if let file, file != "-" {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw CLIError("cannot read '\(file)'", hint: "check that the file exists and is readable")
      }
      return (Array(data), file, input)
    }
    if file == "-" || text == ["-"] || (text.isEmpty && isatty(STDIN_FILENO) == 0) {
      return (Array(FileHandle.standardInput.readDataToEndOfFile()), "<stdin>", input)
    }
    if !text.isEmpty {
      return (Array(text.joined(separator: " ").utf8), "<arguments>", input)
    }
    return (Array(fallback.utf8), "<sample>", .markup)
  }
}

extension TextFormat: ExpressibleByArgument {}

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
