import KinetypeAnimation
import KinetypeCore

/// What the scene does, whichever way it was asked: a click or a key.
extension TagScene {
  /// A click on `cell`: a dot changes its tag's style, a text edits it, anything else (the
  /// picture, a line, an empty part of a tag's box) starts a new tag there.
  mutating func click(at cell: GridPoint, time: Double) {
    cursor = Self.position(of: cell, in: size)
    switch regions(includingLines: false).target(at: cell) {
    case .dot(let id): cycleStyle(of: id, at: time)
    case .text(let id): edit(id)
    case .line, nil: openInput(at: Self.position(of: cell, in: size))
    }
  }

  /// Opens the input for a new tag at `position`.
  mutating func openInput(at position: Point) {
    input = TagInput(target: .new(position))
    say("New tag: type its text (up to 3 lines)")
  }

  /// Opens the input holding tag `id`'s texts.
  mutating func edit(_ id: Int) {
    guard let tag = tags.first(where: { $0.id == id }) else { return }
    input = TagInput(target: .edit(id), texts: tag.texts)
    say("Editing: \(tag.texts.joined(separator: " / "))")
  }

  /// Closes the input with `texts`: a new tag, or the edited one's new texts. A tag whose text
  /// count changes moves to the style of its side and shape with that many texts.
  mutating func finish(_ texts: [String], at time: Double) {
    guard let target = input?.target else { return }
    input = nil
    guard !texts.isEmpty else {
      say("Nothing typed: no change")
      return
    }
    switch target {
    case .new(let position):
      let side: TagStyle.Side = position.x > 0.6 ? .left : .right
      tags.append(
        Tag(
          id: nextID, position: position, texts: texts,
          style: book.index(count: min(texts.count, 3), side: side), created: time))
      nextID += 1
      say("Tag added: \(texts.joined(separator: " / "))")
    case .edit(let id):
      guard let index = tags.firstIndex(where: { $0.id == id }) else { return }
      tags[index].texts = texts
      let style = book.styles[tags[index].style]
      if style.count != texts.count,
        let match = book.index(
          of: TagStyle.name(side: style.side, shape: style.shape, count: min(texts.count, 3)))
      {
        restyle(index, to: match, at: time)
      }
      say("Tag edited: \(texts.joined(separator: " / "))")
    }
  }

  /// Moves tag `id` to the next style, animating the change.
  mutating func cycleStyle(of id: Int, at time: Double) {
    guard let index = tags.firstIndex(where: { $0.id == id }) else { return }
    restyle(index, to: (tags[index].style + 1) % book.styles.count, at: time)
    say("Style: \(book.styles[tags[index].style].name)")
  }

  private mutating func restyle(_ index: Int, to style: Int, at time: Double) {
    tags[index].styleChange = Tag.StyleChange(from: tags[index].style, time: time)
    tags[index].style = style
  }

  /// Starts deleting tag `id`: it hides in three steps and then goes.
  mutating func delete(_ id: Int, at time: Double) {
    guard let index = tags.firstIndex(where: { $0.id == id && $0.deleted == nil }) else { return }
    tags[index].deleted = time
    if grabbed == id { grabbed = nil }
    if drag?.id == id { drag = nil }
    say("Tag deleted: \(tags[index].texts.joined(separator: " / "))")
  }

  /// Moves tag `id` to `position`, kept on the picture.
  mutating func move(_ id: Int, to position: Point) {
    guard let index = tags.firstIndex(where: { $0.id == id }) else { return }
    tags[index].position = Self.clamped(position)
    let place = tags[index].position
    say("Moved to \(Int((place.x * 100).rounded()))%, \(Int((place.y * 100).rounded()))%")
  }

  /// Moves tag `id` by whole cells.
  mutating func move(_ id: Int, byColumns columns: Int, rows: Int) {
    guard let tag = tags.first(where: { $0.id == id }), size.columns > 0, size.rows > 0 else {
      return
    }
    move(
      id,
      to: Point(
        x: tag.position.x + Double(columns) / Double(size.columns),
        y: tag.position.y + Double(rows) / Double(size.rows)))
  }

  /// In view mode: hides the tags if they show, shows them if hidden; ignored while they are
  /// still hiding or showing.
  mutating func toggleTags(at time: Double) {
    if let sequence = view.sequence, sequence.isMoving(at: time) {
      say("Still \(sequence.hides ? "hiding" : "showing"): click ignored")
      return
    }
    let hides = !view.hidesTags
    view.sequence = TagSequence(start: time, hides: hides, timing: book.timing)
    say(hides ? "Hiding the tags: click again to show them" : "Showing the tags")
  }

  /// Turns view mode on or off; leaving it shows hidden tags, unless they are still hiding.
  mutating func toggleViewMode(at time: Double) {
    if view.isOn {
      if view.hidesTags {
        guard view.sequence?.isMoving(at: time) != true else {
          say("Still hiding: wait a moment")
          return
        }
        view.sequence = TagSequence(start: time, hides: false, timing: book.timing)
      }
      view.isOn = false
      say("Edit mode: click the picture to add a tag")
    } else {
      view.isOn = true
      grabbed = nil
      say("View mode: click (or Enter) hides and shows the tags; v leaves")
    }
  }

  /// A place kept on the picture: each fraction in 0…1, short of the far edge.
  static func clamped(_ position: Point) -> Point {
    func clamp(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 0.9999) : 0.5 }
    return Point(x: clamp(position.x), y: clamp(position.y))
  }
}
