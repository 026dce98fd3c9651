import KinetypeCore
import KinetypeDemo
import KinetypeInteraction
import KinetypeYAML

extension PreviewReader {
  /// A setting, at the top level or as a step before anything plays.
  mutating func setting(_ name: String, _ node: Node, path: String) {
    switch name {
    case "canvas":
      guard let text = text(node, path: path, example: "80x24"),
        let size = Self.canvasSize(text)
      else {
        if case .scalar = node {
          fail(
            location(node), path, "expected a canvas size as COLUMNSxROWS",
            hint: "e.g. '80x24' (each 1…1000)")
        }
        return
      }
      script.canvas = size
    case "color":
      guard let text = text(node, path: path, example: "truecolor") else { return }
      guard let depth = ColourDepth(rawValue: text) else {
        let names = ColourDepth.allCases.map(\.rawValue)
        fail(
          location(node), path, "unknown colour depth '\(text)'",
          hint: Suggestion.hint(for: text, in: names)
            + "use one of \(names.joined(separator: ", "))")
        return
      }
      script.depth = depth
    case "fps":
      guard let fps = whole(node, path: path, in: 1...240, meaning: "frames per second") else {
        return
      }
      script.fps = fps
    default:
      if let seed = seed(node, path: path) { script.seed = seed }
    }
  }

  static func canvasSize(_ text: String) -> GridSize? {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
      (1...1000).contains(columns), (1...1000).contains(rows)
    else { return nil }
    return GridSize(columns: columns, rows: rows)
  }

  /// One step: a mapping with one kind key and that kind's options.
  mutating func step(_ node: Node, path: String) {
    guard case .mapping(let mapping) = node else {
      return fail(
        location(node), path, "expected a step (a mapping such as 'play: fade')",
        hint: "write '- KIND: VALUE'; kinds: \(Self.stepKinds.joined(separator: ", "))")
    }
    var kinds: [(String, Node, Node)] = []
    var options: [(String, Node, Node)] = []
    for (key, value) in mapping {
      guard let name = key.string else {
        fail(location(key), path, "keys are names", hint: "write 'name: value'")
        continue
      }
      if Self.stepKinds.contains(name) {
        kinds.append((name, key, value))
      } else {
        options.append((name, key, value))
      }
    }
    // `seed:` is a setting and also an option of `play` and `morph`: beside them, an option.
    let optionKeys = kinds.filter { key in
      kinds.contains { other in (Self.stepOptions[other.0] ?? []).contains(key.0) }
    }
    if kinds.count > 1 && !optionKeys.isEmpty {
      kinds.removeAll { key in optionKeys.contains { $0.0 == key.0 } }
      options += optionKeys
    }
    guard kinds.count == 1, let (kind, kindKey, value) = kinds.first else {
      if kinds.count > 1 {
        return fail(
          location(kinds[1].1), path,
          "a step does one thing; got " + kinds.map { "'\($0.0)'" }.joined(separator: " and "),
          hint: "split it into one step each")
      }
      // No kind: the first unknown key is the step's misspelt kind.
      let name = options.first?.0 ?? ""
      return fail(
        options.first.map { location($0.1) } ?? location(node), path,
        name.isEmpty ? "an empty step" : "unknown step '\(name)'",
        hint: Suggestion.hint(for: name, in: Self.stepKinds)
          + "steps are \(Self.stepKinds.joined(separator: ", "))")
    }
    let allowed = Self.stepOptions[kind] ?? []
    var given: [String: Node] = [:]
    for (name, key, value) in options {
      guard allowed.contains(name) else {
        fail(
          location(key), "\(path).\(name)", "unknown key '\(name)' in a \(kind) step",
          hint: Suggestion.hint(for: name, in: allowed)
            + (allowed.isEmpty
              ? "a \(kind) step takes no other keys"
              : "a \(kind) step takes \(allowed.joined(separator: ", "))"))
        continue
      }
      given[name] = value
    }
    let at = location(kindKey)
    let keyPath = "\(path).\(kind)"
    if let action = action(kind, value, options: given, path: keyPath, at: at) {
      script.steps.append(PreviewStep(action, at: at, path: keyPath))
    }
  }

  private mutating func action(
    _ kind: String, _ node: Node, options: [String: Node], path: String, at: SourceLocation
  ) -> PreviewAction? {
    switch kind {
    case "canvas", "color", "fps", "seed":
      if source != .nothing {
        fail(
          at, path, "'\(kind)' is set before anything plays",
          hint: "move it to the top of the script")
      }
      setting(kind, node, path: path)
      return nil
    case "text", "markup", "file":
      guard let value = text(node, path: path, example: "Hello") else { return nil }
      hasText = true
      return .text(
        kind == "text" ? .plain(value) : kind == "markup" ? .markup(value) : .file(value))
    case "play":
      guard let name = text(node, path: path, example: "EFFECT") else { return nil }
      guard hasText else {
        fail(at, path, "nothing to play: no text yet", hint: "put a 'text:' step before it")
        return nil
      }
      source = .effect
      var effect = PreviewEffect(name: name, at: location(node))
      effectOptions(&effect, options, path: path)
      return .play(effect)
    case StepKind.morph.rawValue:
      guard let value = text(node, path: path, example: "New text") else { return nil }
      guard hasText else {
        fail(
          at, path, "a morph starts from the current text, and there is none yet",
          hint: "put a 'text:' step before it")
        return nil
      }
      source = .effect
      var effect = PreviewEffect(name: nil, at: at)
      if let node = options["effect"] {
        effect.name = text(node, path: path + ".effect", example: "EFFECT")
        effect.nameLocation = location(node)
      }
      effectOptions(&effect, options, path: path)
      var asMarkup = false
      if let node = options["markup"] {
        guard case .scalar(let s) = node, s.string == "true" || s.string == "false" else {
          fail(location(node), path + ".markup", "expected true or false", hint: "e.g. 'true'")
          return nil
        }
        asMarkup = s.string == "true"
      }
      return .morph(to: asMarkup ? .markup(value) : .plain(value), effect)
    case "wait":
      return seconds(node, path: path, example: "1.5").map { .wait($0) }
    case "seek", "speed", "reverse":
      guard source == .effect else {
        fail(
          at, path, "'\(kind)' moves the playhead of an effect, and none is playing",
          hint: "put it after a 'play:' or 'morph:' step")
        return nil
      }
      return playhead(kind, node, path: path)
    case "demo":
      // Input after it goes to the demo even when the scene is misspelt: one problem, not many.
      source = .demo
      guard let name = text(node, path: path, example: "tags") else { return nil }
      guard let scene = DemoSceneID(rawValue: name) else {
        let names = DemoSceneID.allCases.map(\.rawValue)
        fail(
          location(node), path, "unknown demo scene '\(name)'",
          hint: Suggestion.hint(for: name, in: names)
            + "scenes are \(names.joined(separator: ", "))")
        return nil
      }
      return .demo(scene)
    case "snapshot":
      guard let name = text(node, path: path, example: "end"), !name.isEmpty else { return nil }
      if snapshotNames.contains(name) {
        fail(location(node), path, "a snapshot '\(name)' is taken twice", hint: "rename one")
      }
      snapshotNames.insert(name)
      return .snapshot(name)
    default:
      guard source == .demo else {
        fail(
          at, path, "'\(kind)' is input for the demo, and the demo is not on screen",
          hint: "put a 'demo: SCENE' step before it")
        return nil
      }
      return input(kind, node, options: options, path: path).map { .input($0) }
    }
  }

  private mutating func effectOptions(
    _ effect: inout PreviewEffect, _ options: [String: Node], path: String
  ) {
    if let node = options["seed"] { effect.seed = seed(node, path: path + ".seed") }
    if let node = options["for"] {
      effect.playFor = seconds(node, path: path + ".for", example: "1.5")
    }
    if let node = options["font"] {
      effect.font = text(node, path: path + ".font", example: "smooth")
    }
    guard let node = options["params"] else { return }
    guard case .mapping(let mapping) = node else {
      return fail(
        location(node), path + ".params", "expected parameters as a mapping",
        hint: "e.g. '{ duration: 1.5, colour: \"#ff0000\" }'")
    }
    for (key, value) in mapping {
      guard let name = key.string, case .scalar(let scalar) = value else {
        fail(
          location(value), path + ".params", "expected 'name: value'",
          hint: "a parameter's value is a number, text or true/false")
        continue
      }
      effect.parameters[name] = scalar.string
    }
  }

  private mutating func playhead(_ kind: String, _ node: Node, path: String) -> PreviewAction? {
    switch kind {
    case "seek":
      if case .scalar(let s) = node, s.string == "end" { return .seek(.end) }
      if case .scalar(let s) = node, s.string.hasSuffix("%"),
        let percent = Double(s.string.dropLast()), percent >= 0, percent <= 100
      {
        return .seek(.fraction(percent / 100))
      }
      return seconds(node, path: path, example: "0.5, 50% or end").map { .seek(.seconds($0)) }
    case "speed":
      return seconds(node, path: path, positive: true, example: "0.5").map { .speed($0) }
    default:
      guard case .scalar(let s) = node, s.string == "true" || s.string == "false" else {
        fail(location(node), path, "expected true or false", hint: "true plays backwards")
        return nil
      }
      return .reverse(s.string == "true")
    }
  }
}
