import Foundation
import KinetypePreview
import Testing

@testable import Kinetype

/// Every script in examples/ validates and renders, and there is one per demo scene.
@Suite struct ExampleScriptTests {
  static let folder = repositoryRoot.appendingPathComponent("examples")

  static var scripts: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".preview.yaml") }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  @Test func thereIsOnePerDemoSceneAndSeveralEffectFamilies() {
    let names = Set(Self.scripts.map { $0.lastPathComponent })
    for scene in ["tags", "morph", "scroll", "rating", "label"] {
      #expect(names.contains("demo-\(scene).preview.yaml"))
    }
    #expect(names.filter { !$0.hasPrefix("demo-") }.count >= 6)
  }

  @Test(arguments: ExampleScriptTests.scripts)
  func validatesAndRenders(_ url: URL) throws {
    let text = try String(contentsOf: url, encoding: .utf8)
    let (script, diagnostics) = PreviewStudio.check(text: text, origin: url.path, effects: nil)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    let read = try #require(script)
    let recording = try PreviewRunner.run(
      read, makers: PreviewStudio.makers(for: read, effects: nil))
    let snapshotSteps = read.steps.filter {
      if case .snapshot = $0.action { true } else { false }
    }
    #expect(!snapshotSteps.isEmpty)
    #expect(recording.snapshots.count == snapshotSteps.count)
    #expect(recording.frames.count > 1)
    #expect(recording.frames.allSatisfy { $0.frame.size == read.canvas })
    // Something shows at the end: not a blank canvas.
    #expect(recording.frames.last!.frame.plainText.contains { !$0.isWhitespace })
  }
}
