import ArgumentParser
import Foundation
import KinetypeCompositor
import KinetypeCore
import KinetypeHeadless
import KinetypeLayout
import KinetypeTerminal

/// `kinetype play`: plays an effect in the terminal, then leaves the text in the scrollback.
struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract: "Play an effect on text in the terminal.",
    discussion: """
      Text comes from the arguments, --file, or standard input (`cat motd | kinetype play --random-effect`);
      keys come from the terminal. Keys: space pause · ← → seek 1 s (shift: one frame) · r reverse
      · + - speed · Home End · l loop · ? status line · q Esc Ctrl-C quit. When the effect ends the
      text is printed to standard output. With no usable terminal the text is printed at once.
      """
  )

  @OptionGroup var choice: EffectChoice

  @OptionGroup var input: TextInputOptions
  @OptionGroup var scene: SceneOptions

  @Option(name: .long, help: "Where the canvas sits in the terminal: n ne e se s sw w nw c.")
  var canvasAnchor: GridAnchor = .c

  @Option(name: .long, help: "Speed (2 is twice as fast).")
  var speed: Double = 1

  @Flag(name: .long, help: "Play backwards, from the end.")
  var reverse = false

  @Option(name: .long, help: "Start at this time, in seconds.")
  var at: Double = 0

  @Flag(name: .long, help: "Loop until a key stops it.")
  var loop = false

  @Option(name: .long, help: "Frames per second.")
  var fps: Double = 60

  @Flag(name: .long, help: "Do not print the text when play ends.")
  var noFinal = false

  func validate() throws {
    guard speed > 0, speed.isFinite else {
      throw ValidationError("--speed must be positive, got \(speed)")
    }
    guard fps >= 1, fps <= 240 else {
      throw ValidationError("--fps must be between 1 and 240, got \(fps)")
    }
    guard at >= 0, at.isFinite else { throw ValidationError("--at must be a time in seconds ≥ 0") }
    try choice.validate(input: input, scene: scene)
  }

  func run() throws {
    let (effect, input) = try choice.resolve(input: self.input, scene: scene)
    let read = try input.read(fallback: SampleText.markup)
    for diagnostic in read.diagnostics { Terminal.printError(diagnostic.description) }
    let text = read.text
    let environment = ProcessInfo.processInfo.environment
    // Read and check the effect before anything else, so a bad file is reported even with no
    // terminal; its animations compiled over a few glyphs find what reading cannot.
    let loaded = try scene.load(effect)
    _ = try loaded.description.animations(
      glyphCount: 16, origin: loaded.origin, parameters: loaded.parameters)
    if let problem = TerminalCheck.problem(environment: environment) {
      printFinal(text)
      Terminal.printError("note: \(problem); printed the text without playing")
      return
    }
    let depth = scene.color == .auto ? .truecolor : scene.color.depth(forStandardOutput: false)
    let terminalSize = TerminalSize.current() ?? GridSize(columns: 80, rows: 24)
    let pages = Pages.split(
      text, rows: (scene.canvas?.size ?? terminalSize).rows,
      options: layoutOptions(width: (scene.canvas?.size ?? terminalSize).columns))
    let player = Player(
      pageCount: pages.count, fps: fps, start: at, speed: speed, reverse: reverse, loop: loop,
      depth: depth,
      environment: environment, canvasAnchor: canvasAnchor
    ) { page, size in
      try scene.scene(
        text: pages[page], effect: loaded, size: size, depth: depth,
        ambiguousWide: input.ambiguousWide)
    }
    let stop = try player.run()
    if stop.exitStatus == 0 || stop == .signal(SIGINT) { printFinal(text) }
    if stop.exitStatus != 0 { throw ExitCode(stop.exitStatus) }
  }

  private func layoutOptions(width: Int) -> LayoutOptions {
    LayoutOptions(
      width: scene.wrap ? width : nil, alignment: scene.align, ambiguousWide: input.ambiguousWide)
  }

  /// The whole text at rest, coloured when standard output is a terminal: it stays in the
  /// scrollback after play.
  private func printFinal(_ text: AttributedText) {
    guard !noFinal else { return }
    let layout = Typesetter.layout(
      scene.prepared(text),
      options: LayoutOptions(alignment: scene.align, ambiguousWide: input.ambiguousWide))
    let frame = Compositor(layout: layout, canvas: Canvas(size: layout.size)).staticFrame()
    var encoder = ANSIEncoder(depth: scene.color.depth(forStandardOutput: true))
    Terminal.write(encoder.rows(frame))
  }
}

/// Text taller than the terminal, cut into pages of whole lines that play one after another.
enum Pages {
  static func split(_ text: AttributedText, rows: Int, options: LayoutOptions) -> [AttributedText] {
    let layout = Typesetter.layout(text, options: options)
    guard rows > 0, layout.lines.count > rows else { return [text] }
    var pages: [AttributedText] = []
    var start = 0
    while start < layout.lines.count {
      let end = min(start + rows, layout.lines.count)
      let glyphs = layout.lines[start].glyphs.lowerBound..<layout.lines[end - 1].glyphs.upperBound
      pages.append(layout.attributedText(of: glyphs))
      start = end
    }
    return pages
  }
}

/// The terminal's size from the kernel (TIOCGWINSZ on /dev/tty), before ncurses starts.
enum TerminalSize {
  static func current() -> GridSize? {
    let fd = open("/dev/tty", O_RDONLY | O_NOCTTY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var size = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return GridSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }
}
