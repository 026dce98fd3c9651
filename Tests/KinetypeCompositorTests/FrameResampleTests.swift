import KinetypeCore
import Testing

@testable import KinetypeCompositor

/// `Frame.resampled(to:)`: nearest-neighbour stretching and squeezing.
@Suite struct FrameResampleTests {
  @Test func stretchingRepeatsCellsAndSqueezingSamplesTheirCentres() {
    var two = frame(["ab", "cd"])
    two.restyle(at: GridPoint(column: 1, row: 1)) { $0.attributes = .bold }
    let four = two.resampled(to: GridSize(columns: 4, rows: 4))
    #expect(four.rows == ["aabb", "aabb", "ccdd", "ccdd"])
    #expect(four[3, 3].style.attributes == .bold && four[1, 3].style.attributes == [])
    // Columns 0 and 1 of 2 sample the centres 1 and 3 of 4.
    #expect(
      frame(["abcd", "efgh", "ijkl"]).resampled(to: GridSize(columns: 2, rows: 1)).rows == ["fh"])
    #expect(frame(["abc"]).resampled(to: GridSize(columns: 5, rows: 2)).rows == ["aabcc", "aabcc"])
  }

  @Test func aWideGlyphIsDrawnOnceAndItsSampledContinuationIsBlank() {
    let wide = frame(["a界"])
    #expect(wide.resampled(to: GridSize(columns: 6, rows: 1)).rows == ["aa界  "])
    // Squeezed to 2: column 1 samples the lead, which would not fit.
    #expect(wide.resampled(to: GridSize(columns: 2, rows: 1)).rows == ["a "])
  }

  @Test func theSameSizeIsTheFrameAndEmptyFramesGiveBlanks() {
    let f = frame(["ab"])
    #expect(f.resampled(to: f.size) == f)
    #expect(
      Frame(size: .zero).resampled(to: GridSize(columns: 2, rows: 1))
        == Frame(size: GridSize(columns: 2, rows: 1)))
    #expect(f.resampled(to: .zero).size == .zero)
  }
}
