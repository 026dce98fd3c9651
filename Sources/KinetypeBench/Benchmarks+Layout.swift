import KinetypeCore
import KinetypeLayout

extension Benchmark {
  /// The layout budgets of the foundation issue: 1 MB of mixed text ≤ 200 ms, a 200×50
  /// screen ≤ 2 ms; each reads the bytes and lays them out, as `kinetype layout` does.
  static var layout: [Benchmark] {
    [
      Benchmark(name: "layout: 1 MB mixed text, wrap 80", budget: .milliseconds(200)) {
        let bytes = MixedText.make(bytes: 1_000_000, lineLength: 120)
        return {
          let text = TextReader.read(bytes, format: .plain).text
          return Typesetter.layout(text, options: LayoutOptions(width: 80)).glyphs.count
        }
      },
      // The two halves of the first figure, for finding where time goes; each is held to the
      // whole budget.
      Benchmark(name: "layout: 1 MB, reading only", budget: .milliseconds(200)) {
        let bytes = MixedText.make(bytes: 1_000_000, lineLength: 120)
        return { TextReader.read(bytes, format: .plain).text.runs.count }
      },
      Benchmark(name: "layout: 1 MB, typesetting only", budget: .milliseconds(200)) {
        let text = TextReader.read(
          MixedText.make(bytes: 1_000_000, lineLength: 120), format: .plain
        ).text
        return { Typesetter.layout(text, options: LayoutOptions(width: 80)).glyphs.count }
      },
      Benchmark(name: "layout: 200x50 screen", budget: .milliseconds(2)) {
        let bytes = MixedText.make(bytes: 10_000, lineLength: 200)
        return {
          let text = TextReader.read(bytes, format: .plain).text
          return Typesetter.layout(text, options: LayoutOptions(width: 200)).glyphs.count
        }
      },
      // A morph matches its two texts once, before its first frame.
      Benchmark(name: "layout: match 200x50 screens, 1 in 10 edited", budget: .milliseconds(50)) {
        let old = screen(seed: 7)
        let new = screen(seed: 7, editedOneIn: 10)
        return { old.matches(to: new).count }
      },
      Benchmark(name: "layout: match unrelated 200x50 screens", budget: .milliseconds(50)) {
        let old = screen(seed: 7)
        let new = screen(seed: 8)
        return { old.matches(to: new).count }
      },
    ]
  }

  /// A 200×50 screen of mixed text; with `editedOneIn`, every so many glyphs replaced.
  static func screen(seed: UInt64, editedOneIn: Int? = nil) -> TextLayout {
    var text = String(
      decoding: MixedText.make(bytes: 10_000, lineLength: 200, seed: seed), as: UTF8.self)
    if let editedOneIn {
      text = String(text.enumerated().map { $0.offset % editedOneIn == 3 ? "#" : $0.element })
    }
    return Typesetter.layout(
      TextReader.read(Array(text.utf8), format: .plain).text, options: LayoutOptions(width: 200))
  }
}

/// Deterministic mixed-script text for benchmarks: mostly ASCII words, with CJK, emoji (ZWJ
/// families, flags, skin tones), combining marks and tabs mixed in.
enum MixedText {
  static func make(bytes count: Int, lineLength: Int, seed: UInt64 = 7) -> [UInt8] {
    let pieces = [
      "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "kinetic", "typography",
      "漢字", "かな", "한국어", "👨‍👩‍👧‍👦", "🇯🇵", "👍🏽", "e\u{301}\u{302}", "naïve", "café", "→", "\t",
    ]
    let hash = SeededHash(seed: seed)
    var out: [UInt8] = []
    out.reserveCapacity(count + 64)
    var lineBytes = 0
    var i = 0
    while out.count < count {
      let r = hash.integer(below: 100, i)
      // ASCII words three times out of four.
      let piece = r < 75 ? pieces[r % 10] : pieces[10 + r % (pieces.count - 10)]
      out += piece.utf8
      lineBytes += piece.utf8.count
      if lineBytes >= lineLength {
        out.append(0x0A)
        lineBytes = 0
      } else {
        out.append(0x20)
        lineBytes += 1
      }
      i += 1
    }
    return out
  }
}
