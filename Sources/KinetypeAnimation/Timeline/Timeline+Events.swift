/// A stretch of timeline time that play moved through, in the direction it moved.
///
/// Going forwards (`from < to`) the span holds the times in `(from, to]`; going backwards
/// (`from > to`) those in `[to, from)`: the end play arrives at is in, the one it leaves is
/// out. So consecutive spans `a → b`, `b → c` (either way) report an event at `b` once, when
/// play arrives there. `includesStart` adds `from` itself, for the first span after play
/// starts or wraps, when nothing earlier has reported it.
public struct TimeSpan: Hashable, Sendable {
  public var from: Double
  public var to: Double
  public var includesStart: Bool

  public init(from: Double, to: Double, includesStart: Bool = false) {
    self.from = from
    self.to = to
    self.includesStart = includesStart
  }

  public var isForwards: Bool { to >= from }

  public func contains(_ time: Double) -> Bool {
    if includesStart && time == from { return true }
    if from < to { return time > from && time <= to }
    if from > to { return time < from && time >= to }
    return false
  }
}

extension Timeline {
  /// The markers and completions in `span`, in the order play meets them.
  ///
  /// - Complexity: O(events).
  public func events(in span: TimeSpan) -> [TimelineEvent] {
    let found = events.filter { span.contains($0.time) }
    return span.isForwards ? found : found.reversed()
  }
}
