extension ActivityWindows {
  /// Whether a scramble's slot, inside its window from before `low` to after `high`, may
  /// change between them: its active interval, from its step origin for `active` seconds,
  /// begins or ends there, or a step, `rate` a second from the origin, begins inside both.
  /// `false` means it shows one step throughout, or waits, or is done: one symbol.
  ///
  /// Inside the window its groups run as they are (their begins and ends, where they change
  /// anything, are the window's), so those are its only changes. The loops work its step out
  /// from a local time whose rounding differs from this arithmetic's by far less than the
  /// margin, two billionths of the times' sizes, taken on either side, as the windows take
  /// theirs.
  ///
  /// Made once a track and step: the margin is taken from the largest origin of the track's
  /// slots (`farthestOrigins`), not each slot's own, so a slot's test is a few comparisons and
  /// a subtraction (matrix visits some 10,000 slots a frame). A wider step only ever finds
  /// more slots that may change, each then worked out again to the value it has.
  struct StepTest {
    let low: Double
    let high: Double
    let rate: Double
    let active: Double

    init(_ low: Double, _ high: Double, rate: Double, active: Double, farthestOrigin: Double) {
      let margin = max(1, abs(low), abs(high), farthestOrigin) * 2e-9
      (self.low, self.high) = (low - margin, high + margin)
      (self.rate, self.active) = (rate, active)
    }

    /// Whether the slot whose steps count from `origin` may change in the step; a NaN origin
    /// (a slot whose groups do not all map time as it is) may.
    @inline(__always)
    func crosses(_ origin: Double) -> Bool {
      let end = origin + active
      if high < origin || low > end { return false }
      if origin >= low || end <= high { return true }
      return ActivityWindows.inDifferentSteps((low - origin) * rate, (high - origin) * rate)
    }
  }
}
