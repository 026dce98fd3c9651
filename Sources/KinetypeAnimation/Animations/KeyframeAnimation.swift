/// A move through several values: `CAKeyframeAnimation`'s `values`, `keyTimes`,
/// `timingFunctions` and `calculationMode`.
///
/// `keyTimes` are unit progress values, from 0, rising, to 1: one per value, or (for
/// `discrete`) one more than the values, as in Core Animation; when empty they are spread
/// evenly. `timingFunctions` ease each segment: none (linear), one for every segment, or one per
/// segment (`values.count − 1`). `paced` ignores both and moves at an even pace.
///
/// `valuesByGlyph` gives each glyph its own values, one list per glyph of the timeline (indexed
/// by its place in `Timeline`'s `glyphs`, whatever the animation selects), all of one length;
/// it replaces `values`, which may then be empty. Key times and timing functions stay shared
/// and count against that length. `paced` needs shared values, since its key times follow them.
public struct KeyframeAnimation: Hashable, Sendable {
  public var property: AnimatableProperty
  public var values: [AnimatableValue]
  public var keyTimes: [Double]
  public var timingFunctions: [TimingFunction]
  public var calculationMode: CalculationMode
  /// Each glyph's values, by glyph number; replaces `values` when given.
  public var valuesByGlyph: [[AnimatableValue]]?

  /// How values between keyframes are found: `CAAnimationCalculationMode`.
  public enum CalculationMode: String, Hashable, Sendable, CaseIterable {
    /// Straight between neighbours.
    case linear
    /// Each value held until the next key time.
    case discrete
    /// A Catmull-Rom spline through the values, smooth at each keyframe.
    case cubic
    /// Straight, with key times chosen so the pace is even over the whole distance.
    case paced
  }

  public init(
    property: AnimatableProperty, values: [AnimatableValue], keyTimes: [Double] = [],
    timingFunctions: [TimingFunction] = [], calculationMode: CalculationMode = .linear,
    valuesByGlyph: [[AnimatableValue]]? = nil
  ) {
    self.property = property
    self.values = values
    self.keyTimes = keyTimes
    self.timingFunctions = timingFunctions
    self.calculationMode = calculationMode
    self.valuesByGlyph = valuesByGlyph
  }

  /// A typed keyframe animation.
  public init<Value>(
    _ key: PropertyKey<Value>, values: [Value], keyTimes: [Double] = [],
    timingFunctions: [TimingFunction] = [], calculationMode: CalculationMode = .linear,
    valuesByGlyph: [[Value]]? = nil
  ) {
    self.init(
      property: key.property, values: values.map(\.animatableValue), keyTimes: keyTimes,
      timingFunctions: timingFunctions, calculationMode: calculationMode,
      valuesByGlyph: valuesByGlyph?.map { $0.map(\.animatableValue) })
  }

  /// How many values each glyph moves through: the per-glyph lists' length when given (the
  /// first's; the compiler checks they agree), else `values.count`.
  var valueCount: Int { valuesByGlyph?.first?.count ?? values.count }

  /// The key times in use: as given, or spread evenly.
  var effectiveKeyTimes: [Double] {
    if !keyTimes.isEmpty { return keyTimes }
    let count = calculationMode == .discrete ? valueCount + 1 : valueCount
    if count <= 1 { return [0] }
    return (0..<count).map { Double($0) / Double(count - 1) }
  }
}
