import KinetypeCore
import KinetypeLayout
import Testing

@testable import KinetypeAnimation
@testable import KinetypeCompositor

/// Glyphs whose offset alone changed, to one their `Compositor.OffsetLeeway` holds, are not
/// placed again: the frames stay those composing from scratch gives, through slow motion
/// across cell edges, offsets on and a hair either side of an edge, exactly zero, far away,
/// and a scale, anchor or turn changing under an offset that stays in its leeway.
@Suite struct IncrementalCompositorLeewayTests {
  static let text = "print the page\n漢字 and 👍 wide\nslowly, as one"

  /// Every time in `times`, composed incrementally from presentations, incrementally from a
  /// live presentation, and from scratch: the three frames must be one.
  static func check(
    _ compositor: Compositor, _ animations: [Animation], anchor: TransformAnchor,
    times: [Double], name: String
  ) throws {
    let timeline = try Timeline(
      glyphs: compositor.geometry(), models: compositor.models(), animations: animations,
      anchor: anchor, seed: 5)
    var fromPresentations = IncrementalCompositor(compositor)
    var fromLive = IncrementalCompositor(compositor)
    var live = LivePresentation(timeline, at: times.first ?? 0)
    var mismatches = 0
    for (k, time) in times.enumerated() {
      let expected = compositor.frame(timeline.presentation(at: time))
      let composed = fromPresentations.frame(timeline.presentation(at: time))
      let lived = fromLive.frame(&live, at: time)
      if composed != expected || lived != expected {
        mismatches += 1
        // The first few are enough to tell what went wrong.
        if mismatches <= 3 {
          Issue.record("\(name): frame \(k) at t=\(time) differs (live: \(lived != expected))")
        }
      }
    }
    #expect(mismatches == 0, "\(name): \(mismatches) of \(times.count) frames differ")
  }

  /// `count` times from 0 to `duration`, then back, then a few jumps.
  static func sweep(_ duration: Double, count: Int) -> [Double] {
    let forward = (0...count).map { duration * Double($0) / Double(count) }
    let jumps = [0.37, 0.91, 0.12, 0.5, 0.5, 0.0].map { $0 * duration }
    return forward + forward.reversed() + jumps
  }

  static func offsets(_ values: [Vector], duration: Double, mode: KeyframeAnimation.CalculationMode)
    -> Animation
  {
    Animation(
      .keyframe(KeyframeAnimation(.offset, values: values, calculationMode: mode)),
      timing: Timing(duration: duration, fillMode: .both))
  }

  @Test(arguments: [TransformAnchor.glyph(.zero), .textCentre, .glyph(Vector(dx: 0.3, dy: -0.7))])
  func aTextMovingSlowlyAsOne(anchor: TransformAnchor) throws {
    let c = compositor(Self.text, columns: 24, rows: 8, origin: GridPoint(column: 3, row: 2))
    // Every glyph one offset, a few hundredths of a cell a frame, across several cell edges
    // each way and through zero; now and then some glyphs scaled or turned while it moves.
    let count = c.prepared.count
    let scale = Animation(
      .keyframe(
        KeyframeAnimation(
          .scale, values: [.one], calculationMode: .discrete,
          valuesByGlyph: (0..<count).map { glyph in
            [.one, glyph % 3 == 0 ? Vector(dx: 1.5, dy: 1.5) : .one, .one, Vector(dx: 2, dy: 1)]
          })),
      timing: Timing(duration: 1.7, repeatCount: 3), stagger: Stagger(.index, spread: 0.4))
    let turn = Animation(
      .keyframe(
        KeyframeAnimation(
          .rotation, values: [Angle(degrees: 0), Angle(degrees: 0), Angle(degrees: 90)],
          calculationMode: .discrete)),
      timing: Timing(duration: 2.3, repeatCount: 2), stagger: Stagger(.index, spread: 0.5))
    let motion = Self.offsets(
      [Vector(dx: -2.3, dy: 3.7), Vector(dx: 1.9, dy: -1.35), .zero, Vector(dx: 0.5, dy: -2.5)],
      duration: 5, mode: .linear)
    try Self.check(
      c, [motion, scale, turn], anchor: anchor, times: Self.sweep(5, count: 700),
      name: "slow motion, anchor \(anchor)")
  }

  @Test func offsetsOnAndBesideCellEdges() throws {
    let c = compositor(Self.text, columns: 24, rows: 8, origin: GridPoint(column: 3, row: 2))
    // Discrete offsets stepping onto an edge, a unit in the last place either side of it,
    // a margin's width either side, to exactly zero and −0, and far off the canvas.
    let edge = 0.5
    let steps: [Double] = [
      edge.nextDown, edge, edge.nextUp, edge - 2e-6, edge - 5e-7, edge + 5e-7, 0.3, 0, -0.0,
      1e-9, -1e-9, 1.5.nextDown, 1.5, 2e6, 0.7, 999_999.5, 0.2, -0.5.nextUp, -0.5,
    ]
    let values = steps.flatMap { [Vector(dx: $0, dy: 0.2), Vector(dx: 0.2, dy: $0)] }
    let motion = Self.offsets(values + values.reversed(), duration: 4, mode: .discrete)
    try Self.check(
      c, [motion], anchor: .glyph(.zero), times: Self.sweep(4, count: 300), name: "edges")
  }

  @Test func aScaleChangingUnderAnOffsetThatStaysInItsLeeway() throws {
    // The offset creeps within its cells while the scale steps about the text's centre: the
    // glyphs move though their offsets' leeways hold, so the scale's change must tell.
    let c = compositor(Self.text, columns: 24, rows: 8, origin: GridPoint(column: 3, row: 2))
    let creep = Self.offsets(
      [Vector(dx: 0.1, dy: 0.1), Vector(dx: 0.3, dy: 0.3)], duration: 2, mode: .linear)
    let scale = Animation(
      .keyframe(
        KeyframeAnimation(
          .scale, values: [.one, Vector(dx: 1.3, dy: 1.3), .one, Vector(dx: 0.6, dy: 1.2)],
          calculationMode: .discrete)),
      timing: Timing(duration: 2, fillMode: .both))
    try Self.check(
      c, [creep, scale], anchor: .textCentre, times: Self.sweep(2, count: 240), name: "scale")
  }

  /// The leeway's claim itself: every offset inside it, its edges included, puts the glyph on
  /// the cell it was placed on, and one a cell further on each axis does not.
  @Test func everyOffsetInALeewayKeepsTheCell() throws {
    let c = compositor(Self.text, columns: 24, rows: 8, origin: GridPoint(column: 3, row: 2))
    let hash = SeededHash(seed: 41)
    var (checked, holding, leeways) = (0, 0, 0)
    for trial in 0..<400 {
      let placing = Vector(
        dx: (hash.unit(trial * 4) - 0.5) * 14, dy: (hash.unit(trial * 4 + 1) - 0.5) * 9)
      let scale = trial % 4 == 0 ? Vector(dx: 1.7, dy: 0.8) : .one
      let turned = trial % 5 == 0
      let animations = [
        Self.offsets([placing], duration: 1, mode: .discrete),
        Animation(
          .keyframe(KeyframeAnimation(.scale, values: [scale], calculationMode: .discrete)),
          timing: Timing(duration: 1, fillMode: .both)),
        Animation(
          .keyframe(
            KeyframeAnimation(
              .rotation, values: [Angle(degrees: turned ? 30 : 0)], calculationMode: .discrete)),
          timing: Timing(duration: 1, fillMode: .both)),
      ]
      let timeline = try Timeline(
        glyphs: c.geometry(), models: c.models(), animations: animations,
        anchor: trial % 2 == 0 ? .textCentre : .glyph(Vector(dx: 0.3, dy: -0.7)))
      let presentation = timeline.presentation(at: 0.5)
      c.prepared.withUnsafeBufferPointer { glyphs in
        let drawer = Compositor.GlyphDrawer(c, glyphs, presentation, .zero)
        for index in glyphs.indices {
          var leeway = Compositor.OffsetLeeway.none
          guard let cell = drawer.position(index, leeway: &leeway) else { continue }
          let b = leeway.bounds
          let (low, high) = (Vector(dx: b[0], dy: b[2]), Vector(dx: -b[1], dy: -b[3]))
          // A cell at most on each axis; the placing offset is inside unless it put the glyph
          // within a margin of an edge.
          #expect(high.dx - low.dx < 1 && high.dy - low.dy < 1)
          leeways += 1
          if leeway.contains(placing) { holding += 1 }
          for probe in [
            low, high, Vector(dx: low.dx, dy: high.dy), Vector(dx: high.dx, dy: low.dy),
          ] {
            #expect(leeway.contains(probe))
            #expect(
              position(of: index, at: probe, in: presentation, c) == cell,
              "trial \(trial) glyph \(index) at \(probe)")
            checked += 1
          }
          let beyond = Vector(dx: high.dx + 1, dy: high.dy + 1)
          #expect(!leeway.contains(beyond))
          #expect(position(of: index, at: beyond, in: presentation, c) != cell)
        }
      }
    }
    #expect(checked > 10_000)
    #expect(holding > leeways * 99 / 100, "\(holding) of \(leeways) leeways hold their own offset")
  }

  /// Where glyph `index` of `presentation` lands with its offset set to `offset`.
  func position(
    of index: Int, at offset: Vector, in presentation: Presentation, _ c: Compositor
  ) -> GridPoint? {
    var moved = presentation
    moved.offset[index] = offset
    return c.prepared.withUnsafeBufferPointer { glyphs in
      Compositor.GlyphDrawer(c, glyphs, moved, .zero).position(index)
    }
  }
}
