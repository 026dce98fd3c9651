import Glibc
import Kinetype

// A program of its own that animates part of its output: it prints a line, plays `decrypt` on a
// two-line banner where its cursor is (no full screen, no ncurses: the program owns the
// terminal and writes each frame itself), then goes on printing. Without a terminal it prints
// the banner at rest.
//
//   swift run --package-path Examples inline-banner [EFFECT]

/// Writes `text` to `descriptor` as it is, at once (frames must not wait in a buffer).
func write(_ text: String, to descriptor: Int32 = STDOUT_FILENO) {
  var text = text
  text.withUTF8 { _ = Glibc.write(descriptor, $0.baseAddress, $0.count) }
}

let effectName = CommandLine.arguments.dropFirst().first ?? "decrypt"
let banner = AttributedText(plain: "Deploying kinetype 0.2\nall 833 checks passed")

do {
  let effect = try Effect.named(effectName)
  let recipe = SceneRecipe(canvas: GridSize(columns: 40, rows: 2), anchor: .w, seed: 7)
  let scene = try recipe.scene(text: banner, effect: effect)
  write("inline-banner: starting\n")
  let interactive = isatty(STDOUT_FILENO) != 0
  var encoder = ANSIEncoder(depth: interactive ? .truecolor : .none)
  // Each frame's rows over the last one's: up to the first row, each line cleared first (a
  // row may be shorter than the one before). Without a terminal, the rows alone.
  func draw(_ frame: Frame, first: Bool) {
    guard interactive else { return write(encoder.rows(frame)) }
    var text = first ? "" : "\u{1B}[\(frame.size.rows)A"
    for row in encoder.rows(frame).split(separator: "\n", omittingEmptySubsequences: false)
      .prefix(frame.size.rows)
    {
      text += "\r\u{1B}[2K" + row + "\n"
    }
    write(text)
  }
  if interactive {
    // The scene is a pure function of time: draw the frame for now, 30 times a second.
    var start = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    var first = true
    while true {
      var now = timespec()
      clock_gettime(CLOCK_MONOTONIC, &now)
      let elapsed = Double(now.tv_sec - start.tv_sec) + Double(now.tv_nsec - start.tv_nsec) / 1e9
      draw(scene.frame(at: min(elapsed, scene.duration)), first: first)
      first = false
      if elapsed >= scene.duration { break }
      usleep(33_000)
    }
  } else {
    draw(scene.finalFrame, first: true)
  }
  write("inline-banner: done\n")
} catch {
  write("inline-banner: \(error)\n", to: STDERR_FILENO)
  exit(1)
}
