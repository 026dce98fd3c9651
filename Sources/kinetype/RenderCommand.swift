import ArgumentParser
import Foundation
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
      same bytes. `--format json` lists every cell that is not a plain blank. `--from OLD`
      morphs OLD into the text (see `kinetype morph`).
      """
  )

  @OptionGroup var choice: EffectChoice

  @OptionGroup var input: TextInputOptions
  @OptionGroup var scene: SceneOptions

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

  @Option(name: .long, help: "Frames per second of the recording.")
  var fps: Int = 30

  enum FrameFormat: String, ExpressibleByArgument, CaseIterable {
    case text, ansi, json
  }

  /// The colours frames are made for. `auto` sniffs the terminal only for ANSI written to one;
  /// recordings, JSON and text are made in truecolor (none under NO_COLOR), so they are the
  /// same wherever they are made.
  var outputDepth: ColourDepth {
    guard scene.color == .auto else { return scene.color.depth(forStandardOutput: false) }
    if let noColour = ProcessInfo.processInfo.environment["NO_COLOR"], !noColour.isEmpty {
      return .none
    }
    if format == .ansi && cast == nil && Terminal.standardOutputIsTerminal {
      return scene.color.depth(forStandardOutput: true)
    }
    return .truecolor
  }

  func validate() throws {
    guard (1...240).contains(fps) else {
      throw ValidationError("--fps must be between 1 and 240, got \(fps)")
    }
    try choice.validate(input: input, scene: scene)
    if from == "-" && input.readsStandardInput {
      throw ValidationError("--from - and the text both read standard input; give one of them")
    }
  }

  func run() throws {
    let (effect, input) = try choice.resolve(input: self.input, scene: scene)
    let text = try input.read(fallback: SampleText.markup)
    for diagnostic in text.diagnostics { Terminal.printError(diagnostic.description) }
    let depth = outputDepth
    let loaded = try scene.load(effect)
    let built: Scene
    if let from {
      let old = try input.reading.read(argument: from)
      for diagnostic in old.diagnostics { Terminal.printError(diagnostic.description) }
      built = try scene.morphScene(
        from: old.text, to: text.text, effect: loaded, size: nil, depth: depth,
        ambiguousWide: input.ambiguousWide)
    } else {
      built = try scene.scene(
        text: text.text, effect: loaded, size: nil, depth: depth,
        ambiguousWide: input.ambiguousWide)
    }
    if let cast {
      let timestamp =
        ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap { Int($0) } ?? 0
      try Self.record(built, fps: fps, depth: depth, timestamp: timestamp, to: cast)
      return
    }
    let time = at.seconds(duration: built.duration)
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

  /// Writes the recording to `path` as frames are made (the file grows; memory does not).
  private static func record(
    _ scene: Scene, fps: Int, depth: ColourDepth, timestamp: Int, to path: String
  ) throws {
    let failure = CLIError(
      "cannot write '\(path)'", hint: "check the folder exists and is writable")
    guard let file = fopen(path, "wb") else { throw failure }
    do {
      try Recorder.record(scene, fps: fps, depth: depth, timestamp: timestamp) { bytes in
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

  func seconds(duration: Double) -> Double {
    switch self {
    case .seconds(let s): min(s, duration)
    case .fraction(let f): duration * min(f, 1)
    case .end: duration
    }
  }
}
