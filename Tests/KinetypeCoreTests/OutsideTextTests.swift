import Testing

@testable import KinetypeCore

/// Outside text made safe to print: every control shows, none acts.
@Suite struct OutsideTextTests {
  @Test func controlsShowInCaretNotationAndC1AndBidiAsEscapes() {
    #expect(OutsideText.visible("a\u{1B}]0;title\u{07}b") == "a^[]0;title^Gb")
    #expect(OutsideText.visible("x\u{7F}y\u{9B}6n") == "x^?y\\u{9B}6n")
    #expect(OutsideText.visible("left\u{202E}right\u{2066}") == "left\\u{202E}right\\u{2066}")
    #expect(OutsideText.visible("one\ntwo\tthree") == "one^Jtwo^Ithree")
    #expect(OutsideText.visible("漢字 👍 café") == "漢字 👍 café")
  }

  @Test func severalLinesKeepTheirNewlinesAndLoseTheirControls() {
    #expect(OutsideText.visibleLines("a\u{1B}c\nb\u{1B}[2J") == "a^[c\nb^[[2J")
  }

  /// Property: whatever the text, what `visible` returns holds no scalar a terminal acts on.
  @Test func nothingVisibleIsAControl() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<2000 {
      var text = ""
      for _ in 0..<12 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let pick = Int(state >> 33)
        let pools: [ClosedRange<UInt32>] = [0...0x1F, 0x7F...0x9F, 0x2000...0x206F, 0x20...0x7E]
        let pool = pools[pick % pools.count]
        let value = pool.lowerBound + UInt32(pick / 4) % UInt32(pool.count)
        if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
      }
      let shown = OutsideText.visible(text)
      #expect(!shown.unicodeScalars.contains(where: OutsideText.isControl), "\(shown.debugDescription)")
    }
  }
}
