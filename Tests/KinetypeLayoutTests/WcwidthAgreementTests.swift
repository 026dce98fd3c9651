import Foundation
import Testing

@testable import KinetypeLayout

/// Agreement of `CellWidth` with Python's `wcwidth` 0.7 `width()`, the reference the width
/// rules follow.
///
/// Python runs once and measures every Unicode scalar value except the controls (which never
/// reach `CellWidth`; `width()` parses them as cursor motion, so TAB is 8), unassigned and
/// private-use code points included, plus the grapheme samples below, each with ambiguous width
/// 1 and 2. A sample's width on our side is the sum of its `Character`s' widths. Every
/// difference must be listed in `scalarDifferences` or `sampleDifferences` with its reason; a
/// listed difference that no longer occurs fails too, so the lists stay true.
@Suite struct WcwidthAgreementTests {
  @Test func everyScalarAgreesOrIsListed() {
    guard let dump = WcwidthDump.loaded() else { return }
    var listedAt: [UInt32: Int] = [:]
    for (index, difference) in scalarDifferences.enumerated() {
      for value in difference.scalars { listedAt[value] = index }
    }
    var wrongListings = Set<Int>()
    // Undocumented differences, merged into runs of equal (ambiguousWide, ours, theirs).
    var undocumented: [(lo: UInt32, hi: UInt32, ambiguousWide: Bool, ours: Int, theirs: Int)] = []
    for run in dump.runs {
      for value in run.lo...run.hi {
        guard let scalar = Unicode.Scalar(value) else { continue }
        let listed = listedAt[value]
        for (ambiguousWide, theirs) in [(false, run.narrow), (true, run.wide)] {
          let ours = CellWidth.of(scalar, ambiguousWide: ambiguousWide)
          if let listed {
            let difference = scalarDifferences[listed]
            if difference.ours != ours || difference.wcwidth != theirs {
              wrongListings.insert(listed)
            }
          } else if ours != theirs {
            if let index = undocumented.lastIndex(where: { $0.ambiguousWide == ambiguousWide }),
              undocumented[index].hi == value - 1, undocumented[index].ours == ours,
              undocumented[index].theirs == theirs
            {
              undocumented[index].hi = value
            } else {
              undocumented.append((value, value, ambiguousWide, ours, theirs))
            }
          }
        }
      }
    }
    if !undocumented.isEmpty {
      let first = undocumented.prefix(maxReported).map {
        let lo = String($0.lo, radix: 16, uppercase: true)
        let hi = String($0.hi, radix: 16, uppercase: true)
        return
          "U+\(lo)...U+\(hi) ambiguousWide=\($0.ambiguousWide): ours \($0.ours), wcwidth \($0.theirs)"
      }
      Issue.record(
        """
        \(undocumented.count) runs of undocumented differences from wcwidth \(dump.version); \
        list each in scalarDifferences with its reason, or fix the rule. First ones:
        \(first.joined(separator: "\n"))
        """)
    }
    let wrong = wrongListings.sorted().map { scalarDifferences[$0].description }
    #expect(wrong.isEmpty, "listed differences that do not hold for every scalar listed: \(wrong)")
  }

  @Test func graphemeSamplesAgreeOrAreListed() {
    guard let dump = WcwidthDump.loaded() else { return }
    var failures: [String] = []
    var seen = Set<Int>()
    for (sample, measured) in zip(graphemeSamples, dump.samples) {
      for (ambiguousWide, theirs) in [(false, measured.narrow), (true, measured.wide)] {
        let ours = sample.reduce(0) { $0 + CellWidth.of($1, ambiguousWide: ambiguousWide) }
        let listed = sampleDifferences.firstIndex {
          $0.sample == sample && ($0.ambiguousWide == nil || $0.ambiguousWide == ambiguousWide)
        }
        if let listed, sampleDifferences[listed].ours == ours,
          sampleDifferences[listed].wcwidth == theirs
        {
          seen.insert(listed)
        } else if ours != theirs {
          let scalars = sample.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
          failures.append(
            "\(sample.debugDescription) [\(scalars.joined(separator: " "))] "
              + "ambiguousWide=\(ambiguousWide): ours \(ours), wcwidth \(theirs)")
        }
      }
    }
    #expect(
      failures.isEmpty, "undocumented sample differences:\n\(failures.joined(separator: "\n"))")
    let stale = sampleDifferences.indices.filter { !seen.contains($0) }.map {
      sampleDifferences[$0].sample.debugDescription
    }
    #expect(stale.isEmpty, "listed sample differences that no longer occur: \(stale)")
    #expect(
      sampleDifferences.allSatisfy { graphemeSamples.contains($0.sample) },
      "every listed sample difference names a sample")
  }
}

private let maxReported = 12

// MARK: - Deliberate differences

/// A scalar range where we deliberately differ from wcwidth 0.7, with either ambiguous width.
struct ScalarDifference: CustomStringConvertible {
  let scalars: ClosedRange<UInt32>
  let ours: Int
  let wcwidth: Int
  let reason: String

  init(_ scalars: ClosedRange<UInt32>, _ ours: Int, _ wcwidth: Int, _ reason: String) {
    (self.scalars, self.ours, self.wcwidth, self.reason) = (scalars, ours, wcwidth, reason)
  }

  var description: String {
    let lo = String(scalars.lowerBound, radix: 16, uppercase: true)
    let hi = String(scalars.upperBound, radix: 16, uppercase: true)
    return "U+\(lo)...U+\(hi) (ours \(ours), wcwidth \(wcwidth))"
  }
}

/// A grapheme sample whose width deliberately differs from wcwidth 0.7's.
struct SampleDifference {
  let sample: String
  let ours: Int
  let wcwidth: Int
  let ambiguousWide: Bool?
  let reason: String

  init(_ sample: String, _ ours: Int, _ wcwidth: Int, ambiguousWide: Bool? = nil, _ reason: String)
  {
    (self.sample, self.ours, self.wcwidth, self.ambiguousWide, self.reason) =
      (sample, ours, wcwidth, ambiguousWide, reason)
  }
}

private let unicode18 =
  "assigned in Unicode 18 (unicodedata2 18.0.0); wcwidth 0.7's tables are Unicode 17.0.0, where it "
  + "is reserved and so 1"
private let unattachedMark =
  "spacing mark with Grapheme_Cluster_Break=Other: Unicode starts a new cluster at it, so it is "
  + "measured alone, and a spacing glyph takes a cell; wcwidth gives it 0 alone and adds 1 after a "
  + "base, so text like \"မာ\" takes 2 cells either way"
private let reservedJamo =
  "reserved in Hangul Jamo Extended-B; wcwidth 0.7 zeroes the whole tail of the block, we give "
  + "reserved code points the default 1"

/// Scalars where we deliberately differ from wcwidth 0.7, with either ambiguous width.
let scalarDifferences: [ScalarDifference] = [
  // New marks in Unicode 18: 0, like every mark.
  .init(0x05C8...0x05C9, 0, 1, unicode18), .init(0x0B53...0x0B54, 0, 1, unicode18),
  .init(0x1ADE...0x1ADF, 0, 1, unicode18), .init(0x1AEC...0x1AF0, 0, 1, unicode18),
  .init(0x10ECB...0x10ECF, 0, 1, unicode18), .init(0x10EF0...0x10EF9, 0, 1, unicode18),
  .init(0x11DF0...0x11DF0, 0, 1, unicode18), .init(0x1D127...0x1D128, 0, 1, unicode18),
  .init(0x1D250...0x1D252, 0, 1, unicode18), .init(0x1D25B...0x1D25C, 0, 1, unicode18),
  .init(0x1D25F...0x1D25F, 0, 1, unicode18), .init(0x1D280...0x1D281, 0, 1, unicode18),
  // New East Asian Wide characters and emoji in Unicode 18: 2.
  .init(0x18CD6...0x18CDA, 2, 1, unicode18), .init(0x18D1F...0x18D20, 2, 1, unicode18),
  .init(0x18E00...0x19191, 2, 1, unicode18), .init(0x191A0...0x191D2, 2, 1, unicode18),
  .init(0x1B123...0x1B128, 2, 1, unicode18), .init(0x1B168...0x1B168, 2, 1, unicode18),
  .init(0x1F1AE...0x1F1AE, 2, 1, unicode18), .init(0x1F6D9...0x1F6D9, 2, 1, unicode18),
  .init(0x1F7DA...0x1F7DA, 2, 1, unicode18), .init(0x1FA8B...0x1FA8D, 2, 1, unicode18),
  .init(0x1FACC...0x1FACC, 2, 1, unicode18), .init(0x1FADD...0x1FADD, 2, 1, unicode18),
  .init(0x1FAEB...0x1FAEB, 2, 1, unicode18), .init(0x1FAF9...0x1FAFA, 2, 1, unicode18),
  // Reserved code points.
  .init(0xD7C7...0xD7CA, 1, 0, reservedJamo), .init(0xD7FC...0xD7FF, 1, 0, reservedJamo),
  // Spacing marks that are clusters of their own (Myanmar, Tai Tham, Tai Viet, Ahom).
  .init(0x102B...0x102C, 1, 0, unattachedMark), .init(0x1038...0x1038, 1, 0, unattachedMark),
  .init(0x1062...0x1064, 1, 0, unattachedMark), .init(0x1067...0x106D, 1, 0, unattachedMark),
  .init(0x1083...0x1083, 1, 0, unattachedMark), .init(0x1087...0x108C, 1, 0, unattachedMark),
  .init(0x108F...0x108F, 1, 0, unattachedMark), .init(0x109A...0x109C, 1, 0, unattachedMark),
  .init(0x1A61...0x1A61, 1, 0, unattachedMark), .init(0x1A63...0x1A64, 1, 0, unattachedMark),
  .init(0xAA7B...0xAA7B, 1, 0, unattachedMark), .init(0xAA7D...0xAA7D, 1, 0, unattachedMark),
  .init(0x11720...0x11721, 1, 0, unattachedMark),
]

private let capped =
  "one cluster takes at most 2 cells (a lead cell and one continuation cell); wcwidth sums the "
  + "scalars of the cluster"
private let modifierSequence =
  "an emoji modifier sequence on a text-default base is shown as emoji (UTS #51, ED-13 and "
  + "section 4: emoji modifier sequences have emoji presentation); wcwidth keeps the base's 1"
private let zwjAcrossClusters =
  "wcwidth's ZWJ swallows the next character even when UAX #29 puts it in a new cluster (GB11 "
  + "joins only pictographs); the terminal draws that character in cells of its own"
private let zwjWithoutVS16 =
  "a ZWJ sequence of pictographs is one emoji glyph whether or not its text-default base carries "
  + "VS16; wcwidth keeps the base's 1"

/// Grapheme samples whose width deliberately differs from wcwidth 0.7's.
let sampleDifferences: [SampleDifference] = [
  .init("↔️", 2, 3, ambiguousWide: true, capped),  // ambiguous base already 2, VS16 adds 1
  .init("™️", 2, 3, ambiguousWide: true, capped),
  .init("®️", 2, 3, ambiguousWide: true, capped),
  .init("a🏻", 2, 3, capped),
  .init("\u{1100}\u{1100}\u{1161}", 2, 4, capped),
  .init("☝🏻", 2, 1, modifierSequence),
  .init("✌🏽", 2, 1, modifierSequence),
  .init("❤\u{200D}🔥", 2, 1, zwjWithoutVS16),
  .init("a\u{200D}b", 2, 1, zwjAcrossClusters),
  .init("a\u{200D}😀", 3, 1, zwjAcrossClusters),
]

// MARK: - Samples

/// Grapheme samples: CJK, emoji, ZWJ families, flags, keycaps, skin tones, VS15/VS16, Hangul
/// jamo, combining stacks, Indic and Thai clusters, ambiguous characters.
let graphemeSamples: [String] = [
  // CJK, fullwidth and halfwidth forms.
  "中文字", "日本語のテキスト", "한국어", "ＡＢＣ１２３", "ｶﾀｶﾅ", "\u{3000}", "Hello, 世界!",
  // Emoji presentation, ZWJ families and professions.
  "😀", "🦀", "👨‍👩‍👧‍👦", "👩‍❤️‍💋‍👨", "🧑🏽‍💻", "👩🏻‍❤️‍💋‍👨🏼", "🏳️‍🌈", "🏴‍☠️", "❤️‍🔥", "😶‍🌫️",
  // Flags: pairs, a lone indicator, an odd run, a tag sequence.
  "🇺🇸", "🇯🇵🇫🇷", "🇺", "🇺🇸🇫", "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
  // Keycaps.
  "#️⃣", "1️⃣", "*️⃣", "#\u{20E3}",
  // VS15 and VS16 on text-default and emoji-default bases.
  "☺️", "☺︎", "⌚", "⌚︎", "⌚️", "©️", "©︎", "↔️", "™️", "®️", "✔️", "✔︎", "x\u{FE0F}",
  // Skin tones.
  "👋🏿", "👍🏽", "✋🏻", "🏽", "☝🏻", "✌🏽", "a🏻",
  // Hangul: L+V+T, L+V, LV+T, filler, old Hangul L+L+V.
  "\u{1100}\u{1161}\u{11A8}", "\u{1100}\u{1161}", "가\u{11A8}", "\u{115F}\u{1161}", "각",
  "\u{1100}\u{1100}\u{1161}",
  // Combining stacks and enclosing marks.
  "e\u{301}", "a\u{301}\u{302}\u{303}\u{304}", "Z\u{334}\u{321}\u{322}\u{31B}", "A\u{20DD}",
  "naïve café",
  // Indic, Thai and other complex scripts.
  "नमस्ते", "क्षि", "हिन्दी", "क्\u{200D}ष", "স্ত্র", "বাংলা", "தமிழ்", "ಕನ್ನಡ", "മലയാളം",
  "ગુજરાતી", "ਪੰਜਾਬੀ", "తెలుగు", "සිංහල", "ଓଡ଼ିଆ", "สวัสดี", "กำ", "ខ្មែរ", "བོད་", "မြန်မာ",
  // Arabic and Hebrew: a prepended concatenation mark, a lam-alef, points.
  "\u{0600}\u{0661}\u{0662}", "مرحبا", "لا", "שָׁלוֹם",
  // East Asian Ambiguous.
  "§", "°±", "αβγ", "ΩЖ", "─│┌", "①", "★※", "\u{00AD}", "\u{E000}",
  // Format and default-ignorable characters.
  "\u{200B}", "a\u{200D}b", "\u{2060}", "\u{FEFF}x", "\u{3164}", "a\u{200D}😀", "❤\u{200D}🔥",
]

// MARK: - Running Python

/// wcwidth's answers, measured once for the whole suite.
struct WcwidthDump: Sendable {
  struct Run: Sendable {
    let lo: UInt32, hi: UInt32, narrow: Int, wide: Int
  }
  struct Measured: Sendable {
    let narrow: Int, wide: Int
  }
  struct Missing: Error, CustomStringConvertible {
    let description: String
  }

  let version: String
  let runs: [Run]
  let samples: [Measured]

  /// The dump, or why Python could not give it; computed on first use, once.
  static let shared: Result<WcwidthDump, Missing> = {
    do throws(Missing) { return .success(try load()) } catch { return .failure(error) }
  }()

  /// The dump, recording the reason as this test's failure when there is none.
  static func loaded() -> WcwidthDump? {
    switch shared {
    case .success(let dump): return dump
    case .failure(let missing):
      Issue.record(Comment(rawValue: missing.description))
      return nil
    }
  }

  /// Runs Python once: `KINETYPE_PYTHON`, else `<package root>/.venv/bin/python3`, else
  /// `python3` on PATH.
  static func load() throws(Missing) -> WcwidthDump {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let venv = root.appendingPathComponent(".venv/bin/python3").path
    let environment = ProcessInfo.processInfo.environment
    let python =
      environment["KINETYPE_PYTHON"]
      ?? (FileManager.default.isExecutableFile(atPath: venv) ? venv : "python3")
    let advice =
      "Python with wcwidth 0.7 not found: run `make test`, which installs wcwidth==0.7.0 "
      + "into .venv (tried \(python))"

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [python, "-c", pythonScript]
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    do { try process.run() } catch { throw Missing(description: "\(advice): \(error)") }
    let samples = graphemeSamples.map { sample in
      sample.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
    }
    input.fileHandleForWriting.write(Data((samples.joined(separator: "\n") + "\n").utf8))
    try? input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    guard process.terminationStatus == 0, let first = lines.first, first.hasPrefix("wcwidth 0.7")
    else {
      throw Missing(description: "\(advice): \(lines.first ?? "") \(stderr)")
    }
    var runs: [Run] = []
    var measured: [Measured] = []
    for line in lines.dropFirst() {
      let fields = line.split(separator: " ")
      let numbers = fields.dropFirst().compactMap { UInt32($0, radix: 16) }
      switch (fields.first, numbers.count) {
      case ("R", 4):
        runs.append(
          Run(lo: numbers[0], hi: numbers[1], narrow: Int(numbers[2]), wide: Int(numbers[3])))
      case ("S", 2):
        measured.append(Measured(narrow: Int(numbers[0]), wide: Int(numbers[1])))
      default:
        throw Missing(description: "unexpected line from Python: \(line)")
      }
    }
    guard measured.count == graphemeSamples.count else {
      throw Missing(
        description: "Python measured \(measured.count) of \(graphemeSamples.count) samples")
    }
    return WcwidthDump(
      version: String(first.dropFirst("wcwidth ".count)), runs: runs, samples: measured)
  }
}

/// Prints `wcwidth <version>`, then `R lo hi w1 w2` runs over every scalar value but the
/// controls, then `S w1 w2` for each sample read from standard input (hex scalars, one sample
/// a line); w1 with ambiguous width 1, w2 with 2.
private let pythonScript = """
  import sys
  try:
      import wcwidth
  except ImportError as error:
      sys.exit(f"cannot import wcwidth: {error}")
  print("wcwidth", wcwidth.__version__)
  if not wcwidth.__version__.startswith("0.7"):
      sys.exit(0)
  width = wcwidth.width
  run = None
  out = []
  for cp in range(0x110000):
      if cp < 0x20 or 0x7F <= cp < 0xA0 or 0xD800 <= cp < 0xE000:
          continue
      c = chr(cp)
      key = (width(c), width(c, ambiguous_width=2))
      if run and run[1] == cp - 1 and run[2] == key:
          run[1] = cp
      else:
          if run:
              out.append(run)
          run = [cp, cp, key]
  out.append(run)
  for lo, hi, (w1, w2) in out:
      print(f"R {lo:x} {hi:x} {w1:x} {w2:x}")
  for line in sys.stdin:
      text = "".join(chr(int(h, 16)) for h in line.split())
      print(f"S {width(text):x} {width(text, ambiguous_width=2):x}")
  """
