import KinetypeCore

/// Opacity on a terminal: colours blend toward the canvas background when the output has 256
/// colours or more; with 16 or none, a glyph dims below `OpacityThreshold.dim` and disappears
/// below `OpacityThreshold.hidden`.
enum Blending {
  /// `style` at `opacity`, or nil when the glyph should not be drawn at all.
  ///
  /// Full opacity leaves the style untouched (terminal-default colours stay default), so the
  /// last frame of an effect is exactly the static layout. Total: an opacity above 1 (+∞
  /// included) is full, one below 0 (−∞ included) hidden, and NaN, which a runaway animation
  /// can produce, hidden too; the comparisons below are written so that NaN fails them.
  static func apply(opacity: Double, to style: CellStyle, canvas: Canvas) -> CellStyle? {
    if opacity >= 0.999 { return style }
    switch canvas.depth {
    case .ansi16, .none:
      if !(opacity >= OpacityThreshold.hidden) { return nil }
      if opacity < OpacityThreshold.dim {
        var dimmed = style
        dimmed.attributes.insert(.dim)
        return dimmed
      }
      return style
    case .truecolor, .palette256:
      return apply(step: step(opacity), to: style, canvas: canvas)
    }
  }

  /// The 1/32 step, times 32, an opacity blends at in 256 colours and more: finer steps are
  /// invisible on a terminal, and each step a glyph skips is a cell not rewritten (measured:
  /// fade over 200×50 writes a third fewer bytes).
  @inline(__always)
  static func step(_ opacity: Double) -> Double { (opacity * 32).rounded() }

  /// `apply(opacity:to:canvas:)` in 256 colours and more, at the opacity's `step`.
  static func apply(step: Double, to style: CellStyle, canvas: Canvas) -> CellStyle? {
    let opacity = step / 32
    if opacity >= 0.999 { return style }
    if !(opacity > 0.001) { return nil }
    var blended = style
    let foreground = style.foreground.rgbValue ?? canvas.defaultForeground
    blended.foreground = .rgb(mix(foreground, canvas.background, opacity))
    if let background = style.background.rgbValue {
      blended.background = .rgb(mix(background, canvas.background, opacity))
    }
    return blended
  }

  /// `colour` laid over `base` at `opacity`.
  static func mix(_ colour: RGB, _ base: RGB, _ opacity: Double) -> RGB {
    func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
      // + 0.5 and truncation: the value is never negative, and libm's round was measurable.
      UInt8((Double(b) + (Double(a) - Double(b)) * opacity + 0.5).clamped(0, 255))
    }
    return RGB(
      channel(colour.red, base.red), channel(colour.green, base.green),
      channel(colour.blue, base.blue))
  }
}

extension Double {
  /// The value limited to `low…high`; NaN gives `low` (`Swift.min` and `Swift.max` would pass
  /// it through, and `UInt8(_:)` traps on it).
  func clamped(_ low: Double, _ high: Double) -> Double {
    self > low ? (self < high ? self : high) : low
  }
}
