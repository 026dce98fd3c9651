import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction

extension Demo {
  public func frame(at time: Double) -> Frame {
    guard size.rows > 0, size.columns > 0 else { return Frame(size: size) }
    var frame = scene.frame(at: time).placed(in: size, at: sceneArea.origin)
    drawMenuBar(into: &frame)
    if size.rows > 1 {
      let row = size.rows - 1
      frame.fill(
        GridRect(column: 0, row: row, columns: size.columns, rows: 1), style: Self.barStyle)
      frame.write(" " + status, at: GridPoint(column: 0, row: row), style: Self.barStyle)
    }
    if showsHelp { drawHelp(into: &frame) }
    return frame
  }

  static let barStyle = CellStyle(attributes: .reverse)
  static let selectedStyle = CellStyle(attributes: [.bold])

  /// The menu items' columns on the top row: ` 1 Tags  2 Morph …`.
  func menuItems() -> [(id: DemoSceneID, columns: Range<Int>)] {
    var column = 1
    var items: [(DemoSceneID, Range<Int>)] = []
    for id in DemoSceneID.allCases {
      let width = "\(id.number) \(id.title)".count
      items.append((id, column..<(column + width)))
      column += width + 2
    }
    return items
  }

  /// The scene whose menu item covers `column` of the top row.
  func menuItem(atColumn column: Int) -> DemoSceneID? {
    menuItems().first { $0.columns.contains(column) }?.id
  }

  private func drawMenuBar(into frame: inout Frame) {
    frame.fill(GridRect(column: 0, row: 0, columns: size.columns, rows: 1), style: Self.barStyle)
    for (id, columns) in menuItems() {
      let style = id == current ? Self.selectedStyle : Self.barStyle
      frame.write(
        "\(id.number) \(id.title)", at: GridPoint(column: columns.lowerBound, row: 0), style: style)
    }
    // The title only where it does not cover a menu item.
    let title = "kinetype demo "
    let column = size.columns - title.count
    if column > (menuItems().last?.columns.upperBound ?? 0) {
      frame.write(title, at: GridPoint(column: column, row: 0), style: Self.barStyle)
    }
  }

  /// The help overlay: a box in the middle listing the global keys and the scene's.
  private func drawHelp(into frame: inout Frame) {
    let global: [HelpEntry] = [
      HelpEntry("1-5, F1-F5, click menu", "switch scene"),
      HelpEntry("?", "this help (any key or click closes it)"),
      HelpEntry("q, Ctrl-C", "quit (prints what you copied)"),
    ]
    let entries = global + [HelpEntry("", "")] + scene.help
    let keyWidth = entries.map { $0.keys.count }.max() ?? 0
    let lines =
      ["Keys and gestures: \(current.title)", ""]
      + entries.map {
        $0.keys.isEmpty
          ? "" : $0.keys + String(repeating: " ", count: keyWidth - $0.keys.count + 2) + $0.action
      }
    let width = min(size.columns, (lines.map(\.count).max() ?? 0) + 4)
    let height = min(size.rows, lines.count + 2)
    let origin = GridPoint(column: (size.columns - width) / 2, row: (size.rows - height) / 2)
    let box = CellStyle(attributes: .reverse)
    frame.fill(GridRect(origin: origin, size: GridSize(columns: width, rows: height)), style: box)
    for (index, line) in lines.enumerated() where index + 1 < height - 1 || height < 3 {
      frame.write(
        line, at: GridPoint(column: origin.column + 2, row: origin.row + 1 + index), style: box,
        limit: origin.column + width - 1)
    }
  }
}
