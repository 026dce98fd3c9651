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

  @OptionGroup var playback: PlaybackOptions

  func validate() throws {
    try choice.validate(input: input, scene: scene)
  }

  func run() throws {
    let (effect, input) = try choice.resolve(input: self.input, scene: scene)
    let read = try input.read(fallback: SampleText.markup)
    for diagnostic in read.diagnostics { Terminal.printError(diagnostic.description) }
    let text = read.text
    // Read and check the effect before anything else (`load` compiles it), so a bad file is
    // reported even with no terminal.
    let loaded = try scene.load(effect)
    let terminalSize = TerminalSize.current() ?? GridSize(columns: 80, rows: 24)
    let pages = Pages.split(
      text, rows: (scene.canvas?.size ?? terminalSize).rows,
      options: LayoutOptions(
        width: scene.wrap ? (scene.canvas?.size ?? terminalSize).columns : nil,
        alignment: scene.align, ambiguousWide: input.ambiguousWide, font: try scene.displayFont()))
    try playback.play(
      scene: scene, final: text, ambiguousWide: input.ambiguousWide, pageCount: pages.count
    ) { page, size, depth in
      try scene.scene(
        text: pages[page], effect: loaded, size: size, depth: depth,
        ambiguousWide: input.ambiguousWide)
    }
  }
}

/// Text taller than the terminal, cut into pages of whole lines that play one after another.
enum Pages {
  static func split(_ text: AttributedText, rows: Int, options: LayoutOptions) -> [AttributedText] {
    let layout = Typesetter.layout(text, options: options)
    // A big line of display type is as tall as its font.
    let linesPerPage = max(1, rows / (options.font?.height ?? 1))
    guard rows > 0, layout.lines.count > linesPerPage else { return [text] }
    var pages: [AttributedText] = []
    var start = 0
    while start < layout.lines.count {
      let end = min(start + linesPerPage, layout.lines.count)
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
