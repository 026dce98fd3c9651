import KinetypeCore

/// A glyph the compositor draws that is not part of the laid-out text: a morph's outgoing old
/// glyphs, an effect's particles (rain drops, sparks, beams).
///
/// Extras follow the layout's glyphs in the timeline (glyph `layout.glyphs.count + k` is extra
/// `k`) and are drawn by the same rules: motion, opacity, colours, z-order, clipping, wide
/// glyphs. They rest *hidden* (`GlyphModel.isHidden`), so an effect shows one by animating
/// `hidden` to false while it is alive, and when every animation has ended they are gone: the
/// final frame is the text alone.
public struct ExtraGlyph: Hashable, Sendable {
  /// One grapheme cluster.
  public var text: String
  /// Cells it covers: 1, or 2 for a wide cluster.
  public var width: Int
  /// Its lead cell in the layout's coordinates (the timeline's space); it may lie outside the
  /// text, or the canvas, where it is clipped.
  public var position: GridPoint
  public var style: CellStyle
  /// An OSC 8 hyperlink target.
  public var link: String?

  public init(
    text: String, width: Int = 1, position: GridPoint, style: CellStyle = .plain,
    link: String? = nil
  ) {
    precondition(width == 1 || width == 2, "an extra glyph is 1 or 2 cells wide, not \(width)")
    self.text = text
    self.width = width
    self.position = position
    self.style = style
    self.link = link
  }
}
