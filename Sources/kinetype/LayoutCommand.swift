import ArgumentParser
import FoundationEssentials
import Kinetype
import KinetypeCore
import KinetypeHeadless
import KinetypeLayout

/// `kinetype layout`: lays text out and prints it, or its glyphs, lines and runs as JSON.
struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Lay text out into glyphs, lines and runs.",
    discussion: """
      With no text and a terminal on standard input, lays out a built-in sample (CJK, emoji,
      combining marks, colours). `--format json` prints the glyphs, lines, runs and what the
      reader had to drop.
      """
  )

  @OptionGroup var input: TextInputOptions

  @Option(name: .long, help: "Wrap at this many columns.")
  var width: Int?

  @Option(name: .long, help: "Line alignment: left, center, right.")
  var align: TextAlignment = .left

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Form ligatures; with no FILE, from the built-in table (effects/ligatures.txt).",
      valueName: "FILE"))
  var ligatures: String?

  @Flag(name: .long, help: .hidden)
  var builtinLigatures = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Display type: big letters of a FIGlet font (a name from effects/fonts or /usr/share/figlet, or a .flf file).",
      valueName: "NAME|FILE"))
  var font: String?

  @Flag(name: .long, help: "Lay out the built-in sample instead of reading text.")
  var sample = false

  @Option(name: .long, help: "Output: text (as a terminal shows it) or json.")
  var format: OutputFormat = .text

  @Option(name: .long, help: "Colours for text output: auto, truecolor, 256, 16, none.")
  var color: ColourMode = .auto

  enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  /// The widest `--width`: ten thousand columns.
  static let widest = 10_000

  func validate() throws {
    // Past any terminal, and a right-aligned line that wide is that many cells to print.
    if let width, !(1...Self.widest).contains(width) {
      throw ValidationError("--width must be from 1 to \(Self.widest), got \(width)")
    }
  }

  func run() throws {
    let result =
      sample
      ? TextReader.read(
        SampleText.markup, format: .markup, options: input.readOptions, origin: "<sample>")
      : try input.read(fallback: SampleText.markup)
    for diagnostic in result.diagnostics { Terminal.printError(diagnostic.description) }
    let options = LayoutOptions(
      width: width, alignment: align, ligatures: try ligatureTable(),
      ambiguousWide: input.ambiguousWide, font: try font.map { try FontLocator.font($0) })
    let layout = Typesetter.layout(result.text, options: options)
    switch format {
    case .json:
      Terminal.write(LayoutJSON.document(layout, stats: result.stats).rendered + "\n")
    case .text:
      // Row by row through the one encoder of cells into bytes.
      var encoder = ANSIEncoder(depth: color.depth(forStandardOutput: true))
      for row in layout.rowFrames() { Terminal.write(encoder.rows(row)) }
    }
  }

  private func ligatureTable() throws -> LigatureTable? {
    guard ligatures != nil || builtinLigatures else { return nil }
    let (text, origin): (String, String)
    if let ligatures {
      let bytes = try InputFiles.read(ligatures, limit: InputFiles.dataFileBytes)
      (text, origin) = (String(decoding: bytes, as: UTF8.self), ligatures)
    } else {
      (text, origin) = try ResourceLocator.builtInFile("ligatures.txt")
    }
    return LigatureTable(parsing: text, origin: origin) {
      Terminal.printError($0.description)
    }
  }
}

extension TextAlignment: ExpressibleByArgument {}
extension ColourMode: ExpressibleByArgument {}
