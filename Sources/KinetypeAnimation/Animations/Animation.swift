/// One animation of a timeline: what it does (`kind`), when (`timing`), how it eases, whether
/// it adds to what is beneath, and which glyphs it applies to with what stagger.
///
/// Later animations on a property override earlier ones unless `isAdditive`, in which case
/// their value is added (`Interpolatable.adding`). A group's children run in the group's local
/// time: their begin times count from the group's start, and the group's duration clips them.
public struct Animation: Hashable, Sendable {
  /// What an animation does.
  public enum Kind: Hashable, Sendable {
    case basic(BasicAnimation)
    case keyframe(KeyframeAnimation)
    case path(PathAnimation)
    case spring(SpringAnimation)
    /// Children in the group's time space: `CAAnimationGroup`.
    case group([Animation])
    /// A property driven by position instead of time.
    case positionTrack(PositionTrackAnimation)
    /// Random symbols from a set at a rate, in place of each glyph's own character.
    case scramble(ScrambleAnimation)
  }

  public var kind: Kind
  public var timing: Timing
  /// Eases the progress of each cycle; for a group, the time its children see.
  public var timingFunction: TimingFunction
  public var isAdditive: Bool
  /// Where colours blend.
  public var colourSpace: ColourSpace
  public var glyphs: GlyphSelection
  public var stagger: Stagger?
  /// The name of the event a top-level animation reports when its last glyph finishes: the
  /// `CATransaction` completion block, as data.
  public var completion: String?

  public init(
    _ kind: Kind, timing: Timing = Timing(), timingFunction: TimingFunction = .linear,
    isAdditive: Bool = false, colourSpace: ColourSpace = .rgb, glyphs: GlyphSelection = .all,
    stagger: Stagger? = nil, completion: String? = nil
  ) {
    self.kind = kind
    self.timing = timing
    self.timingFunction = timingFunction
    self.isAdditive = isAdditive
    self.colourSpace = colourSpace
    self.glyphs = glyphs
    self.stagger = stagger
    self.completion = completion
  }

  public static func basic(
    _ basic: BasicAnimation, timing: Timing = Timing(), timingFunction: TimingFunction = .linear,
    isAdditive: Bool = false, stagger: Stagger? = nil
  ) -> Animation {
    Animation(
      .basic(basic), timing: timing, timingFunction: timingFunction, isAdditive: isAdditive,
      stagger: stagger)
  }

  public static func keyframe(
    _ keyframe: KeyframeAnimation, timing: Timing = Timing(),
    timingFunction: TimingFunction = .linear, isAdditive: Bool = false, stagger: Stagger? = nil
  ) -> Animation {
    Animation(
      .keyframe(keyframe), timing: timing, timingFunction: timingFunction,
      isAdditive: isAdditive, stagger: stagger)
  }

  public static func group(
    _ children: [Animation], timing: Timing = Timing(), stagger: Stagger? = nil
  ) -> Animation {
    Animation(.group(children), timing: timing, stagger: stagger)
  }
}

/// A named moment of a timeline: a cue for sound, a caption, a scene change.
public struct Marker: Hashable, Sendable {
  public var name: String
  public var time: Double

  public init(_ name: String, at time: Double) {
    self.name = name
    self.time = time
  }
}
