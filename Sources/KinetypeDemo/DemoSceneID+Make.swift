import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction

extension DemoSceneID {
  /// Makes this scene from the demo's resources.
  ///
  /// - Throws: a data file's problems, located (`DemoError`).
  public func make(_ resources: DemoResources) throws -> any DemoScene {
    switch self {
    case .tags: try TagScene(resources)
    case .morph:
      try MorphScene(settings: DemoSettings(resources.settings), makeMorph: resources.makeMorph)
    case .rating: try RatingScene(resources)
    case .label: try LabelScene(resources)
    case .scroll: PendingScene(id: self)
    }
  }
}

/// A scene not built yet: its name in the middle of its area.
struct PendingScene: DemoScene {
  var id: DemoSceneID
  var size: GridSize = .zero

  func update(_ event: ProgramEvent) -> PendingScene {
    var next = self
    if case .resized(let size, _) = event { next.size = size }
    return next
  }

  func frame(at time: Double) -> Frame {
    var frame = Frame(size: size)
    frame.write(id.title, at: GridPoint(column: 1, row: 1))
    return frame
  }

  func nextChange(after time: Double) -> Double? { nil }
  func claims(_ key: Key) -> Bool { false }
  var help: [HelpEntry] { [] }
  var report: String? { nil }
  var requests: [ProgramRequest] { [] }
}
