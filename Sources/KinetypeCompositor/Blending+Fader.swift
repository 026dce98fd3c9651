import KinetypeCore

extension Blending {
  /// `Blending.apply(opacity:to:canvas:)` on packed styles, on one canvas, remembering its
  /// last answer.
  ///
  /// Glyphs fading together in one style (a text fading out, a band of a gradient, the
  /// glyphs of a staggered fade that round to one step) are faded once: unpacking the style,
  /// blending three channels or six and packing it again had been half of each faded
  /// glyph's look (tag-hide over 200×50). The answer depends on the canvas too, so a fader is
  /// made with its canvas and keeps it.
  struct Fader {
    private let canvas: Canvas
    /// Whether `Blending.apply` reads the opacity's 1/32 step rather than the opacity itself:
    /// in 256 colours and more.
    private let steps: Bool
    private var remembers = false
    private var style = PackedStyle.plain
    private var key: UInt64 = 0
    private var faded: PackedStyle? = nil

    /// A fader for styles drawn on `canvas`, remembering nothing yet.
    init(canvas: Canvas) {
      self.canvas = canvas
      steps = canvas.depth == .truecolor || canvas.depth == .palette256
    }

    /// `style` at `opacity` on this fader's canvas, or nil when the glyph should not be drawn
    /// at all: `Blending.apply`'s answer, packed.
    @inline(__always)
    mutating func apply(opacity: Double, to style: PackedStyle) -> PackedStyle? {
      if opacity >= 0.999 { return style }
      // What `Blending.apply` reads of the opacity: its step, or the opacity itself (NaN in,
      // NaN's bits out).
      let step = steps ? Blending.step(opacity) : opacity
      if remembers && step.bitPattern == key && style == self.style { return faded }
      let blended =
        steps
        ? Blending.apply(step: step, to: style.style, canvas: canvas)
        : Blending.apply(opacity: opacity, to: style.style, canvas: canvas)
      (remembers, self.style, key) = (true, style, step.bitPattern)
      faded = blended.map(PackedStyle.init)
      return faded
    }
  }
}
