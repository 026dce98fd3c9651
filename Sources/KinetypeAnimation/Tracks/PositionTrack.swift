/// A value driven by a position (a scroll offset, say) instead of time: a list of scales, each
/// moving the value to its `toValue` over `length` position units from its `trigger`.
///
/// A scale starts from the previous scale's `toValue` (the track's `startValue` for the
/// first), so the value is continuous wherever the timing functions are. Before the first
/// scale the value is the start value; between scales, the previous `toValue`; after the last,
/// its `toValue`. Scales may not overlap: `add(_:)` refuses one that does, naming both ranges.
public struct PositionTrack<Value: Interpolatable>: Sendable {
  /// One stretch of change.
  public struct Scale: Sendable {
    /// Where the change starts.
    public var trigger: Double
    /// Over how many position units it runs; 0 jumps.
    public var length: Double
    public var toValue: Value
    public var timingFunction: TimingFunction

    public init(
      trigger: Double, length: Double, toValue: Value, timingFunction: TimingFunction = .linear
    ) {
      precondition(
        length >= 0 && length.isFinite && trigger.isFinite,
        "a scale needs a finite trigger and length ≥ 0")
      self.trigger = trigger
      self.length = length
      self.toValue = toValue
      self.timingFunction = timingFunction
    }

    /// The positions it covers, `trigger ..< trigger + length`.
    public var range: Range<Double> { trigger..<(trigger + length) }
  }

  public let startValue: Value
  /// Where colours blend.
  public var colourSpace: ColourSpace
  /// The scales, by trigger.
  public private(set) var scales: [Scale] = []

  public init(startValue: Value, colourSpace: ColourSpace = .rgb) {
    self.startValue = startValue
    self.colourSpace = colourSpace
  }

  /// Adds a scale, keeping the scales in trigger order.
  ///
  /// - Throws: `PositionTrackError` when the scale's range shares any stretch with another's,
  ///   or two scales start at the same position; a scale may start where another ends.
  public mutating func add(_ scale: Scale) throws(PositionTrackError) {
    for other in scales {
      let overlaps =
        max(scale.trigger, other.trigger) < min(scale.range.upperBound, other.range.upperBound)
        || scale.trigger == other.trigger
      if overlaps { throw PositionTrackError(existing: other.range, added: scale.range) }
    }
    let index = scales.firstIndex { $0.trigger > scale.trigger } ?? scales.endIndex
    scales.insert(scale, at: index)
  }

  /// The track with `scale` added.
  public func adding(_ scale: Scale) throws(PositionTrackError) -> PositionTrack {
    var copy = self
    try copy.add(scale)
    return copy
  }

  /// Where scale `index` starts from: the previous scale's `toValue`, or the start value.
  public func fromValue(ofScale index: Int) -> Value {
    index == 0 ? startValue : scales[index - 1].toValue
  }

  /// The value at `position`.
  ///
  /// - Complexity: O(log scales).
  public func value(at position: Double) -> Value {
    var low = 0
    var high = scales.count
    while low < high {
      let middle = (low + high) / 2
      if scales[middle].trigger <= position { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return startValue }
    let index = low - 1
    let scale = scales[index]
    if position >= scale.range.upperBound { return scale.toValue }
    let fraction = scale.timingFunction((position - scale.trigger) / scale.length)
    return Value.interpolate(
      fromValue(ofScale: index), scale.toValue, fraction: fraction, in: colourSpace)
  }
}

/// A scale that would share positions with one already on the track.
public struct PositionTrackError: Error, Hashable, Sendable, CustomStringConvertible {
  public var existing: Range<Double>
  public var added: Range<Double>

  public var description: String {
    "the scale over \(Self.format(added)) overlaps the scale over \(Self.format(existing)) on the "
      + "same track — move or shorten one so that they do not share positions"
  }

  static func format(_ range: Range<Double>) -> String {
    "\(TimingFunction.format(range.lowerBound))…\(TimingFunction.format(range.upperBound))"
  }
}
