import Foundation
import KinetypeHostile
import Testing

/// Every committed fuzz input — the seed corpora in `Fuzz/Corpus/NAME/` and the crashes and
/// broken invariants fuzzing found, kept in `Fuzz/Regressions/NAME/` — through the same checks
/// the fuzz targets make, in the normal test suite and without libFuzzer: what was found once
/// stays found. Each input runs in the target's replayer (`FuzzNAME FILE`, the same executable
/// built without `-sanitize=fuzzer`), so an input that traps fails its own case, not the run.
@Suite("Fuzz corpus replay")
struct FuzzCorpusTests {
  struct Input: CustomTestStringConvertible, Sendable {
    var target: FuzzTarget
    var file: URL
    var testDescription: String {
      "\(target.rawValue)/\(file.lastPathComponent)"
    }
  }

  static let fuzzFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

  static func inputs(in folder: String) -> [Input] {
    FuzzTarget.allCases.flatMap { target in
      let url = fuzzFolder.appendingPathComponent(folder).appendingPathComponent(target.rawValue)
      let files =
        (try? FileManager.default.contentsOfDirectory(
          at: url, includingPropertiesForKeys: nil)) ?? []
      return files.sorted { $0.path < $1.path }.map { Input(target: target, file: $0) }
    }
  }

  @Test func everyTargetHasASeedCorpus() {
    for target in FuzzTarget.allCases {
      #expect(Self.inputs(in: "Corpus").contains { $0.target == target }, "\(target.rawValue)")
    }
  }

  /// The replayer of `target`: beside the test bundle, else in the package's debug build.
  static func replayer(_ target: FuzzTarget) -> URL {
    let name = "Fuzz\(target.rawValue)"
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [
      beside.appendingPathComponent(name),
      beside.deletingLastPathComponent().appendingPathComponent(name),
      fuzzFolder.deletingLastPathComponent().appendingPathComponent(".build/debug/\(name)"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[2]
  }

  /// Replays one input; returns what broke (nothing when every invariant held).
  static func replay(_ input: Input) throws -> String? {
    let process = Process()
    process.executableURL = replayer(input.target)
    process.arguments = [input.file.path]
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-replay-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: output)
    try process.run()
    process.waitUntilExit()
    let text = String(decoding: try Data(contentsOf: output), as: UTF8.self)
    if process.terminationReason == .uncaughtSignal {
      return "crashed (signal \(process.terminationStatus)): \(text.prefix(400))"
    }
    return process.terminationStatus == 0 ? nil : text
  }

  @Test(arguments: inputs(in: "Corpus"))
  func seedInputKeepsEveryInvariant(_ input: Input) throws {
    let broken = try Self.replay(input)
    #expect(broken == nil, "\(broken ?? "")")
  }

  @Test(arguments: inputs(in: "Regressions"))
  func foundInputKeepsEveryInvariant(_ input: Input) throws {
    let broken = try Self.replay(input)
    #expect(broken == nil, "\(broken ?? "")")
  }
}
