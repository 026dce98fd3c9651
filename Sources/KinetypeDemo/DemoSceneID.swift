/// The demo's scenes, in menu order.
public enum DemoSceneID: String, CaseIterable, Hashable, Sendable {
  case tags, morph, scroll, rating, label

  /// The name on the menu bar.
  public var title: String {
    switch self {
    case .tags: "Tags"
    case .morph: "Morph"
    case .scroll: "Scroll"
    case .rating: "Rating"
    case .label: "Label"
    }
  }

  /// Its number on the menu, from 1: the key that switches to it.
  public var number: Int { Self.allCases.firstIndex(of: self)! + 1 }
}
