import Foundation
import KinetypeTestSupport
import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore
import KinetypeEffects
import KinetypeLayout
import Testing

@testable import Kinetype

/// The repository's root, found from this file's path (Tests/KinetypeEffectsTests/…).
let repositoryRoot = Repository.root

let effectsFolder = repositoryRoot.appendingPathComponent("effects")
let snapshotsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("Snapshots")

/// The effects that ship, and nothing else.
let shippedLibrary = EffectLibrary(folders: [effectsFolder])

/// The names of the effect files in `effects/` (`*.yaml`, `*.yml`, `*.json`), sorted.
func shippedEffectNames() -> [String] {
  let files = (try? FileManager.default.contentsOfDirectory(atPath: effectsFolder.path)) ?? []
  return files.filter(EffectLibrary.isEffectFile)
    .map { ($0 as NSString).deletingPathExtension }.sorted()
}

let shippedRotations: RotationTable = {
  let url = effectsFolder.appendingPathComponent("rotations.txt")
  return RotationTable(
    parsing: (try? String(contentsOf: url, encoding: .utf8)) ?? "", origin: url.path)
}()

/// The fixture every effect is recorded on: two lines, a bold word, a coloured word, a wide
/// ideograph pair, an emoji and an arrow (which has rotated look-alikes).
let fixtureMarkup = "[bold]Kinetic[/] 漢字\ntype 👍 → [#5fafff]go![/]"
let fixtureCanvas = GridSize(columns: 20, rows: 6)
let fixtureSeed: UInt64 = 42

/// The texts every effect is recorded on: the mixed fixture, then issue 5's list (empty, one
/// character, one row, one column, tabs, wide and emoji, ANSI-coloured).
let fixtures: [(name: String, text: String, format: TextFormat)] = [
  ("mixed", fixtureMarkup, .markup),
  ("empty", "", .plain),
  ("one character", "x", .plain),
  ("one row", "one row of text", .plain),
  ("one column", "a\nb\nc\nd", .plain),
  ("tabs", "a\tb\tc\nxx\tyy", .plain),
  ("wide and emoji", "漢字 👍 🇯🇵 e\u{301}", .plain),
  (
    "ANSI-coloured",
    "\u{1B}[31mred\u{1B}[0m \u{1B}[1;38;5;208morange\u{1B}[0m \u{1B}[44mblue\u{1B}[0m", .ansi
  ),
]

/// `effect` compiled over a fixture (the mixed one by default), on the fixture canvas, text
/// centred, with glyph facts from the layout as the command line builds them.
func fixtureScene(_ effect: String, fixture: Int = 0, depth: ColourDepth = .truecolor) throws
  -> Scene
{
  let (_, source, format) = fixtures[fixture]
  let text = Typesetter.layout(
    TextReader.read(source, format: format).text, options: LayoutOptions())
  let canvas = Canvas(size: fixtureCanvas, placing: text.size, at: .c, depth: depth)
  let (description, origin) = try shippedLibrary.load(effect)
  return try Scene(
    effect: description, origin: origin, parameters: nil, layout: text, canvas: canvas,
    rotations: shippedRotations, facts: text.glyphFacts(), seed: fixtureSeed)
}
