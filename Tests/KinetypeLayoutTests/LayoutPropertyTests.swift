import KinetypeCore
import Testing

@testable import KinetypeLayout

/// Random inputs from a mixed corpus: ASCII, CJK, ZWJ emoji, flags, combining stacks,
/// controls, invalid bytes and escape sequences. Cases come from `SeededHash`, so a failure
/// names a seed that reproduces it.
enum MixedCorpus {
  static let pieces: [[UInt8]] =
    [
      "hello", "world", " ", "  ", "\t", "\n", "\r\n", "\r", "-", "...", "->", "ffi", "漢字", "かな",
      "한국어", "👨‍👩‍👧‍👦", "🇯🇵", "🇺", "1️⃣", "👍🏽", "❤️", "☺︎", "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}",
      "\u{301}", "\u{200B}", "\u{200D}", "\u{FE0F}", "ᄀ\u{1161}\u{11A8}", "½", "ß", "İ", "\u{3000}",
      "\u{1B}[31m", "\u{1B}[0m", "\u{1B}[38;2;1;2;3m", "\u{1B}]8;;https://x.org\u{1B}\\",
      "\u{1B}]8;;\u{07}", "\u{1B}]52;c;aGk=\u{07}", "\u{1B}]0;title", "\u{1B}P1$r\u{1B}\\",
      "\u{1B}[2J", "\u{1B}[6n", "\u{1B}", "\u{9B}31m", "\u{07}", "\u{00}", "\u{7F}", "\u{85}",
      "[bold]", "[/]", "[red on #102030]", "[[", "]", "[kern=1]", "[nope]", "[link=https://y.org]",
    ].map { Array($0.utf8) } + [
      [0xFF], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80],
    ]

  static func bytes(seed: Int) -> [UInt8] {
    let hash = SeededHash(seed: UInt64(seed))
    let count = hash.integer(below: 40, 0)
    var out: [UInt8] = []
    for i in 0..<count { out += pieces[hash.integer(below: pieces.count, i + 1)] }
    return out
  }

  static func options(seed: Int) -> (ReadOptions, LayoutOptions, TextFormat) {
    let hash = SeededHash(seed: UInt64(seed))
    let read = ReadOptions(
      tabWidth: 1 + hash.integer(below: 8, 0, channel: 1),
      showControls: hash.unit(0, channel: 2) < 0.3)
    let widths: [Int?] = [nil, 1, 2, 3, 5, 8, 13, 40]
    let insets =
      hash.unit(0, channel: 3) < 0.3 ? GridInsets(top: 1, left: 2, bottom: 0, right: 1) : .zero
    let layout = LayoutOptions(
      width: widths[hash.integer(below: widths.count, 0, channel: 4)],
      alignment: TextAlignment.allCases[hash.integer(below: 3, 0, channel: 5)], insets: insets,
      ligatures: hash.unit(0, channel: 6) < 0.5
        ? LigatureTable(["->", "...", "ffi", "ff", "漢字"]) : nil,
      ambiguousWide: hash.unit(0, channel: 7) < 0.2)
    let formats: [TextFormat] = [.auto, .plain, .ansi, .markup]
    return (read, layout, formats[hash.integer(below: 4, 0, channel: 8)])
  }
}

@Suite("Layout properties")
struct LayoutPropertyTests {
  static let seeds = Array(0..<600)

  func run(_ seed: Int) -> (ReadResult, TextLayout) {
    let (readOptions, layoutOptions, format) = MixedCorpus.options(seed: seed)
    let result = TextReader.read(
      MixedCorpus.bytes(seed: seed), format: format, options: readOptions)
    return (result, Typesetter.layout(result.text, options: layoutOptions))
  }

  @Test("the glyphs reassemble to the decoded text exactly")
  func glyphsReassemble() {
    for seed in Self.seeds {
      let (result, layout) = run(seed)
      #expect(layout.glyphs.map(\.text).joined() == result.text.string, "seed \(seed)")
      // Character ranges tile the text in order.
      var next = 0
      for glyph in layout.glyphs {
        #expect(glyph.characters.lowerBound == next, "seed \(seed)")
        #expect(glyph.characters.count == glyph.text.count, "seed \(seed)")
        next = glyph.characters.upperBound
      }
      #expect(next == result.text.string.count, "seed \(seed)")
    }
  }

  @Test("glyph spans never overlap")
  func spansNeverOverlap() {
    for seed in Self.seeds {
      let (_, layout) = run(seed)
      for line in layout.lines {
        var end = Int.min
        for g in line.glyphs where layout.glyphs[g].advance > 0 {
          let glyph = layout.glyphs[g]
          #expect(glyph.position.column >= end, "seed \(seed) glyph \(g)")
          end = glyph.position.column + glyph.advance
        }
      }
    }
  }

  @Test("every glyph's ink lies inside the layout size")
  func glyphsInsideSize() {
    for seed in Self.seeds {
      let (_, layout) = run(seed)
      for glyph in layout.glyphs {
        let p = glyph.position
        #expect(p.row >= 0 && p.row < layout.size.rows, "seed \(seed)")
        #expect(
          p.column >= 0 && p.column + glyph.width <= layout.size.columns, "seed \(seed) \(glyph)")
      }
      // Lines are in row order and partition the glyphs.
      #expect(layout.lines.map(\.glyphs.count).reduce(0, +) == layout.glyphs.count, "seed \(seed)")
    }
  }

  @Test("no escape or control character survives into any glyph")
  func noEscapeSurvives() {
    for seed in Self.seeds {
      let (_, layout) = run(seed)
      for glyph in layout.glyphs {
        let bad = glyph.text.unicodeScalars.contains {
          ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
        }
        #expect(!bad, "seed \(seed): \(glyph.text.unicodeScalars.map { $0.value })")
      }
    }
  }

  @Test("runs cover each line's glyphs and adjacent runs differ")
  func runsAreMaximal() {
    for seed in Self.seeds {
      let (_, layout) = run(seed)
      for line in layout.lines {
        #expect(
          line.runs.first?.glyphs.lowerBound == line.glyphs.lowerBound || line.glyphs.isEmpty,
          "seed \(seed)")
        #expect(
          line.runs.last?.glyphs.upperBound == line.glyphs.upperBound || line.glyphs.isEmpty,
          "seed \(seed)")
        for (a, b) in zip(line.runs, line.runs.dropFirst()) {
          #expect(
            a.glyphs.upperBound == b.glyphs.lowerBound && a.attributesIndex != b.attributesIndex,
            "seed \(seed)")
        }
        for run in line.runs {
          #expect(
            run.glyphs.allSatisfy { layout.glyphs[$0].attributesIndex == run.attributesIndex },
            "seed \(seed)")
        }
      }
    }
  }

  @Test("reading is deterministic and laying out twice gives the same layout")
  func deterministic() {
    for seed in Self.seeds.prefix(100) {
      #expect(run(seed).1 == run(seed).1, "seed \(seed)")
    }
  }
}
