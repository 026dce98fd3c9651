import KinetypeAnimation
import KinetypeCore
import KinetypeLayout
import Testing

@testable import KinetypeCompositor

/// Values no sane effect gives but a runaway one can (NaN, the infinities, 1e300): validation
/// upstream should stop them, and when it misses one, rendering clips it rather than trapping.
@Suite("Compositor: runaway values clip, never trap")
struct RunawayValueTests {
  static let runaway: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 2e6, -2e6]

  /// Animations presenting `make(value)` for all time, exactly. `hold` alone blends from = to,
  /// which turns an infinity into NaN (∞ − ∞), so an infinity is the largest finite value held
  /// and the same added on top.
  static func holding<Value: PropertyValue>(
    _ key: PropertyKey<Value>, _ value: Double, glyphs: GlyphSelection = .indices(1..<2),
    _ make: (Double) -> Value
  ) -> [Animation] {
    guard value.isInfinite else { return [hold(key, make(value), glyphs: glyphs)] }
    let largest = make(value < 0 ? -Double.greatestFiniteMagnitude : .greatestFiniteMagnitude)
    var added = hold(key, largest, glyphs: glyphs)
    added.isAdditive = true
    return [hold(key, largest, glyphs: glyphs), added]
  }

  /// What `compositor` presents and draws half-way through `animations`.
  static func presented(
    _ compositor: Compositor, _ animations: [Animation], anchor: TransformAnchor = .glyph(.zero)
  ) throws -> (Presentation, Frame) {
    let timeline = try Timeline(
      glyphs: compositor.geometry(), models: compositor.models(), animations: animations,
      anchor: anchor, seed: 1)
    let presentation = timeline.presentation(at: 0.5)
    return (presentation, compositor.frame(presentation))
  }

  /// Whether `shown` is `value`, NaN for NaN.
  static func same(_ shown: Double, _ value: Double) -> Bool {
    value.isNaN ? shown.isNaN : shown == value
  }

  // MARK: Position

  @Test(arguments: runaway)
  func aGlyphOffsetByARunawayValueIsClipped(value: Double) throws {
    let c = compositor("abc", columns: 4, rows: 2)
    for make in [{ Vector(dx: $0, dy: 0) }, { Vector(dx: 0, dy: $0) }] as [(Double) -> Vector] {
      let (p, f) = try Self.presented(c, Self.holding(.offset, value, make))
      #expect(Self.same(p.offset[1].dx + p.offset[1].dy, value))
      #expect(f == frame(["a c ", "    "]))
    }
  }

  @Test func offsetsAtTheLimitAreStillPlacedAndClippedByTheCanvas() throws {
    let c = compositor("abc", columns: 4, rows: 2)
    for value in [Compositor.farthest, -Compositor.farthest] {
      let (_, f) = try Self.presented(c, [hold(.offset, Vector(dx: value, dy: value))])
      #expect(f == frame(["    ", "    "]))
    }
  }

  @Test(arguments: runaway)
  func aGlyphScaledByARunawayValueAboutAnotherPointIsClipped(value: Double) throws {
    let c = compositor("abc", columns: 4, rows: 2)
    // About a point a cell to the glyph's right, so any scale but 1 moves it.
    let anchor = TransformAnchor.glyph(Vector(dx: 1, dy: 0))
    let (p, f) = try Self.presented(
      c, Self.holding(.scale, value) { Vector(dx: $0, dy: $0) }, anchor: anchor)
    #expect(Self.same(p.scale[1].dx, value))
    #expect(f == frame(["a c ", "    "]))
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aGlyphTurnedByANonFiniteAngleIsClipped(value: Double) throws {
    let c = compositor("a|c", columns: 4, rows: 2)
    let (p, f) = try Self.presented(c, Self.holding(.rotation, value) { Angle(radians: $0) })
    #expect(Self.same(p.rotation[1].radians, value))
    #expect(f == frame(["a c ", "    "]))
  }

  @Test(arguments: [1e300, -1e300, 1e17])
  func aGlyphTurnedByAnEnormousAngleStaysPutWithNoLookAlike(value: Double) throws {
    // Turned about its own centre it does not move, and at such an angle no look-alike is
    // meaningful: it keeps its own character.
    let c = compositor("a|c", columns: 4, rows: 2)
    let (_, f) = try Self.presented(c, [hold(.rotation, Angle(radians: value))])
    #expect(f == frame(["a|c ", "    "]))
  }

  @Test func lookAlikesIgnoreAnglesTheyCannotResolve() {
    for radians in [Double.nan, .infinity, -.infinity, 1e300, 0x1p60] {
      #expect(shippedRotations.lookalike(for: "|", radians: radians) == nil)
    }
    #expect(shippedRotations.lookalike(for: "|", radians: .pi / 2) == "-")
  }

  // MARK: Opacity and colour

  @Test(arguments: [ColourDepth.truecolor, .palette256, .ansi16, .none])
  func runawayOpacitiesHideOrShowTheGlyphWhole(depth: ColourDepth) throws {
    let c = compositor("abc", columns: 3, rows: 1, depth: depth)
    for value in Self.runaway {
      let (p, f) = try Self.presented(c, Self.holding(.opacity, value) { $0 })
      #expect(Self.same(p.opacity[1], value))
      // NaN counts as hidden; past 1 is full, below 0 hidden.
      #expect(f == (value > 1 ? c.staticFrame() : frame(["a c"])), "opacity \(value)")
    }
  }

  @Test(arguments: runaway)
  func runawayColourChannelsClampAndNaNReadsAsZero(value: Double) throws {
    let c = compositor("abc", columns: 3, rows: 1)
    let expected: UInt8 = value > 0 ? 255 : 0
    let foreground = Self.holding(.foregroundColour, value) {
      RGBA(red: $0, green: 0, blue: 0, alpha: 1)
    }
    let (p, f) = try Self.presented(c, foreground)
    #expect(Self.same(p.foregroundColour[1]!.red, value))
    #expect(f[1, 0].text == "b")
    #expect(f[1, 0].style.foreground == .rgb(RGB(expected, 0, 0)))
    let background = Self.holding(.backgroundColour, value) {
      RGBA(red: 0, green: $0, blue: 0, alpha: 1)
    }
    let (_, g) = try Self.presented(c, background)
    #expect(g[1, 0].style.background == .rgb(RGB(0, expected, 0)))
  }

  @Test(arguments: runaway)
  func aRunawayAlphaHidesOrShowsTheGlyph(value: Double) throws {
    let c = compositor("abc", columns: 3, rows: 1)
    let (p, f) = try Self.presented(
      c, Self.holding(.foregroundColour, value) { RGBA(red: 1, green: 0, blue: 0, alpha: $0) })
    #expect(Self.same(p.foregroundColour[1]!.alpha, value))
    #expect(f[1, 0].text == (value > 1 ? "b" : " "), "alpha \(value)")
  }

  @Test func blendingIsTotal() {
    let style = CellStyle(foreground: .rgb(RGB(200, 100, 50)), background: .rgb(RGB(9, 9, 9)))
    for depth in [ColourDepth.truecolor, .palette256, .ansi16, .none] {
      let canvas = Canvas(size: GridSize(columns: 1, rows: 1), depth: depth)
      #expect(Blending.apply(opacity: .nan, to: style, canvas: canvas) == nil)
      #expect(Blending.apply(opacity: -.infinity, to: style, canvas: canvas) == nil)
      #expect(Blending.apply(opacity: .infinity, to: style, canvas: canvas) == style)
    }
    #expect(Blending.mix(RGB(200, 100, 50), RGB(0, 0, 0), .nan) == RGB(0, 0, 0))
    #expect(Blending.mix(RGB(200, 100, 50), RGB(0, 0, 0), .infinity) == RGB(255, 255, 255))
    #expect(Blending.mix(RGB(200, 100, 50), RGB(0, 0, 0), -.infinity) == RGB(0, 0, 0))
    #expect(Double.nan.clamped(0, 255) == 0)
  }

  @Test func aStrokeBoxWhoseGlyphsHaveNaNOpacityIsHidden() throws {
    let c = compositor(
      "[stroke=#5fafff]ab[/]", markup: true, columns: 4, rows: 3,
      origin: GridPoint(column: 1, row: 1))
    #expect(c.strokes.count == 1)
    let (_, f) = try Self.presented(c, [hold(.opacity, Double.nan, glyphs: .all)])
    #expect(f == frame(["    ", "    ", "    "]))
    let (_, g) = try Self.presented(c, [hold(.opacity, 1e300, glyphs: .all)])
    #expect(g == c.staticFrame())
  }

  // MARK: Time

  @Test func aSceneAtANaNTimeShowsItsStart() throws {
    let c = compositor("abc", columns: 3, rows: 1)
    let fade = Animation(
      .basic(BasicAnimation(.opacity, from: 0, to: 1)), timing: Timing(duration: 1))
    let scene = try Scene(compositor: c, animations: [fade], seed: 1)
    #expect(scene.frame(at: .nan) == scene.frame(at: 0))
    #expect(scene.frame(at: .infinity) == scene.frame(at: 1))
    #expect(scene.frame(at: -.infinity) == scene.frame(at: 0))
  }
}
