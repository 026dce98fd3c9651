import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction

extension MorphScene {
  public func update(_ event: ProgramEvent) -> MorphScene {
    var next = self
    next.report = nil
    next.advance(to: event.time)
    switch event {
    case .resized(let size, _):
      next.size = size
      next.remake()
    case .key(let key, let time):
      next.press(key, time: time)
    case .gesture(let gesture):
      next.touch(gesture)
    case .mouse, .tick:
      break
    }
    return next
  }

  /// Where things are in the scene's area.
  struct Places {
    var labelOrigin: GridPoint
    var effectRow: Int
    var inputRow: Int
  }

  var places: Places {
    let rows = size.rows
    return Places(
      labelOrigin: GridPoint(column: 0, row: max(1, (rows - 4 - labelSize.rows) / 2)),
      effectRow: max(0, rows - 4), inputRow: max(0, rows - 2))
  }

  /// The label's canvas: the scene's width, `labelRows` high where there is room between the
  /// title and the effect line, fewer (one at least) in a short terminal.
  var labelSize: GridSize {
    GridSize(columns: max(1, size.columns), rows: min(Self.labelRows, max(1, size.rows - 6)))
  }

  private mutating func press(_ key: Key, time: Double) {
    switch key.code {
    case .tab:
      cycle(key.modifiers.contains(.shift) ? -1 : 1)
    case .enter where isEditing:
      submit(at: time)
    case .enter:
      isEditing = true
    case .escape where isEditing:
      isEditing = false
      report = "input line left: 1-5 switch scenes, ? help, q quits; Enter or i to type again"
    case .character("i") where !isEditing:
      isEditing = true
    default:
      if isEditing { editor = editor.editing(with: key) }
    }
  }

  private mutating func touch(_ gesture: Gesture) {
    switch gesture.kind {
    case .click where gesture.cell.row == places.inputRow:
      isEditing = true
    case .click where gesture.cell.row == places.effectRow:
      cycle(1)
    case .wheelUp where gesture.cell.row == places.effectRow:
      cycle(-1)
    case .wheelDown where gesture.cell.row == places.effectRow:
      cycle(1)
    default:
      break
    }
  }

  private mutating func cycle(_ step: Int) {
    selected = ((selected + step) % effects.count + effects.count) % effects.count
    report = "morph effect: \(effect)"
  }

  /// Enter: the input line's text morphs into the label now, or after the morphs queued.
  private mutating func submit(at time: Double) {
    let text = editor.string.trimmingSpaces
    guard !text.isEmpty else { return }
    editor = LineEditor(capacity: editor.capacity)
    if playing == nil {
      start(text, at: time)
    } else {
      queue.append(text)
      report = "queued '\(text)' (\(queue.count) waiting)"
    }
  }

  /// Starts the morph from the label's current text to `text` at `time`.
  private mutating func start(_ text: String, at time: Double) {
    let old = playing?.new ?? label
    do {
      let scene = try makeMorph(old, text, effect, labelSize)
      playing = Playing(old: old, new: text, effect: effect, start: time, scene: scene)
      report =
        "morph '\(old)' → '\(text)' with \(effect)"
        + (queue.isEmpty ? "" : " (\(queue.count) waiting)")
    } catch {
      playing = nil
      rest = nil
      report = "could not morph with \(effect): \(error)"
    }
    label = text
  }

  /// Moves morphs that have ended by `time` off the queue: each next one starts when the one
  /// before it ended, so the chain does not depend on when ticks came.
  mutating func advance(to time: Double) {
    while let current = playing, time >= current.end {
      rest = current.scene
      playing = nil
      if !queue.isEmpty {
        let text = queue.removeFirst()
        start(text, at: current.end)
      }
    }
  }

  /// Makes the scenes again for a new size: the label at rest, and the morph under way (from
  /// the same start, so it goes on where it was).
  private mutating func remake() {
    do {
      if var current = playing {
        current.scene = try makeMorph(current.old, current.new, current.effect, labelSize)
        playing = current
      }
      rest = try makeMorph(label, label, effect, labelSize)
    } catch {
      report = "could not lay out the label: \(error)"
    }
  }
}

extension String {
  /// The string without leading and trailing spaces.
  var trimmingSpaces: String {
    var characters = Substring(self)
    while characters.first?.isWhitespace == true { characters.removeFirst() }
    while characters.last?.isWhitespace == true { characters.removeLast() }
    return String(characters)
  }
}
