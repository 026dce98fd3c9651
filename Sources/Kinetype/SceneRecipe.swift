import KinetypeCompositor
import KinetypeCore
import KinetypeEffects
import KinetypeLayout

/// Everything that shapes a scene besides its text and effect: the canvas, where the text sits
/// on it and how it is set, the seed, and the colours. The one way scenes are made: the command
/// line, the demo and the preview runner all fill one in.
///
/// Each scene lays its text out once and builds its effect once.
public struct SceneRecipe: Hashable, Sendable {
  /// The canvas size; nil takes the size a command gives (the terminal's), else the text's.
  public var canvas: GridSize?
  /// Where the text sits in the canvas.
  public var anchor: GridAnchor
  /// Whether the text wraps at the canvas width.
  public var wraps: Bool
  /// How lines align.
  public var alignment: TextAlignment
  /// Display type: the text set in big letters of this FIGlet font.
  public var font: FIGletFont?
  /// Seed for everything random in the effect; the same seed gives the same frames.
  public var seed: UInt64
  /// Whether the input's colours or the effect's win, or the input's are dropped.
  public var existingColours: ExistingColours
  /// The colour fading glyphs blend toward.
  public var background: RGB
  /// The colours uncoloured text ends in: the effect's own gradient unless told.
  public var finalGradient: FinalGradient
  /// Whether East Asian Ambiguous characters take two cells.
  public var ambiguousWide: Bool
  /// How many colours the frames are made for.
  public var depth: ColourDepth

  public init(
    canvas: GridSize? = nil, anchor: GridAnchor = .c, wraps: Bool = false,
    alignment: TextAlignment = .left, font: FIGletFont? = nil, seed: UInt64 = 1,
    existingColours: ExistingColours = .dynamic, background: RGB = RGB(0, 0, 0),
    finalGradient: FinalGradient = .effect, ambiguousWide: Bool = false,
    depth: ColourDepth = .truecolor
  ) {
    self.canvas = canvas
    self.anchor = anchor
    self.wraps = wraps
    self.alignment = alignment
    self.font = font
    self.seed = seed
    self.existingColours = existingColours
    self.background = background
    self.finalGradient = finalGradient
    self.ambiguousWide = ambiguousWide
    self.depth = depth
  }

  /// How text is set on a canvas `size` wide (wrapping only when `wraps`).
  public func layoutOptions(size: GridSize?) -> LayoutOptions {
    LayoutOptions(
      width: wraps ? (canvas ?? size)?.columns : nil, alignment: alignment,
      ambiguousWide: ambiguousWide, font: font)
  }

  /// `text` laid out as scenes of this recipe lay it out on a canvas of `size` (or `canvas`).
  public func layout(_ text: AttributedText, size: GridSize? = nil) -> TextLayout {
    Typesetter.layout(prepared(text), options: layoutOptions(size: size))
  }

  /// The text as scenes show it: without its colours when `existingColours` is `ignore`.
  public func prepared(_ text: AttributedText) -> AttributedText {
    existingColours == .ignore ? text.removingColours() : text
  }

  /// The scene of `effect` over `text` on a canvas of `canvas`, else `size`, else the text's.
  ///
  /// - Throws: `EffectError` or `TimelineError` with every problem found.
  public func scene(text: AttributedText, effect: Effect, size: GridSize? = nil) throws -> Scene {
    try scene(layout: layout(text, size: size), effect: effect, size: size)
  }

  /// The scene of `effect` over text already laid out by `layout(_:size:)`.
  ///
  /// - Throws: `EffectError` or `TimelineError` with every problem found.
  public func scene(layout: TextLayout, effect: Effect, size: GridSize? = nil) throws -> Scene {
    try scene(
      layout: layout, effect: effect,
      canvas: surface(size: canvas ?? size ?? layout.size, placing: layout.size))
  }

  /// The scene of `effect` over `layout` on `canvas` (a surface of this recipe).
  func scene(layout: TextLayout, effect: Effect, canvas: Canvas) throws -> Scene {
    try Scene(
      effect: effect.description, origin: effect.origin, parameters: effect.parameters,
      layout: layout, canvas: canvas, rotations: effect.rotations, facts: layout.glyphFacts(),
      seed: seed, finalGradient: finalGradient)
  }

  /// A canvas of `size` with text of `textSize` at `anchor`, in this recipe's colours.
  func surface(size: GridSize, placing textSize: GridSize) -> Canvas {
    var surface = Canvas(
      size: size, placing: textSize, at: anchor, depth: depth, background: background)
    surface.existingColours = existingColours
    return surface
  }

  /// A frame of `text` at rest: what is left on screen when a scene ends without its effect's
  /// colours, for printing after play.
  public func restingFrame(_ text: AttributedText) -> Frame {
    let layout = Typesetter.layout(
      prepared(text),
      options: LayoutOptions(alignment: alignment, ambiguousWide: ambiguousWide, font: font))
    return Compositor(layout: layout, canvas: Canvas(size: layout.size)).staticFrame()
  }
}
