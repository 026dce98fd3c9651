import Testing

@testable import KinetypeAnimation

/// CAMediaTiming semantics, worked by hand from the formula in `Timing`'s documentation and
/// Apple's "Animation Timing" guide.
@Suite struct TimingTests {
  /// Every fill mode × autoreverse × repeat count × speed sign × before / inside / after.
  ///
  /// The animation begins at 1 s and lasts 2 s a cycle. "Inside" is 0.5 s into the active
  /// interval; "after" is long after. Values worked by hand:
  /// - forwards speed, inside: 0.5 / 2 = 0.25 of the first cycle, whatever the repeats.
  /// - forwards speed, at the end (what `forwards` holds): 1 cycle → 1; 1.5 cycles → 0.5;
  ///   there and back once → 0 (back at the start); 1.5 × there-and-back = 3 half-cycles → 1.
  /// - backwards speed shows the same interval reversed: the first instant shows what the end
  ///   shows going forwards, and inside (active time A − 0.5) gives 1 cycle: 1.5 / 2 = 0.75;
  ///   1.5 cycles: 2.5 → 0.25 into cycle 2; there and back: 3.5 → 0.75 into the return,
  ///   i.e. 0.25; 1.5 × there-and-back: 5.5 → 0.75 into the third forward half → 0.75.
  @Test(arguments: FillMode.allCases)
  func fillAutoreverseRepeatSpeedTable(fillMode: FillMode) {
    struct Case {
      var autoreverses: Bool
      var repeatCount: Double
      var insideForwards: Double
      var insideBackwards: Double
      var end: Double
    }
    let cases = [
      Case(
        autoreverses: false, repeatCount: 1, insideForwards: 0.25, insideBackwards: 0.75, end: 1),
      Case(
        autoreverses: false, repeatCount: 1.5, insideForwards: 0.25, insideBackwards: 0.25, end: 0.5
      ),
      Case(autoreverses: true, repeatCount: 1, insideForwards: 0.25, insideBackwards: 0.25, end: 0),
      Case(
        autoreverses: true, repeatCount: 1.5, insideForwards: 0.25, insideBackwards: 0.75, end: 1),
    ]
    for c in cases {
      for speed in [1.0, -1.0] {
        let timing = Timing(
          beginTime: 1, duration: 2, speed: speed, repeatCount: c.repeatCount,
          autoreverses: c.autoreverses, fillMode: fillMode)
        let backwardsFill = fillMode == .backwards || fillMode == .both
        let forwardsFill = fillMode == .forwards || fillMode == .both
        let first = speed > 0 ? 0.0 : c.end
        let last = speed > 0 ? c.end : 0.0
        let label =
          "\(fillMode) autoreverses \(c.autoreverses) repeat \(c.repeatCount) speed \(speed)"
        #expect(timing.progress(at: 0.5) == (backwardsFill ? first : nil), "before: \(label)")
        let inside = timing.progress(at: 1.5)
        let expectedInside = speed > 0 ? c.insideForwards : c.insideBackwards
        #expect(inside.map { abs($0 - expectedInside) < 1e-12 } == true, "inside: \(label)")
        #expect(timing.progress(at: 100) == (forwardsFill ? last : nil), "after: \(label)")
        // The half-open active interval (Core Animation's): at its end instant only a forwards
        // fill shows the last value; an instant before, every fill mode still runs towards it.
        #expect(timing.progress(at: timing.endTime) == (forwardsFill ? last : nil), "end: \(label)")
        let justBefore = timing.progress(at: timing.endTime - 1e-9)
        #expect(justBefore.map { abs($0 - last) < 1e-6 } == true, "just before the end: \(label)")
      }
    }
  }

  @Test func speedTwoFinishesAOneSecondAnimationAtHalfASecond() {
    let timing = Timing(duration: 1, speed: 2)
    #expect(timing.endTime == 0.5)
    #expect(timing.progress(at: 0.25) == 0.5)
    #expect(abs(timing.progress(at: 0.5 - 1e-9)! - 1) < 1e-6)
    #expect(timing.progress(at: 0.5) == nil)  // removed at its end instant
    #expect(Timing(duration: 1, speed: 2, fillMode: .forwards).progress(at: 0.5) == 1)
  }

  @Test func timeOffsetStartsPartWayAndWrapsTheRestRound() {
    let timing = Timing(duration: 1, timeOffset: 0.25)
    #expect(timing.progress(at: 0) == 0.25)
    #expect(timing.progress(at: 0.5) == 0.75)
    #expect(timing.progress(at: 0.75) == 0)  // wrapped to the start
    #expect(abs(timing.progress(at: 0.9)! - 0.15) < 1e-12)
    #expect(timing.progress(at: 1) == nil)  // removed at its end instant
    // It ends where it started.
    #expect(Timing(duration: 1, timeOffset: 0.25, fillMode: .forwards).progress(at: 1) == 0.25)
    #expect(timing.endTime == 1)
  }

  @Test func autoreverseDoublesTheActiveDuration() {
    let timing = Timing(beginTime: 0.5, duration: 1, autoreverses: true)
    #expect(timing.activeDuration == 2)
    #expect(timing.endTime == 2.5)
    #expect(timing.progress(at: 1.5) == 1)  // the turn
    #expect(timing.progress(at: 2) == 0.5)  // half-way back
    #expect(timing.progress(at: 2.5) == nil)  // removed at its end instant
    #expect(
      Timing(beginTime: 0.5, duration: 1, autoreverses: true, fillMode: .forwards).progress(at: 2.5)
        == 0)
  }

  @Test func fractionalRepeatCountEndsMidCycle() {
    let timing = Timing(duration: 1, repeatCount: 2.5, fillMode: .forwards)
    #expect(timing.endTime == 2.5)
    #expect(timing.progress(at: 1.25) == 0.25)  // second cycle
    #expect(timing.progress(at: 2.5) == 0.5)
    #expect(timing.progress(at: 9) == 0.5)  // held
  }

  @Test func wholeRepeatCountEndsOnTheLastValueNotTheFirst() {
    let timing = Timing(duration: 1, repeatCount: 3, fillMode: .forwards)
    #expect(timing.progress(at: 1) == 0)  // a new cycle starts
    #expect(timing.progress(at: 3) == 1)  // the last one ends
  }

  @Test func infiniteRepeatNeverEnds() {
    let timing = Timing(duration: 2, repeatCount: .infinity)
    #expect(timing.endTime == .infinity)
    #expect(timing.progress(at: 1_000_001) == 0.5)
  }

  @Test func repeatDurationOverridesRepeatCount() {
    let timing = Timing(duration: 1, repeatCount: 10, repeatDuration: 1.5)
    #expect(timing.endTime == 1.5)
    #expect(abs(timing.progress(at: 1.5 - 1e-9)! - 0.5) < 1e-6)
    #expect(
      Timing(duration: 1, repeatCount: 10, repeatDuration: 1.5, fillMode: .forwards).progress(
        at: 1.5) == 0.5)
  }

  @Test func zeroDurationJumpsToTheEnd() {
    let timing = Timing(beginTime: 1, duration: 0, fillMode: .forwards)
    #expect(timing.progress(at: 0.5) == nil)
    #expect(timing.progress(at: 1) == 1)
    #expect(timing.progress(at: 3) == 1)
  }

  @Test func localTimeIsProgressTimesDuration() {
    let timing = Timing(beginTime: 1, duration: 4, speed: 2)
    #expect(timing.localTime(at: 2) == 2)
    #expect(timing.localTime(at: 0) == nil)
  }
}

@Suite("Timing: rounding at a cycle's end")
struct TimingRoundingTests {
  /// 0.8999999999999999 s into a 0.9 s animation is still running, and nearly done: it must
  /// not read as the start of a next cycle (found by a particle effect whose last frame showed
  /// a particle's first colour again).
  @Test func aTimeJustShortOfTheEndStaysInItsCycle() {
    let timing = Timing(beginTime: 2.5, duration: 0.9)
    let elapsed = 3.4 - 2.5
    #expect(elapsed < 0.9)
    let progress = timing.progress(at: 3.4)
    #expect(progress.map { $0 > 0.999 } == true, "\(String(describing: progress))")
    for duration in stride(from: 0.1, through: 5, by: 0.1) {
      for begin in stride(from: 0.0, through: 5, by: 0.7) {
        let t = Timing(beginTime: begin, duration: duration)
        let justBefore = (begin + duration).nextDown
        if let p = t.progress(at: justBefore) { #expect(p > 0.99, "\(begin) + \(duration)") }
      }
    }
  }
}
