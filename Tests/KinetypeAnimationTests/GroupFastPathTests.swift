import KinetypeCore
import Testing

@testable import KinetypeAnimation

/// The fast paths for animations inside groups give what the plain per-glyph loop gives: a
/// group time worked out once for every glyph, and per-glyph windows of groups that shift
/// their glyphs.
@Suite struct GroupFastPathTests {
  /// Random groups in the shapes effect files build: a group per duration (glyphs split by a
  /// per-glyph duration), groups whose glyphs begin at their own times (per-glyph delays),
  /// nested groups, leaves with staggers of their own, scrambles, every fill mode, and now and
  /// then a timing that repeats, reverses or eases.
  static func randomAnimations(_ seed: Int, glyphCount: Int) -> [Animation] {
    let hash = SeededHash(seed: UInt64(seed) &+ 1000)
    var channel: UInt64 = 0
    func unit() -> Double {
      channel += 1
      return hash.unit(seed, channel: channel)
    }
    func fill() -> FillMode { FillMode.allCases[Int(unit() * 4) % 4] }
    func timing(simple: Bool) -> Timing {
      let plain = simple || unit() < 0.7
      return Timing(
        beginTime: unit() * 1.5 - 0.3, duration: 0.05 + unit() * 1.5,
        speed: plain ? 1 : (unit() < 0.3 ? -1.5 : 0.5 + unit()),
        timeOffset: plain || unit() < 0.8 ? 0 : unit(),
        repeatCount: plain || unit() < 0.7 ? 0 : 1 + unit() * 2,
        autoreverses: !plain && unit() < 0.3, fillMode: fill())
    }
    func selection() -> GlyphSelection {
      let chosen = (0..<glyphCount).filter { _ in unit() < 0.6 }
      return unit() < 0.3 ? .all : .set(Set(chosen))
    }
    func delays() -> Stagger? {
      switch Int(unit() * 4) {
      case 0: return nil
      case 1: return Stagger(.delays((0..<glyphCount).map { _ in 0 }), spread: 0)
      case 2: return Stagger(.delays((0..<glyphCount).map { _ in unit() * 2 - 0.4 }), spread: 0)
      default: return Stagger(.random(channel: 4), spread: unit() * 2)
      }
    }
    func leaf() -> Animation {
      let kinds: [Animation.Kind] = [
        .basic(BasicAnimation(.opacity, from: unit(), to: unit())),
        .basic(BasicAnimation(.offset, from: Vector(dx: unit() * 4, dy: -1), to: .zero)),
        .keyframe(
          KeyframeAnimation(
            .foregroundColour,
            values: [RGBA(red: unit(), green: 0.3, blue: 1), .white, RGBA.black])),
        .keyframe(
          KeyframeAnimation(
            .symbol, values: [Symbol("#"), "%", "@"], calculationMode: .discrete)),
        .scramble(ScrambleAnimation(symbols: ["a", "b", "c", "d"], rate: 4 + unit() * 10)),
        // Equal ends (`GlyphBlend.constantValue`), and the −0 they leave to the blend.
        .basic(BasicAnimation(.hidden, from: false, to: false)),
        .basic(BasicAnimation(.opacity, from: 0.25, to: 0.25)),
        .basic(BasicAnimation(.offset, from: Vector(dx: -0.0, dy: 2), to: Vector(dx: -0.0, dy: 2))),
      ]
      return Animation(
        kinds[Int(unit() * Double(kinds.count)) % kinds.count], timing: timing(simple: false),
        timingFunction: unit() < 0.5 ? .linear : .easeInEaseOut, isAdditive: unit() < 0.15,
        glyphs: selection(), stagger: delays())
    }
    func group(depth: Int) -> Animation {
      var children: [Animation] = []
      for _ in 0..<(1 + Int(unit() * 3)) {
        children.append(depth > 0 && unit() < 0.3 ? group(depth: depth - 1) : leaf())
      }
      return Animation(
        .group(children), timing: timing(simple: unit() < 0.7),
        timingFunction: unit() < 0.8 ? .linear : .easeOut, glyphs: selection(),
        stagger: delays())
    }
    return (0..<(1 + Int(unit() * 3))).map { _ in unit() < 0.8 ? group(depth: 2) : leaf() }
  }

  @Test func groupFastPathsChangeNoResult() throws {
    for seed in 0..<300 {
      let glyphs = Fixtures.block(columns: 1 + seed % 9, rows: 1 + seed % 4)
      let animations = Self.randomAnimations(seed, glyphCount: glyphs.count)
      let fast = try Timeline(glyphs: glyphs, animations: animations, seed: UInt64(seed))
      var plain = fast
      plain.usesFastPaths = false
      let hash = SeededHash(seed: 31)
      for i in 0..<40 {
        let t = i < 24 ? hash.value(in: -1...5, seed * 100 + i) : Double(i - 26) / 6
        #expect(
          fast.presentation(at: t) == plain.presentation(at: t), "seed \(seed), t = \(t)")
      }
    }
  }

  /// A track under a plain group that shifts its glyphs is split into the glyphs it has
  /// finished, is running and has not begun by bisection (`GroupClock.split`): at times
  /// exactly on each glyph's begin and end, where `<` and `<=` part ways, and with every fill
  /// mode (a track that does not fill shows its model there, not its first value), the split
  /// gives what the per-glyph tests give.
  @Test func splitByGroupShiftAtTheEdges() throws {
    let glyphs = Fixtures.block(columns: 8, rows: 2)
    let shifts = (0..<glyphs.count).map { Double($0 % 5) * 0.25 }
    for fill in FillMode.allCases {
      let leaf = Animation(
        .basic(BasicAnimation(.opacity, from: 0.2, to: 0.9)),
        timing: Timing(beginTime: 0.5, duration: 0.25, fillMode: fill))
      let group = Animation(
        .group([leaf]), timing: Timing(duration: 2, fillMode: .both),
        stagger: Stagger(.delays(shifts), spread: 0))
      let fast = try Timeline(glyphs: glyphs, animations: [group], seed: 1)
      var plain = fast
      plain.usesFastPaths = false
      for shift in Set(shifts) {
        for edge in [0.5, 0.75] {
          let t = shift + edge
          #expect(fast.presentation(at: t) == plain.presentation(at: t), "\(fill), t = \(t)")
        }
      }
    }
  }

  /// Swarms: glyphs a group sets off in batches (a few shifts, each shared by a run of glyphs)
  /// have one local time per batch, so a running track classifies and eases each batch once
  /// (`CompiledTrack.groupShiftsRepeat`). Eased shared keyframes, per-glyph paths and per-glyph
  /// ends, under a plain and an eased group, give what the per-glyph loop gives at every time,
  /// including each batch's begin and end; shifts that never repeat keep the per-glyph loop.
  @Test func swarmsShareOneEvaluationPerBatch() throws {
    let glyphs = Fixtures.block(columns: 9, rows: 4)
    let n = glyphs.count
    let batches = (0..<n).map { Double($0 / 7) * 0.3 }
    let paths = (0..<n).map { g in
      var path = BezierPath()
      path.addCurve(
        to: Point(x: Double(g % 5) - 2, y: 1), control1: Point(x: 3, y: Double(g % 3)),
        control2: Point(x: -1, y: 2))
      return path
    }
    let leaves = [
      Animation(
        .keyframe(
          KeyframeAnimation(
            .foregroundColour, values: [RGBA.white, .black, RGBA(red: 0.5, green: 0.2, blue: 1)])
        ),
        timing: Timing(duration: 1.1, fillMode: .backwards), timingFunction: .easeInEaseOut),
      Animation(
        .path(PathAnimation(pathsByGlyph: paths)), timing: Timing(beginTime: 0.1, duration: 0.9),
        timingFunction: .easeIn),
      Animation(
        .basic(
          BasicAnimation(
            .opacity, fromByGlyph: (0..<n).map { Double($0 % 4) / 4 },
            toByGlyph: (0..<n).map { _ in 1 })),
        timing: Timing(duration: 0.7, fillMode: .forwards)),
    ]
    for groupEasing in [TimingFunction.linear, .easeOut] {
      for shifts in [batches, (0..<n).map { Double($0) * 0.05 }] {
        let swarm = Animation(
          .group(leaves), timing: Timing(duration: 1.5, fillMode: .both),
          timingFunction: groupEasing, stagger: Stagger(.delays(shifts), spread: 0))
        let fast = try Timeline(glyphs: glyphs, animations: [swarm], seed: 3)
        let repeats = shifts == batches
        #expect(fast.tracks.allSatisfy { $0.groupShiftsRepeat == repeats })
        var plain = fast
        plain.usesFastPaths = false
        let edges = Set(shifts).flatMap { [$0, $0 + 0.1, $0 + 0.7, $0 + 1, $0 + 1.1] }
        for t in edges + (0..<90).map({ Double($0) / 30 - 0.5 }) {
          let same = fast.presentation(at: t) == plain.presentation(at: t)
          #expect(same, "\(groupEasing), repeats: \(repeats), t = \(t)")
        }
      }
    }
  }
}
