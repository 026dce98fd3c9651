import KinetypeCore
import KinetypeInteraction
import KinetypeYAML

extension PreviewReader {
  /// An input step: `key`, `type`, `click`, `drag`, `scroll` or `hold`.
  mutating func input(_ kind: String, _ node: Node, options: [String: Node], path: String)
    -> PreviewInput?
  {
    switch kind {
    case "key":
      guard let name = text(node, path: path, example: "Enter") else { return nil }
      guard let key = Key(name: name) else {
        fail(
          location(node), path, "unknown key '\(name)'",
          hint: Suggestion.hint(for: name, in: Key.suggestedNames)
            + "name a character ('a'), a key (Enter, Tab, esc, up, pageup, f5) with modifiers first (ctrl+c, shift+tab)"
        )
        return nil
      }
      return .key(key)
    case "type":
      guard let typed = text(node, path: path, example: "hello"), !typed.isEmpty else {
        return nil
      }
      return .type(typed)
    case "click":
      return point(node, path: path).map { .click($0) }
    case "drag":
      guard case .sequence(let items) = node, items.count >= 2 else {
        fail(
          location(node), path, "expected a list of two cells or more",
          hint: "e.g. '[[10, 4], [30, 4]]'")
        return nil
      }
      let cells = items.enumerated().compactMap { point($1, path: "\(path)[\($0)]") }
      return cells.count == items.count ? .drag(cells) : nil
    case "scroll":
      let at = options["at"].flatMap { point($0, path: path + ".at") }
      guard let steps = whole(node, path: path, meaning: "wheel steps"),
        steps != 0
      else {
        if case .scalar(let s) = node, s.string == "0" {
          fail(
            location(node), path, "scroll 0 does nothing", hint: "give wheel steps, e.g. 5 or -3")
        }
        return nil
      }
      return .scroll(steps, at: at)
    default:
      return hold(node, path: path)
    }
  }

  /// `hold: 0.6` or `hold: { at: [c, r], for: 0.6 }`.
  private mutating func hold(_ node: Node, path: String) -> PreviewInput? {
    guard case .mapping(let mapping) = node else {
      return seconds(node, path: path, positive: true, example: "0.6").map { .hold($0, at: nil) }
    }
    var seconds: Double?
    var at: GridPoint?
    for (key, value) in mapping {
      switch key.string {
      case "for": seconds = self.seconds(value, path: path + ".for", positive: true, example: "0.6")
      case "at": at = point(value, path: path + ".at")
      default:
        let name = key.string ?? ""
        fail(
          location(key), "\(path).\(name)", "unknown key '\(name)' in a hold",
          hint: Suggestion.hint(for: name, in: ["at", "for"]) + "a hold takes 'at' and 'for'")
      }
    }
    guard let seconds else {
      fail(location(node), path + ".for", "missing key 'for'", hint: "add 'for: 0.6' (seconds)")
      return nil
    }
    return .hold(seconds, at: at)
  }
}
