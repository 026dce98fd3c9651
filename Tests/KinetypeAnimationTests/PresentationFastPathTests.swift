import KinetypeCore
import Testing

@testable import KinetypeAnimation

/// The fast paths of `Timeline.presentation(at:)` give what the general path gives.
@Suite struct PresentationFastPathTests {
  /// An animation that never contributes at the times tested (it begins late and does not
  /// fill) and touches one glyph, so tracks after it on its property are not that property's
  /// first writer and run in place on a copy of the model.
  static func inert(_ kind: Animation.Kind) -> Animation {
    Animation(
      kind, timing: Timing(beginTime: 1000, duration: 1, fillMode: .removed),
      glyphs: .indices(0..<1))
  }

  static let inertAnimations = [
    inert(.basic(BasicAnimation(.opacity, from: 0.5, to: 0.5))),
    inert(.basic(BasicAnimation(.offset, from: .zero, to: .zero))),
    inert(.basic(BasicAnimation(.rotation, from: .zero, to: .zero))),
    inert(.basic(BasicAnimation(.scale, from: .one, to: .one))),
    inert(.basic(BasicAnimation(.foregroundColour, from: .black, to: .black))),
    inert(.basic(BasicAnimation(.backgroundColour, from: .black, to: .black))),
    inert(.keyframe(KeyframeAnimation(.zIndex, values: [0, 1]))),
    inert(.keyframe(KeyframeAnimation(.hidden, values: [false, true]))),
    inert(.keyframe(KeyframeAnimation(.symbol, values: [Symbol("#"), "%"]))),
  ]

  /// Building a property's array afresh (first writer over every glyph) equals copying the
  /// model and writing over it.
  @Test func freshArraysEqualTheModelWrittenOver() {
    for seed in PropertyTests.cases.prefix(120) {
      let timeline = PropertyTests.randomTimeline(seed)
      let animations = PropertyTests.randomAnimations(seed)
      let inPlace = try! Timeline(
        glyphs: timeline.glyphs, animations: Self.inertAnimations + animations, seed: timeline.seed)
      let anyInitialises = inPlace.tracks.dropFirst(Self.inertAnimations.count).contains {
        $0.initialises
      }
      #expect(!anyInitialises)
      let hash = SeededHash(seed: 17)
      for i in 0..<16 {
        let t = hash.value(in: -1...5, seed * 100 + i)
        // Gathered per glyph: the inert symbol animation gives `inPlace` a symbol table.
        #expect(
          timeline.presentation(at: t).glyphs == inPlace.presentation(at: t).glyphs,
          "seed \(seed), t = \(t)")
      }
    }
  }

  /// The benchmark's entrance, where every track builds its array afresh and staggers give
  /// runs of equal delays, equals the same evaluated in place.
  @Test func theEntranceEqualsItsInPlaceEvaluation() {
    let glyphs = Fixtures.block(columns: 23, rows: 9)
    for order in [StaggerOrder.diagonal, .row, .column, .word, .line, .random(channel: 1)] {
      let animations = Fixtures.entrance(glyphCount: glyphs.count).map {
        var animation = $0
        animation.stagger = Stagger(order, spread: 1.5)
        return animation
      }
      let fresh = try! Timeline(glyphs: glyphs, animations: animations, seed: 42)
      let allInitialise = fresh.tracks.allSatisfy { $0.initialises }
      #expect(allInitialise)
      let inPlace = try! Timeline(
        glyphs: glyphs, animations: Self.inertAnimations + animations, seed: 42)
      for step in -5...110 {
        let t = Double(step) / 40
        #expect(
          fresh.presentation(at: t).glyphs == inPlace.presentation(at: t).glyphs,
          "\(order), t = \(t)")
      }
    }
  }

  /// With every fast path on, presentations equal those of the plain per-glyph loop over a
  /// copy of the model, for random timelines (every kind of animation, stagger and fill) at
  /// many times, and for the benchmark's entrance under several stagger orders.
  @Test func fastPathsChangeNoResult() {
    var timelines = PropertyTests.cases.map { PropertyTests.randomTimeline($0) }
    let glyphs = Fixtures.block(columns: 23, rows: 9)
    for order in [StaggerOrder.diagonal, .row, .column, .word, .random(channel: 1)] {
      let animations = Fixtures.entrance(glyphCount: glyphs.count).map {
        var animation = $0
        animation.stagger = Stagger(order, spread: 1.5)
        return animation
      }
      timelines.append(try! Timeline(glyphs: glyphs, animations: animations, seed: 42))
    }
    // Straight keyframes of every shape the fast blend takes: linear and paced, 2 to 4 values.
    for (mode, count) in [(KeyframeAnimation.CalculationMode.linear, 2), (.linear, 4), (.paced, 3)]
    {
      let values = [RGBA.black, RGBA(red: 1, green: 0.3, blue: 0), .white, .clear].prefix(count)
      let sweep = Animation(
        .keyframe(
          KeyframeAnimation(.foregroundColour, values: Array(values), calculationMode: mode)),
        timing: Timing(duration: 1, fillMode: .both),
        stagger: Stagger(.random(channel: 2), spread: 1))
      timelines.append(try! Timeline(glyphs: glyphs, animations: [sweep], seed: 7))
    }
    let hash = SeededHash(seed: 23)
    for (index, fast) in timelines.enumerated() {
      var plain = fast
      plain.usesFastPaths = false
      for i in 0..<40 {
        let t = i < 20 ? hash.value(in: -1...5, index * 100 + i) : Double(i - 22) / 8
        #expect(
          fast.presentation(at: t) == plain.presentation(at: t), "timeline \(index), t = \(t)")
      }
    }
  }
}
