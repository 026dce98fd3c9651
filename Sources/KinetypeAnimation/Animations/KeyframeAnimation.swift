/// A move through several values: `CAKeyframeAnimation`'s `values`, `keyTimes`,
/// `timingFunctions` and `calculationMode`.
///
/// `keyTimes` are unit progress values, from 0, rising, to 1: one per value, or (for
/// `discrete`) one more than the values, as in Core Animation; when empty they are spread
/// evenly. `timingFunctions` ease each segment: none (linear), one for every segment, or one per
/// segment (`values.count − 1`). `paced` ignores both and moves at an even pace.
public struct KeyframeAnimation: Hashable, Sendable {
  public var property: AnimatableProperty
  public var values: [AnimatableValue]
  public var keyTimes: [Double]
  public var timingFunctions: [TimingFunction]
  public var calculationMode: CalculationMode

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
    timingFunctions: [TimingFunction] = [], calculationMode: CalculationMode = .linear
  ) {
    self.property = property
    self.values = values
    self.keyTimes = keyTimes
    self.timingFunctions = timingFunctions
    self.calculationMode = calculationMode
  }

  /// A typed keyframe animation.
  public init<Value>(
    _ key: PropertyKey<Value>, values: [Value], keyTimes: [Double] = [],
    timingFunctions: [TimingFunction] = [], calculationMode: CalculationMode = .linear
  ) {
    self.init(
      property: key.property, values: values.map(\.animatableValue), keyTimes: keyTimes,
      timingFunctions: timingFunctions, calculationMode: calculationMode)
  }

  /// The key times in use: as given, or spread evenly.
  var effectiveKeyTimes: [Double] {
    if !keyTimes.isEmpty { return keyTimes }
    let count = calculationMode == .discrete ? values.count + 1 : values.count
    if count <= 1 { return [0] }
    return (0..<count).map { Double($0) / Double(count - 1) }
  }
}
