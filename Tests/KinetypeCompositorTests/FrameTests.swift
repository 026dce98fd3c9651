import KinetypeCore
import KinetypeLayout
import Testing

@testable import KinetypeCompositor

/// A frame from rows of text measured with Kinetype's own widths.
func frame(_ rows: [String], columns: Int? = nil) -> Frame {
  Frame(rows: rows, columns: columns) { CellWidth.of($0) }
}

@Suite("Frame")
struct FrameTests {
  @Test func wideClustersTakeALeadAndAContinuation() {
    let f = frame(["a漢b"])
    #expect(f.size == GridSize(columns: 4, rows: 1))
    #expect(f[1, 0].text == "漢" && f[1, 0].width == 2)
    #expect(f[2, 0].isContinuation)
    #expect(f.rows == ["a漢b"])
  }

  @Test func writingOverEitherHalfClearsTheOther() {
    var f = frame(["漢字"])
    f.put("x", width: 1, style: .plain, at: GridPoint(column: 1, row: 0))  // the right half of 漢
    #expect(f.rows == [" x字"])
    #expect(!f.cells.contains { $0.isContinuation && $0.text.isEmpty && false })
    f.put("y", width: 1, style: .plain, at: GridPoint(column: 2, row: 0))  // the left half of 字
    #expect(f.rows == [" xy "])
    #expect(f.cells.allSatisfy { !$0.isContinuation })
  }

  @Test func aWideClusterOverlappingTwoOthersClearsBoth() {
    var f = frame(["漢字"])
    f.put("👍", width: 2, style: .plain, at: GridPoint(column: 1, row: 0))
    #expect(f.rows == [" 👍 "])
  }

  @Test func writesOutsideAreClipped() {
    var f = frame(["ab"])
    f.put("x", width: 1, style: .plain, at: GridPoint(column: -1, row: 0))
    f.put("x", width: 1, style: .plain, at: GridPoint(column: 2, row: 0))
    f.put("x", width: 1, style: .plain, at: GridPoint(column: 0, row: 1))
    f.put("漢", width: 2, style: .plain, at: GridPoint(column: 1, row: 0))  // would cross the edge
    #expect(f == frame(["ab"]))
  }

  @Test func restyleKeepsBothHalvesInStep() {
    var f = frame(["漢"])
    f.restyle(at: GridPoint(column: 1, row: 0)) { $0.attributes.insert(.bold) }
    #expect(f[0, 0].style.attributes == .bold && f[1, 0].style.attributes == .bold)
  }
}

@Suite("Frame diff")
struct FrameDiffTests {
  @Test func identicalFramesHaveNoSpans() {
    #expect(FrameDiff(from: frame(["abc"]), to: frame(["abc"])).spans.isEmpty)
  }

  @Test func changedRunsBecomeSpans() {
    let diff = FrameDiff(from: frame(["abcdef", "xyz   "]), to: frame(["aBCdeF", "xyz   "]))
    #expect(
      diff.spans.map(\.origin) == [GridPoint(column: 1, row: 0), GridPoint(column: 5, row: 0)])
    #expect(diff.spans.map { diff.cells(of: $0).map(\.text).joined() } == ["BC", "F"])
    #expect(!diff.isFullRedraw)
  }

  @Test func wideGlyphsAreRewrittenWhole() {
    // A change under the right half of an old wide glyph rewrites from its lead.
    let diff = FrameDiff(from: frame(["漢b"]), to: frame([" xb"]))
    #expect(diff.spans.count == 1)
    #expect(diff.spans[0].origin.column == 0)
    #expect(diff.cells(of: diff.spans[0]).map(\.text) == [" ", "x"])
    // A new wide glyph brings its continuation along.
    let grow = FrameDiff(from: frame(["abc"]), to: frame(["a漢"]))
    #expect(grow.spans[0].origin.column == 1)
    #expect(grow.spans[0].count == 2)
  }

  @Test func applyingADiffGivesTheNewFrame() {
    let old = frame(["漢字 ab", "cd efg"], columns: 7)
    let new = frame(["x字 aé", "c👍efg"], columns: 7)
    #expect(old.size == new.size)
    var applied = old
    let diff = FrameDiff(from: old, to: new)
    for span in diff.spans {
      var column = span.origin.column
      for cell in diff.cells(of: span) where !cell.isContinuation {
        applied.put(
          cell.text, width: Int(cell.width), style: cell.style,
          at: GridPoint(column: column, row: span.origin.row))
        column += Int(cell.width)
      }
    }
    #expect(applied == new)
  }

  @Test func aSizeChangeIsAFullRedraw() {
    let diff = FrameDiff(from: frame(["ab"]), to: frame(["abc"]))
    #expect(diff.isFullRedraw)
    #expect(diff.changedCells == 3)
  }
}

@Suite("Cell text bytes")
struct CellTextBytesTests {
  /// `appendText(to:)` writes what `text.utf8` holds: one byte, several, an interned cluster
  /// longer than 15 bytes, a continuation's nothing, after bytes already there.
  @Test func appendedBytesAreTheTextsUTF8() {
    let texts = ["a", " ", "é", "ｱ", "👍🏽", "👨‍👩‍👧‍👦", "e\u{301}\u{302}\u{303}", "123456789012345", ""]
    for text in texts {
      let cell = Cell(text: text, width: text.isEmpty ? 0 : 1)
      var bytes: [UInt8] = [0x41]
      cell.appendText(to: &bytes)
      #expect(bytes == [0x41] + Array(text.utf8), "\(text.debugDescription)")
    }
  }
}
