import Kinetype
import KinetypeCompositor
import KinetypeCore
import KinetypeEffects
import KinetypeHeadless
import KinetypeLayout

extension Benchmark {
  /// Issue 15's per-frame budget at 200x50: no effect in the library over 1 ms a frame, a
  /// frame being made, diffed against the one before and encoded, as `render --cast` does.
  ///
  /// Every built-in effect is measured (no source file names an effect); the tighter targets
  /// set against TerminalTextEffects, a sixtieth of its CPU per frame, are `make compare`'s.
  /// The text is about 10,000 characters of words on 50 lines of up to 200 columns, like
  /// `make compare`'s; each call makes the next frame at 60 fps, round the whole effect.
  static var effects: [Benchmark] {
    EffectLibrary(sources: ResourceLocator.builtInSources).names().map { name in
      Benchmark(name: "effect frame: \(name), 200x50", budget: .milliseconds(1)) {
        let scene = effectScene(name)
        let frames = Int((scene.duration * 60).rounded(.up)) + 1
        nonisolated(unsafe) var count = 0
        nonisolated(unsafe) var previous = scene.frame(at: 0)
        nonisolated(unsafe) var encoder = ANSIEncoder(depth: .truecolor)
        nonisolated(unsafe) var bytes: [UInt8] = []
        return {
          count += 1
          let frame = scene.frame(at: Double(count % frames) / 60)
          bytes.removeAll(keepingCapacity: true)
          encoder.update(from: previous, to: frame, into: &bytes)
          encoder.closing(into: &bytes)
          previous = frame
          return bytes.count
        }
      }
    }
  }

  /// The built-in effect `name` over `wordScreen()` on a 200x50 canvas, seed 1, truecolor.
  static func effectScene(_ name: String) -> Scene {
    let recipe = SceneRecipe(canvas: GridSize(columns: 200, rows: 50), seed: 1)
    let effect = try! Effect.named(name)
    let text = TextReader.read(wordScreen(columns: 200, rows: 50), format: .plain).text
    return try! recipe.scene(text: text, effect: effect)
  }

  /// `rows` lines of words, each filled to at most `columns` characters: `make compare`'s kind
  /// of input, from a fixed word list and a seeded hash.
  static func wordScreen(columns: Int, rows: Int) -> [UInt8] {
    let words = """
      kinetic type glyph frame terminal cursor motion colour text letter word line column row \
      canvas effect scramble settle decrypt rain slide wipe matrix beam light shadow signal \
      noise quiet bright dark swift render record cast play pause seek reverse speed timing \
      ease spring bounce fade sweep print head paper ink pixel cell width height anchor wave
      """.split(separator: " ")
    let hash = SeededHash(seed: 20_240_601)
    var draw = 0
    var lines: [String] = []
    for _ in 0..<rows {
      var line = ""
      while true {
        draw += 1
        let word = words[hash.integer(below: words.count, draw)]
        if line.count + 1 + word.count > columns { break }
        line += line.isEmpty ? String(word) : " " + word
      }
      lines.append(line)
    }
    return Array((lines.joined(separator: "\n") + "\n").utf8)
  }
}
