/// A move between two values: `CABasicAnimation`'s `fromValue`, `toValue` and `byValue`.
///
/// A missing end is the glyph's model value, and `by` is added to whichever end is given:
/// from+to, from → from+by, to−by → to, from → model, model → to, model → model+by.
/// (With both `to` and `by`, `from` is `to − by`; it is computed by adding the negated `by`
/// lane-wise, so `by` on discrete kinds only makes sense with `from`.)
///
/// `fromByGlyph` and `toByGlyph` give each glyph its own end, one element per glyph of the
/// timeline (indexed by its place in `Timeline`'s `glyphs`, whatever the animation selects):
/// where given, an array replaces `from` or `to` for that end, and the rules above apply to
/// each glyph's pair.
public struct BasicAnimation: Hashable, Sendable {
  public var property: AnimatableProperty
  public var from: AnimatableValue?
  public var to: AnimatableValue?
  public var by: AnimatableValue?
  /// Each glyph's `from`, by glyph number; replaces `from` when given.
  public var fromByGlyph: [AnimatableValue]?
  /// Each glyph's `to`, by glyph number; replaces `to` when given.
  public var toByGlyph: [AnimatableValue]?

  public init(
    property: AnimatableProperty, from: AnimatableValue? = nil, to: AnimatableValue? = nil,
    by: AnimatableValue? = nil, fromByGlyph: [AnimatableValue]? = nil,
    toByGlyph: [AnimatableValue]? = nil
  ) {
    self.property = property
    self.from = from
    self.to = to
    self.by = by
    self.fromByGlyph = fromByGlyph
    self.toByGlyph = toByGlyph
  }

  /// A typed basic animation.
  public init<Value>(
    _ key: PropertyKey<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil,
    fromByGlyph: [Value]? = nil, toByGlyph: [Value]? = nil
  ) {
    self.init(
      property: key.property, from: from?.animatableValue, to: to?.animatableValue,
      by: by?.animatableValue, fromByGlyph: fromByGlyph?.map(\.animatableValue),
      toByGlyph: toByGlyph?.map(\.animatableValue))
  }
}

/// A damped spring between two values: `CASpringAnimation`.
///
/// The spring runs in real local seconds: `value = from + (to − from) × spring(t)`, where t is
/// the eased progress times the animation's duration. Give the animation
/// `spring.settlingDuration` as its duration to see the whole motion.
///
/// `fromByGlyph` and `toByGlyph` work as `BasicAnimation`'s: one end per glyph of the timeline,
/// replacing `from` or `to`.
public struct SpringAnimation: Hashable, Sendable {
  public var property: AnimatableProperty
  public var from: AnimatableValue?
  public var to: AnimatableValue?
  public var spring: Spring
  /// Each glyph's `from`, by glyph number; replaces `from` when given.
  public var fromByGlyph: [AnimatableValue]?
  /// Each glyph's `to`, by glyph number; replaces `to` when given.
  public var toByGlyph: [AnimatableValue]?

  public init(
    property: AnimatableProperty, from: AnimatableValue? = nil, to: AnimatableValue? = nil,
    spring: Spring = Spring(), fromByGlyph: [AnimatableValue]? = nil,
    toByGlyph: [AnimatableValue]? = nil
  ) {
    self.property = property
    self.from = from
    self.to = to
    self.spring = spring
    self.fromByGlyph = fromByGlyph
    self.toByGlyph = toByGlyph
  }

  /// A typed spring animation.
  public init<Value>(
    _ key: PropertyKey<Value>, from: Value? = nil, to: Value? = nil, spring: Spring = Spring(),
    fromByGlyph: [Value]? = nil, toByGlyph: [Value]? = nil
  ) {
    self.init(
      property: key.property, from: from?.animatableValue, to: to?.animatableValue, spring: spring,
      fromByGlyph: fromByGlyph?.map(\.animatableValue),
      toByGlyph: toByGlyph?.map(\.animatableValue))
  }
}
