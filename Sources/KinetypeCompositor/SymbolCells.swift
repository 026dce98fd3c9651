import KinetypeAnimation
import KinetypeLayout

/// The cells of a presentation's replacement characters, each prepared the first time a frame
/// draws it.
///
/// A scramble shows a few dozen symbols on thousands of glyphs; making each glyph's cluster
/// from its `Character` (a `String`, its UTF-8 and its width) every frame cost more than
/// placing it.
struct SymbolCells {
  private var cells: [(cluster: Cluster, width: Int)?]

  /// Room for `count` symbols, none prepared.
  init(count: Int) { cells = Array(repeating: nil, count: count) }

  /// Symbol `position` of `presentation.symbols`: its cluster, and its width (at least 1).
  mutating func cell(_ position: Int, of presentation: Presentation) -> (
    cluster: Cluster, width: Int
  ) {
    if let cell = cells[position] { return cell }
    let symbol = presentation.symbols[position]
    let cell = (cluster: Cluster(String(symbol)), width: max(1, CellWidth.of(symbol)))
    cells[position] = cell
    return cell
  }
}
