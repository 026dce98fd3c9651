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
      try MorphScene(
        settings: DemoSettings(resources.settings), makeMorph: resources.makeMorph,
        findFont: resources.findFont)
    case .scroll: try ScrollScene(resources)
    case .rating: try RatingScene(resources)
    case .label: try LabelScene(resources)
    }
  }
}
