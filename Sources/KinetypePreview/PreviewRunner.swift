import KinetypeCompositor
import KinetypeCore
import KinetypeDemo
import KinetypeInteraction

/// Runs a script into a `PreviewRecording` on the script's own clock: no wall clock, every seed
/// from the script, so the same script gives the same frames every time.
///
/// The clock starts at 0; `play`, `morph`, `wait` and input events move it on, the other steps
/// happen at an instant. Frames are sampled at exact multiples of 1/fps from whatever is on
/// screen: nothing (a blank canvas), an effect at its playhead, or the demo.
public struct PreviewRunner {
  /// The longest script, in seconds: an hour, as `Recorder.longest`.
  public static let longest: Double = 3600

  let script: PreviewScript
  let makers: PreviewMakers
  var clock: Double = 0
  var nextFrame = 0
  var text: PreviewText?
  var source: Source = .blank
  var recording: PreviewRecording
  /// Whether frames are drawn and kept (false for a dry run).
  var records = true
  /// Where the last mouse event was, for `scroll` and `hold` without `at`.
  var pointer: GridPoint

  /// An effect on screen: its scene and a playhead as a line through (time, position).
  struct EffectPlay {
    var scene: Scene
    var anchorTime: Double
    var anchorPosition: Double
    var rate: Double

    func position(at time: Double) -> Double {
      min(max(anchorPosition + rate * (time - anchorTime), 0), scene.duration)
    }

    /// Seconds from `time` until the playhead reaches the end it runs to.
    func remaining(at time: Double) -> Double {
      let position = position(at: time)
      return rate > 0 ? (scene.duration - position) / rate : position / -rate
    }
  }

  /// The demo on screen, with the gesture recogniser its mouse events go through.
  struct DemoPlay {
    var demo: Demo
    var recognizer = GestureRecognizer()
    var lastTick: Double
  }

  enum Source {
    case blank
    case effect(EffectPlay)
    case demo(DemoPlay)
  }

  /// Runs `script`.
  ///
  /// - Parameters:
  ///   - records: false for a dry run, which makes every scene and takes every step as the
  ///     recording would but draws no frame: what `kinetype check` does, so that it accepts
  ///     exactly the scripts that run.
  ///   - progress: told the fraction of steps done (0…1) after each step.
  /// - Throws: `PreviewStepError` naming the step that could not run.
  public static func run(
    _ script: PreviewScript, makers: PreviewMakers, records: Bool = true,
    progress: (Double) -> Void = { _ in }
  ) throws -> PreviewRecording {
    var runner = PreviewRunner(script: script, makers: makers)
    runner.records = records
    for (index, step) in script.steps.enumerated() {
      do {
        try runner.perform(step)
      } catch let error as PreviewStepError {
        throw error
      } catch {
        throw PreviewStepError(step: step, underlying: error)
      }
      progress(Double(index + 1) / Double(max(1, script.steps.count)))
    }
    runner.finish()
    return runner.recording
  }

  init(script: PreviewScript, makers: PreviewMakers) {
    self.script = script
    self.makers = makers
    recording = PreviewRecording(size: script.canvas, fps: script.fps, depth: script.depth)
    pointer = GridPoint(column: script.canvas.columns / 2, row: script.canvas.rows / 2)
  }

  private mutating func perform(_ step: PreviewStep) throws {
    func fail(_ message: String, hint: String) -> PreviewStepError {
      PreviewStepError(
        step: step,
        underlying: Diagnostic(.error, at: step.location, path: step.path, message, hint: hint))
    }
    switch step.action {
    case .text(let text):
      self.text = text
    case .play(let effect), .morph(to: _, let effect):
      var old: PreviewText? = nil
      var new = text!
      if case .morph(let target, _) = step.action {
        old = text
        new = target
        text = target
      }
      let scene = try makers.effectScene(
        old, new, effect, effect.seed ?? script.seed, script.canvas, script.depth)
      let play = EffectPlay(scene: scene, anchorTime: clock, anchorPosition: 0, rate: 1)
      source = .effect(play)
      let length = effect.playFor ?? play.remaining(at: clock)
      guard length.isFinite, clock + length <= Self.longest else {
        throw fail(
          "the effect never ends (or runs past an hour)",
          hint: "give 'for: SECONDS' to play only its start")
      }
      advance(to: clock + length)
    case .wait(let seconds):
      guard clock + seconds <= Self.longest else {
        throw fail("the script runs past an hour", hint: "wait less")
      }
      advance(to: clock + seconds)
    case .seek(let seek):
      guard case .effect(var play) = source else { return }
      let duration = play.scene.duration
      let position: Double
      switch seek {
      case .seconds(let s): position = min(s, duration)
      case .fraction(let f): position = duration * f
      case .end: position = duration
      }
      guard position.isFinite else {
        throw fail("the effect never ends, so it has no end to seek to", hint: "seek in seconds")
      }
      play.anchorTime = clock
      play.anchorPosition = position
      source = .effect(play)
    case .speed(let speed):
      guard case .effect(var play) = source else { return }
      play.anchorPosition = play.position(at: clock)
      play.anchorTime = clock
      play.rate = play.rate < 0 ? -speed : speed
      source = .effect(play)
    case .reverse(let backwards):
      guard case .effect(var play) = source else { return }
      play.anchorPosition = play.position(at: clock)
      play.anchorTime = clock
      play.rate = backwards ? -abs(play.rate) : abs(play.rate)
      source = .effect(play)
    case .demo(let id):
      let demo = try makers.demo(id)
      source = .demo(
        DemoPlay(demo: demo.update(.resized(script.canvas, time: clock)), lastTick: clock))
    case .input(let input):
      guard clock + input.duration <= Self.longest else {
        throw fail("the script runs past an hour", hint: "give this input less time")
      }
      perform(input)
    case .snapshot(let name):
      settle(at: clock)
      guard records else { return }
      recording.snapshots.append(
        PreviewRecording.Snapshot(name: name, time: clock, frame: frame(at: clock)))
    }
  }

  /// Samples every frame before `end`, then sets the clock to it.
  mutating func advance(to end: Double) {
    while true {
      let time = Double(nextFrame) / Double(script.fps)
      // Times are sums of the script's seconds; a hair's rounding must not add a frame.
      guard time < end - 1e-9 else { break }
      settle(at: time)
      if records { recording.append(frame(at: time), at: time) }
      nextFrame += 1
    }
    clock = max(clock, end)
  }

  /// Samples the frame at the first multiple of 1/fps at or after the end.
  mutating func finish() {
    advance(to: clock)
    let time = Double(nextFrame) / Double(script.fps)
    settle(at: time)
    if records { recording.append(frame(at: time), at: time, final: true) }
  }

  /// What is on screen at `time`.
  func frame(at time: Double) -> Frame {
    switch source {
    case .blank: Frame(size: script.canvas)
    case .effect(let play): play.scene.frame(at: play.position(at: time))
    case .demo(let play): play.demo.frame(at: time)
    }
  }

  /// Lets the demo hear time pass up to `time`, as `ProgramLoop` does: a long press that is
  /// due fires (at its deadline, when the loop would wake for it), and the demo gets a tick
  /// when it animates or its timer is due.
  mutating func settle(at time: Double) {
    guard case .demo(var play) = source else { return }
    if let deadline = play.recognizer.deadline, deadline <= time {
      let gestures: [Gesture]
      (play.recognizer, gestures) = play.recognizer.tick(time: deadline)
      for gesture in gestures { play.demo = play.demo.update(.gesture(gesture)) }
    }
    if let change = play.demo.nextChange(after: play.lastTick), change <= time {
      play.demo = play.demo.update(.tick(time))
    }
    play.lastTick = time
    source = .demo(play)
  }
}
