import ArgumentParser
import FoundationEssentials
import Glibc
import Kinetype
import KinetypeCore
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

  /// The text as it arrives, for `play`'s streaming: standard input or a `--file` that is a
  /// pipe or FIFO, opened but not yet read; nil for text that is whole (arguments, a regular
  /// file, the sample).
  func arriving() throws -> ArrivingText? {
    if let file, file != "-" {
      var status = stat()
      guard stat(file, &status) == 0, status.st_mode & S_IFMT == S_IFIFO else { return nil }
      let descriptor = open(file, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }  // reported by read(fallback:)
      return ArrivingText(descriptor: descriptor, origin: "'\(OutsideText.visible(file))'")
    }
    guard readsStandardInput else { return nil }
    var status = stat()
    guard fstat(STDIN_FILENO, &status) == 0, status.st_mode & S_IFMT == S_IFIFO else {
      return nil
    }
    return ArrivingText(descriptor: STDIN_FILENO, origin: "standard input")
  }

  /// Where the text comes from, for diagnostics.
  var origin: String {
    if let file, file != "-" { return file }
    return readsStandardInput ? "<stdin>" : "<arguments>"
  }

  /// The bytes of text given as arguments or by `--file` (not standard input).
  func bytes() throws -> [UInt8] {
    if let file, file != "-" { return try InputFiles.read(file) }
    return Array(text.joined(separator: " ").utf8)
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
