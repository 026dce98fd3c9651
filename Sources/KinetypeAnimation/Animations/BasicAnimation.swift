/// A move between two values: `CABasicAnimation`'s `fromValue`, `toValue` and `byValue`.
///
/// A missing end is the glyph's model value, and `by` is added to whichever end is given:
/// from+to, from → from+by, to−by → to, from → model, model → to, model → model+by.
/// (With both `to` and `by`, `from` is `to − by`; it is computed by adding the negated `by`
/// lane-wise, so `by` on discrete kinds only makes sense with `from`.)
public struct BasicAnimation: Hashable, Sendable {
  public var property: AnimatableProperty
  public var from: AnimatableValue?
  public var to: AnimatableValue?
  public var by: AnimatableValue?

  public init(
    property: AnimatableProperty, from: AnimatableValue? = nil, to: AnimatableValue? = nil,
    by: AnimatableValue? = nil
  ) {
    self.property = property
    self.from = from
    self.to = to
    self.by = by
  }

  /// A typed basic animation.
  public init<Value>(
    _ key: PropertyKey<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil
  ) {
    self.init(
      property: key.property, from: from?.animatableValue, to: to?.animatableValue,
      by: by?.animatableValue)
  }
}

/// A damped spring between two values: `CASpringAnimation`.
///
/// The spring runs in real local seconds: `value = from + (to − from) × spring(t)`, where t is
/// the eased progress times the animation's duration. Give the animation
/// `spring.settlingDuration` as its duration to see the whole motion.
public struct SpringAnimation: Hashable, Sendable {
  public var property: AnimatableProperty
  public var from: AnimatableValue?
  public var to: AnimatableValue?
  public var spring: Spring

  public init(
    property: AnimatableProperty, from: AnimatableValue? = nil, to: AnimatableValue? = nil,
    spring: Spring = Spring()
  ) {
    self.property = property
    self.from = from
    self.to = to
    self.spring = spring
  }

  /// A typed spring animation.
  public init<Value>(
    _ key: PropertyKey<Value>, from: Value? = nil, to: Value? = nil, spring: Spring = Spring()
  ) {
    self.init(
      property: key.property, from: from?.animatableValue, to: to?.animatableValue, spring: spring)
  }
}
