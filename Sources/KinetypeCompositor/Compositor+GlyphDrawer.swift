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
    let restBackgroundModel: [RGBA?]
    let opacity: [Double]
    let isHidden: [Bool]
    let foregroundColour: [RGBA?]
    let backgroundColour: [RGBA?]
    let offset: [Vector]
    let rotation: [Angle]
    let scale: [Vector]
    var symbols: SymbolCells

    init(
      _ compositor: Compositor, _ glyphs: UnsafeBufferPointer<PreparedGlyph>,
      _ presentation: Presentation, _ origin: GridPoint
    ) {
      self.glyphs = glyphs
      self.presentation = presentation
      canvas = compositor.canvas
      rotations = compositor.rotations
      self.origin = origin
      // With `always`, a colour the input gave is never replaced by the effect's.
      keepsColours = canvas.existingColours == .always
      restForeground = compositor.restForeground
      restBackground = compositor.restBackground
      restForegroundModel = compositor.restForegroundModel
      restBackgroundModel = compositor.restBackgroundModel
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
      // Fields are read in place: copying a PreparedGlyph retains its strings, which was a
      // fifth of compose time.
      // Hidden first: most of a particle field is hidden most of the time, and the flag is
      // one byte of a dense array where the prepared glyph is a cache line away.
      guard !isHidden[index], glyphs[index].isDrawn else { return }
      var opacity = self.opacity[index]
      // The style is changed in its packed form: unpacking it to a `CellStyle` and packing it
      // again cost every recoloured glyph a frame more than the rest of its colour work.
      var packed = glyphs[index].packedStyle
      let keepsForeground = keepsColours && glyphs[index].style.foreground != .default
      let keepsBackground = keepsColours && glyphs[index].style.background != .default
      if !keepsForeground, let colour = foregroundColour[index],
        colour != restForegroundModel[index]
      {
        let rgb = colour.rgb
        if rgb != restForeground[index] {
          packed.setForeground(rgb)
        }
        opacity *= colour.alpha
      }
      if !keepsBackground, let colour = backgroundColour[index],
        colour != restBackgroundModel[index], colour.alpha > 0
      {
        let rgb = colour.rgb
        if rgb != restBackground[index] {
          packed.setBackground(rgb)
        }
      }
      // Not there at all (a glyph yet to appear): `Blending.apply` would say so at every
      // colour depth, as it does for NaN; told here, a waiting glyph costs no call.
      guard opacity > 0 else { return }
      // Full opacity leaves the style as it is (`Blending.apply` returns it untouched).
      if opacity < 0.999 {
        guard let blended = Blending.apply(opacity: opacity, to: packed.style, canvas: canvas)
        else { return }
        packed = PackedStyle(blended)
      }
      let offset = self.offset[index]
      let rotation = self.rotation[index]
      let scale = self.scale[index]
      let symbol = presentation.symbolPosition(at: index)
      let rest = GridPoint(
        column: glyphs[index].rest.column &+ origin.column,
        row: glyphs[index].rest.row &+ origin.row)
      // Component by component: the same comparisons as `!= .zero` and `!= .one`, without a
      // call to reach each static.
      let moves =
        offset.dx != 0 || offset.dy != 0 || rotation.radians != 0 || scale.dx != 1
        || scale.dy != 1
      guard symbol != nil || moves else {
        frame.put(
          glyphs[index].cluster, width: glyphs[index].width, packedStyle: packed,
          linkID: glyphs[index].linkID, at: rest)
        drawKern(index, at: rest, packedStyle: packed, into: frame)
        return
      }
      var cluster = glyphs[index].cluster
      var width = glyphs[index].width
      if let symbol {
        let prepared = symbols.cell(symbol, of: presentation)
        cluster = prepared.cluster
        width = prepared.width
      }
      var at = rest
      if moves {
        // From the fields alone: gathering `presentation[index]` copied the symbol.
        let shown = GlyphPresentation.transform(
          glyphs[index].centre, anchor: presentation.anchor[index], offset: offset,
          rotation: rotation, scale: scale)
        // floor(x + 0.5): one rounding rule everywhere, so a constant offset never jitters. The
        // lead cell follows the glyph's own width, so a narrow symbol standing in for a wide
        // glyph stays on its lead cell as it would at rest.
        let ownWidth = Double(max(1, glyphs[index].width))
        let column = Self.floor(shown.x - ownWidth / 2 + 0.5)
        let row = Self.floor(shown.y)
        // A runaway value (an enormous offset or scale, NaN, infinity) sends the glyph far off
        // the canvas or nowhere: it is clipped here, before `Int(_:)` would trap on it. NaN
        // fails `<=` too.
        guard abs(column) <= Compositor.farthest, abs(row) <= Compositor.farthest else { return }
        at = GridPoint(
          column: Int(column) + canvas.textOrigin.column &+ origin.column,
          row: Int(row) + canvas.textOrigin.row &+ origin.row)
        if rotation.radians != 0 {
          let text = symbol.map { String(presentation.symbols[$0]) } ?? glyphs[index].text
          if let turned = rotations.lookalike(for: text, radians: rotation.radians) {
            cluster = Cluster(turned)
          }
        }
      }
      frame.put(cluster, width: width, packedStyle: packed, linkID: glyphs[index].linkID, at: at)
      drawKern(index, at: at, packedStyle: packed, into: frame)
    }

    /// `x.rounded(.down)` by truncation where that is exact, which spares the libm call
    /// x86-64's baseline makes for it (two a moving glyph a frame). Only -0 differs (it gives
    /// +0), which converts to the same cell.
    @inline(__always)
    static func floor(_ x: Double) -> Double {
      guard abs(x) < 4.5e15 else { return x.rounded(.down) }
      let truncated = Double(Int64(x))
      return truncated > x ? truncated - 1 : truncated
    }

    /// Filled kern cells after glyph `index` (only runs with a fill keep their kern here).
    @inline(__always)
    private func drawKern(
      _ index: Int, at point: GridPoint, packedStyle: PackedStyle, into frame: FrameCells
    ) {
      let kern = glyphs[index].kern
      guard kern > 0 else { return }
      let (width, linkID) = (glyphs[index].width, glyphs[index].linkID)
      for k in 0..<kern {
        frame.put(
          .space, width: 1, packedStyle: packedStyle, linkID: linkID,
          at: GridPoint(column: point.column + width + k, row: point.row))
      }
    }
  }
}
