import Foundation
import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction
import KinetypeTestSupport
import Testing

@testable import KinetypeDemo

/// Every scene of the demo as whole frames, compared cell for cell (characters, styles, links)
/// with recorded snapshots in `Snapshots/`: the first screen, the screen once it has settled,
/// and the screen after the scene's first interaction. A change anywhere on screen fails here;
/// `KINETYPE_RECORD_SNAPSHOTS=1` records them again, to be reviewed in the diff.
@Suite struct DemoSnapshotTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")

  /// A key the scene answers, and when it is pressed.
  static func interaction(_ id: DemoSceneID) -> Key {
    switch id {
    case .tags: Key(.tab)
    case .morph: Key(.character("!"))
    case .scroll: Key(.pageDown)
    case .rating: Key(.right)
    case .label: Key(.character("a"))
    }
  }

  @Test(arguments: DemoSceneID.allCases)
  func everySceneAsWholeFrames(_ id: DemoSceneID) throws {
    let resources = try DemoFixtures.resources()
    var demo = try Demo(current: id) { try $0.make(resources) }
      .update(.resized(GridSize(columns: 80, rows: 24), time: 0))
    var text = "first screen (t = 0.1 s)\n" + Snapshot.text(demo.frame(at: 0.1))
    text += "settled (t = 6 s)\n" + Snapshot.text(demo.frame(at: 6))
    demo = demo.update(.key(Self.interaction(id), time: 6))
    text += "after \(Self.interaction(id)) (t = 10 s)\n" + Snapshot.text(demo.frame(at: 10))
    Snapshot.check(text, file: "\(id.rawValue).txt", in: Self.folder)
  }
}
