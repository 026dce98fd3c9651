import ArgumentParser
import FoundationEssentials
import Glibc
import Kinetype
import KinetypeCompositor
import KinetypeCore
import KinetypeHeadless

/// `kinetype render`: an effect's frame at one time, or a whole recording, without a terminal.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract:
      "Render an effect's frame at a time, or record it as an asciicast, without a terminal.",
    discussion: """
      `--at` takes seconds (1.5), a percentage of the effect (50%) or `end`. `--cast FILE`
      records every frame at exact multiples of 1/fps; the same text, options and seed give the
      same bytes. A recording is at most an hour long: an effect that lasts longer, or never
      ends, is refused unless `--duration SECONDS` records only its start; `--duration` also
      sets what `--at end` and percentages mean. `--format json` lists every cell that is not a
      plain blank, with the time in seconds. `--from OLD` morphs OLD into the text (see
      `kinetype morph`).
      """
  )

  @OptionGroup var choice: EffectChoice

  @OptionGroup var input: TextInputOptions
  @OptionGroup var recipeOptions: RecipeOptions

  @Option(
    name: .long,
    help: "Morph from this text into the text: the text, @FILE, or '-' for standard input.")
  var from: String?

  @Option(name: .long, help: "When: seconds, a percentage (50%), or end.")
  var at: RenderTime = .end

  @Option(name: .long, help: "Output: text, ansi or json.")
  var format: FrameFormat = .text

  @Option(name: .long, help: "Write an asciicast v2 recording of the whole effect to FILE.")
  var cast: String?

  /// Up to 10,000 rather than a terminal's 240 (`play`, `demo`): a recording is sampled, not
  /// shown, and sampling an effect as often as TerminalTextEffects does (`make compare`'s
  /// second table) takes over 1,000 frames a second.
  @Option(name: .long, help: "Frames per second of the recording (1 to 10,000).")
  var fps: Int = 30

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Use only the effect's first SECONDS: a recording ends there, and --at end and percentages count in them.",
      valueName: "seconds"))
  var duration: Double?

  enum FrameFormat: String, ExpressibleByArgument, CaseIterable {
    case text, ansi, json
  }

  /// The colours frames are made for. `auto` sniffs the terminal only for ANSI written to one;
  /// recordings, JSON and text are made in truecolor (none under NO_COLOR), so they are the
  /// same wherever they are made.
  var outputDepth: ColourDepth {
    if format == .ansi && cast == nil && Terminal.standardOutputIsTerminal {
      return recipeOptions.color.depth(forStandardOutput: true)
    }
    return recipeOptions.color.recordingDepth
  }

  func validate() throws {
    guard (1...10_000).contains(fps) else {
      throw ValidationError("--fps must be between 1 and 10,000, got \(fps)")
    }
    if let duration, !(duration.isFinite && duration >= 0) {
      throw ValidationError("--duration must be seconds, 0 or more, got \(duration)")
    }
    try choice.validate(input: input, recipeOptions: recipeOptions)
    if from == "-" && input.readsStandardInput {
      throw ValidationError("--from - and the text both read standard input; give one of them")
    }
  }

  func run() throws {
    let (effect, input) = try choice.resolve(input: self.input, recipeOptions: recipeOptions)
    let text = try input.read(fallback: SampleText.markup)
    for diagnostic in text.diagnostics { Terminal.printError(diagnostic.description) }
    let depth = outputDepth
    let loaded = try recipeOptions.effect(effect)
    let recipe = try recipeOptions.recipe(ambiguousWide: input.ambiguousWide, depth: depth)
    let built: Scene
    if let from {
      let old = try input.reading.read(argument: from)
      for diagnostic in old.diagnostics { Terminal.printError(diagnostic.description) }
      built = try recipe.morphScene(from: old.text, to: text.text, effect: loaded)
    } else {
      built = try recipe.scene(text: text.text, effect: loaded)
    }
    // How long the effect counts as lasting: all of it, or the first --duration seconds. An
    // effect's own length may be enormous (a `speed` of 1e-300) or infinite (that on a long
    // `duration`, past what a Double holds).
    let length = duration.map { min($0, built.duration) } ?? built.duration
    if let cast {
      // `<=` is false for NaN and infinity too.
      guard length <= Recorder.longest else { throw tooLongToRecord(length) }
      let timestamp =
        ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap { Int($0) } ?? 0
      try Self.record(
        built, fps: fps, depth: depth, timestamp: timestamp, duration: length, to: cast)
      return
    }
    guard let time = at.seconds(duration: length) else {
      throw CLIError(
        "the effect never ends, so --at end and percentages of it name no time",
        hint: "give --at in seconds, or --duration SECONDS to count the effect as that long")
    }
    let frame = built.frame(at: time)
    switch format {
    case .text:
      Terminal.write(frame.plainText)
    case .ansi:
      var encoder = ANSIEncoder(depth: depth)
      Terminal.write(encoder.rows(frame))
    case .json:
      Terminal.write(FrameJSON.document(frame, time: time).rendered + "\n")
    }
  }

  /// Why a recording of `length` seconds is refused: the effect's length, or `--duration`'s
  /// when that is what asks for more than `Recorder.longest`.
  private func tooLongToRecord(_ length: Double) -> CLIError {
    let limit = "recordings are limited to an hour (\(Self.text(Recorder.longest)) s)"
    if let duration, duration == length {
      return CLIError(
        "--duration \(Self.text(duration)) is too long: \(limit)",
        hint: "give --duration \(Self.text(Recorder.longest)) or less")
    }
    let lasts =
      length.isFinite ? "the effect lasts \(Self.text(length)) s" : "the effect never ends"
    return CLIError(
      "\(lasts); \(limit)", hint: "shorten it, or record only its start with --duration SECONDS")
  }

  /// Seconds as a reader writes them, to six significant digits: `7200`, `0.5`, `1e+300`.
  private static func text(_ seconds: Double) -> String { NumberText.shortest(seconds) }

  /// Writes the recording to `path` as frames are made (the file grows; memory does not).
  private static func record(
    _ scene: Scene, fps: Int, depth: ColourDepth, timestamp: Int, duration: Double,
    to path: String
  ) throws {
    let failure = CLIError(
      "cannot write '\(path)'", hint: "check the folder exists and is writable")
    guard let file = fopen(path, "wb") else { throw failure }
    do {
      try Recorder.record(
        scene, fps: fps, depth: depth, timestamp: timestamp, duration: duration
      ) { bytes in
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        guard written == bytes.count else { throw failure }
      }
    } catch {
      fclose(file)
      throw error
    }
    guard fclose(file) == 0 else { throw failure }
  }
}

/// `--at`: seconds, a percentage of the effect, or its end.
enum RenderTime: ExpressibleByArgument {
  case seconds(Double)
  case fraction(Double)
  case end

  init?(argument: String) {
    if argument == "end" {
      self = .end
    } else if argument.hasSuffix("%"), let percent = Double(argument.dropLast()), percent.isFinite,
      percent >= 0
    {
      self = .fraction(percent / 100)
    } else if let seconds = Double(argument), seconds.isFinite, seconds >= 0 {
      self = .seconds(seconds)
    } else {
      return nil
    }
  }

  /// The time in an effect lasting `duration` seconds, or nil when there is none to name:
  /// the end, or a percentage other than 0, of an effect that never ends.
  func seconds(duration: Double) -> Double? {
    let time =
      switch self {
      case .seconds(let s): min(s, duration)
      case .fraction(let f): f == 0 ? 0 : duration * min(f, 1)
      case .end: duration
      }
    return time.isFinite ? time : nil
  }
}
