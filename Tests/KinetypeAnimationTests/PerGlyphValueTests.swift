import KinetypeCore
import Testing

@testable import KinetypeAnimation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Per-glyph ends, keyframe values and paths: each glyph gets the element at its glyph number,
/// whatever the animation selects, under staggers and inside groups. Expected values are worked
/// out by hand from the inputs.
@Suite struct PerGlyphValueTests {
  static let glyphs = Fixtures.row(4)

  func timeline(_ animations: [Animation], models: [GlyphModel]? = nil) -> Timeline {
    try! Timeline(glyphs: Self.glyphs, models: models, animations: animations)
  }

  /// Whether `actual` and `expected` agree element by element to within rounding.
  func close(_ actual: [Double], _ expected: [Double]) -> Bool {
    actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-9 }
  }

  /// A group whose glyphs start in reverse order a second apart (glyph 3 at 0 s, glyph 0 at
  /// 3 s), filling both ways, so targets come in a different order from glyph numbers.
  func reversedGroup(_ child: Animation) -> Animation {
    .group(
      [child], timing: Timing(duration: 10, fillMode: .both),
      stagger: Stagger(.reverseIndex, spread: 3))
  }

  @Test func basicEndsComeFromEachGlyphsElement() {
    let fade = Animation(
      .basic(
        BasicAnimation(.opacity, fromByGlyph: [0, 0.2, 0.4, 0.6], toByGlyph: [1, 0.6, 0.8, 0.2])),
      timing: Timing(duration: 2, fillMode: .both))
    let t = timeline([fade])
    #expect(close(t.presentation(at: -1).opacity, [0, 0.2, 0.4, 0.6]))
    // A quarter of the way: from + (to − from) / 4.
    #expect(close(t.presentation(at: 0.5).opacity, [0.25, 0.3, 0.5, 0.5]))
    #expect(close(t.presentation(at: 1).opacity, [0.5, 0.4, 0.6, 0.4]))
    #expect(close(t.presentation(at: 3).opacity, [1, 0.6, 0.8, 0.2]))
  }

  /// `by` keeps its meaning per glyph, a shared end fills the other side, and a missing end is
  /// each glyph's model.
  @Test func basicPerGlyphEndsCombineWithSharedOnesAndBy() {
    let models = [0.5, 0.6, 0.7, 0.8].map { GlyphModel(opacity: $0) }
    func opacity(_ basic: BasicAnimation, at time: Double) -> [Double] {
      timeline(
        [Animation(.basic(basic), timing: Timing(duration: 1, fillMode: .both))], models: models
      )
      .presentation(at: time).opacity
    }
    let from = [0.0, 0.1, 0.2, 0.3]
    // to = from + by.
    #expect(
      close(
        opacity(BasicAnimation(.opacity, by: 0.5, fromByGlyph: from), at: 1), [0.5, 0.6, 0.7, 0.8]))
    // from = to − by.
    #expect(
      close(
        opacity(BasicAnimation(.opacity, by: 0.5, toByGlyph: from), at: 0),
        [-0.5, -0.4, -0.3, -0.2]))
    // to is the model.
    #expect(
      close(
        opacity(BasicAnimation(.opacity, fromByGlyph: from), at: 0.5), [0.25, 0.35, 0.45, 0.55]))
    // A shared from with per-glyph tos.
    #expect(
      close(
        opacity(BasicAnimation(.opacity, from: 1, toByGlyph: from), at: 0.5),
        [0.5, 0.55, 0.6, 0.65]))
    // fromByGlyph replaces from.
    #expect(
      close(opacity(BasicAnimation(.opacity, from: 1, to: 1, fromByGlyph: from), at: 0), from))
  }

  /// A partial selection under a stagger still reads each glyph's own element.
  @Test func basicPartialSelectionReadsByGlyphNumber() {
    let rise = Animation(
      .basic(
        BasicAnimation(
          .offset, from: .zero,
          toByGlyph: (0..<4).map { Vector(dx: Double($0), dy: -Double($0) * 2) })),
      timing: Timing(duration: 1, fillMode: .both), glyphs: .set([1, 3]),
      stagger: Stagger(.reverseIndex, spread: 1))
    let t = timeline([rise])
    // Glyph 3 starts at 0, glyph 1 at 1 s.
    let offsets = t.presentation(at: 0.5).offset
    #expect(offsets[0] == .zero && offsets[2] == .zero)
    #expect(offsets[1] == .zero)
    #expect(offsets[3] == Vector(dx: 1.5, dy: -3))
    #expect(t.presentation(at: 1.5).offset[1] == Vector(dx: 0.5, dy: -1))
    #expect(t.presentation(at: 1.5).offset[3] == Vector(dx: 3, dy: -6))
  }

  @Test func basicPerGlyphEndsInsideAStaggeredGroup() {
    let child = Animation(
      .basic(
        BasicAnimation(.opacity, fromByGlyph: [0, 0.1, 0.2, 0.3], toByGlyph: [1, 0.9, 0.8, 0.7])),
      timing: Timing(duration: 2, fillMode: .both))
    let t = timeline([reversedGroup(child)])
    // At 2.5 s group-local times are −0.5, 0.5, 1.5, 2.5: from, ¼, ¾, to.
    #expect(close(t.presentation(at: 2.5).opacity, [0, 0.1 + 0.25 * 0.8, 0.2 + 0.75 * 0.6, 0.7]))
    var some = child
    some.glyphs = .set([0, 2])
    let partial = timeline([reversedGroup(some)])
    #expect(close(partial.presentation(at: 2.5).opacity, [0, 1, 0.2 + 0.75 * 0.6, 1]))
    // At 4.5 s glyph 0 is ¾ of the way, glyph 2 done.
    #expect(close(partial.presentation(at: 4.5).opacity, [0.75, 1, 0.8, 1]))
  }

  @Test func springEndsComeFromEachGlyphsElement() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    let from = [0.0, 1, 2, 3]
    let to = [10.0, 5, 2, 0]
    let bounce = Animation(
      .spring(SpringAnimation(.opacity, spring: spring, fromByGlyph: from, toByGlyph: to)),
      timing: Timing(duration: spring.settlingDuration))
    let t = timeline([bounce])
    for time in [0.1, 0.3, 0.9] {
      let expected = (0..<4).map { from[$0] + (to[$0] - from[$0]) * spring.value(at: time) }
      #expect(close(t.presentation(at: time).opacity, expected))
    }
    let grouped = timeline([
      reversedGroup(Animation(bounce.kind, timing: bounce.timing, glyphs: .set([0, 1])))
    ])
    // At 2.3 s glyph 1 is 0.3 s in; glyph 0 waits in a group filling backwards, so its child
    // sees the group's time 0 and shows its from; glyphs 2 and 3 are not selected.
    let at = grouped.presentation(at: 2.3).opacity
    #expect(close(at, [0, 1 + 4 * spring.value(at: 0.3), 1, 1]))
  }

  /// Per-glyph ends all alike compile to one pair, as shared ends do, so the loop's shared
  /// fast paths apply.
  @Test func alikeEndsCompileToOnePair() {
    let basic = timeline([
      Animation(.basic(BasicAnimation(.opacity, from: 0, toByGlyph: [1, 1, 1, 1])))
    ])
    #expect(basic.lanes.count == 2)
  }

  @Test func keyframeValuesComeFromEachGlyphsList() {
    let lists: [[Double]] = [[0, 1, 0], [0, 0.5, 1], [1, 0, 1], [0.2, 0.4, 0.6]]
    let sweep = Animation(
      .keyframe(KeyframeAnimation(.opacity, values: [], valuesByGlyph: lists)),
      timing: Timing(duration: 2, fillMode: .both))
    let t = timeline([sweep])
    #expect(close(t.presentation(at: -1).opacity, [0, 0, 1, 0.2]))
    // Half-way along the first segment, then the second.
    #expect(close(t.presentation(at: 0.5).opacity, [0.5, 0.25, 0.5, 0.3]))
    #expect(close(t.presentation(at: 1.5).opacity, [0.5, 0.75, 0.5, 0.5]))
    #expect(close(t.presentation(at: 3).opacity, [0, 1, 1, 0.6]))
  }

  /// Shared key times and segment timing functions apply to every glyph's list.
  @Test func keyframeListsShareKeyTimesAndTimingFunctions() {
    let lists: [[Double]] = [[0, 1, 0.5], [1, 0, 1], [0, 0, 0], [0.5, 1, 0]]
    let keyframes = KeyframeAnimation(
      .opacity, values: [], keyTimes: [0, 0.25, 1],
      timingFunctions: [.linear, .penner(.quad, .in)],
      valuesByGlyph: lists)
    let t = timeline([Animation(.keyframe(keyframes), timing: Timing(duration: 4))])
    #expect(close(t.presentation(at: 0.5).opacity, [0.5, 0.5, 0, 0.75]))
    // 0.625 progress: half of the second segment, quad-in gives a quarter of the way.
    #expect(close(t.presentation(at: 2.5).opacity, [1 - 0.5 * 0.25, 0.25, 0, 1 - 0.25]))
  }

  @Test func discreteAndSingleKeyframesPerGlyph() {
    let symbols = Animation(
      .keyframe(
        KeyframeAnimation(
          .symbol, values: [], calculationMode: .discrete,
          valuesByGlyph: [["a", "b"], ["c", "d"], ["e", "f"], ["g", "h"]])),
      timing: Timing(duration: 2, fillMode: .forwards))
    let t = timeline([symbols])
    #expect((0..<4).map { t.presentation(at: 0.5).symbol(at: $0) } == ["a", "c", "e", "g"])
    #expect((0..<4).map { t.presentation(at: 1.5).symbol(at: $0) } == ["b", "d", "f", "h"])
    let held = timeline([
      Animation(
        .keyframe(KeyframeAnimation(.zIndex, values: [], valuesByGlyph: [[3], [1], [4], [1]])),
        timing: Timing(duration: 1))
    ])
    #expect(held.presentation(at: 0.5).zIndex == [3, 1, 4, 1])
  }

  @Test func keyframeListsUnderASelectionAndInsideAStaggeredGroup() {
    let lists: [[Double]] = [[0, 1], [0, 0.5], [1, 0], [0.2, 0.6]]
    let sweep = Animation(
      .keyframe(KeyframeAnimation(.opacity, values: [], valuesByGlyph: lists)),
      timing: Timing(duration: 2, fillMode: .both), glyphs: .set([0, 2, 3]),
      stagger: Stagger(.reverseIndex, spread: 1))
    // Glyph 3 starts at 0, glyph 2 at 1/3, glyph 0 at 1 s.
    let t = timeline([sweep])
    #expect(close(t.presentation(at: 1.5).opacity, [0.25, 1, 1 - 7.0 / 12, 0.2 + 0.4 * 0.75]))
    var inner = sweep
    inner.stagger = nil
    let grouped = timeline([reversedGroup(inner)])
    // Group-local times at 2.5 s: −0.5, 0.5, 1.5, 2.5.
    #expect(close(grouped.presentation(at: 2.5).opacity, [0, 1, 0.25, 0.6]))
  }

  /// Per-glyph keyframe lists all alike compile to one shared list.
  @Test func alikeKeyframeListsCompileToOneList() {
    let t = timeline([
      Animation(
        .keyframe(
          KeyframeAnimation(
            .opacity, values: [], valuesByGlyph: Array(repeating: [0, 1], count: 4))))
    ])
    guard case .keyframes(let keyframes) = t.tracks[0].evaluator else {
      Issue.record("expected a keyframe track")
      return
    }
    #expect(!keyframes.isPerTarget && t.lanes.count == 2)
  }

  /// Each glyph follows its own path: straight lines of different lengths and directions, so
  /// the point half-way along is easy to work out, and so is the direction of travel.
  @Test func pathsComeFromEachGlyphsElement() {
    let ends = [Point(x: 1, y: 0), Point(x: 0, y: 2), Point(x: -4, y: 0), Point(x: 3, y: 3)]
    let paths = ends.map { end in
      var path = BezierPath()
      path.addLine(to: end)
      return path
    }
    let motion = Animation(
      .path(PathAnimation(rotatesAlongPath: true, pathsByGlyph: paths)), timing: Timing(duration: 4)
    )
    let t = timeline([motion])
    let half = t.presentation(at: 2)
    for (i, end) in ends.enumerated() {
      #expect(
        abs(half.offset[i].dx - end.x / 2) < 1e-9 && abs(half.offset[i].dy - end.y / 2) < 1e-9)
    }
    // On screen a row is two columns tall: down is 90°, left 180°, (3, 3) is atan(2).
    let turns = [0.0, 90, 180, atan2(6.0, 3) * 180 / .pi]
    for (i, turn) in turns.enumerated() {
      #expect(abs(abs(half.rotation[i].degrees) - turn) < 1e-9)
    }
    let grouped = timeline([
      reversedGroup(
        Animation(motion.kind, timing: Timing(duration: 4, fillMode: .both), glyphs: .set([1, 2])))
    ])
    // At 4 s glyph 1 is 2 s in (half-way), glyph 2 is 3 s in (three quarters).
    let at = grouped.presentation(at: 4).offset
    #expect(at[0] == .zero && at[3] == .zero)
    #expect(abs(at[1].dy - 1) < 1e-9 && abs(at[1].dx) < 1e-9)
    #expect(abs(at[2].dx + 3) < 1e-9 && abs(at[2].dy) < 1e-9)
  }

  /// Per-glyph paths all alike compile to one path, so the loop's shared fast paths apply.
  @Test func alikePathsCompileToOnePath() {
    var path = BezierPath()
    path.addLine(to: Point(x: 1, y: 1))
    let motion = timeline([
      Animation(.path(PathAnimation(pathsByGlyph: Array(repeating: path, count: 4))))
    ])
    #expect(motion.paths.count == 1)
  }
}
