/// A `Timing` with its derived quantities worked out once, for the per-glyph hot loop.
///
/// `progress(at:)` here is the one implementation of the formula documented on `Timing`; the
/// public method forwards to it, so tests of `Timing` test what timelines run.
@usableFromInline
struct CompiledTiming: Hashable, Sendable {
  @usableFromInline var beginTime: Double
  @usableFromInline var duration: Double
  @usableFromInline var inverseDuration: Double
  @usableFromInline var absoluteSpeed: Double
  @usableFromInline var isReversed: Bool
  @usableFromInline var timeOffset: Double
  @usableFromInline var active: Double
  @usableFromInline var parentActive: Double
  @usableFromInline var autoreverses: Bool
  @usableFromInline var fillsForwards: Bool
  @usableFromInline var fillsBackwards: Bool
  /// Whether the timing plays one cycle forwards from its start at speed 1: no repeat,
  /// reverse, offset or autoreverse, and a duration whose inverse is finite. Worked out from
  /// the others at `init`; nothing changes them after.
  @usableFromInline var isPlain: Bool

  @usableFromInline
  init(_ timing: Timing) {
    beginTime = timing.beginTime
    duration = timing.duration
    inverseDuration = timing.duration > 0 ? 1 / timing.duration : 0
    absoluteSpeed = abs(timing.speed)
    isReversed = timing.speed < 0
    timeOffset = timing.timeOffset
    active = timing.activeDuration
    parentActive = timing.parentActiveDuration
    autoreverses = timing.autoreverses
    fillsForwards = timing.fillMode.fillsForwards
    fillsBackwards = timing.fillMode.fillsBackwards
    isPlain =
      duration > 0 && inverseDuration.isFinite && absoluteSpeed == 1 && !isReversed
      && timeOffset == 0 && !autoreverses && active == duration
  }

  /// The unit progress at `parentTime` for an animation whose begin time is shifted by
  /// `shift` (a stagger offset); `nil` when not contributing.
  @inlinable @inline(__always)
  func progress(at parentTime: Double, shift: Double = 0) -> Double? {
    let elapsed = parentTime - beginTime - shift
    if elapsed < 0 {
      guard fillsBackwards else { return nil }
      return progress(elapsed: 0, atEnd: false)
    }
    if isDone(elapsed) && !fillsForwards { return nil }
    return progress(running: elapsed)
  }

  /// Whether an animation `elapsed` seconds after its begin has finished. The active interval
  /// is half-open, as in Core Animation: at its end instant an animation that does not fill
  /// forwards has already left the model value (fill `removed` means exactly that, even on the
  /// last frame of an effect); one that fills forwards shows its final value there and after.
  @inlinable @inline(__always)
  func isDone(_ elapsed: Double) -> Bool {
    elapsed > parentActive || (!fillsForwards && elapsed >= parentActive)
  }

  /// Where a run of glyphs whose elapsed times go down along it splits: the indices before
  /// `ended` have finished (`isDone`), those from `waiting` on have not begun (elapsed below
  /// zero), and those between are running. Two bisections, so a run of thousands costs a few
  /// tens of tests; `elapsed` must be the very expression the caller's per-glyph loop uses, so
  /// the split is exact.
  @inline(__always)
  func split(_ run: Range<Int>, elapsed: (Int) -> Double) -> (ended: Int, waiting: Int) {
    let ended = Self.firstIndex(in: run) { !isDone(elapsed($0)) }
    let waiting = Self.firstIndex(in: ended..<run.upperBound) { elapsed($0) < 0 }
    return (ended, waiting)
  }

  /// The first index in `range` where `predicate` holds, or its end; `predicate` must be false
  /// then true along the range.
  @inline(__always)
  private static func firstIndex(in range: Range<Int>, where predicate: (Int) -> Bool) -> Int {
    var (low, high) = (range.lowerBound, range.upperBound)
    while low < high {
      let middle = low + (high - low) / 2
      if predicate(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The unit progress `elapsed` seconds (of parent time) after the begin time, for
  /// 0 ≤ `elapsed` ≤ `parentActive`: there the animation always contributes, so the timeline's
  /// per-glyph loop, which has already sorted glyphs into waiting, running and done, calls this
  /// directly rather than repeat the fill tests and unwrap an `Optional`.
  @inlinable @inline(__always)
  func progress(running elapsed: Double) -> Double {
    // Most groups and tracks are plain, and most of their glyphs short of the end.
    if isPlain && elapsed >= 0 && elapsed < parentActive {
      return progress(plainRunning: elapsed)
    }
    // One call, not one per branch: half the code where it is inlined into the loops.
    let atEnd = elapsed >= parentActive && parentActive.isFinite
    return progress(elapsed: atEnd ? parentActive : elapsed, atEnd: atEnd)
  }

  /// `progress(running:)` for a plain timing (`isPlain`) and 0 ≤ `elapsed` < `parentActive`:
  /// the same operations on the same values, without the tests such a timing and time pass.
  ///
  /// There the local time is below one duration, so the scaled time is below 2 and its
  /// cycle is 0, or 1 where rounding took it there and the check does not take it back: the
  /// cycle `progress(elapsed:atEnd:)` finds, told by comparisons. Converting it to an integer
  /// and back, with the range tests the conversion makes, was half the instructions of a
  /// running glyph's progress (a test checks the bits against the general arithmetic).
  @inlinable @inline(__always)
  func progress(plainRunning elapsed: Double) -> Double {
    let time = elapsed * absoluteSpeed + timeOffset
    let scaled = time * inverseDuration
    let cycle: Double = scaled >= 1 && !(duration > time) ? 1 : 0
    return min(scaled - cycle, 1)
  }

  @inlinable @inline(__always)
  func progress(elapsed: Double, atEnd: Bool) -> Double {
    var atEnd = atEnd
    if duration == 0 { return 1 }
    var local = elapsed * absoluteSpeed
    if atEnd { local = active }
    if isReversed {
      // An endless animation played backwards runs back from its start, wrapping.
      local = active.isFinite ? active - local : -local
      atEnd = elapsed == 0
    }
    let time = local + timeOffset
    let scaled = time * inverseDuration
    // ⌊scaled⌋ by truncation where that is exact (0 ≤ scaled < 2⁶²), which spares the libm
    // calls `rounded(.down)` and a floating remainder make on x86-64's baseline.
    var cycle: Int64
    if scaled >= 0 && scaled < 4.6e18 {
      cycle = Int64(scaled)
    } else if scaled.isFinite && scaled > -4.6e18 {
      cycle = Int64(scaled.rounded(.down))
    } else {
      return 0
    }
    // Multiplying by the rounded inverse can carry a time just short of a cycle's end onto the
    // next cycle's start (0.8999999999999999 × (1 / 0.9) == 1.0): keep it in its own cycle, at
    // its end, or an animation would jump back to its first value on its last instant.
    if cycle > 0 && Double(cycle) * duration > time {
      cycle -= 1
    }
    var fraction = min(scaled - Double(cycle), 1)
    if atEnd && fraction == 0 && time > 0 {
      cycle -= 1
      fraction = 1
    }
    if autoreverses && cycle & 1 != 0 {
      return 1 - fraction
    }
    return fraction
  }
}
