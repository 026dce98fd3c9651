import KinetypeCore
import Testing

@testable import KinetypeCompositor

/// The frame diff's shortcuts find what the straightforward diff finds: cells compared field by
/// field with no branch (`Cell.isSame(as:)`) agree with `==`, and the spans handed out one at a
/// time (`FrameDiff.forEachSpan`) are the spans a diff built with `==` lists, with and without
/// rows known to be unchanged.
@Suite struct FrameDiffPropertyTests {
  static let hash = SeededHash(seed: 41)

  /// The diff as it was written first: cells compared with `==`, spans gathered in a list.
  static func reference(from old: Frame?, to new: Frame, changedRows: [Bool]?) -> [FrameDiff.Span] {
    let columns = new.size.columns
    guard let old, old.size == new.size else {
      return columns == 0
        ? []
        : (0..<new.size.rows).map {
          FrameDiff.Span(origin: GridPoint(column: 0, row: $0), count: columns)
        }
    }
    var spans: [FrameDiff.Span] = []
    for row in 0..<new.size.rows where changedRows?[row] ?? true {
      var column = 0
      while column < columns {
        guard old[column, row] != new[column, row] else {
          column += 1
          continue
        }
        var start = column
        if start > 0 && (old[start, row].width == 0 || new[start, row].width == 0) { start -= 1 }
        var end = column + 1
        while end < columns
          && (old[end, row].width == 0 || new[end, row].width == 0
            || old[end, row] != new[end, row])
        {
          end += 1
        }
        spans.append(FrameDiff.Span(origin: GridPoint(column: start, row: row), count: end - start))
        column = end
      }
    }
    return spans
  }

  @Test func spansAreTheStraightforwardDiffs() {
    var previous: Frame? = nil
    for number in 0..<60 {
      let size =
        number % 20 == 10
        ? GridSize(columns: 9, rows: 3)
        : number == 30 ? GridSize(columns: 0, rows: 2) : GridSize(columns: 17, rows: 5)
      let next = EncoderFastPathTests.frame(number, size: size)
      // Now and then only some rows are said to have changed (a few of them truly did).
      let changedRows: [Bool]? =
        number % 3 == 0
        ? nil : (0..<size.rows).map { Self.hash.integer(below: 3, number * 100 + $0) > 0 }
      var handed: [FrameDiff.Span] = []
      FrameDiff.forEachSpan(from: previous, to: next, changedRows: changedRows) {
        handed.append($0)
      }
      let expected = Self.reference(from: previous, to: next, changedRows: changedRows)
      #expect(handed == expected, "frame \(number)")
      #expect(FrameDiff(from: previous, to: next, changedRows: changedRows).spans == expected)
      previous = next
    }
  }

  /// Cells that differ in one field each (both words of a cluster, an interned cluster, the
  /// style, the link, the width), and equal cells made apart.
  @Test func cellsAreTheSameExactlyWhenEqual() {
    let cells = [
      Cell(text: "a"), Cell(text: "b"), Cell(text: "abcdefgh"), Cell(text: "abcdefgi"),
      Cell(text: "abcdefghijklmn"), Cell(text: "abcdefghijklmo"),
      Cell(text: "👨‍👩‍👧‍👦", width: 2), Cell(text: "👨‍👩‍👧", width: 2),
      Cell(text: "a", style: CellStyle(foreground: .rgb(RGB(1, 2, 3)))),
      Cell(text: "a", style: CellStyle(foreground: .rgb(RGB(1, 2, 4)))),
      Cell(text: "a", style: CellStyle(attributes: .bold)),
      Cell(text: "a", link: "https://example.com/1"),
      Cell(text: "a", link: "https://example.com/2"),
      Cell(text: "漢", width: 2), Cell(text: "漢", width: 1), .continuation(.plain), .blank(),
    ]
    for a in cells {
      for b in cells {
        #expect(a.isSame(as: b) == (a == b), "\(a) and \(b)")
      }
      #expect(a.isSame(as: Cell(text: a.text, width: Int(a.width), style: a.style, link: a.link)))
    }
  }
}
