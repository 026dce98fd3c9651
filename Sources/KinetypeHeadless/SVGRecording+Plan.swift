extension SVGRecording {
  /// When each screen shows, as CSS: which screens the document holds and one `@keyframes`
  /// rule per screen that turns its group's visibility on and off.
  ///
  /// Times become percentages of the duration in steps of 10⁻⁵ % (0.36 ms in an hour's
  /// recording), so every keyframe selector is exact and they rise
  /// strictly. Every group runs `step-end`, so a keyframe's value holds until the next one.
  struct Plan {
    /// Steps of the percentages: 100 % is `scale`.
    static let scale = 10_000_000

    /// The screens shown, in the order their groups are written (`f0`, `f1`, …).
    var shown: [Int] = []
    /// The rules for the groups: the animation of each and its keyframes.
    var css = ""

    /// The plan for `changes` (each a screen and the time it shows from; times increase).
    init(changes: [(screen: Int, time: Double)], duration: Double, loops: Bool) {
      // Whole milliseconds of at most 10⁹ s (so the `Int` conversion never traps).
      let milliseconds = duration.isFinite ? Int((min(duration, 1e9) * 1000).rounded()) : 0
      guard milliseconds > 0 else {
        // A still picture: the last screen, no animation.
        if let last = changes.last {
          shown = [last.screen]
          css = "#f0{visibility:visible}\n"
        }
        return
      }
      let steps = changes.map { change in
        (screen: change.screen, step: Self.step(change.time, of: Double(milliseconds) / 1000))
      }
      // A screen whose turn rounds to nothing is never seen; the screens either side of it may
      // then be the same one, shown once.
      var kept: [(screen: Int, step: Int)] = []
      for (index, change) in steps.enumerated() {
        if index + 1 < steps.count, steps[index + 1].step == change.step { continue }
        if kept.last?.screen == change.screen { continue }
        kept.append(change)
      }
      var ids: [Int: Int] = [:]
      var turns: [[(start: Int, end: Int?)]] = []
      for (index, change) in kept.enumerated() {
        let end = index + 1 < kept.count ? kept[index + 1].step : nil
        if let id = ids[change.screen] {
          turns[id].append((change.step, end))
        } else {
          ids[change.screen] = shown.count
          shown.append(change.screen)
          turns.append([(change.step, end)])
        }
      }
      let time = "\(milliseconds)ms step-end " + (loops ? "infinite" : "forwards")
      for (id, screenTurns) in turns.enumerated() {
        css += "#f\(id){animation:k\(id) \(time)}\n"
        css += "@keyframes k\(id){" + Self.keyframes(screenTurns) + "}\n"
      }
      // Without CSS animations (or after a run that holds), the last screen shows.
      if !shown.isEmpty { css += "#f\(ids[kept.last!.screen]!){visibility:visible}\n" }
    }

    /// `time` as a step of `duration` (0…`scale`), clamped to the span.
    static func step(_ time: Double, of duration: Double) -> Int {
      let fraction = min(max(time / duration, 0), 1)
      return Int((fraction * Double(scale)).rounded())
    }

    /// Keyframes that show a group during `turns` and hide it otherwise, from 0 % to 100 %.
    ///
    /// The turns are disjoint and rise, each `start < end`; only the last screen's last turn is
    /// open (`end` nil): it lasts to 100 % and holds after.
    static func keyframes(_ turns: [(start: Int, end: Int?)]) -> String {
      var points: [(step: Int, visible: Bool)] = [(0, false)]
      for turn in turns {
        if turn.start == 0 { points[0].visible = true } else { points.append((turn.start, true)) }
        if let end = turn.end {
          points.append((end, false))
        } else if turn.start < scale {
          points.append((scale, true))
        }
      }
      if points.last!.step < scale { points.append((scale, false)) }
      return points.map { point in
        percent(point.step) + "{visibility:" + (point.visible ? "visible" : "hidden") + "}"
      }.joined()
    }

    /// `step` as a percentage with the shortest decimals: `0%`, `12.5%`, `33.33333%`.
    static func percent(_ step: Int) -> String {
      let whole = step / 100_000
      var fraction = String(step % 100_000)
      fraction = String(repeating: "0", count: 5 - fraction.count) + fraction
      while fraction.last == "0" { fraction.removeLast() }
      return fraction.isEmpty ? "\(whole)%" : "\(whole).\(fraction)%"
    }
  }
}
