/// A glyph property driven by a position (a scroll offset) through a `PositionTrack`, as one
/// animation of a timeline.
///
/// Its `Animation.timing` is ignored: the value depends only on the position passed to
/// `Timeline.presentation(at:position:)`. A stagger shifts each glyph's position instead of its
/// begin time (its spread is in position units), so glyph k sees `position − shift(k)`. Such
/// animations belong at the top level of a timeline, not inside a group.
public struct PositionTrackAnimation: Hashable, Sendable {
  /// One scale of the track, its value type-erased.
  public struct Scale: Hashable, Sendable {
    public let trigger: Double
    public let length: Double
    public let toValue: AnimatableValue
    public let timingFunction: TimingFunction
  }

  public let property: AnimatableProperty
  public let startValue: AnimatableValue
  /// By trigger, never overlapping (the typed track checked).
  public let scales: [Scale]

  /// Wraps a typed track for `key`.
  public init<Value>(_ key: PropertyKey<Value>, track: PositionTrack<Value>) {
    property = key.property
    startValue = track.startValue.animatableValue
    scales = track.scales.map {
      Scale(
        trigger: $0.trigger, length: $0.length, toValue: $0.toValue.animatableValue,
        timingFunction: $0.timingFunction)
    }
  }
}

extension Animation {
  /// A property driven by position rather than time; colours blend in the track's space.
  public static func positionDriven<Value>(
    _ key: PropertyKey<Value>, track: PositionTrack<Value>, isAdditive: Bool = false,
    glyphs: GlyphSelection = .all, stagger: Stagger? = nil
  ) -> Animation {
    Animation(
      .positionTrack(PositionTrackAnimation(key, track: track)), isAdditive: isAdditive,
      colourSpace: track.colourSpace, glyphs: glyphs, stagger: stagger)
  }
}
