/// When, how fast and how often an animation plays, in its parent's time space: Core
/// Animation's `CAMediaTiming`.
///
/// Every animation, group and timeline node has a `Timing`. Times are seconds in the *parent*
/// time space: the timeline's for a top-level animation, the group's local time for a child.
/// `progress(at:)` maps a parent time to the unit progress of the current iteration; it is a
/// pure function, so any time may be asked for in any order.
///
/// The formula, for a parent time `t`:
///
///     d = duration
///     A = repeatDuration > 0 ? repeatDuration
///                            : d × (repeatCount > 0 ? repeatCount : 1) × (autoreverses ? 2 : 1)
///     e = (t − beginTime) × |speed|              active time elapsed, in local seconds
///     e < 0:  fill backwards or both → e = 0, else not contributing (nil)
///     e > A:  fill forwards or both  → e = A, else not contributing (nil)
///     a = speed ≥ 0 ? e : A − e                  negative speed plays the interval backwards
///     l = a + timeOffset                         local time
///     h = ⌊l / d⌋,  f = l / d − h                half-cycle index and fraction
///     at the active end (a = A) a whole l > 0 ends the previous cycle: h −= 1, f = 1
///     progress = autoreverses and h odd ? 1 − f : f
///
/// So, as in Core Animation: with speed 2 a 1 s animation finishes at local 0.5 s; a
/// `timeOffset` starts the animation part-way through and wraps the skipped part round to the
/// end; `autoreverses` doubles the active duration (one repeat is there and back); a
/// `repeatCount` of 2.5 ends mid-cycle; `repeatCount = .infinity` never ends. The active
/// interval `[beginTime, beginTime + A / |speed|)` is half-open, as in Core Animation: at its
/// end an animation contributes only if it fills forwards (then with its final value), so fill
/// `removed` leaves the model value from the end instant on. A zero `duration` jumps straight
/// to progress 1 (visible only with a fill).
///
/// Where Core Animation lets a negative speed run local time backwards out of the active
/// interval, here it plays the *same* parent-time interval backwards, which is what reverse
/// play of one animation wants; fill modes keep referring to parent time (`backwards` holds the
/// value shown at the first active instant, `forwards` the one at the last).
public struct Timing: Hashable, Sendable {
  /// When the animation starts, in the parent's time space.
  public var beginTime: Double
  /// The length of one simple cycle (one way), in local seconds.
  public var duration: Double
  /// How fast local time runs relative to the parent's; negative plays backwards.
  public var speed: Double
  /// Added to the local time; shifts the start point and wraps the rest round.
  public var timeOffset: Double
  /// How many cycles to play; fractional counts end mid-cycle; `0` means `1`.
  public var repeatCount: Double
  /// How long to repeat for, in local seconds; overrides `repeatCount` when positive.
  public var repeatDuration: Double
  /// Whether each cycle plays forwards then backwards.
  public var autoreverses: Bool
  /// What the animation shows outside its active interval.
  public var fillMode: FillMode

  public init(
    beginTime: Double = 0, duration: Double = 1, speed: Double = 1, timeOffset: Double = 0,
    repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
    fillMode: FillMode = .removed
  ) {
    precondition(duration >= 0 && duration.isFinite, "duration must be finite and not negative")
    precondition(repeatCount >= 0 && repeatDuration >= 0, "repeats must not be negative")
    precondition(speed.isFinite && beginTime.isFinite, "speed and beginTime must be finite")
    self.beginTime = beginTime
    self.duration = duration
    self.speed = speed
    self.timeOffset = timeOffset
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
  }

  /// The active duration `A` in local seconds: all repeats, both ways; may be infinite.
  public var activeDuration: Double {
    if repeatDuration > 0 { return repeatDuration }
    let count = repeatCount > 0 ? repeatCount : 1
    if count.isInfinite { return duration > 0 ? .infinity : 0 }
    return duration * count * (autoreverses ? 2 : 1)
  }

  /// How long the active interval lasts in the parent's time space: `A / |speed|`.
  public var parentActiveDuration: Double {
    let active = activeDuration
    if active == 0 { return 0 }
    return speed == 0 ? .infinity : active / abs(speed)
  }

  /// When the active interval ends, in the parent's time space; may be infinite.
  public var endTime: Double { beginTime + parentActiveDuration }

  /// The unit progress through the current cycle at `parentTime`, before any timing function,
  /// or `nil` when the animation does not contribute then (outside its active interval and not
  /// filled on that side).
  ///
  /// See the type's discussion for the formula.
  @inlinable
  public func progress(at parentTime: Double) -> Double? {
    CompiledTiming(self).progress(at: parentTime)
  }

  /// The local time children see at `parentTime`: `progress × duration`, so a group's duration
  /// clips its children; `nil` when the group does not contribute.
  @inlinable
  public func localTime(at parentTime: Double) -> Double? {
    progress(at: parentTime).map { $0 * duration }
  }
}

/// What an animation shows outside its active interval: Core Animation's fill modes.
public enum FillMode: String, Hashable, Sendable, CaseIterable {
  /// Nothing: before and after, the model value shows.
  case removed
  /// After the end, the last value is held.
  case forwards
  /// Before the start, the first value is applied.
  case backwards
  /// Both.
  case both

  @inlinable var fillsForwards: Bool { self == .forwards || self == .both }
  @inlinable var fillsBackwards: Bool { self == .backwards || self == .both }
}
