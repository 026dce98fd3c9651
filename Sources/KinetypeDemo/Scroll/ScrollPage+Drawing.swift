import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore

extension ScrollPage {
  /// The page at `position`, in a view of `size` cells: every section's elements at their
  /// place on the screen, each drawn as its tracks have it at the section's local position.
  ///
  /// A pure function of `position` and `size`: how the position was reached plays no part.
  func frame(at position: Double, size: GridSize) -> Frame {
    var frame = Frame(size: size)
    guard position.isFinite else { return frame }
    for section in sections {
      let stageRows = section.stageRows(viewRows: size.rows)
      // floor(x + 0.5), the compositor's rounding rule, while the position is between rows.
      let top = Int((section.stageTop(at: position, viewRows: size.rows) + 0.5).rounded(.down))
      let local = position - Double(section.top)
      for element in section.elements {
        let elementSize = element.size(viewColumns: size.columns)
        let origin = GridPoint(
          column: element.column.start(length: elementSize.columns, extent: size.columns),
          row: top + element.row.start(length: elementSize.rows, extent: stageRows))
        element.draw(at: local, origin: origin, into: &frame)
      }
    }
    return frame
  }
}
