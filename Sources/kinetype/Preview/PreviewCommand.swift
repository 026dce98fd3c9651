import ArgumentParser
import FoundationEssentials
import Kinetype
import KinetypeCompositor
import KinetypeCore
import KinetypeHeadless
import KinetypePreview
import KinetypeTerminal

/// `kinetype preview SCRIPT`: plays a preview script, records it, or prints its contact sheet.
struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Play a preview script (effects, morphs, demo input), record it or print a sheet.",
    discussion: """
      A script is YAML: a canvas, a colour depth and steps (see docs/previews.md). It runs on
      its own clock, so `--cast FILE` writes the same asciicast bytes every run (the header's
      timestamp is SOURCE_DATE_EPOCH, or 0); `--svg FILE` writes an animated SVG of it that a
      browser plays. `--sheet` prints the frames at the script's
      snapshots (or at `--at` times) with a title line each, as text, or ANSI with `--color`.
      With neither, the recording plays in the terminal (q quits, space pauses). Long renders
      show a progress bar on standard error when it is a terminal.
      """
  )

  @Argument(help: "The preview script (YAML).", completion: .file(extensions: ["yaml", "yml"]))
  var script: String

  @Option(name: .long, help: "Write an asciicast v2 recording to FILE.")
  var cast: String?

  @Option(name: .long, help: "Write an animated SVG of the recording to FILE (a browser plays it).")
  var svg: String?

  @Flag(name: .long, help: "Print a contact sheet: the frames at each snapshot, stacked.")
  var sheet = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Sheet frames at these times instead of the snapshots (seconds, comma-separated).",
      valueName: "t1,t2,…"))
  var at: String?

  @Flag(name: .long, help: "Print the sheet as ANSI in the script's colours.")
  var color = false

  @Option(name: .long, help: "A folder of effects searched before the built-in ones.")
  var effects: String?

  func validate() throws {
    if let at, Self.times(at) == nil {
      throw ValidationError("--at takes seconds separated by commas, e.g. 0.5,1,2; got '\(at)'")
    }
    if at != nil && !sheet { throw ValidationError("--at chooses the frames of --sheet; add it") }
  }

  static func times(_ text: String) -> [Double]? {
    let times = text.split(separator: ",").map { Double($0.trimmingSpaces) }
    guard !times.isEmpty, times.allSatisfy({ $0 != nil && $0!.isFinite && $0! >= 0 }) else {
      return nil
    }
    return times.map { $0! }
  }

  func run() throws {
    let loaded = try PreviewStudio.load(script, effects: effects) {
      Terminal.printError($0.description)
    }
    let playsHere = cast == nil && svg == nil && !sheet
    if playsHere,
      let problem = TerminalCheck.problem(
        environment: ProcessInfo.processInfo.environment)
    {
      throw CLIError(problem, hint: "write a recording with --cast FILE or a sheet with --sheet")
    }
    var bar = ProgressBar(label: "preview")
    let recording = try PreviewRunner.run(
      loaded,
      makers: PreviewStudio.makers(for: loaded, effects: effects) {
        Terminal.printError($0.description)
      }
    ) { bar.show($0) }
    bar.finish()
    if let cast { try write(recording, to: cast) }
    if let svg { try writeSVG(recording, to: svg) }
    if sheet { Terminal.write(contactSheet(recording)) }
    if playsHere {
      let stop = try FramePlayer(
        frames: recording.frames.map { ($0.time, $0.frame) }, depth: loaded.depth,
        environment: ProcessInfo.processInfo.environment
      ).run()
      if stop.exitStatus != 0 { throw ExitCode(stop.exitStatus) }
    }
  }

  private func write(_ recording: PreviewRecording, to path: String) throws {
    let timestamp =
      ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap { Int($0) } ?? 0
    let cast = Recorder.record(
      frames: recording.frames.lazy.map { (time: $0.time, frame: $0.frame) },
      size: recording.size, depth: recording.depth, timestamp: timestamp)
    try StandardStream.writeFile(cast.bytes, to: path)
  }

  /// The recording as an animated SVG: one group per distinct screen, CSS keyframes for time.
  private func writeSVG(_ recording: PreviewRecording, to path: String) throws {
    var document = SVGRecording(size: recording.size, depth: recording.depth)
    for (time, frame) in recording.frames.lazy.map({ ($0.time, $0.frame) }) {
      document.add(frame, at: time)
    }
    let text = document.document(duration: recording.frames.last?.time ?? 0)
    try StandardStream.writeFile(Array(text.utf8), to: path)
  }

  /// The sheet: the frames at `--at`'s times, else at the snapshots, else the last frame.
  func contactSheet(_ recording: PreviewRecording) -> String {
    var entries: [(title: String, frame: Frame)]
    if let at, let times = Self.times(at) {
      entries = times.map { ("\(Self.seconds($0)) s", recording.frame(at: $0)) }
    } else {
      entries = recording.snapshots.map { ("\($0.name) · \(Self.seconds($0.time)) s", $0.frame) }
    }
    if entries.isEmpty, let last = recording.frames.last {
      entries = [("end · \(Self.seconds(last.time)) s", last.frame)]
    }
    return ContactSheet.render(entries, depth: color ? recording.depth : nil)
  }

  /// Seconds as a reader writes them: `0`, `1.5`, `0.333`.
  static func seconds(_ time: Double) -> String {
    NumberText.shortest((time * 1000).rounded() / 1000)
  }
}
