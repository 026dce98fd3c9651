import Foundation
import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore
import KinetypeEffects
import KinetypeLayout
import Testing

/// The repository's root, found from this file's path (Tests/KinetypeEffectsTests/…).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

let effectsFolder = repositoryRoot.appendingPathComponent("effects")
let snapshotsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("Snapshots")

/// The effects that ship, and nothing else.
let shippedLibrary = EffectLibrary(folders: [effectsFolder])

/// The names of the effect files in `effects/`.
func shippedEffectNames() -> [String] {
  let files = (try? FileManager.default.contentsOfDirectory(atPath: effectsFolder.path)) ?? []
  return files.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
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

/// `effect` compiled over the fixture, on the fixture canvas, text centred.
func fixtureScene(_ effect: String, depth: ColourDepth = .truecolor) throws -> Scene {
  let text = Typesetter.layout(
    TextReader.read(fixtureMarkup, format: .markup).text, options: LayoutOptions())
  let canvas = Canvas(size: fixtureCanvas, placing: text.size, at: .c, depth: depth)
  let compositor = Compositor(layout: text, canvas: canvas, rotations: shippedRotations)
  let (description, origin) = try shippedLibrary.load(effect)
  let (animations, anchor) = try description.animations(
    glyphCount: text.glyphs.count, origin: origin)
  return try Scene(
    compositor: compositor, animations: animations, anchor: anchor, seed: fixtureSeed)
}
