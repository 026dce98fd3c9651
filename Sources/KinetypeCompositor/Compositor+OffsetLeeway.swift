import KinetypeAnimation
import KinetypeCore

extension Compositor {
  /// The offsets, axis by axis, that keep a glyph on the cell it was placed on, its scale,
  /// anchor and rotation as they were: a renderer that keeps placements between frames need not
  /// work the cell out again for a glyph whose offset alone changed within them
  /// (`IncrementalCompositor`).
  ///
  /// Where a text moves slowly as one (the paper feeding up in print, a row in ninety frames),
  /// every glyph's offset changes every frame and its cell seldom: working each cell out again
  /// was two thirds of print's frame time.
  ///
  /// Why it is exact: with the scale, anchor and rotation fixed, a glyph's column is the floor
  /// of `x = ((k + offset.dx) - w / 2) + 0.5` for a fixed `k` and `w`, and its row the floor of
  /// `y = k' + offset.dy` (`GlyphDrawer.position`); each sum is rounded, so `x` moves from its
  /// value at the placing offset by the offset's change and at most a few units in the last
  /// place of numbers below 2 × `Compositor.farthest` (under 10⁻⁸ together). The leeway stops
  /// `margin` short of either edge of the cell, far wider than that, and is kept only for
  /// offsets below `Compositor.farthest`, where that bound holds. A glyph with no offset, turn
  /// or scale is placed at its resting cell without the sums, so an offset of exactly zero on
  /// both axes is never in the leeway.
  struct OffsetLeeway: Sendable {
    /// The lowest offsets on each axis and the highest negated: `(low x, −high x, low y,
    /// −high y)`, so that one comparison of four lanes tells whether an offset is inside.
    var bounds: SIMD4<Double>

    // `none` and `everywhere` are made where they are used: stored statics were reached
    // through a check that they were made, a call for each glyph placed (beams over 200×50:
    // 9 M instructions in `swift_once` alone).

    /// No offset: nothing is known.
    static var none: OffsetLeeway { OffsetLeeway(bounds: SIMD4(repeating: .infinity)) }

    /// Every offset but none at all: a glyph that shows nothing wherever it is.
    static var everywhere: OffsetLeeway { OffsetLeeway(bounds: SIMD4(repeating: -.infinity)) }

    /// How far inside its cell's edges a leeway stops, in cells.
    static let margin = 1e-6

    /// The leeway of a glyph placed with `offset` whose column is the floor of `across` and row
    /// the floor of `down`.
    @inline(__always)
    init(_ offset: Vector, across: Double, column: Int, down: Double, row: Int) {
      guard abs(offset.dx) < Compositor.farthest, abs(offset.dy) < Compositor.farthest else {
        self = .none
        return
      }
      let (left, top) = (Double(column), Double(row))
      let low = SIMD2(offset.dx - (across - left), offset.dy - (down - top)) + Self.margin
      let high = SIMD2(offset.dx + (left + 1 - across), offset.dy + (top + 1 - down)) - Self.margin
      bounds = SIMD4(low.x, -high.x, low.y, -high.y)
    }

    init(bounds: SIMD4<Double>) { self.bounds = bounds }

    /// Whether `offset` keeps the glyph on its cell (NaN never does).
    @inline(__always)
    func contains(_ offset: Vector) -> Bool {
      // Four lanes compared at once, and "not both zero" (−0 counting as zero) told from the
      // bits without their signs: no branch per comparison.
      let inside = all(SIMD4(offset.dx, -offset.dx, offset.dy, -offset.dy) .>= bounds)
      return inside && (offset.dx.bitPattern | offset.dy.bitPattern) << 1 != 0
    }
  }
}
