import Glibc
import Kinetype

// Renders an effect without a terminal: the frames at 0 %, 50 % and 100 % of the effect as
// plain text on standard output, the whole effect as an asciicast and as an animated SVG in
// the folder given (default: the current one).
//
//   swift run --package-path Examples render-frames [FOLDER]

/// Writes a line to standard error.
func printError(_ text: String) {
  var line = text + "\n"
  line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

let folder = CommandLine.arguments.dropFirst().first ?? "."

do {
  let effect = try Effect.named("slide")
  let text = TextReader.read("[bold]Kinetype[/] as a [#5fafff]library[/]", format: .markup).text
  let scene = try SceneRecipe(canvas: GridSize(columns: 30, rows: 3), seed: 3)
    .scene(text: text, effect: effect)
  for fraction in [0.0, 0.5, 1.0] {
    let frame = scene.frame(at: scene.duration * fraction)
    print("at \(Int(fraction * 100)) %:")
    print(frame.plainText, terminator: "")
  }
  let cast = Recorder.record(scene, fps: 30, depth: .truecolor)
  var svg = SVGRecording(size: scene.compositor.canvas.size)
  for index in 0...Int((scene.duration * 30).rounded(.up)) {
    let time = min(Double(index) / 30, scene.duration)
    svg.add(scene.frame(at: time), at: time)
  }
  let files = [
    ("kinetype-example.cast", cast.bytes),
    ("kinetype-example.svg", Array(svg.document(duration: scene.duration).utf8)),
  ]
  for (name, bytes) in files {
    let path = folder + "/" + name
    guard let file = fopen(path, "wb") else {
      printError("render-frames: cannot write \(path)")
      exit(1)
    }
    fwrite(bytes, 1, bytes.count, file)
    fclose(file)
    print("wrote \(path) (\(bytes.count) bytes)")
  }
} catch {
  printError("render-frames: \(error)")
  exit(1)
}
