import KinetypeCore
import Testing

@testable import KinetypeInteraction

func cell(_ column: Int, _ row: Int) -> GridPoint { GridPoint(column: column, row: row) }

@Suite("Input decoder: mouse, split reads, garbage")
struct InputDecoderMouseTests {
  func mouse(_ text: String, at time: Double = 0) -> [MouseEvent] {
    InputDecoder().decode(Array(text.utf8), at: time).1.compactMap {
      if case .mouse(let event) = $0 { event } else { nil }
    }
  }

  func sgr(_ code: Int, _ x: Int, _ y: Int, release: Bool = false) -> String {
    "\u{1B}[<\(code);\(x);\(y)" + (release ? "m" : "M")
  }

  @Test func pressAndReleaseOfEachButtonCountingFromZero() {
    let buttons: [(Int, MouseEvent.Button)] = [(0, .left), (1, .middle), (2, .right)]
    for (code, button) in buttons {
      #expect(
        mouse(sgr(code, 10, 5), at: 2) == [
          MouseEvent(.press, button: button, at: cell(9, 4), time: 2)
        ])
      #expect(
        mouse(sgr(code, 10, 5, release: true)) == [
          MouseEvent(.release, button: button, at: cell(9, 4), time: 0)
        ])
    }
    #expect(mouse(sgr(0, 1, 1)) == [MouseEvent(.press, button: .left, at: cell(0, 0), time: 0)])
  }

  @Test func motionBit32IsADragWithAButtonAndAMoveWithout() {
    #expect(mouse(sgr(32, 12, 5)) == [MouseEvent(.drag, button: .left, at: cell(11, 4), time: 0)])
    #expect(mouse(sgr(33, 12, 5)) == [MouseEvent(.drag, button: .middle, at: cell(11, 4), time: 0)])
    #expect(mouse(sgr(34, 12, 5)) == [MouseEvent(.drag, button: .right, at: cell(11, 4), time: 0)])
    #expect(mouse(sgr(35, 12, 5)) == [MouseEvent(.move, at: cell(11, 4), time: 0)])
  }

  @Test func wheelCodes64And65() {
    #expect(mouse(sgr(64, 3, 3)) == [MouseEvent(.wheelUp, at: cell(2, 2), time: 0)])
    #expect(mouse(sgr(65, 3, 3)) == [MouseEvent(.wheelDown, at: cell(2, 2), time: 0)])
    #expect(
      mouse(sgr(64 + 16, 3, 3)) == [MouseEvent(.wheelUp, at: cell(2, 2), modifiers: .ctrl, time: 0)]
    )
    // The horizontal wheel (66, 67), a wheel "release", extra buttons 8–11 (128+): no event.
    #expect(
      mouse(sgr(66, 3, 3) + sgr(67, 3, 3) + sgr(64, 3, 3, release: true) + sgr(128, 3, 3)).isEmpty)
  }

  @Test func modifierBits() {
    let expected: [(Int, EventModifiers)] = [
      (4, .shift), (8, .alt), (16, .ctrl), (4 | 16, [.shift, .ctrl]),
      (4 | 8 | 16, [.shift, .alt, .ctrl]),
    ]
    for (bits, modifiers) in expected {
      #expect(
        mouse(sgr(bits, 5, 6)) == [
          MouseEvent(.press, button: .left, at: cell(4, 5), modifiers: modifiers, time: 0)
        ])
      #expect(
        mouse(sgr(bits | 32 | 2, 5, 6)) == [
          MouseEvent(.drag, button: .right, at: cell(4, 5), modifiers: modifiers, time: 0)
        ])
      #expect(
        mouse(sgr(bits | 1, 5, 6, release: true)) == [
          MouseEvent(.release, button: .middle, at: cell(4, 5), modifiers: modifiers, time: 0)
        ])
    }
  }

  @Test func coordinatesHaveNoLimit() {
    #expect(
      mouse(sgr(0, 300, 1000)) == [MouseEvent(.press, button: .left, at: cell(299, 999), time: 0)])
  }

  @Test func malformedReportsAreDropped() {
    let bad = [
      "\u{1B}[<0;0;5M", "\u{1B}[<0;5;0M", "\u{1B}[<0;5M", "\u{1B}[<0;5;6;7M", "\u{1B}[<;5;6M",
      "\u{1B}[<0;5;6X", "\u{1B}[<3;5;6M", "\u{1B}[<0;5<;6M", "\u{1B}[<99999999999999999999;5;6M",
    ]
    for text in bad { #expect(decoded(text).isEmpty, "\(text.debugDescription)") }
  }

  @Test func aReportSplitAcrossReadsCarriesTheTimeOfItsLastPart() {
    var (decoder, events) = InputDecoder().decode(Array("\u{1B}[<0;1".utf8), at: 1)
    #expect(events.isEmpty)
    (decoder, events) = decoder.decode(Array("0;5M".utf8), at: 1.01)
    #expect(events == [.mouse(MouseEvent(.press, button: .left, at: cell(9, 4), time: 1.01))])
  }

  @Test func legacyReports() {
    // ESC [ M, then button, column and row, each plus 32.
    let press: [UInt8] = [0x1B, 0x5B, 0x4D, 32 + 0, 32 + 10, 32 + 5]
    let release: [UInt8] = [0x1B, 0x5B, 0x4D, 32 + 3, 32 + 12, 32 + 5]
    let wheel: [UInt8] = [0x1B, 0x5B, 0x4D, 32 + 65, 32 + 1, 32 + 1]
    #expect(
      decoded(press + release + wheel) == [
        .mouse(MouseEvent(.press, button: .left, at: cell(9, 4), time: 0)),
        .mouse(MouseEvent(.release, at: cell(11, 4), time: 0)),
        .mouse(MouseEvent(.wheelDown, at: cell(0, 0), time: 0)),
      ])
  }

  /// A stream of everything: text, clusters, keys, mouse reports, invalid bytes.
  static let stream: [UInt8] =
    Array(
      ("a\u{1B}[<0;10;5Mé🇫🇷\u{1B}[1;5A\u{1B}[<32;12;5M\u{1B}OP\u{1B}[<0;12;5mz\u{1B}x"
        + "\u{1B}[<65;3;3M\u{1B}[15~\u{1B}[M !!").utf8) + [0xFF, 0x41]

  @Test func everySplitDecodesAsTheWhole() {
    let whole = decoded(Self.stream)
    #expect(whole.count == 14)
    for split in 1..<Self.stream.count {
      var (decoder, events) = InputDecoder().decode(Self.stream[..<split], at: 0)
      var rest: [InputEvent]
      (decoder, rest) = decoder.decode(Self.stream[split...], at: 0)
      events += rest + decoder.flush(at: 1).1
      // Clusters split between reads come as their parts (é stays é, the flag may not), so
      // compare what is not text.
      #expect(events.filter(\.isNotText) == whole.filter(\.isNotText), "split at \(split)")
      #expect(text(events) == text(whole), "split at \(split)")
    }
  }

  @Test func byteByByteDecodesAsTheWhole() {
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    for (index, byte) in Self.stream.enumerated() {
      let found: [InputEvent]
      (decoder, found) = decoder.decode([byte], at: Double(index) * 0.001)
      events += found
    }
    events += decoder.flush(at: 10).1
    let whole = decoded(Self.stream)
    // Mouse events carry the time of the read that completed them: compare without it.
    #expect(
      events.filter(\.isNotText).map(\.description) == whole.filter(\.isNotText).map(\.description))
    #expect(text(events) == text(whole))
    #expect(events.count == whole.count + 1, "the flag's two regional indicators come apart")
  }

  @Test func garbageNeverCrashesOrLoopsAndTheDecoderRecovers() {
    var random = SplitMix(seed: 7)
    for round in 0..<300 {
      var decoder = InputDecoder()
      var time = 0.0
      for _ in 0..<20 {
        let count = Int(random.next() % 40)
        // Bias towards the bytes sequences are made of.
        let alphabet: [UInt8] =
          Array("\u{1B}[<;0123456789MmO~u".utf8) + [0x80, 0xC3, 0xF0, 0xFF, 0x00]
        let bytes = (0..<count).map { _ in
          random.next() % 3 == 0
            ? UInt8(truncatingIfNeeded: random.next())
            : alphabet[Int(random.next() % UInt64(alphabet.count))]
        }
        time += Double(random.next() % 100) / 1000
        (decoder, _) = decoder.decode(bytes, at: time)
        #expect(decoder.pending.count <= InputDecoder.maximumSequenceLength, "round \(round)")
      }
      (decoder, _) = decoder.flush(at: time + 1)
      let after = decoder.decode(Array("\u{1B}[<0;2;3Mq".utf8), at: time + 2).1
      #expect(
        after == [
          .mouse(MouseEvent(.press, button: .left, at: cell(1, 2), time: time + 2)),
          .key(.character("q")),
        ], "round \(round)")
    }
  }
}

/// The text typed, joined: the same however clusters were cut.
func text(_ events: [InputEvent]) -> String {
  events.filter { !$0.isNotText }.map { event -> String in
    if case .key(let key) = event, case .character(let character) = key.code {
      String(character)
    } else {
      ""
    }
  }.joined()
}

extension InputEvent {
  var isNotText: Bool {
    if case .key(let key) = self, case .character = key.code, key.modifiers.isEmpty { return false }
    return true
  }
}

/// SplitMix64: a seeded generator for the garbage test.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
