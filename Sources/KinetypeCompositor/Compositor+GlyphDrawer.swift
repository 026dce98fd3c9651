import KinetypeAnimation
import KinetypeCore
import KinetypeLayout

extension Compositor {
  /// Draws one presentation's glyphs, one at a time, into a frame: what stays the same for the
  /// whole frame (the prepared glyphs, the presentation's arrays, the canvas, the origin) taken
  /// once, so that each glyph costs only its own reads and writes.
  ///
  /// The per-glyph code used to reach the prepared glyphs through a closure per glyph, which
  /// copied its captures (the presentation, the canvas) every time: a glyph that merely rests
  /// cost some 360 instructions (callgrind, 200x50 wipe).
  struct GlyphDrawer {
    let glyphs: UnsafeBufferPointer<PreparedGlyph>
    let presentation: Presentation
    let canvas: Canvas
    let rotations: RotationTable
    let origin: GridPoint
    let keepsColours: Bool
    let restForeground: [RGB]
    let restBackground: [RGB?]
    let restForegroundModel: [RGBA]
    let opacity: [Double]
    let isHidden: [Bool]
    let foregroundColour: [RGBA?]
    let backgroundColour: [RGBA?]
    let offset: [Vector]
    let rotation: [Angle]
    let scale: [Vector]
    var symbols: SymbolCells
    /// Fades the glyphs' styles on `canvas`, once for each run of glyphs alike in style and
    /// opacity step.
    var fader: Blending.Fader

    init(
      _ compositor: Compositor, _ glyphs: UnsafeBufferPointer<PreparedGlyph>,
      _ presentation: Presentation, _ origin: GridPoint
    ) {
      self.glyphs = glyphs
      self.presentation = presentation
      canvas = compositor.canvas
      fader = Blending.Fader(canvas: canvas)
      rotations = compositor.rotations
      self.origin = origin
      // With `always`, a colour the input gave is never replaced by the effect's.
      keepsColours = canvas.existingColours == .always
      restForeground = compositor.restForeground
      restBackground = compositor.restBackground
      restForegroundModel = compositor.restForegroundModel
      opacity = presentation.opacity
      isHidden = presentation.isHidden
      foregroundColour = presentation.foregroundColour
      backgroundColour = presentation.backgroundColour
      offset = presentation.offset
      rotation = presentation.rotation
      scale = presentation.scale
      symbols = SymbolCells(count: presentation.symbols.count)
    }

    /// Glyph `index` as the presentation shows it: moved, turned, faded, recoloured or given
    /// a symbol; nothing when it is hidden or not drawn at all.
    @inline(__always)
    mutating func draw(_ index: Int, into frame: FrameCells) {
      guard let placement = place(index) else { return }
      placement.draw(into: frame)
    }

    /// What glyph `index` writes, and where, as the presentation shows it; `nil` when it
    /// writes nothing. `draw` is this and `GlyphPlacement.draw`, so a renderer that keeps
    /// placements between frames (`IncrementalCompositor`) writes exactly what `draw` would.
    @inline(__always)
    mutating func place(_ index: Int) -> GlyphPlacement? {
      guard let look = look(index) else { return nil }
      return moved(look, index)
    }

    /// What glyph `index` writes, wherever it is (`at` is left at its resting cell); `nil` when
    /// it writes nothing wherever it is: hidden, not drawn, or faded out.
    @inline(__always)
    mutating func look(_ index: Int) -> GlyphPlacement? {
      // Fields are read in place: copying a PreparedGlyph retains its strings, which was a
      // fifth of compose time.
      // Hidden first: most of a particle field is hidden most of the time, and the flag is
      // one byte of a dense array where the prepared glyph is a cache line away.
      guard !isHidden[index], glyphs[index].isDrawn else { return nil }
      var opacity = self.opacity[index]
      // The style is changed in its packed form: unpacking it to a `CellStyle` and packing it
      // again cost every recoloured glyph a frame more than the rest of its colour work.
      var packed = glyphs[index].packedStyle
      let keepsForeground = keepsColours && glyphs[index].style.foreground != .default
      let keepsBackground = keepsColours && glyphs[index].style.background != .default
      if !keepsForeground, let colour = foregroundColour[index],
        colour != restForegroundModel[index]
      {
        let rgb = Self.rgb(colour)
        if rgb != restForeground[index] {
          packed.setForeground(rgb)
        }
        opacity *= colour.alpha
      }
      if !keepsBackground, let colour = backgroundColour[index],
        colour != restBackground[index].map({ RGBA($0) }), colour.alpha > 0
      {
        let rgb = Self.rgb(colour)
        if rgb != restBackground[index] {
          packed.setBackground(rgb)
        }
      }
      // Not there at all (a glyph yet to appear): `Blending.apply` would say so at every
      // colour depth, as it does for NaN; told here, a waiting glyph costs no call.
      guard opacity > 0 else { return nil }
      // Full opacity leaves the style as it is (`Blending.apply` returns it untouched).
      if opacity < 0.999 {
        guard let faded = fader.apply(opacity: opacity, to: packed) else {
          return nil
        }
        packed = faded
      }
      let rotation = self.rotation[index]
      let shown = symbolCell(index)
      var cluster = shown.cluster
      if rotation.radians != 0 {
        // By the cluster, the symbol's or the glyph's own: a one-byte character's entry is
        // read from a table, where a look-up by string was a quarter of fall's instructions.
        let number = rotations.turns(of: cluster)
        if number >= 0, let turned = rotations.lookalike(number: number, radians: rotation.radians)
        {
          cluster = turned
        }
      }
      return placement(index, cluster, shown.width, packed, at: glyphs[index].rest)
    }

    /// `placement`, what glyph `index` wrote when last placed, with the cluster its symbol
    /// gives it now: what `place(index)` gives when nothing but its symbol changed since
    /// (`GlyphChanges.symbol`) and it is not turned (a turned glyph's look-alike follows its
    /// cluster). Its style, cell and kern stay.
    @inline(__always)
    mutating func withSymbol(_ placement: GlyphPlacement, _ index: Int) -> GlyphPlacement {
      var placement = placement
      let (cluster, width) = symbolCell(index)
      placement.cluster = cluster
      placement.width = Self.writtenWidth(width)
      return placement
    }

    /// The cluster glyph `index` shows before any turn, and its width: its symbol's when it
    /// has one, else its own. `look` and `withSymbol` both ask here, so the two agree.
    @inline(__always)
    mutating func symbolCell(_ index: Int) -> (cluster: Cluster, width: Int) {
      guard let symbol = presentation.symbolPosition(at: index) else {
        return (glyphs[index].cluster, glyphs[index].width)
      }
      let prepared = symbols.cell(symbol, of: presentation)
      return (prepared.cluster, prepared.width)
    }

    /// Cells a cluster `width` wide covers as written: 1 or 2.
    @inline(__always)
    private static func writtenWidth(_ width: Int) -> UInt8 {
      UInt8(truncatingIfNeeded: max(1, min(width, 2)))
    }

    /// `placement` (a `look`) moved to where glyph `index` is now: also a glyph's new placement
    /// when only its offset, anchor or scale changed since it was placed, since what it writes
    /// stays the same (its rotation, which picks a look-alike, did not change). `nil` when a
    /// runaway value clips it.
    @inline(__always)
    func moved(_ placement: GlyphPlacement, _ index: Int) -> GlyphPlacement? {
      // `guard let`, not `map(placement.moved(to:))`: a method taken as a value allocates
      // its context on every call.
      guard let at = position(index) else { return nil }
      return placement.moved(to: at)
    }

    /// `moved(placement, index)`, and in `leeway` the offsets that keep the glyph on that
    /// cell (`position(_:leeway:)`).
    @inline(__always)
    func moved(_ placement: GlyphPlacement, _ index: Int, leeway: inout OffsetLeeway)
      -> GlyphPlacement?
    {
      guard let at = position(index, leeway: &leeway) else { return nil }
      return placement.moved(to: at)
    }

    /// Glyph `index`'s lead cell as the presentation moves it; `nil` when a runaway value sends
    /// it out of reach.
    @inline(__always)
    func position(_ index: Int) -> GridPoint? {
      var leeway = OffsetLeeway.none
      return position(index, leeway: &leeway)
    }

    /// `position(index)`, and in `leeway` the offsets that keep the glyph on that cell, its
    /// scale, anchor and rotation as they are (`.none` where it rests unmoved or is clipped).
    @inline(__always)
    func position(_ index: Int, leeway: inout OffsetLeeway) -> GridPoint? {
      let offset = self.offset[index]
      let rotation = self.rotation[index]
      let scale = self.scale[index]
      // Component by component: the same comparisons as `!= .zero` and `!= .one`, without a
      // call to reach each static.
      let moves =
        offset.dx != 0 || offset.dy != 0 || rotation.radians != 0 || scale.dx != 1
        || scale.dy != 1
      guard moves else {
        leeway = .none
        return GridPoint(
          column: glyphs[index].rest.column &+ origin.column,
          row: glyphs[index].rest.row &+ origin.row)
      }
      // From the fields alone: gathering `presentation[index]` copied the symbol.
      let shown = GlyphPresentation.transform(
        glyphs[index].centre, anchor: presentation.anchor[index], offset: offset,
        rotation: rotation, scale: scale)
      // floor(x + 0.5): one rounding rule everywhere, so a constant offset never jitters. The
      // lead cell follows the glyph's own width, so a narrow symbol standing in for a wide
      // glyph stays on its lead cell as it would at rest.
      let ownWidth = Double(max(1, glyphs[index].width))
      let across = shown.x - ownWidth / 2 + 0.5
      // A runaway value (an enormous offset or scale, NaN, infinity) sends the glyph far off
      // the canvas or nowhere: it is clipped here, before it would overflow a cell number.
      guard let column = Self.cell(across), let row = Self.cell(shown.y) else {
        leeway = .none
        return nil
      }
      leeway = OffsetLeeway(offset, across: across, column: column, down: shown.y, row: row)
      return GridPoint(
        column: column &+ canvas.textOrigin.column &+ origin.column,
        row: row &+ canvas.textOrigin.row &+ origin.row)
    }

    @inline(__always)
    private func placement(
      _ index: Int, _ cluster: Cluster, _ width: Int, _ packed: PackedStyle, at point: GridPoint
    ) -> GlyphPlacement {
      GlyphPlacement(
        cluster: cluster, packedStyle: packed, linkID: glyphs[index].linkID,
        width: Self.writtenWidth(width), kern: glyphs[index].kern,
        ownWidth: glyphs[index].width, at: point)
    }

    /// `colour.rgb`, with no branch on which way a channel rounds.
    ///
    /// Which way a gradient's channel rounds is a coin toss the processor guesses wrong half
    /// the time: `RGBA.rgb`'s branch on it made `look` the compositor's slowest step (perf, on
    /// beams over 200×50). The clamps and the remainder are `RGBA.rgb`'s, so every channel
    /// comes out the same.
    @inline(__always)
    static func rgb(_ colour: RGBA) -> RGB {
      @inline(__always) func byte(_ v: Double) -> UInt8 {
        // NaN and below 0 give 0, 1 and above 255: one select each (`maxsd`, `minsd`), in
        // this order so that NaN is gone before the second.
        let low = v > 0 ? v : 0
        let clamped = low < 1 ? low : 1
        let scaled = clamped * 255
        // `UInt8(scaled)` and its `Double`, without the conversion's checks for a value it
        // cannot hold (two comparisons and a test of the exponent a channel): adding 2⁵²
        // leaves `scaled` rounded to the nearest whole number (ties to even) in the sum's low
        // bits, exactly, and one less is the truncation where that rounded up.
        let magic = 4_503_599_627_370_496.0
        let shifted = scaled + magic
        let nearest = shifted - magic
        let roundedUp = nearest > scaled
        let whole = UInt8(truncatingIfNeeded: shifted.bitPattern) &- (roundedUp ? 1 : 0)
        let wholeValue = nearest - (roundedUp ? 1 : 0)
        // The remainder less a half is exact (or, below a quarter, negative however it
        // rounds), so its sign bit says which way to round, with no comparison for the
        // compiler to branch on. Only below 255 can the remainder reach a half, so adding one
        // never overflows.
        let sign = (scaled - wholeValue - 0.5).bitPattern >> 63
        return whole &+ UInt8(truncatingIfNeeded: sign ^ 1)
      }
      return RGB(byte(colour.red), byte(colour.green), byte(colour.blue))
    }

    /// `Int(x.rounded(.down))` when that is within `Compositor.farthest` of 0; `nil` when it is
    /// farther, or `x` is NaN.
    ///
    /// floor(x + 0.5) places a glyph (one rounding rule everywhere, so a constant offset never
    /// jitters), twice for every glyph that moves each frame. `rounded(.down)` is a libm call
    /// on x86-64's baseline, and converting a `Double` to an `Int` checks its range with two
    /// comparisons before and after the clip did the same: here `x`, once known to be near
    /// enough, is rounded to the nearest whole number by adding 1.5 × 2⁵² (which leaves it in
    /// the low bits of the sum, exactly, below 2⁵¹), and one is taken off where that rounded up.
    @inline(__always)
    static func cell(_ x: Double) -> Int? {
      // floor(x) is in -farthest...farthest exactly when x is in -farthest..<farthest + 1
      // (farthest is whole); NaN fails both comparisons.
      guard x >= -Compositor.farthest, x < Compositor.farthest + 1 else { return nil }
      let magic = 6_755_399_441_055_744.0
      let shifted = x + magic
      let nearest = Int(Int32(truncatingIfNeeded: shifted.bitPattern))
      return nearest &- (shifted - magic > x ? 1 : 0)
    }
  }
}
