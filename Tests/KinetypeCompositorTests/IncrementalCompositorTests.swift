import KinetypeAnimation
import KinetypeCore
import KinetypeLayout
import Testing

@testable import KinetypeCompositor

/// Composing only the rows that changed gives the frames composing each from scratch gives,
/// whatever order presentations come in: glyphs moving across rows and over each other, wide
/// glyphs and emoji half covered, z order changing, fades, symbols, turns, particles, the
/// final frame without them, and stroke boxes.
@Suite struct IncrementalCompositorTests {
  static let hash = SeededHash(seed: 23)

  /// Times forward, backward, and jumping at random (repeats, the ends and past them included).
  static func times(duration: Double, count: Int = 90) -> [Double] {
    let forward = (0...count / 3).map { duration * Double($0) / Double(count / 3) }
    let jumps = (0..<count / 3).map { k -> Double in
      switch k % 9 {
      case 0: return -1
      case 1: return duration + 1
      case 2: return duration
      default: return (hash.unit(k) * 1.2 - 0.1) * duration
      }
    }
    return forward + forward.reversed() + jumps + [jumps[5], jumps[5], 0]
  }

  /// Per-glyph keyframes from the seeded hash: motion by several cells either way (across rows
  /// and onto other glyphs), discrete z changes, fades, hidden spells, symbols, turns, colours.
  static func animations(glyphs count: Int) -> [Animation] {
    func values<Value>(_ channel: UInt64, _ make: (Double) -> Value) -> [[Value]] {
      (0..<count).map { glyph in
        (0..<4).map { k in make(SeededHash(seed: channel).unit(glyph * 4 + k)) }
      }
    }
    func keyframes<Value: PropertyValue>(
      _ key: PropertyKey<Value>, _ channel: UInt64, mode: KeyframeAnimation.CalculationMode,
      duration: Double = 2, _ make: (Double) -> Value
    ) -> Animation {
      let perGlyph = values(channel, make)
      return Animation(
        .keyframe(
          KeyframeAnimation(
            key, values: perGlyph[0], calculationMode: mode, valuesByGlyph: perGlyph)),
        timing: Timing(duration: duration, autoreverses: true),
        stagger: Stagger(.random(channel: channel), spread: 1))
    }
    return [
      keyframes(.offset, 1, mode: .linear) { Vector(dx: ($0 - 0.5) * 9, dy: ($0 - 0.45) * 5) },
      keyframes(.zIndex, 2, mode: .discrete) { Int($0 * 3) - 1 },
      keyframes(.opacity, 3, mode: .linear, duration: 1.5) { min(1, $0 * 1.6) },
      keyframes(.hidden, 4, mode: .discrete, duration: 3) { $0 < 0.2 },
      keyframes(.symbol, 5, mode: .discrete) { Symbol($0 < 0.5 ? "*" : $0 < 0.8 ? "漢" : "→") },
      keyframes(.rotation, 6, mode: .discrete, duration: 2.5) {
        Angle(degrees: $0 < 0.6 ? 0 : 90)
      },
      keyframes(.foregroundColour, 7, mode: .linear) {
        RGBA(red: $0, green: 1 - $0, blue: 0.5)
      },
    ]
  }

  static func check(
    _ compositor: Compositor, name: String, animations: [Animation]? = nil,
    alwaysByCells: Bool = false
  ) throws {
    let timeline = try Timeline(
      glyphs: compositor.geometry(), models: compositor.models(),
      animations: animations ?? Self.animations(glyphs: compositor.prepared.count), seed: 3)
    var incremental = IncrementalCompositor(compositor)
    // A second, fed from a live presentation, mostly as a recording feeds it and now and then
    // through the live presentation's whole presentation, so that it switches between the two.
    var mixed = IncrementalCompositor(compositor)
    (incremental.alwaysByCells, mixed.alwaysByCells) = (alwaysByCells, alwaysByCells)
    var live = LivePresentation(timeline)
    var marks = [GlyphChanges](repeating: [], count: compositor.prepared.count)
    for (k, time) in times(duration: timeline.duration).enumerated() {
      let presentation = timeline.presentation(at: time)
      // Now and then the final frame, extras left out, as a recording's last frame is.
      let drawsExtras = k % 11 != 10
      let expected =
        drawsExtras ? compositor.frame(presentation) : compositor.finalFrame(presentation)
      #expect(
        incremental.frame(presentation, drawsExtras: drawsExtras) == expected,
        "\(name): frame \(k) at t=\(time)")
      let lived: Frame
      if k % 7 >= 5 {
        live.update(to: time, marking: &marks)
        lived = mixed.frame(live.presentation, drawsExtras: drawsExtras)
      } else {
        lived = mixed.frame(&live, at: time, drawsExtras: drawsExtras)
      }
      #expect(lived == expected, "\(name), live: frame \(k) at t=\(time)")
    }
  }

  @Test func wideGlyphsMovingOverEachOtherAcrossRows() throws {
    let text = "a漢👍b字 xy\n→ 漢字 ok 👍\nwide 字字 tail\n🇯🇵 e\u{301} 漢"
    try Self.check(
      compositor(text, columns: 18, rows: 7, origin: GridPoint(column: 2, row: 1)),
      name: "wide")
  }

  @Test func onlyTheZOrderChanging() throws {
    // Glyphs held over each other (b on a, 字 half over 漢), their z alone changing: a row
    // must be drawn again in the new order though no glyph moved or changed its look.
    let c = compositor("ab漢字\ncd漢x", columns: 8, rows: 3)
    let overlap = Animation(
      .keyframe(
        KeyframeAnimation(
          .offset, values: [.zero],
          valuesByGlyph: [0, -1, 0, -1, 0, -1, 0, -1, -1].map { [Vector(dx: $0, dy: 0)] })),
      timing: Timing(duration: 1, fillMode: .both))
    let z = Animation(
      .keyframe(
        KeyframeAnimation(
          .zIndex, values: [0, 1, 0, 2], calculationMode: .discrete,
          valuesByGlyph: (0..<9).map { glyph in (0..<4).map { ($0 + glyph) % 3 } })),
      timing: Timing(duration: 2, repeatCount: 2),
      stagger: Stagger(.index, spread: 0.5))
    try Self.check(c, name: "z", animations: [overlap, z])
  }

  @Test func manyZIndicesOverEachOther() throws {
    // More z indices than a pass each suits (`DrawOrder.sorted`), from the extremes inward,
    // on glyphs held over each other, and later only two (`DrawOrder.layers`).
    let c = compositor("abcdef\nghijkl\n漢字mn", columns: 9, rows: 4)
    let count = c.prepared.count
    let overlap = Animation(
      .keyframe(
        KeyframeAnimation(
          .offset, values: [.zero],
          valuesByGlyph: (0..<count).map { [Vector(dx: -Double($0 % 3), dy: Double($0 % 2))] })),
      timing: Timing(duration: 1, fillMode: .both))
    let levels = [Int.min, -40, -3, 0, 2, 9, 70, Int.max]
    let z = Animation(
      .keyframe(
        KeyframeAnimation(
          .zIndex, values: [0, 0, 0], calculationMode: .discrete,
          valuesByGlyph: (0..<count).map { glyph in
            [levels[glyph % 8], levels[(glyph * 3 + 1) % 8], glyph % 2]
          })),
      timing: Timing(duration: 3, fillMode: .both),
      stagger: Stagger(.index, spread: 0.5))
    try Self.check(c, name: "many z", animations: [overlap, z])
  }

  @Test func particlesOverAndUnderTheText() throws {
    let layout = layout("rain on the\nwide 漢字 text")
    let extras = (0..<60).map { k in
      ExtraGlyph(
        text: k % 7 == 0 ? "字" : "|", width: k % 7 == 0 ? 2 : 1,
        position: GridPoint(column: k % 16 - 1, row: k / 16 - 1))
    }
    let canvas = Canvas(
      size: GridSize(columns: 16, rows: 5), textOrigin: GridPoint(column: 1, row: 1),
      background: RGB(0, 0, 0), depth: .truecolor)
    try Self.check(
      Compositor(layout: layout, canvas: canvas, rotations: shippedRotations, extras: extras),
      name: "particles")
  }

  @Test func symbolsAloneChanging() throws {
    // A scramble steps every glyph's symbol (wide over narrow glyphs and back, and back to
    // the glyph's own when it ends) while others hold still: a glyph whose symbol alone
    // changed has only its cluster swapped (`GlyphChanges.symbol`). Some glyphs are faded
    // (their style blended), turned (a look-alike follows the cluster), or move now and then
    // as their symbols step, which takes the whole path or the moving one.
    let c = compositor("ab漢字 cd\nxyz 👍 bq\npd e\u{301}f", columns: 14, rows: 5)
    let count = c.prepared.count
    func perGlyph<Value: PropertyValue>(
      _ key: PropertyKey<Value>, _ value: (Int) -> Value, _ timing: Timing
    ) -> Animation {
      let values = (0..<count).map { [value($0)] }
      return Animation(
        .keyframe(KeyframeAnimation(key, values: values[0], valuesByGlyph: values)),
        timing: timing)
    }
    let held = Timing(duration: 4, fillMode: .both)
    let scramble = Animation(
      .scramble(ScrambleAnimation(symbols: ["*", "漢", "→", "#", "👍"], rate: 9)),
      timing: Timing(duration: 2.5), stagger: Stagger(.index, spread: 0.4))
    let faded = perGlyph(.opacity, { $0 % 3 == 0 ? 0.5 : 1 }, held)
    let turned = perGlyph(.rotation, { Angle(degrees: $0 % 4 == 1 ? 180 : 0) }, held)
    let moving = Animation(
      .keyframe(
        KeyframeAnimation(
          .offset, values: [.zero, Vector(dx: 1, dy: 0), .zero], calculationMode: .discrete,
          valuesByGlyph: (0..<count).map { glyph in
            glyph % 5 == 2
              ? [.zero, Vector(dx: 1, dy: 1), .zero] : [.zero, .zero, .zero]
          })),
      timing: Timing(duration: 1.3, repeatCount: 2))
    try Self.check(c, name: "symbols", animations: [faded, turned, moving, scramble])
  }

  @Test func filledKernsAndBackgrounds() throws {
    let text = "[fill=#303030]tab\tstops[/] [on red]x\ty[/]\n[fill=#303030]漢\tz[/] 👍"
    try Self.check(
      compositor(text, markup: true, columns: 24, rows: 5, origin: GridPoint(column: 1, row: 1)),
      name: "kerns")
  }

  @Test func strokeBoxes() throws {
    let text = "[stroke=#ff0000]boxed[/] and\n\nmore 漢"
    try Self.check(
      compositor(text, markup: true, columns: 20, rows: 6, origin: GridPoint(column: 2, row: 1)),
      name: "strokes")
  }
}

/// The draw order a recompose passes over glyphs in: a pass per z index where there are few,
/// the glyphs sorted by z and number where there are many.
@Suite struct DrawOrderTests {
  @Test func fewZIndicesArePassesInAscendingOrder() {
    #expect(IncrementalCompositor.DrawOrder([3, 3, 3]) == .layers([3]))
    #expect(IncrementalCompositor.DrawOrder([0, -1, 0, 5, -1]) == .layers([-1, 0, 5]))
    #expect(IncrementalCompositor.DrawOrder([]) == .layers([]))
  }

  @Test func manyZIndicesAreSortedByZThenGlyph() {
    let z = [4, Int.min, 2, Int.max, 2, 0, 4, -9]
    #expect(IncrementalCompositor.DrawOrder(z) == .sorted([1, 7, 5, 2, 4, 0, 6, 3]))
  }
}
