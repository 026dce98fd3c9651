import KinetypeCompositor
import KinetypeCore
import KinetypeLayout

/// A text cut into pages of whole lines, each as tall as the canvas, that play one after
/// another; laid out once to be cut, and that layout kept for the first page and for the text
/// at rest.
public struct Pages {
  /// How the pages are set.
  public let recipe: SceneRecipe
  /// Each page's text.
  public let texts: [AttributedText]
  /// The whole text laid out for the size the pages were cut at.
  public let whole: TextLayout
  /// The first page, laid out as `whole` is (it is `whole` when there is one page).
  private let firstPage: TextLayout

  /// `text` cut into pages for a canvas of `recipe.canvas`, else `size`.
  public init(_ text: AttributedText, recipe: SceneRecipe, size: GridSize) {
    self.recipe = recipe
    let layout = recipe.layout(text, size: size)
    whole = layout
    let rows = (recipe.canvas ?? size).rows
    // A big line of display type is as tall as its font.
    let linesPerPage = max(1, rows / (recipe.font?.height ?? 1))
    guard rows > 0, layout.lines.count > linesPerPage else {
      texts = [text]
      firstPage = layout
      return
    }
    var texts: [AttributedText] = []
    var start = 0
    while start < layout.lines.count {
      let end = min(start + linesPerPage, layout.lines.count)
      let glyphs = layout.lines[start].glyphs.lowerBound..<layout.lines[end - 1].glyphs.upperBound
      texts.append(layout.attributedText(of: glyphs))
      start = end
    }
    self.texts = texts
    firstPage = Typesetter.layout(texts[0], options: layout.options)
  }

  public var count: Int { texts.count }

  /// Page `page` laid out for a canvas of `size`: the layout made when cutting when the
  /// options are the same (always, unless the text wraps and the size changed).
  public func layout(page: Int, size: GridSize) -> TextLayout {
    let options = recipe.layoutOptions(size: size)
    if page == 0 && options == firstPage.options { return firstPage }
    return Typesetter.layout(recipe.prepared(texts[page]), options: options)
  }

  /// The scene of `effect` over page `page` on a canvas of `size`.
  ///
  /// - Throws: `EffectError` or `TimelineError` with every problem found.
  public func scene(page: Int, effect: Effect, size: GridSize) throws -> Scene {
    try recipe.scene(layout: layout(page: page, size: size), effect: effect, size: size)
  }

  /// The whole text at rest, as it is left on screen when play ends.
  public var restingFrame: Frame {
    Compositor(layout: whole, canvas: Canvas(size: whole.size)).staticFrame()
  }
}
