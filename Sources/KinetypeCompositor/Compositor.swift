import KinetypeAnimation
import KinetypeCore
import KinetypeLayout

/// Draws a layout, as an animation presents it at one instant, into a frame.
///
/// What does not change between frames (each glyph's text, width, style, link, resting cell and
/// the stroke boxes) is prepared once in `init`; `frame(_:)` then only reads the presentation,
/// moves, blends and writes cells. Rendering never fails: what falls outside the canvas is
/// clipped.
///
/// Besides the layout's glyphs it may draw `extras` (`ExtraGlyph`): the timeline numbers them
/// after the layout's glyphs, they rest hidden, and the static frame leaves them out.
public struct Compositor: Sendable {
  public let layout: TextLayout
  public let canvas: Canvas
  public let rotations: RotationTable
  /// Glyphs drawn besides the text's; glyph `layout.glyphs.count + k` is `extras[k]`.
  public let extras: [ExtraGlyph]
  let prepared: [PreparedGlyph]
  let strokes: [StrokeBox]
  /// Each glyph's resting colours as the animation model has them (`models()`): a presented
  /// colour equal to these draws the glyph's own style, so terminal-default colours stay
  /// default and an effect that returns to the model ends on the text exactly.
  let restForeground: [RGB]
  let restBackground: [RGB?]
  /// The foregrounds as the model's RGBA values: a presented colour bit-identical to these was
  /// not animated, which is checked before converting (rounding) anything. Backgrounds have no
  /// such copy: most glyphs rest on none, and one converted where a background is presented
  /// costs less than 40 bytes a glyph kept for the whole run.
  let restForegroundModel: [RGBA]

  /// What the compositor keeps of a glyph.
  ///
  /// What every frame reads comes first, so a glyph's frame work touches one or two cache
  /// lines of it (the compositor walks 25,000 of them a frame for a 200x50 matrix).
  struct PreparedGlyph: Sendable {
    var cluster: Cluster
    /// `style` packed, for the common case of a glyph drawn as it rests.
    var packedStyle: PackedStyle
    /// Resting lead cell on the canvas.
    var rest: GridPoint
    /// Resting centre in layout coordinates (the timeline's space).
    var centre: Point
    var width: Int
    var kern: Int
    var linkID: UInt32
    var isDrawn: Bool
    var text: String
    var style: CellStyle
  }

  /// Whether a glyph shows nothing a blank cell doesn't: a space with no background, no line
  /// attributes, no reverse video and no link. Such glyphs are not written, so they never erase
  /// what lies beneath (a stroke's border, a glyph passing by).
  static func isInvisible(_ text: String, _ style: CellStyle, _ link: String?) -> Bool {
    text == " " && link == nil && style.background == .default
      && style.attributes.isDisjoint(with: [.underline, .reverse, .strikethrough, .overline])
  }

  /// Prepares `layout` on `canvas`, with `extras` drawn besides it.
  ///
  /// - Parameter restingForegrounds: by glyph number, a foreground that replaces the layout
  ///   glyph's own at rest (nil keeps it): an effect's final gradient. The glyph rests, and the
  ///   static frame draws it, in that colour, so animations that return to rest end in it.
  public init(
    layout: TextLayout, canvas: Canvas, rotations: RotationTable = RotationTable(),
    extras: [ExtraGlyph] = [], restingForegrounds: [RGB?] = []
  ) {
    self.layout = layout
    self.canvas = canvas
    self.rotations = rotations
    self.extras = extras
    var prepared: [PreparedGlyph] = []
    prepared.reserveCapacity(layout.glyphs.count + extras.count)
    for (number, glyph) in layout.glyphs.enumerated() {
      let attributes = layout.attributes(of: glyph)
      var style = attributes.restingStyle
      if number < restingForegrounds.count, let colour = restingForegrounds[number] {
        style.foreground = .rgb(colour)
      }
      prepared.append(
        PreparedGlyph(
          cluster: Cluster(glyph.text), packedStyle: PackedStyle(style),
          rest: GridPoint(
            column: glyph.position.column + canvas.textOrigin.column,
            row: glyph.position.row + canvas.textOrigin.row),
          centre: Point(
            x: Double(glyph.position.column) + Double(glyph.width) / 2,
            y: Double(glyph.position.row) + 0.5),
          width: glyph.width, kern: attributes.fill == nil ? 0 : glyph.kern,
          linkID: Cell.linkID(attributes.link),
          isDrawn: glyph.width > 0 && !glyph.isLineBreak
            && !Self.isInvisible(glyph.text, style, attributes.link),
          text: glyph.text, style: style))
    }
    let (boxes, fallbacks) = StrokeBox.plan(layout, canvas: canvas)
    for glyph in fallbacks {
      prepared[glyph].style.attributes.formUnion([.underline, .overline])
      prepared[glyph].packedStyle = PackedStyle(prepared[glyph].style)
      prepared[glyph].isDrawn = prepared[glyph].width > 0
    }
    for extra in extras {
      prepared.append(
        PreparedGlyph(
          cluster: Cluster(extra.text), packedStyle: PackedStyle(extra.style),
          rest: GridPoint(
            column: extra.position.column + canvas.textOrigin.column,
            row: extra.position.row + canvas.textOrigin.row),
          centre: Point(
            x: Double(extra.position.column) + Double(extra.width) / 2,
            y: Double(extra.position.row) + 0.5),
          width: extra.width, kern: 0, linkID: Cell.linkID(extra.link),
          isDrawn: !Self.isInvisible(extra.text, extra.style, extra.link),
          text: extra.text, style: extra.style))
    }
    self.prepared = prepared
    self.strokes = boxes
    restForeground = prepared.map { $0.style.foreground.rgbValue ?? canvas.defaultForeground }
    restBackground = prepared.map { $0.style.background.rgbValue }
    restForegroundModel = restForeground.map { RGBA($0) }
  }

  /// Where each glyph rests, for the timeline: full opacity, no motion, its own colours (the
  /// terminal default foreground taken as `canvas.defaultForeground`), so an animation with no
  /// `to` returns to exactly what the text looks like. Extras rest hidden.
  public func models() -> [GlyphModel] {
    let textCount = layout.glyphs.count
    return prepared.indices.map { index in
      GlyphModel(
        foregroundColour: restForegroundModel[index],
        backgroundColour: restBackground[index].map { RGBA($0) },
        isHidden: index >= textCount)
    }
  }

  /// What the animation stage needs to know of each glyph, in layout coordinates: the
  /// layout's glyphs, then the extras.
  ///
  /// Each extra counts as a word and a line of its own, numbered after the text's, so word and
  /// line staggers, anchors and selections of the text never take it in.
  public func geometry() -> [GlyphGeometry] {
    let words = layout.wordNumbers()
    var result: [GlyphGeometry] = []
    result.reserveCapacity(prepared.count)
    for (lineIndex, line) in layout.lines.enumerated() {
      for index in line.glyphs {
        let glyph = layout.glyphs[index]
        result.append(
          GlyphGeometry(
            index: index, position: glyph.position, width: max(1, glyph.width),
            wordIndex: words[index], lineIndex: lineIndex))
      }
    }
    let (firstWord, firstLine) = ((words.last ?? -1) + 1, layout.lines.count)
    for (k, extra) in extras.enumerated() {
      result.append(
        GlyphGeometry(
          index: layout.glyphs.count + k, position: extra.position, width: extra.width,
          wordIndex: firstWord + k, lineIndex: firstLine + k))
    }
    return result
  }

  /// The layout at rest: every glyph in its cell, as the text ends.
  public func staticFrame() -> Frame {
    var frame = Frame(size: canvas.size)
    for box in strokes { box.draw(into: &frame, opacity: 1, canvas: canvas) }
    for glyph in prepared[..<layout.glyphs.count] where glyph.isDrawn {
      frame.put(
        glyph.cluster, width: glyph.width, packedStyle: glyph.packedStyle, linkID: glyph.linkID,
        at: glyph.rest)
      drawKern(glyph, at: glyph.rest, style: glyph.style, into: &frame)
    }
    return frame
  }

  /// The frame showing `presentation` (one entry per layout glyph, then one per extra).
  ///
  /// - Complexity: O(glyphs × z layers) for up to eight layers, else a sort by z.
  public func frame(_ presentation: Presentation) -> Frame {
    var frame = Frame(size: canvas.size)
    draw(presentation, into: &frame, at: .zero)
    return frame
  }

  /// The frame an effect ends on: `presentation` with every extra at rest, hidden, whatever
  /// its animations hold at their last instant (a particle whose flight ends with the effect
  /// is still shown there), so the last frame is the text alone.
  public func finalFrame(_ presentation: Presentation) -> Frame {
    var frame = Frame(size: canvas.size)
    draw(presentation, into: &frame, at: .zero, extras: false)
    return frame
  }

  /// Draws `presentation` over `frame` with the canvas's top-left cell at `origin`: one layer
  /// of a picture made of several texts, each animated by its own timeline.
  ///
  /// Only what the text shows is written (glyphs, filled kerns, stroke boxes), so what `frame`
  /// held elsewhere stays; nothing is clipped to the canvas, only to `frame`, so a glyph moved
  /// past the canvas's edge still shows where `frame` has room for it. `frame(_:)` is this
  /// over a blank frame of the canvas's size.
  ///
  /// - Complexity: O(glyphs × z layers) for up to eight layers, else a sort by z.
  public func draw(
    _ presentation: Presentation, into frame: inout Frame, at origin: GridPoint,
    extras drawsExtras: Bool = true
  ) {
    let drawn = drawsExtras ? prepared.count : prepared.count - extras.count
    precondition(
      presentation.count == prepared.count,
      "presentation has \(presentation.count) glyphs, layout \(prepared.count)")
    for box in strokes {
      let opacity =
        box.glyphs.reduce(0.0) { $0 + (presentation.isHidden[$1] ? 0 : presentation.opacity[$1]) }
        / Double(max(1, box.glyphs.count))
      box.draw(into: &frame, opacity: opacity, canvas: canvas, at: origin)
    }
    prepared.withUnsafeBufferPointer { glyphs in
      var drawer = GlyphDrawer(self, glyphs, presentation, origin)
      frame.withCells { frame in
        let z = presentation.zIndex
        // A hidden glyph draws nothing: told here, it costs no call.
        let hidden = presentation.isHidden
        if let first = z.first, z.contains(where: { $0 != first }) {
          // Usually a few layers (a field under the text, a glyph lifted over it): a pass per
          // layer, in index order within it, is the stable sort by z without sorting. The
          // layers are found by a scan that stops at the ninth (a `Set` of every glyph's z
          // hashed 25,000 values a frame for a 200x50 matrix).
          var layers: [Int] = []
          for value in z[0..<drawn] where !layers.contains(value) {
            layers.append(value)
            if layers.count > 8 { break }
          }
          layers.sort()
          if layers.count <= 8 {
            for layer in layers {
              for index in 0..<drawn where z[index] == layer && !hidden[index] {
                drawer.draw(index, into: frame)
              }
            }
          } else {
            let order = (0..<drawn).sorted { (z[$0], $0) < (z[$1], $1) }
            for index in order where !hidden[index] { drawer.draw(index, into: frame) }
          }
        } else {
          for index in 0..<drawn where !hidden[index] { drawer.draw(index, into: frame) }
        }
      }
    }
  }

  /// How far from the text's origin, in cells along either axis, a moved glyph may land and
  /// still be placed; one further (or at a non-finite position) is clipped without converting
  /// its position to `Int`. Far beyond any canvas, well within `Int`.
  static let farthest: Double = 1_000_000

  /// Filled kern cells after a glyph (only runs with a fill keep their kern here).
  @inline(__always)
  private func drawKern(
    _ glyph: PreparedGlyph, at point: GridPoint, style: CellStyle, into frame: inout Frame
  ) {
    for k in 0..<glyph.kern {
      frame.put(
        .space, width: 1, style: style, linkID: glyph.linkID,
        at: GridPoint(column: point.column + glyph.width + k, row: point.row))
    }
  }
}
