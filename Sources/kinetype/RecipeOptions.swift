import ArgumentParser
import FoundationEssentials
import Kinetype
import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore
import KinetypeEffects
import KinetypeLayout

/// The options that fill in a `SceneRecipe` and choose the effect's parameters and search path,
/// shared by `play`, `morph` and `render`.
struct RecipeOptions: ParsableArguments {
  @Option(
    name: .long,
    help:
      "Canvas size as COLSxROWS, each 1…1000 (default: the terminal's size, or the text's when there is no terminal)."
  )
  var canvas: CanvasSize?

  @Option(name: .long, help: "Where the text sits in the canvas: n ne e se s sw w nw c.")
  var anchor: GridAnchor = .c

  @Flag(name: .long, help: "Wrap the text at the canvas width.")
  var wrap = false

  @Option(name: .long, help: "Line alignment: left, center, right.")
  var align: TextAlignment = .left

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Display type: set the text in big letters of a FIGlet font (a name from effects/fonts or /usr/share/figlet, or a .flf file).",
      valueName: "NAME|FILE"))
  var font: String?

  @Option(
    name: .long,
    help: "Seed for everything random in the effect; the same seed gives the same frames.")
  var seed: UInt64 = 1

  @Option(name: .long, help: "Colours: auto, truecolor, 256, 16, none (NO_COLOR is honoured).")
  var color: ColourMode = .auto

  @Option(
    name: .customLong("existing-colors"),
    help:
      "The input's colours: always (they win over the effect's), dynamic (the effect decides), ignore (dropped)."
  )
  var existingColours: ExistingColours = .dynamic

  @Option(name: .long, help: "The colour fading glyphs blend toward, as #rrggbb.")
  var background: String = "#000000"

  @Option(name: .long, help: "A folder of effect files searched before the built-in ones.")
  var effects: String?

  @Option(
    name: [.customShort("p"), .long],
    help: ArgumentHelp(
      "Set an effect parameter (see `kinetype describe EFFECT`).", valueName: "name=value"))
  var param: [String] = []

  @Option(
    name: .customLong("final-gradient"),
    help: ArgumentHelp(
      "The colours uncoloured text ends in: none (the terminal's), or #a,#b,… (the effect's gradient with these stops); the effect's own gradient by default.",
      valueName: "none|#a,#b,…"))
  var finalGradient: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Recolour the effect: its colour parameters, in the order declared, take these colours in turn (-p wins).",
      valueName: "#a,#b,…"))
  var palette: String?

  /// The final gradient `--final-gradient` asks for.
  var finalGradientChoice: FinalGradient {
    guard let finalGradient else { return .effect }
    if finalGradient == "none" { return .none }
    return .stops(Self.colours(finalGradient) ?? [])
  }

  /// `#a,#b,…` as colours, nil when one is not a colour.
  static func colours(_ list: String) -> [RGB]? {
    let colours = list.split(separator: ",").map {
      RGB(hex: $0.trimmingSpaces)
    }
    guard !colours.isEmpty, colours.allSatisfy({ $0 != nil }) else { return nil }
    return colours.compactMap { $0 }
  }

  func validate() throws {
    if let finalGradient, finalGradient != "none", Self.colours(finalGradient) == nil {
      throw ValidationError(
        "--final-gradient takes none or colours like #ff0000,#0000ff, got '\(finalGradient)'")
    }
    if let palette, Self.colours(palette) == nil {
      throw ValidationError("--palette takes colours like #ff0000,#0000ff, got '\(palette)'")
    }
    guard RGB(hex: background) != nil else {
      throw ValidationError("--background must be a colour like #1e1e1e, got '\(background)'")
    }
    for setting in param where !setting.contains("=") || setting.hasPrefix("=") {
      throw ValidationError("--param takes name=value, got '\(setting)'")
    }
  }

  /// `--param name=value` settings by name (a later one wins).
  var parameterOverrides: [String: String] {
    var overrides: [String: String] = [:]
    for setting in param {
      let parts = setting.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      overrides[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
    }
    return overrides
  }

  /// Where effects are looked up: `--effects`, then `~/.config/kinetype/effects`, then the
  /// built-in effects.
  var library: EffectLibrary { EffectFolders.library(effects) }

  /// Finds and reads `effect`, with `--palette` and `--param` applied to its parameters.
  ///
  /// - Throws: `EffectError` with every problem found.
  func effect(_ effect: String) throws -> Effect {
    try Effect.named(
      effect, in: library, overrides: parameterOverrides, palette: palette.flatMap(Self.colours))
  }

  /// The recipe these options describe, for frames of `depth`.
  ///
  /// - Throws: `FontError` for a malformed font, `ResourceError` for one that cannot be found.
  func recipe(ambiguousWide: Bool, depth: ColourDepth) throws -> SceneRecipe {
    SceneRecipe(
      canvas: canvas?.size, anchor: anchor, wraps: wrap, alignment: align,
      font: try font.map { try FontLocator.font($0) }, seed: seed,
      existingColours: existingColours, background: RGB(hex: background)!,
      finalGradient: finalGradientChoice, ambiguousWide: ambiguousWide, depth: depth)
  }
}

/// `COLSxROWS`, as `--canvas` takes it: each from 1 to 1000, as a preview script's `canvas:`
/// (a million cells, past any terminal; a frame of them takes tens of megabytes).
struct CanvasSize: ExpressibleByArgument {
  var size: GridSize

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x")
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]), columns >= 1,
      rows >= 1,
      columns <= 1000, rows <= 1000
    else { return nil }
    size = GridSize(columns: columns, rows: rows)
  }
}

extension GridAnchor: ExpressibleByArgument {}

extension ExistingColours: ExpressibleByArgument {}
