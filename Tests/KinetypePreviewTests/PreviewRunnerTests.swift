import Foundation
import KinetypeCompositor
import KinetypeCore
import KinetypeHeadless
import KinetypePreview
import Testing

/// Running scripts: the script's own clock, identical bytes, casts that read back, sheets,
/// and demo input that arrives as it would in the terminal.
@Suite struct PreviewRunnerTests {
  static let effectScript = """
    canvas: 30x3
    fps: 10
    steps:
      - text: Hello
      - play: fade
        seed: 4
        params: { duration: 0.4, spread: 0.3 }
      - snapshot: shown
      - morph: Goodbye
        effect: fade
      - wait: 0.5
      - snapshot: end
    """

  func cast(_ recording: PreviewRecording, timestamp: Int = 0) -> [UInt8] {
    Recorder.record(
      frames: recording.frames.map { (time: $0.time, frame: $0.frame) }, size: recording.size,
      depth: recording.depth, timestamp: timestamp
    ).bytes
  }

  @Test func twoRunsGiveIdenticalBytes() throws {
    let first = try record(Self.effectScript)
    let second = try record(Self.effectScript)
    #expect(cast(first) == cast(second))
    #expect(first.frames == second.frames)
    #expect(first.snapshots == second.snapshots)
    #expect(first.frames.count > 3)
  }

  @Test func theCastReadsBackToTheLastFrame() throws {
    let recording = try record(Self.effectScript)
    let text = String(decoding: cast(recording, timestamp: 1_700_000_000), as: UTF8.self)
    let (header, times, rows) = try finalScreen(ofCast: text)
    #expect(header["version"] as? Int == 2)
    #expect(header["width"] as? Int == 30)
    #expect(header["height"] as? Int == 3)
    #expect(header["timestamp"] as? Int == 1_700_000_000)
    #expect(times.first == 0)
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
    // The recording lasts to the script's end: the morph, then half a second.
    #expect(times.last == recording.duration)
    #expect(recording.duration >= 0.5)
    let last = try #require(recording.frames.last).frame
    #expect(rows.joined(separator: "\n") + "\n" == last.plainText)
    #expect(rows[1].trimmingCharacters(in: .whitespaces) == "Goodbye")
  }

  @Test func framesSitOnMultiplesOfTheFrameRate() throws {
    let recording = try record(Self.effectScript)
    for entry in recording.frames {
      let k = entry.time * 10
      #expect(k == k.rounded())
    }
    // Consecutive entries differ, but for the last, which marks the end.
    let pairs = zip(recording.frames.dropLast(), recording.frames.dropLast().dropFirst())
    #expect(pairs.allSatisfy { $0.frame != $1.frame })
  }

  @Test func snapshotsAreTakenAtTheScriptsClock() throws {
    let recording = try record(Self.effectScript)
    #expect(recording.snapshots.map(\.name) == ["shown", "end"])
    // The whole canvas, 30x3, the text centred: faded in, then morphed.
    #expect(
      recording.snapshots[0].frame.plainText == "\n" + String(repeating: " ", count: 12)
        + "Hello\n\n")
    #expect(
      recording.snapshots[1].frame.plainText == "\n" + String(repeating: " ", count: 11)
        + "Goodbye\n\n")
    #expect(recording.snapshots[1].time > recording.snapshots[0].time + 0.5)
  }

  @Test func theSheetHoldsTheSnapshotFrames() throws {
    let recording = try record(Self.effectScript)
    let sheet = ContactSheet.render(
      recording.snapshots.map { (title: $0.name, frame: $0.frame) }, depth: nil)
    let expected = recording.snapshots.map {
      ContactSheet.titleLine($0.name, width: 30) + "\n" + $0.frame.plainText
    }.joined()
    #expect(sheet == expected)
  }

  @Test func playheadStepsMoveTheEffect() throws {
    let script = """
      canvas: 20x1
      fps: 10
      steps:
        - text: abc
        - play: fade
          params: { duration: 1, spread: 0 }
        - seek: 0
        - snapshot: start
        - seek: end
        - snapshot: end
        - reverse: true
        - wait: 2
        - snapshot: back
      """
    let recording = try record(script)
    let frames = recording.snapshots.map(\.frame)
    #expect(frames[0] == frames[2])
    #expect(frames[0] != frames[1])
    #expect(frames[1].plainText == String(repeating: " ", count: 8) + "abc\n")
  }

  @Test func aLongPressArrivesAsInTheTerminal() throws {
    // A click on the picture starts a tag; a long press on it deletes it: the gestures the
    // recogniser makes from raw presses and releases timed by the script.
    let script = """
      canvas: 80x24
      fps: 10
      steps:
        - demo: tags
        - click: [30, 10]
        - type: "Dune"
        - key: Enter
        - key: Enter
        - wait: 0.5
        - snapshot: added
        - hold: { at: [30, 10], for: 0.7 }
        - wait: 0.5
        - snapshot: deleted
      """
    let recording = try record(script)
    let added = recording.snapshots[0].frame.plainText
    let deleted = recording.snapshots[1].frame.plainText
    #expect(added.contains("Dune"))
    #expect(added.contains("Tag added: Dune"))
    #expect(deleted.contains("Tag deleted: Dune"))
    #expect(recording.snapshots[0].frame.size == GridSize(columns: 80, rows: 24))
  }

  @Test func theMenuBarIsDrawnInsideTheCanvas() throws {
    let recording = try record("canvas: 60x12\nsteps:\n  - demo: rating\n  - wait: 0.2\n")
    let rows = try #require(recording.frames.last).frame.plainText.split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.first?.contains("1 Tags") == true)
    #expect(rows.count == 13)  // 12 rows, each ending in a newline
  }
}
