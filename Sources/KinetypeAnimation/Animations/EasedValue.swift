/// One value moving between two ends over a `Timing`, eased: a basic animation of a single
/// value, for programs that animate something other than glyphs (a line's length, a dot's
/// opacity).
///
/// Like a timeline it is evaluated, never stepped: `value(at:)` is a pure function of the time,
/// so a program stores the eased value (with its `beginTime`) and asks for the value whenever
/// it draws. Steps that follow one another are eased values whose begin times are the ends of
/// the ones before (`endTime`), as Core Animation sequences animations in a group.
public struct EasedValue<Value: Interpolatable>: Equatable, Sendable {
  public var from: Value
  public var to: Value
  /// When and how the value moves, in the caller's time space (the fill mode decides what
  /// shows before and after).
  public var timing: Timing
  /// Eases each cycle's progress.
  public var timingFunction: TimingFunction
  /// Where colours blend; other values ignore it.
  public var colourSpace: ColourSpace

  public init(
    from: Value, to: Value, timing: Timing, timingFunction: TimingFunction = .linear,
    colourSpace: ColourSpace = .rgb
  ) {
    self.from = from
    self.to = to
    self.timing = timing
    self.timingFunction = timingFunction
    self.colourSpace = colourSpace
  }

  /// The value at `time`, or nil when it does not contribute then (outside its active
  /// interval on a side its fill mode does not cover).
  public func value(at time: Double) -> Value? {
    timing.progress(at: time).map {
      Value.interpolate(from, to, fraction: timingFunction($0), in: colourSpace)
    }
  }

  /// The value at `time`, or `model` when it does not contribute then.
  public func value(at time: Double, model: Value) -> Value {
    value(at: time) ?? model
  }

  /// When the value stops moving, in the caller's time space; may be infinite.
  public var endTime: Double { timing.endTime }

  /// Whether the value is still moving at `time`: inside its active interval (half-open, as
  /// `Timing`'s), or before it.
  public func isMoving(at time: Double) -> Bool { time < endTime }
}
