/// One leaf animation's effect on one property, ready for the hot loop: flat indices into the
/// timeline's shared arrays, no closures and no existentials.
struct CompiledTrack: Sendable {
  var property: AnimatableProperty
  var timing: CompiledTiming
  var easing: TimingFunction
  /// When `easing` is a cubic Bézier, where its guess table starts in `Timeline.bezierGuesses`.
  var bezierGuesses: Int?
  var isAdditive: Bool
  var space: ColourSpace
  var isDiscrete: Bool
  /// `nil` for every glyph, else a range of `Timeline.Storage.targets`.
  var targets: Range<Int>?
  /// A range of `Storage.shifts`, one per target, when staggered.
  var shifts: Range<Int>?
  /// A range of `Storage.groups`, outermost first.
  var ancestors: Range<Int>
  var evaluator: Evaluator
  /// Whether this track visits every glyph, outside any group, is not additive and is the
  /// first to write its property: then a presentation builds that array afresh instead of
  /// copying the model's (see `TrackSink`).
  var initialises = false
  /// Whether the delays (`shifts`) never decrease, so the loop can split the glyphs into done,
  /// running and waiting runs by bisection; true without a stagger.
  var delaysAscend = true
  /// Whether some neighbouring delays are equal (or there is no stagger), so remembering the
  /// last evaluation can pay.
  var delaysRepeat = true
  /// When exactly one of the ancestors shifts its glyphs and the track's own delays are all
  /// equal: a range of `Timeline.groupOrders` (target slots in ascending order of that group's
  /// shift) and of `Timeline.groupOrderShifts` (the shifts), so that a presentation can split
  /// the glyphs into those whose group has ended, is running or has not begun by bisection,
  /// as it does with a track's own delays.
  var byGroupShift: Range<Int>? = nil
  /// Whether some neighbouring shifts in `byGroupShift`'s order are equal (glyphs set off
  /// together, as a swarm is), so remembering the last running glyph's evaluation can pay.
  var groupShiftsRepeat = false

  enum Evaluator: Sendable {
    /// From and to: `lanes[start]`, `lanes[start + 1]`, or per target
    /// `lanes[start + 2k]`, `lanes[start + 2k + 1]`; a spring, when given, shapes the blend
    /// in local seconds.
    case fromTo(start: Int, perTarget: Bool, spring: Spring?)
    case keyframes(Keyframes)
    /// `Storage.paths[index]`, or per target `paths[index + k]`: the point, or with
    /// `rotation` the direction of travel.
    case path(index: Int, perTarget: Bool, rotation: Bool)
    /// A position track: driven by position, not time.
    case scales(Scales)
    /// A scramble: symbols drawn by a hash of (seed, glyph, channel, step).
    case scramble(Scramble)
  }

  /// A scramble's symbol set: `lanes[symbols + i][0]` is the symbol-table index of its i-th
  /// character; `channel` keeps different scrambles' draws apart.
  struct Scramble: Sendable {
    var symbols: Int
    var count: Int
    var rate: Double
    var channel: UInt64
  }

  /// A position track's scales: start value `lanes[values]`, then each scale's `toValue`;
  /// `keyTimes[bounds + 2i]` and `[bounds + 2i + 1]` are scale i's trigger and length;
  /// `easings[easings + i]` its timing function.
  struct Scales: Sendable {
    var values: Int
    var count: Int
    var bounds: Int
    var easings: Int
  }

  struct Keyframes: Sendable {
    /// `lanes[values]`, `count` of them; per target, target k's are at `values + k × count`.
    var values: Int
    var count: Int
    /// `keyTimes[keyTimes]`: `count` of them, or `count + 1` for discrete; other modes follow
    /// them with `count − 1` inverse segment spans (0 for an empty segment).
    var keyTimes: Int
    /// `easings[easings]`: 0, 1 (all segments) or `count − 1`.
    var easings: Int
    var easingCount: Int
    var mode: KeyframeAnimation.CalculationMode
    /// Whether each target has its own values (`KeyframeAnimation.valuesByGlyph`).
    var isPerTarget = false
    /// Whether each target's values are all one value, which every finite progress gives bit
    /// for bit (`TimelineCompiler.isConstant`): a running glyph then needs no progress.
    var isConstant = false

    /// Where target k's values start in `lanes`.
    @inline(__always) func values(target k: Int) -> Int {
      isPerTarget ? values &+ k &* count : values
    }
  }
}

/// A group on the way from the timeline to a leaf: maps its parent's time to its local time.
struct CompiledGroup: Sendable {
  var timing: CompiledTiming
  var easing: TimingFunction
  /// A range of `Storage.groupShifts` indexed by glyph, when staggered.
  var shifts: Range<Int>?
}
