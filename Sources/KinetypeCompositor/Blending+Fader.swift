import KinetypeCore

extension Blending {
  /// `Blending.apply(opacity:to:canvas:)` on packed styles, remembering its last answer.
  ///
  /// Glyphs fading together in one style (a text fading out, a band of a gradient, the
  /// glyphs of a staggered fade that round to one step) are faded once: unpacking the style,
  /// blending three channels or six and packing it again had been half of each faded
  /// glyph's look (tag-hide over 200×50). One per canvas: the answer depends on it too.
  struct Fader {
    private var remembers = false
    private var style = PackedStyle.plain
    private var key: UInt64 = 0
    private var faded: PackedStyle? = nil

    /// `style` at `opacity` on `canvas`, or nil when the glyph should not be drawn at all:
    /// `Blending.apply`'s answer, packed.
    @inline(__always)
    mutating func apply(opacity: Double, to style: PackedStyle, canvas: Canvas) -> PackedStyle? {
      if opacity >= 0.999 { return style }
      // What `Blending.apply` reads of the opacity: in 256 colours and more its step, the
      // opacity itself below that (NaN in, NaN's bits out).
      let many = canvas.depth == .truecolor || canvas.depth == .palette256
      let step = many ? Blending.step(opacity) : opacity
      if remembers && step.bitPattern == key && style == self.style { return faded }
      let blended =
        many
        ? Blending.apply(step: step, to: style.style, canvas: canvas)
        : Blending.apply(opacity: opacity, to: style.style, canvas: canvas)
      (remembers, self.style, key) = (true, style, step.bitPattern)
      faded = blended.map(PackedStyle.init)
      return faded
    }
  }
}
