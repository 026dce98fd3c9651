import KinetypeAnimation
import KinetypeCore

extension Benchmark {
  /// `Timeline.presentation(at:)` for a realistic entrance (staggered fade, rise and colour
  /// sweep) over 10,000 and 40,000 glyphs: issue 3's budgets, 0.3 ms and 1.2 ms.
  static var animation: [Benchmark] {
    [
      presentation(columns: 100, rows: 100, budget: .microseconds(300)),
      presentation(columns: 200, rows: 200, budget: .microseconds(1200)),
    ]
  }

  private static func presentation(columns: Int, rows: Int, budget: Duration) -> Benchmark {
    let count = columns * rows
    return Benchmark(
      name: "animation: presentation, \(count) glyphs × 3 animations", budget: budget
    ) {
      let glyphs = (0..<count).map {
        GlyphGeometry(
          index: $0, position: GridPoint(column: $0 % columns, row: $0 / columns),
          wordIndex: $0 / 6, lineIndex: $0 / columns)
      }
      let animations = [
        Animation(
          .basic(BasicAnimation(.opacity, from: 0, to: 1)),
          timing: Timing(duration: 0.6, fillMode: .backwards), timingFunction: .easeOut,
          stagger: Stagger(.diagonal, spread: 1.5)),
        Animation(
          .basic(BasicAnimation(.offset, from: Vector(dx: 0, dy: 3))),
          timing: Timing(duration: 0.8, fillMode: .backwards),
          timingFunction: .penner(.back, .out), stagger: Stagger(.diagonal, spread: 1.5)),
        Animation(
          .keyframe(
            KeyframeAnimation(
              .foregroundColour,
              values: [
                RGBA(red: 1, green: 0.2, blue: 0.1), RGBA(red: 1, green: 0.9, blue: 0.2), .white,
              ])),
          timing: Timing(duration: 1, fillMode: .both),
          stagger: Stagger(.random(channel: 1), spread: 1)),
      ]
      let timeline = try! Timeline(glyphs: glyphs, animations: animations, seed: 42)
      let step = timeline.duration / 97
      nonisolated(unsafe) var frame = 0
      return {
        // A varying time, so every call evaluates a different mix of before, inside and after.
        frame += 1
        let presentation = timeline.presentation(at: Double(frame % 97) * step)
        let middle = presentation.count / 2
        return Int(presentation.opacity[middle] * 1000)
          &+ Int(presentation.offset[middle].dy * 1000)
          &+ Int((presentation.foregroundColour[middle]?.green ?? 0) * 1000)
      }
    }
  }
}
