import KinetypeCore
import Testing

@testable import KinetypeCompositor

/// `FrameCells.put`, which works its indices out through a pointer and clears the half-glyphs a
/// write leaves cell by cell, writes what `Frame.put`'s rules written plainly write: over
/// random writes of narrow, wide and zero-width clusters anywhere (edges, corners and outside
/// included) onto wide glyphs and their halves.
@Suite struct FrameCellsPropertyTests {
  static let hash = SeededHash(seed: 53)

  /// The rules as first written: each cell the write covers looked at by its index, its column
  /// found by remainder.
  static func plainPut(
    _ cluster: Cluster, width: Int, packedStyle packed: PackedStyle, linkID: UInt32,
    at point: GridPoint, into cells: inout [Cell], size: GridSize
  ) {
    let width = max(1, min(width, 2))
    guard point.row >= 0, point.row < size.rows, point.column >= 0,
      point.column + width <= size.columns
    else { return }
    let columns = size.columns
    let lead = point.row * columns + point.column
    for index in lead..<(lead + width) {
      if cells[index].width == 0, index % columns > 0 {
        cells[index - 1].cluster = Cluster(" ")
        cells[index - 1].width = 1
      } else if cells[index].width == 2, (index + 1) % columns != 0 {
        cells[index + 1].cluster = Cluster(" ")
        cells[index + 1].width = 1
      }
    }
    cells[lead] = Cell(cluster: cluster, width: UInt8(width), packedStyle: packed, linkID: linkID)
    if width == 2 {
      cells[lead + 1] = Cell(cluster: Cluster(""), width: 0, packedStyle: packed, linkID: linkID)
    }
  }

  @Test func putWritesWhatThePlainRulesWrite() {
    let clusters = [Cluster("a"), Cluster("漢"), Cluster("👍"), Cluster("x")]
    let styles = [
      PackedStyle(.plain), PackedStyle(CellStyle(foreground: .rgb(RGB(1, 2, 3)))),
      PackedStyle(CellStyle(background: .ansi(4), attributes: .bold)),
    ]
    for (number, size) in [
      GridSize(columns: 7, rows: 3), GridSize(columns: 1, rows: 2), GridSize(columns: 2, rows: 1),
      GridSize(columns: 0, rows: 2), GridSize(columns: 3, rows: 0),
    ].enumerated() {
      var frame = Frame(size: size)
      var plain = frame.cells
      for k in 0..<2_000 {
        let draw = { (channel: UInt64, below: Int) in
          Self.hash.integer(below: below, number * 100_000 + k, channel: channel)
        }
        let point = GridPoint(
          column: draw(1, size.columns + 3) - 1, row: draw(2, size.rows + 2) - 1)
        let width = draw(3, 4) - (draw(4, 9) == 0 ? 1 : 0)
        let (cluster, packed) = (clusters[draw(5, clusters.count)], styles[draw(6, styles.count)])
        let linkID = UInt32(draw(7, 3))
        frame.withCells {
          $0.put(cluster, width: width, packedStyle: packed, linkID: linkID, at: point)
        }
        Self.plainPut(
          cluster, width: width, packedStyle: packed, linkID: linkID, at: point, into: &plain,
          size: size)
        #expect(frame.cells == plain, "\(size), write \(k): \(width) wide at \(point)")
      }
    }
  }

  /// Filling a row through two 16-byte stores a cell writes what `update(repeating:)` writes,
  /// on that row only, whatever was there.
  @Test func fillWritesTheCellAcrossTheRowOnly() {
    let fills = [
      Cell.blank(), Cell(text: "x", style: CellStyle(foreground: .rgb(RGB(9, 8, 7)))),
      Cell(text: "abcdefghijklmn", link: "https://example.com/fill"), .continuation(.plain),
    ]
    for size in [GridSize(columns: 17, rows: 5), GridSize(columns: 1, rows: 3)] {
      for (k, cell) in fills.enumerated() {
        for row in 0..<size.rows {
          var frame = EncoderFastPathTests.frame(k * 10 + row, size: size)
          var plain = frame.cells
          frame.withCells { $0.fill(row: row, with: cell) }
          for column in 0..<size.columns { plain[row * size.columns + column] = cell }
          #expect(frame.cells == plain, "\(size), row \(row), \(cell)")
        }
      }
    }
  }

  @Test func theBlankAndEmptyClustersAreTheirTexts() {
    #expect(Cluster.space == Cluster(" ") && Cluster.space.string == " ")
    #expect(Cluster.empty == Cluster("") && Cluster.empty.string.isEmpty)
  }
}
