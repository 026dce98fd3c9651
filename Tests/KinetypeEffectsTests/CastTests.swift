import Foundation
import KinetypeCompositor
import KinetypeCore
import KinetypeHeadless
import KinetypeLayout
import Testing

/// Recordings read back as a player would: the header, the event times, and the screen the
/// events paint.
@Suite("Asciicast recordings")
struct CastTests {
  /// The recording's lines parsed with JSONSerialization: the header and `(time, data)` events.
  static func parse(_ text: String) throws -> (
    header: [String: Any], events: [(time: Double, data: String)]
  ) {
    #expect(text.hasSuffix("\n"))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let header = try #require(
      try JSONSerialization.jsonObject(with: Data(lines.first!.utf8)) as? [String: Any])
    var events: [(Double, String)] = []
    for line in lines.dropFirst() {
      let event = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], "\(line)")
      #expect(event.count == 3 && event[1] as? String == "o")
      events.append((try #require(event[0] as? Double), try #require(event[2] as? String)))
    }
    return (header, events)
  }

  @Test(arguments: ["fade", "typewriter", "fall"])
  func aRecordingReplaysToTheStaticLayout(effect: String) throws {
    let scene = try fixtureScene(effect)
    let fps = 25
    let cast = Recorder.record(scene, fps: fps, depth: .truecolor, timestamp: 1_700_000_000)
    let (header, events) = try Self.parse(cast.text)
    #expect(header["version"] as? Int == 2)
    #expect(
      header["width"] as? Int == fixtureCanvas.columns
        && header["height"] as? Int == fixtureCanvas.rows)
    #expect(header["timestamp"] as? Int == 1_700_000_000)
    #expect((header["env"] as? [String: Any])?["TERM"] as? String == "xterm-256color")

    #expect(events.count > 3)
    #expect(events.first?.time == 0)
    for (a, b) in zip(events, events.dropFirst()) {
      #expect(a.time < b.time, "times must increase")
    }
    for event in events {
      let frames = event.time * Double(fps)
      #expect(abs(frames - frames.rounded()) < 1e-9, "\(event.time) is not a multiple of 1/\(fps)")
    }
    // Frames that change nothing write no event, so the last may come before the end.
    #expect(events.last!.time < scene.duration + 1.0 / Double(fps))

    var screen = Replay(size: fixtureCanvas)
    for event in events { screen.apply(event.data) }
    #expect(screen.problems == [])
    #expect(screen.frame == scene.finalFrame)
    #expect(screen.frame == scene.compositor.staticFrame(), "\(effect)")
    // Mid-way the screen shows the effect, not the end.
    var half = Replay(size: fixtureCanvas)
    for event in events where event.time <= scene.duration / 2 { half.apply(event.data) }
    #expect(
      half.frame == scene.frame(at: (scene.duration / 2 * Double(fps)).rounded(.down) / Double(fps))
    )
  }

  @Test func twoRecordingsOfOneSceneAreByteIdentical() throws {
    let first = Recorder.record(try fixtureScene("fall"), fps: 30, depth: .truecolor).text
    let second = Recorder.record(try fixtureScene("fall"), fps: 30, depth: .truecolor).text
    #expect(Array(first.utf8) == Array(second.utf8))
    #expect(Recorder.record(try fixtureScene("fall"), fps: 30, depth: .ansi16).text != first)
  }

  @Test func aStreamedRecordingHasTheSameBytesAsOneHeldInMemory() throws {
    let scene = try fixtureScene("fall")
    let whole = Recorder.record(scene, fps: 30, depth: .truecolor, timestamp: 7).text
    // A small buffer, so that the recording arrives in many pieces.
    var pieces: [[UInt8]] = []
    Recorder.record(scene, fps: 30, depth: .truecolor, timestamp: 7, bufferSize: 256) {
      pieces.append($0)
    }
    #expect(pieces.count > 3)
    #expect(pieces.dropLast().allSatisfy { $0.count >= 256 })
    #expect(pieces.joined().elementsEqual(whole.utf8))
  }

  @Test func atThirtyFramesASecondTimesAreStillExactMultiples() throws {
    // `kinetype render`'s default rate: k/30 has no short decimal, so times are printed as the
    // shortest decimal that reads back as the same Double.
    let cast = Recorder.record(try fixtureScene("fade"), fps: 30, depth: .truecolor)
    let (_, events) = try Self.parse(cast.text)
    let inexact = events.map(\.time).filter { abs($0 * 30 - ($0 * 30).rounded()) >= 1e-9 }
    #expect(inexact == [], "times that are not multiples of 1/30")
  }

  @Test func theReplayUnderstandsStylesLinksAndWideGlyphs() {
    // The interpreter itself, on bytes written by hand.
    var screen = Replay(size: GridSize(columns: 7, rows: 2))
    screen.apply(
      "\u{1B}[2;2H\u{1B}[0;1;38;2;1;2;3;48;5;17m漢\u{1B}]8;;https://x.org\u{1B}\\a\u{1B}]8;;\u{1B}\\\u{1B}[0m b\u{1B}[0;31;102mc"
    )
    #expect(screen.problems == [])
    #expect(screen.frame.rows == ["       ", " 漢a bc"])
    #expect(
      screen.frame[1, 1].style
        == CellStyle(foreground: .rgb(RGB(1, 2, 3)), background: .indexed(17), attributes: .bold))
    #expect(screen.frame[3, 1].link == "https://x.org" && screen.frame[4, 1].link == nil)
    #expect(screen.frame[6, 1].style == CellStyle(foreground: .ansi(1), background: .ansi(10)))
  }
}

/// A tiny terminal that understands exactly what `ANSIEncoder` writes: CUP (`ESC[row;colH`,
/// `ESC[H`), erase (`ESC[2J`), SGR (`ESC[…m`), OSC 8 links (`ESC]8;;URI ESC\`), CR LF and text,
/// measured with `CellWidth.of`.
/// Anything else is a problem.
struct Replay {
  var frame: Frame
  var cursor = GridPoint.zero
  var style = CellStyle.plain
  var link: String? = nil
  var problems: [String] = []

  init(size: GridSize) { frame = Frame(size: size) }

  mutating func apply(_ data: String) {
    let characters = Array(data)
    var i = 0
    while i < characters.count {
      let c = characters[i]
      if c == "\r\n" || c == "\n" || c == "\r" {
        // The recording's end: the cursor to the start of a row below.
        if c != "\r" { cursor.row = min(cursor.row + 1, frame.size.rows - 1) }
        cursor.column = 0
        i += 1
        continue
      }
      guard c == "\u{1B}" else {
        let width = max(1, CellWidth.of(c))
        frame.put(String(c), width: width, style: style, link: link, at: cursor)
        cursor.column += width
        i += 1
        continue
      }
      guard i + 1 < characters.count else { return problems.append("a lone ESC at the end") }
      if characters[i + 1] == "[" {
        var j = i + 2
        while j < characters.count, characters[j].isNumber || characters[j] == ";" { j += 1 }
        guard j < characters.count else { return problems.append("an unfinished CSI") }
        let parameters = String(characters[(i + 2)..<j]).split(
          separator: ";", omittingEmptySubsequences: false
        ).map { Int($0) }
        switch characters[j] {
        case "H" where parameters.count == 2 && parameters.allSatisfy { $0 != nil }:
          cursor = GridPoint(column: parameters[1]! - 1, row: parameters[0]! - 1)
        case "H" where parameters == [nil]:
          cursor = .zero
        case "J" where parameters == [2]:
          frame = Frame(size: frame.size)
        case "C" where parameters.count == 1:
          // CUF: forward on the row, 1 when the parameter is left out.
          cursor.column += max(1, parameters[0] ?? 1)
        case "m": sgr(parameters.map { $0 ?? 0 })
        default: problems.append("unexpected CSI \(String(characters[i...j]).debugDescription)")
        }
        i = j + 1
      } else if characters[i + 1] == "]" {
        let rest = String(characters[(i + 2)...])
        guard rest.hasPrefix("8;;"), let end = rest.range(of: "\u{1B}\\") else {
          return problems.append("unexpected OSC \(rest.prefix(20).debugDescription)")
        }
        let uri = String(rest[rest.index(rest.startIndex, offsetBy: 3)..<end.lowerBound])
        link = uri.isEmpty ? nil : uri
        i += 2 + rest.distance(from: rest.startIndex, to: end.upperBound)
      } else {
        problems.append("unexpected escape \(String(characters[i...(i + 1)]).debugDescription)")
        i += 2
      }
    }
  }

  private mutating func sgr(_ codes: [Int]) {
    let attributes: [Int: CellAttributes] = [
      1: .bold, 2: .dim, 3: .italic, 4: .underline, 5: .blink, 7: .reverse, 8: .conceal,
      9: .strikethrough, 53: .overline,
    ]
    var k = 0
    func colour() -> Colour? {
      if k + 2 < codes.count, codes[k + 1] == 5 {
        defer { k += 2 }
        return .indexed(UInt8(codes[k + 2]))
      }
      if k + 4 < codes.count, codes[k + 1] == 2 {
        defer { k += 4 }
        return .rgb(RGB(UInt8(codes[k + 2]), UInt8(codes[k + 3]), UInt8(codes[k + 4])))
      }
      return nil
    }
    while k < codes.count {
      let code = codes[k]
      switch code {
      case 0: style = .plain
      case 30...37: style.foreground = .ansi(UInt8(code - 30))
      case 90...97: style.foreground = .ansi(UInt8(code - 90 + 8))
      case 40...47: style.background = .ansi(UInt8(code - 40))
      case 100...107: style.background = .ansi(UInt8(code - 100 + 8))
      case 39: style.foreground = .default
      case 49: style.background = .default
      case 38, 48:
        guard let made = colour() else { return problems.append("a bad colour in SGR \(codes)") }
        if code == 38 { style.foreground = made } else { style.background = made }
      default:
        guard let attribute = attributes[code] else {
          return problems.append("unexpected SGR \(code)")
        }
        style.attributes.insert(attribute)
      }
      k += 1
    }
  }
}
