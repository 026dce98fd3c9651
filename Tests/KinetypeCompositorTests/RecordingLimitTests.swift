import Foundation
import KinetypeAnimation
import KinetypeCore
import Testing

@testable import KinetypeCompositor
@testable import KinetypeHeadless

/// Scenes that last for ever or for 1e300 s: recording and JSON output stay total.
@Suite("Recorder and JSON: endless and enormous scenes")
struct RecordingLimitTests {
  /// "ab" fading in over `timing`.
  static func scene(_ timing: Timing) throws -> Scene {
    let fade = Animation(.basic(BasicAnimation(.opacity, from: 0, to: 1)), timing: timing)
    return try Scene(
      compositor: compositor("ab", columns: 2, rows: 1), animations: [fade], seed: 1)
  }

  /// Each event's time, from a recording's lines.
  static func times(_ cast: Asciicast) throws -> [Double] {
    try cast.text.split(separator: "\n").dropFirst().map { line in
      let event = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [Any]
      return event[0] as! Double
    }
  }

  @Test func endlessAndEnormousScenesRecordAnHourAtMost() throws {
    let endless = try Self.scene(Timing(repeatCount: .infinity))
    let enormous = try Self.scene(Timing(speed: 1e-300))
    #expect(endless.duration == .infinity)
    #expect(enormous.duration > 1e299 && enormous.duration.isFinite)
    for scene in [endless, enormous] {
      #expect(Recorder.length(of: scene) == Recorder.longest)
      #expect(Recorder.length(of: scene, upTo: 2) == 2)
      let cast = Recorder.record(scene, fps: 1, depth: .truecolor)
      #expect(try Self.times(cast).allSatisfy { $0 <= Recorder.longest })
    }
  }

  @Test func aDurationEndsTheRecordingOnTheFrameThen() throws {
    let scene = try Self.scene(Timing(duration: 1))
    let cast = Recorder.record(scene, fps: 10, depth: .truecolor, duration: 0.5)
    let whole = Recorder.record(scene, fps: 10, depth: .truecolor)
    // The whole recording's start, event for event, but for the last event's closing move
    // below the text (`ESC[1;1H` then CR LF on this one-row canvas).
    let lines = cast.text.split(separator: "\n")
    let start = whole.text.split(separator: "\n").prefix(lines.count)
    #expect(lines.dropLast() == start.dropLast())
    #expect(lines.last == start.last.map { $0.dropLast(2) + #"\u001b[1;1H\r\n"]"# })
    #expect(try Self.times(cast).last == 0.5)
    #expect(try Self.times(whole).last == 1)
    // Longer than the effect, or not a number, it records the whole effect.
    #expect(Recorder.record(scene, fps: 10, depth: .truecolor, duration: 5).text == whole.text)
    #expect(Recorder.record(scene, fps: 10, depth: .truecolor, duration: .nan).text == whole.text)
    #expect(Recorder.length(of: scene, upTo: -1) == 0)
  }

  @Test func largeEventTimesKeepTheirExponent() {
    #expect(Asciicast.format(1e16) == "1e+16")
    #expect(Asciicast.format(1e300) == "1e+300")
    #expect(Asciicast.format(0.00001) == "0.00001")
  }

  @Test(arguments: [Double.infinity, -.infinity, .nan])
  func aTimeThatIsNotFiniteIsWrittenAsNull(time: Double) throws {
    let text = FrameJSON.document(frame(["ab"]), time: time).rendered
    #expect(text.contains(#""time":null"#))
    #expect(!text.contains("inf") && !text.contains("nan"))
    #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
  }
}

/// A recording plays cleanly wherever it is played: from a cleared screen, and with the cursor
/// left below its text for the prompt that follows.
@Suite struct CastFramingTests {
  @Test func aRecordingStartsClearedAndEndsBelowItsText() throws {
    var encoder = ANSIEncoder(depth: .truecolor)
    var opening: [UInt8] = []
    encoder.opening(into: &opening)
    #expect(String(decoding: opening, as: UTF8.self) == "\u{1B}[H\u{1B}[2J")
    var below: [UInt8] = []
    encoder.ending(below: frame(["ab  ", "c   ", "    ", "    "]), into: &below)
    #expect(String(decoding: below, as: UTF8.self) == "\u{1B}[3;1H")
    var full: [UInt8] = []
    encoder.ending(below: frame(["ab", "cd"]), into: &full)
    #expect(String(decoding: full, as: UTF8.self) == "\u{1B}[2;1H\r\n")
  }
}
