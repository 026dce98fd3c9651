import KinetypeCore
import Testing

@testable import KinetypeAnimation

/// `StaggerOrder.delays`: begin-time shifts given per glyph number, used as given.
@Suite struct StaggerDelaysTests {
  static let glyphs = Fixtures.row(4)

  func close(_ actual: [Double], _ expected: [Double]) -> Bool {
    actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-9 }
  }

  func fade(_ stagger: Stagger, glyphs: GlyphSelection = .all) -> Animation {
    Animation(
      .basic(BasicAnimation(.opacity, from: 0, to: 1)),
      timing: Timing(duration: 1, fillMode: .both), glyphs: glyphs, stagger: stagger)
  }

  /// Negative shifts begin a glyph early; the spread and timing function play no part.
  @Test func delaysShiftEachGlyphAsGiven() throws {
    let delays = [0.5, -0.5, 1, 0]
    let t = try Timeline(
      glyphs: Self.glyphs,
      animations: [fade(Stagger(.delays(delays), spread: 100, timingFunction: .easeIn))])
    // Elapsed at 0.25 s: −0.25, 0.75, −0.75, 0.25.
    #expect(close(t.presentation(at: 0.25).opacity, [0, 0.75, 0, 0.25]))
    #expect(close(t.presentation(at: 1.25).opacity, [0.75, 1, 0.25, 1]))
    #expect(close(t.presentation(at: -0.25).opacity, [0, 0.25, 0, 0]))
    // The last glyph (shift 1) ends at 2 s.
    #expect(t.duration == 2)
  }

  /// Shifts all below zero end the animation early; the duration never goes below zero, and
  /// the completion reports when the last glyph ended.
  @Test func negativeDelaysEndEarly() throws {
    var animation = fade(Stagger(.delays([-0.5, -0.25, -0.75, -0.5]), spread: 0))
    animation.timing.duration = 2
    animation.completion = "done"
    let t = try Timeline(glyphs: Self.glyphs, animations: [animation])
    #expect(t.duration == 1.75)
    #expect(t.events == [TimelineEvent(name: "done", time: 1.75, kind: .completion)])
    #expect(close(t.presentation(at: 0).opacity, [0.25, 0.125, 0.375, 0.25]))
    var early = fade(Stagger(.delays([-3, -2, -4, -5]), spread: 0))
    early.completion = "gone"
    let gone = try Timeline(glyphs: Self.glyphs, animations: [early])
    #expect(gone.duration == 0)
    #expect(gone.events == [TimelineEvent(name: "gone", time: -1, kind: .completion)])
    #expect(gone.presentation(at: 0).opacity == [1, 1, 1, 1])
  }

  /// Delays are looked up by glyph number (the place in the timeline's glyphs), not by the
  /// geometry's `index`, and whatever the animation selects.
  @Test func delaysAreIndexedByGlyphNumber() throws {
    let glyphs = Self.glyphs.map {
      var glyph = $0
      glyph.index += 10
      return glyph
    }
    let delays = [0.0, 1, 2, 3]
    let t = try Timeline(
      glyphs: glyphs,
      animations: [fade(Stagger(.delays(delays), spread: 0), glyphs: .set([11, 13]))])
    // Glyphs 1 and 3 (indices 11 and 13) are 0.5 s and −1.5 s into their runs at 1.5 s.
    #expect(close(t.presentation(at: 1.5).opacity, [1, 0.5, 1, 0]))
    #expect(t.duration == 4)
  }

  /// A group staggered by delays shifts its children's time per glyph.
  @Test func delaysStaggerAGroup() throws {
    let child = Animation(
      .basic(BasicAnimation(.opacity, from: 0, to: 1)),
      timing: Timing(beginTime: 0.5, duration: 1, fillMode: .both), glyphs: .set([0, 1, 3]))
    let group = Animation.group(
      [child], timing: Timing(duration: 3, fillMode: .both),
      stagger: Stagger(.delays([1, -1, 0, 0.25]), spread: 0))
    let t = try Timeline(glyphs: Self.glyphs, animations: [group])
    // Group-local times at 1 s: 0, 2, (not selected), 0.75; the child begins at 0.5.
    #expect(close(t.presentation(at: 1).opacity, [0, 1, 1, 0.25]))
    #expect(t.duration == 4)
  }

  /// Equal delays share one evaluation on the fast path; negative and mixed shifts give the
  /// same presentations with the fast paths on and off.
  @Test func fastPathsChangeNoResultWithDelays() throws {
    let glyphs = Fixtures.block(columns: 23, rows: 9)
    let hash = SeededHash(seed: 5)
    let mixed = glyphs.indices.map { hash.value(in: -1...1, $0) }
    let repeating = glyphs.indices.map { Double($0 % 5) * 0.25 - 0.5 }
    for delays in [mixed, repeating] {
      let animations = Fixtures.entrance(glyphCount: glyphs.count).map {
        var animation = $0
        animation.stagger = Stagger(.delays(delays), spread: 0)
        return animation
      }
      let fast = try Timeline(glyphs: glyphs, animations: animations)
      var plain = fast
      plain.usesFastPaths = false
      for step in -50...130 {
        let t = Double(step) / 40
        let same = fast.presentation(at: t) == plain.presentation(at: t)
        #expect(same, "t = \(t)")
      }
    }
  }
}
