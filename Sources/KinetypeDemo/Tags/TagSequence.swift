import KinetypeAnimation

/// How much of each part of a tag shows at an instant: 0 nothing, 1 all (opacity for the dot
/// and the texts, the drawn fraction of its length for a line).
struct TagParts: Hashable, Sendable {
  var dots: Double
  var lines: Double
  var text: Double

  static let all = TagParts(dots: 1, lines: 1, text: 1)
  static let none = TagParts(dots: 0, lines: 0, text: 0)

  /// Both at once: each part as much as the lesser shows.
  func meeting(_ other: TagParts) -> TagParts {
    TagParts(
      dots: min(dots, other.dots), lines: min(lines, other.lines), text: min(text, other.text))
  }
}

/// Tags hiding or showing in three steps, each beginning when the one before it ends: hiding,
/// the texts fade, then the lines retract into the dots, then the dots fade; showing is the
/// reverse (dots, lines, texts).
///
/// Each step is an `EasedValue` whose `Timing.beginTime` is the previous step's end, filled
/// both ways, so the sequence is a pure function of the time: before it begins every part
/// rests where the sequence starts, after it ends where it ends.
struct TagSequence: Hashable, Sendable {
  /// When the first step begins.
  var start: Double
  /// Hiding (true) or showing.
  var hides: Bool
  var timing: TagStyleBook.Timing

  /// The three steps in the order they play.
  var steps: (first: EasedValue<Double>, second: EasedValue<Double>, third: EasedValue<Double>) {
    let (from, to) = hides ? (1.0, 0.0) : (0.0, 1.0)
    let durations =
      hides
      ? [timing.text, timing.lines, timing.dots] : [timing.dots, timing.lines, timing.text]
    var begin = start
    var values: [EasedValue<Double>] = []
    for duration in durations {
      let value = EasedValue(
        from: from, to: to,
        timing: Timing(beginTime: begin, duration: duration, fillMode: .both),
        timingFunction: .easeInEaseOut)
      values.append(value)
      begin = value.endTime
    }
    return (values[0], values[1], values[2])
  }

  /// What shows at `time`.
  func parts(at time: Double) -> TagParts {
    let (first, second, third) = steps
    let (a, b, c) = (
      first.value(at: time, model: 1), second.value(at: time, model: 1),
      third.value(at: time, model: 1)
    )
    return hides ? TagParts(dots: c, lines: b, text: a) : TagParts(dots: a, lines: b, text: c)
  }

  /// When the last step ends.
  var endTime: Double { steps.third.endTime }

  /// Whether anything still moves at `time`.
  func isMoving(at time: Double) -> Bool { time < endTime }
}
