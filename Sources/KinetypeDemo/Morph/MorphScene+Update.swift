import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction
import KinetypeLayout

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
    let label = labelSize(for: playing?.font ?? restFont)
    return Places(
      labelOrigin: GridPoint(column: 0, row: max(1, (rows - 4 - label.rows) / 2)),
      effectRow: max(0, rows - 4), inputRow: max(0, rows - 2))
  }

  /// The label's canvas: the scene's width, as high as the font and a row above and below it
  /// (`labelRows` for plain text) where there is room between the title and the effect line,
  /// fewer (one at least) in a short terminal.
  func labelSize(for font: FIGletFont?) -> GridSize {
    let rows = font.map { $0.height + 2 } ?? Self.labelRows
    return GridSize(columns: max(1, size.columns), rows: min(rows, max(1, size.rows - 6)))
  }

  /// The largest of `fonts` in which each of `texts` fits the screen with a column to spare on
  /// either side, and whose letters fit between the title and the effect line with a row to
  /// spare; nil (plain text) when none does.
  func font(fitting texts: [String]) -> FIGletFont? {
    for font in fonts where font.height + 2 <= size.rows - 6 {
      let fits = texts.allSatisfy { text in
        Typesetter.layout(AttributedText(plain: text), options: LayoutOptions(font: font)).size
          .columns <= size.columns - 2
      }
      if fits { return font }
    }
    return nil
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
    let font = font(fitting: [old, text])
    do {
      let scene = try makeMorph(old, text, effect, labelSize(for: font), font)
      playing = Playing(
        old: old, new: text, effect: effect, font: font, start: time, scene: scene)
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
      restFont = current.font
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
        current.font = font(fitting: [current.old, current.new])
        current.scene = try makeMorph(
          current.old, current.new, current.effect, labelSize(for: current.font), current.font)
        playing = current
      }
      restFont = font(fitting: [label])
      rest = try makeMorph(label, label, effect, labelSize(for: restFont), restFont)
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
