import Testing

@testable import KinetypeAnimation

/// `EasedValue`: one value between two ends over a `Timing`, evaluated at any time.
@Suite struct EasedValueTests {
  @Test func theValueEasesBetweenItsEndsAndFillsAsItsTimingSays() {
    let value = EasedValue(
      from: 10.0, to: 20.0, timing: Timing(beginTime: 2, duration: 4, fillMode: .both),
      timingFunction: .easeIn)
    #expect(value.value(at: 0) == 10, "before: filled backwards with the start")
    #expect(value.value(at: 2) == 10)
    // A quarter of the way in time, ease-in (0.42, 0, 1, 1) is well short of a quarter.
    let quarter = try! #require(value.value(at: 3))
    #expect(quarter > 10 && quarter < 12.5)
    #expect(abs(quarter - (10 + 10 * TimingFunction.easeIn(0.25))) < 1e-12)
    #expect(value.value(at: 6) == 20 && value.value(at: 100) == 20, "after: held at the end")
    #expect(value.endTime == 6)
    #expect(value.isMoving(at: 5.999) && !value.isMoving(at: 6))
  }

  @Test func outsideAnUnfilledIntervalItGivesTheModelValue() {
    let value = EasedValue(
      from: Point(x: 0, y: 0), to: Point(x: 4, y: 2), timing: Timing(beginTime: 1, duration: 2))
    #expect(value.value(at: 0.5) == nil && value.value(at: 3) == nil)
    #expect(value.value(at: 0.5, model: Point(x: 9, y: 9)) == Point(x: 9, y: 9))
    #expect(value.value(at: 2) == Point(x: 2, y: 1), "linear by default, points interpolate")
  }

  @Test func stepsFollowOneAnotherByBeginTimes() {
    let first = EasedValue(
      from: 1.0, to: 0.0, timing: Timing(beginTime: 5, duration: 0.5, fillMode: .both))
    let second = EasedValue(
      from: 1.0, to: 0.0, timing: Timing(beginTime: first.endTime, duration: 1, fillMode: .both))
    #expect(second.timing.beginTime == 5.5)
    #expect(first.value(at: 5.5) == 0 && second.value(at: 5.5) == 1, "one ends as the next begins")
    #expect(second.value(at: 6) == 0.5 && second.endTime == 6.5)
  }

  @Test func repeatsAndReversesAreTimings() {
    let pulse = EasedValue(
      from: 0.0, to: 1.0,
      timing: Timing(duration: 1, repeatCount: .infinity, autoreverses: true))
    #expect(pulse.value(at: 0.25) == 0.25 && pulse.value(at: 1.25) == 0.75)
    #expect(pulse.endTime == .infinity && pulse.isMoving(at: 1e9))
  }
}
