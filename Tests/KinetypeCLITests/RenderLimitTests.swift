import Foundation
import Testing

/// `render` with effects that last for ever or for 1e300 s: clear errors, or a capped recording,
/// and never a crash.
@Suite("render: endless and enormous effects")
struct RenderLimitTests {
  /// An effect file holding `animation` (one group), written to a temporary file and removed
  /// with the last reference.
  final class EffectFile {
    let url: URL
    init(_ animation: String) throws {
      url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "kinetype-limit-\(UUID().uuidString).yaml")
      try "schema: 1\nname: x\nsummary: s\ngroups:\n  - \(animation)\n".write(
        to: url, atomically: true, encoding: .utf8)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
  }

  /// 1 s played at 1e-300 times the speed: it lasts 1e300 s.
  static let enormous = "{ property: opacity, from: 0, to: 1, speed: 1e-300 }"
  /// 1e10 s at 1e-300 times the speed: longer than a Double holds, so for ever.
  static let endless = "{ property: opacity, from: 0, to: 1, duration: 1e10, speed: 1e-300 }"

  /// Whether the effect builder refused the file with a located error: validation may come to
  /// reject such values before the renderer sees them, which is as good.
  static func refusedByBuilder(_ out: CLIRunner.Output, _ file: EffectFile) -> Bool {
    out.status == 1 && out.stderr.contains("\(file.url.path):") && out.stderr.contains("error:")
  }

  @Test(arguments: [enormous, endless])
  func recordingAnOverlongEffectIsRefused(animation: String) throws {
    let file = try EffectFile(animation)
    let cast = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-limit-\(UUID().uuidString).cast")
    defer { try? FileManager.default.removeItem(at: cast) }
    let out = try CLIRunner.run(["render", file.url.path, "hello", "--cast", cast.path])
    #expect(!out.crashed, "signal \(out.status): \(out.stderr)")
    #expect(out.status == 1)
    #expect(
      Self.refusedByBuilder(out, file)
        || out.stderr.contains("recordings are limited to an hour (3600 s)")
          && out.stderr.contains("--duration SECONDS"),
      "\(out.stderr)")
    #expect(!FileManager.default.fileExists(atPath: cast.path))
  }

  @Test(arguments: [enormous, endless])
  func aDurationRecordsTheStartOnly(animation: String) throws {
    let file = try EffectFile(animation)
    let cast = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-limit-\(UUID().uuidString).cast")
    defer { try? FileManager.default.removeItem(at: cast) }
    let out = try CLIRunner.run([
      "render", file.url.path, "hello", "--cast", cast.path, "--duration", "0.5", "--fps", "10",
    ])
    #expect(!out.crashed, "signal \(out.status): \(out.stderr)")
    guard !Self.refusedByBuilder(out, file) else { return }
    #expect(out.status == 0, "\(out.stderr)")
    let lines = try String(contentsOf: cast, encoding: .utf8).split(separator: "\n")
    let last = try JSONSerialization.jsonObject(with: Data(lines.last!.utf8)) as! [Any]
    #expect(last[0] as? Double ?? .nan <= 0.5)
    let tooLong = try CLIRunner.run([
      "render", file.url.path, "hello", "--cast", cast.path, "--duration", "7200",
    ])
    #expect(tooLong.status == 1)
    #expect(tooLong.stderr.contains("--duration 7200 is too long"), "\(tooLong.stderr)")
  }

  @Test func theEndOfAnEndlessEffectNamesNoTimeButSecondsDo() throws {
    let file = try EffectFile(Self.endless)
    let end = try CLIRunner.run(["render", file.url.path, "hello", "--format", "json"])
    #expect(!end.crashed, "signal \(end.status): \(end.stderr)")
    guard !Self.refusedByBuilder(end, file) else { return }
    #expect(end.status == 1)
    #expect(end.stderr.contains("the effect never ends"), "\(end.stderr)")
    let half = try CLIRunner.run([
      "render", file.url.path, "hello", "--format", "json", "--at", "50%",
    ])
    #expect(half.status == 1 && half.stderr.contains("the effect never ends"))
    for (arguments, time) in [
      (["--at", "2"], 2.0), (["--at", "0%"], 0), (["--duration", "4", "--at", "end"], 4),
      (["--duration", "4", "--at", "25%"], 1),
    ] {
      let out = try CLIRunner.run(
        ["render", file.url.path, "hello", "--format", "json"] + arguments)
      #expect(out.status == 0, "\(arguments): \(out.stderr)")
      #expect(try out.json()["time"] as? Double == time, "\(arguments)")
    }
  }

  @Test func anEnormousEffectStillRendersItsEndAsValidJSON() throws {
    let file = try EffectFile(Self.enormous)
    let out = try CLIRunner.run(["render", file.url.path, "hello", "--format", "json"])
    #expect(!out.crashed, "signal \(out.status): \(out.stderr)")
    guard !Self.refusedByBuilder(out, file) else { return }
    #expect(out.status == 0, "\(out.stderr)")
    let time = try out.json()["time"] as? Double
    #expect(time.map { $0 > 1e299 && $0.isFinite } == true)
  }

  @Test func aDurationMustBeFiniteAndNotNegative() throws {
    for bad in ["-1", "inf", "nan"] {
      let out = try CLIRunner.run(["render", "fade", "x", "--duration=\(bad)"])
      #expect(out.status == 2, "\(bad): \(out.stderr)")
      #expect(out.stderr.contains("--duration must be seconds, 0 or more"), "\(bad)")
    }
  }

  /// A recording is sampled, not shown, so its frame rate runs to 10,000 (a terminal's 240 is
  /// `play`'s): every event at a multiple of 1/10,000 s, and one past the bound refused.
  @Test func aRecordingTakesUpToTenThousandFramesASecond() throws {
    let file = try EffectFile("{ property: offset, from: [0, 0], to: [50, 0], duration: 0.01 }")
    let cast = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-limit-\(UUID().uuidString).cast")
    defer { try? FileManager.default.removeItem(at: cast) }
    let out = try CLIRunner.run([
      "render", file.url.path, "hello", "--cast", cast.path, "--fps", "10000", "--canvas", "80x3",
    ])
    #expect(out.status == 0, "\(out.stderr)")
    let events = try String(contentsOf: cast, encoding: .utf8).split(separator: "\n").dropFirst()
    let times = try events.map {
      try (JSONSerialization.jsonObject(with: Data($0.utf8)) as! [Any])[0] as! Double
    }
    #expect(times.count > 10, "\(times)")
    #expect(times.allSatisfy { abs($0 * 10_000 - ($0 * 10_000).rounded()) < 1e-6 }, "\(times)")
    #expect(times.last ?? .nan <= 0.0101, "\(times)")
    let over = try CLIRunner.run([
      "render", file.url.path, "hello", "--cast", cast.path, "--fps", "10001",
    ])
    #expect(over.status != 0)
    #expect(over.stderr.contains("--fps must be between 1 and 10,000, got 10001"), "\(over.stderr)")
  }
}
