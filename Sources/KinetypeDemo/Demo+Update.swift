import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction

extension Demo {
  public func update(_ event: ProgramEvent) -> Demo {
    var next = self
    next.requests = []
    next.apply(event)
    return next
  }

  private mutating func apply(_ event: ProgramEvent) {
    switch event {
    case .resized(let size, let time):
      self.size = size
      for id in DemoSceneID.allCases {
        scenes[id] = scenes[id]!.update(.resized(sceneArea.size, time: time))
      }
    case .tick:
      forward(event)
    case .key(let key, let time):
      press(key, time: time)
    case .mouse(let mouse):
      // Drags and releases outside the scene (over a bar, past the edge) still end or move
      // what a press in it began: their cells are clamped to the scene's edge.
      let clamps = mouse.kind == .drag || mouse.kind == .release
      guard !showsHelp, let local = clamps ? clamped(mouse.cell) : local(mouse.cell) else {
        return
      }
      var moved = mouse
      moved.cell = local
      forward(.mouse(moved))
    case .gesture(let gesture):
      if showsHelp {
        if gesture.kind == .click || gesture.kind == .longPress { showsHelp = false }
        return
      }
      if gesture.cell.row == 0, gesture.kind == .click {
        if let id = menuItem(atColumn: gesture.cell.column) { switchTo(id) }
        return
      }
      // A drag that began in the scene stays the scene's when the pointer leaves it (its cell
      // clamped to the edge); one that began outside joins where it enters.
      let isDrag = [.dragStart, .dragMove, .dragEnd].contains(gesture.kind)
      let cell: GridPoint
      let start: GridPoint
      if isDrag, let begun = local(gesture.start), let edge = clamped(gesture.cell) {
        (cell, start) = (edge, begun)
      } else if let inside = local(gesture.cell) {
        (cell, start) = (inside, local(gesture.start) ?? inside)
      } else {
        return
      }
      var moved = gesture
      moved.cell = cell
      moved.start = start
      forward(.gesture(moved))
    }
  }

  private mutating func press(_ key: Key, time: Double) {
    if showsHelp {
      showsHelp = false
      return
    }
    if case .function(let n) = key.code,
      let id = DemoSceneID.allCases.first(where: { $0.number == n })
    {
      switchTo(id)
      return
    }
    if scene.claims(key) {
      forward(.key(key, time: time))
      return
    }
    switch key {
    case .character("?"): showsHelp = true
    case .character("q"), .ctrl("q"):
      exit = ProgramExit(output: copied.map { $0 + "\n" } ?? "")
    case .ctrl("c"):
      // As a shell would report SIGINT, though raw mode made Ctrl-C a key.
      exit = ProgramExit(status: 130, output: copied.map { $0 + "\n" } ?? "")
    default:
      if case .character(let c) = key.code, key.modifiers.isEmpty, let n = c.wholeNumberValue,
        let id = DemoSceneID.allCases.first(where: { $0.number == n })
      {
        switchTo(id)
      } else {
        forward(.key(key, time: time))
      }
    }
  }

  private mutating func switchTo(_ id: DemoSceneID) {
    current = id
    // A scene that types digits (the morph scene's input line) leaves 1-5 to it: say so.
    status = scene.claims(.character("1")) ? Demo.typingHint : Demo.hint
  }

  /// Hands `event` to the current scene and takes in what it reported and requested.
  private mutating func forward(_ event: ProgramEvent) {
    let updated = scene.update(event)
    scenes[current] = updated
    if let report = updated.report { status = report }
    requests += updated.requests
    for case .copy(let text) in updated.requests { copied = text }
  }

  /// A screen cell in the scene's coordinates, moved to the nearest cell of the scene's area;
  /// nil when the area is empty.
  private func clamped(_ cell: GridPoint) -> GridPoint? {
    let area = sceneArea
    guard !area.isEmpty else { return nil }
    return GridPoint(
      column: min(max(cell.column, area.minColumn), area.maxColumn - 1) - area.minColumn,
      row: min(max(cell.row, area.minRow), area.maxRow - 1) - area.minRow)
  }

  /// A screen cell in the scene's coordinates; nil outside the scene's area.
  private func local(_ cell: GridPoint) -> GridPoint? {
    guard sceneArea.contains(cell) else { return nil }
    return GridPoint(
      column: cell.column - sceneArea.origin.column, row: cell.row - sceneArea.origin.row)
  }
}
