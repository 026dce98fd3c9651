import KinetypeCore
import Testing

@testable import KinetypeAnimation

/// Keyframes whose values are one value per glyph (`CompiledTrack.Keyframes.isConstant`) and
/// shifting groups' times worked out once per call (`GroupTimeCache`) give, bit for bit, what
/// the plain per-glyph loop gives.
@Suite struct ConstantTrackFastPathTests {
  static let glyphs = Fixtures.block(columns: 17, rows: 7)
  static let hash = SeededHash(seed: 77)

  static func unit(_ glyph: Int, _ channel: Int) -> Double {
    hash.unit(glyph, channel: UInt64(channel))
  }

  /// Per-glyph keyframes with all values equal for each glyph (and, for some, lanes of −0,
  /// which the interpolating blend turns into +0, so they must take the general path), in each
  /// calculation mode, shared and per glyph.
  static var kinds: [Animation.Kind] {
    let n = glyphs.count
    var kinds: [Animation.Kind] = []
    for mode in [KeyframeAnimation.CalculationMode.linear, .paced, .cubic, .discrete] {
      let colours = (0..<n).map { g in
        let c = RGBA(red: unit(g, 1), green: g % 5 == 0 ? -0.0 : unit(g, 2), blue: 0.5)
        return [c, c, c]
      }
      // Paced keyframes take shared values only.
      if mode != .paced {
        kinds.append(
          .keyframe(
            KeyframeAnimation(
              .foregroundColour, values: [], calculationMode: mode, valuesByGlyph: colours)))
      }
      kinds.append(
        .keyframe(
          KeyframeAnimation(
            .opacity, values: [0.25, 0.25],
            timingFunctions: mode == .cubic ? [.easeIn] : [], calculationMode: mode)))
    }
    kinds.append(
      .keyframe(
        KeyframeAnimation(
          .symbol, values: [], calculationMode: .discrete,
          valuesByGlyph: (0..<n).map { g in
            Array(repeating: Symbol(g % 2 == 0 ? "o" : "*"), count: 2)
          }
        )))
    kinds.append(
      .keyframe(
        KeyframeAnimation(
          .offset, values: [],
          valuesByGlyph: (0..<n).map { g in
            Array(repeating: Vector(dx: unit(g, 3), dy: g % 3 == 0 ? -0.0 : -1), count: 2)
          })))
    return kinds
  }

  /// Every bit of a presentation, −0 and NaN payloads included.
  static func bits(_ p: Presentation) -> String { "\(p)" }

  @Test func constantKeyframesChangeNoResult() throws {
    let n = Self.glyphs.count
    let delays = (0..<n).map { Self.unit($0, 9) * 1.5 }
    for (index, kind) in Self.kinds.enumerated() {
      let timing = Timing(duration: 0.6, fillMode: index % 2 == 0 ? .both : .removed)
      let top = Animation(
        kind, timing: timing, timingFunction: .easeIn, stagger: Stagger(.diagonal, spread: 1))
      // Rain's shape: a group whose glyphs begin at their own times, holding several tracks.
      let grouped = Animation.group(
        [
          Animation(kind, timing: timing),
          Animation(kind, timing: Timing(beginTime: 0.2, duration: 0.3), glyphs: .lines([0, 2])),
        ],
        timing: Timing(duration: 1.2, fillMode: .backwards),
        stagger: Stagger(.delays(delays), spread: 0))
      for animations in [[top], [grouped], [top, grouped]] {
        let fast = try Timeline(glyphs: Self.glyphs, animations: animations, seed: 3)
        var plain = fast
        plain.usesFastPaths = false
        for step in -3...90 {
          let t = Double(step) / 30
          #expect(
            Self.bits(fast.presentation(at: t)) == Self.bits(plain.presentation(at: t)),
            "kind \(index), t = \(t)")
        }
      }
    }
  }

  /// The kinds above do reach the constant path, so the comparison is not of two plain loops.
  @Test func someKeyframesAreConstant() throws {
    var constant = 0
    for kind in Self.kinds {
      let timeline = try Timeline(
        glyphs: Self.glyphs, animations: [Animation(kind, timing: Timing(duration: 1))])
      for track in timeline.tracks {
        if case .keyframes(let k) = track.evaluator, k.isConstant { constant += 1 }
      }
    }
    // Discrete colours, linear, paced and discrete opacity, symbols; not the cubic ones, nor
    // those with a −0 lane.
    #expect(constant == 5)
  }

  /// One storage, tracks written at several times in turn: the group times worked out for one
  /// time are never read at another.
  @Test func groupTimesFollowTheTimeAsked() throws {
    for seed in 0..<40 {
      let glyphs = Fixtures.block(columns: 1 + seed % 7, rows: 1 + seed % 3)
      let animations = GroupFastPathTests.randomAnimations(seed, glyphCount: glyphs.count)
      let timeline = try Timeline(glyphs: glyphs, animations: animations, seed: UInt64(seed))
      let times = (0..<12).map { Self.unit(seed, 100 + $0) * 4 - 0.5 }
      var results = times.map { _ in timeline.model }
      timeline.withStorage { storage in
        for track in timeline.tracks {
          for (i, t) in times.enumerated() {
            timeline.write(track, t, 0, storage, &results[i], selected: nil)
          }
        }
      }
      for (i, t) in times.enumerated() {
        #expect(
          Self.bits(results[i]) == Self.bits(timeline.presentation(at: t)),
          "seed \(seed), t = \(t)")
      }
    }
  }
}
