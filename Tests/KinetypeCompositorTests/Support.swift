import Foundation
import KinetypeTestSupport
import KinetypeAnimation
import KinetypeCore
import KinetypeLayout

@testable import KinetypeCompositor

/// The repository's root, found from this file's path (Tests/KinetypeCompositorTests/…).
let repositoryRoot = Repository.root

/// The rotation table that ships in `effects/rotations.txt`.
let shippedRotations: RotationTable = {
  let url = repositoryRoot.appendingPathComponent("effects/rotations.txt")
  let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  return RotationTable(parsing: text, origin: url.path)
}()

/// `text` laid out at its natural width; markup when `markup` is set.
func layout(_ text: String, markup: Bool = false) -> TextLayout {
  let attributed =
    markup ? TextReader.read(text, format: .markup).text : AttributedText(plain: text)
  return Typesetter.layout(attributed, options: LayoutOptions())
}

/// A compositor for `text` on a canvas of `columns × rows`, its text at `origin`.
func compositor(
  _ text: String, markup: Bool = false, columns: Int, rows: Int, origin: GridPoint = .zero,
  background: RGB = RGB(0, 0, 0), depth: ColourDepth = .truecolor
) -> Compositor {
  Compositor(
    layout: layout(text, markup: markup),
    canvas: Canvas(
      size: GridSize(columns: columns, rows: rows), textOrigin: origin, background: background,
      depth: depth),
    rotations: shippedRotations)
}

/// An animation that holds `property` at `value` for all time (from = to, filled both ways).
func hold<Value: PropertyValue>(
  _ key: PropertyKey<Value>, _ value: Value, glyphs: GlyphSelection = .all
) -> Animation {
  Animation(
    .basic(BasicAnimation(key, from: value, to: value)),
    timing: Timing(duration: 1, fillMode: .both),
    glyphs: glyphs)
}

/// The frame `compositor` draws with `animations` applied, half-way through them.
func frame(
  _ compositor: Compositor, _ animations: [Animation], anchor: TransformAnchor = .glyph(.zero)
) throws -> Frame {
  let timeline = try Timeline(
    glyphs: compositor.geometry(), animations: animations, anchor: anchor, seed: 1)
  return compositor.frame(timeline.presentation(at: 0.5))
}

/// Rows of a frame with `|` either side, so that trailing blanks show in failure messages.
func boxed(_ rows: [String]) -> [String] { rows.map { "|" + $0 + "|" } }
