import KinetypeCompositor
import KinetypeCore
import Testing

@testable import KinetypeDemo

/// Issue 17's bar for the scroll scene: the page has something on every screenful.
@Suite struct ScrollPageFillTests {
  /// Cells showing something: a character other than a space, or a background colour.
  static func visibleCells(_ frame: Frame) -> Int {
    var count = 0
    for row in 0..<frame.size.rows {
      for column in 0..<frame.size.columns {
        let cell = frame[column, row]
        if cell.isContinuation { continue }
        if cell.text != " " && !cell.text.isEmpty || cell.style.background != .default {
          count += 1
        }
      }
    }
    return count
  }

  /// The demo at 120x40 gives the scene the 38 rows between the menu bar and the status line.
  /// At every fifth of the page (and at its end), at least a fifth of the scene's cells show
  /// something.
  @Test(arguments: [0, 1, 2, 3, 4, 5])
  func everyFifthOfThePageFillsAFifthOfTheScreen(_ fifth: Int) throws {
    let size = GridSize(columns: 120, rows: 38)
    let scene = try ScrollScene(DemoFixtures.resources()).update(.resized(size, time: 0))
    let position = (scene.scrollbar.maxPosition * Double(fifth) / 5).rounded()
    let frame = scene.frame(position: position)
    let visible = Self.visibleCells(frame)
    #expect(
      visible * 5 >= size.columns * size.rows,
      "at row \(position): \(visible) of \(size.columns * size.rows) cells\n\(frame.rows.joined(separator: "\n"))"
    )
  }

  /// No position in between shows a mostly empty screen either: a tenth at least, at every
  /// row of the page, at 120x40 and at the 100x30 the issue was filed at.
  @Test(arguments: [GridSize(columns: 120, rows: 38), GridSize(columns: 100, rows: 28)])
  func noScrollPositionShowsAMostlyEmptyScreen(_ size: GridSize) throws {
    let scene = try ScrollScene(DemoFixtures.resources()).update(.resized(size, time: 0))
    var sparse: [String] = []
    for row in stride(from: 0.0, through: scene.scrollbar.maxPosition, by: 1) {
      let visible = Self.visibleCells(scene.frame(position: row))
      if visible * 10 < size.columns * size.rows { sparse.append("row \(Int(row)): \(visible)") }
    }
    #expect(sparse.isEmpty, "\(sparse)")
  }
}
