import KinetypeCore
import Testing

@testable import KinetypeInteraction

/// Decodes `text`'s UTF-8 bytes in one piece at time 0, then lets any lone ESC time out.
func decoded(_ text: String) -> [InputEvent] {
  decoded(Array(text.utf8))
}

func decoded(_ bytes: [UInt8]) -> [InputEvent] {
  let (decoder, events) = InputDecoder().decode(bytes, at: 0)
  return events + decoder.flush(at: 1).1
}

func keys(_ keys: Key...) -> [InputEvent] { keys.map { .key($0) } }

@Suite("Input decoder: keys")
struct InputDecoderKeyTests {
  @Test func textComesAsGraphemeClusters() {
    #expect(
      decoded("aZ ~") == keys(.character("a"), .character("Z"), .character(" "), .character("~")))
    #expect(decoded("é漢") == keys(.character("é"), .character("漢")))
    // e + combining acute, a flag, a ZWJ family, a skin tone: one key each.
    let clusters = "e\u{301}🇫🇷👨‍👩‍👧👍🏽"
    #expect(decoded(clusters) == clusters.map { .key(.character($0)) })
    #expect(decoded(clusters).count == 4)
  }

  @Test func controlBytes() {
    #expect(decoded([0x09]) == keys(Key(.tab)))
    #expect(decoded([0x0D, 0x0A]) == keys(Key(.enter), Key(.enter)))
    #expect(decoded([0x7F, 0x08]) == keys(Key(.backspace), Key(.backspace)))
    #expect(decoded([0x01, 0x03, 0x1A]) == keys(.ctrl("a"), .ctrl("c"), .ctrl("z")))
    #expect(decoded([0x00]) == keys(.ctrl(" ")))
    #expect(
      decoded([0x1C, 0x1D, 0x1E, 0x1F]) == keys(.ctrl("\\"), .ctrl("]"), .ctrl("^"), .ctrl("_")))
  }

  @Test func cursorAndEditingKeys() {
    #expect(
      decoded("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D")
        == keys(Key(.up), Key(.down), Key(.right), Key(.left)))
    // Application cursor keys (SS3), as after smkx.
    #expect(
      decoded("\u{1B}OA\u{1B}OD\u{1B}OH\u{1B}OF")
        == keys(Key(.up), Key(.left), Key(.home), Key(.end)))
    #expect(
      decoded("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~")
        == keys(Key(.home), Key(.end), Key(.home), Key(.end), Key(.home), Key(.end)))
    #expect(
      decoded("\u{1B}[2~\u{1B}[3~\u{1B}[5~\u{1B}[6~")
        == keys(Key(.insert), Key(.delete), Key(.pageUp), Key(.pageDown)))
    #expect(decoded("\u{1B}[Z") == keys(Key(.tab, modifiers: .shift)))
    #expect(decoded("\u{1B}OM") == keys(Key(.enter)))
  }

  @Test func functionKeys() {
    let ss3 = "\u{1B}OP\u{1B}OQ\u{1B}OR\u{1B}OS"
    #expect(decoded(ss3) == (1...4).map { .key(Key(.function($0))) })
    let tilde = [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24].map { "\u{1B}[\($0)~" }.joined()
    #expect(decoded(tilde) == (1...12).map { .key(Key(.function($0))) })
    #expect(
      decoded("\u{1B}[1;2P\u{1B}[15;5~")
        == keys(Key(.function(1), modifiers: .shift), Key(.function(5), modifiers: .ctrl)))
  }

  @Test func xtermModifierParameter() {
    let expected: [(Int, EventModifiers)] = [
      (2, .shift), (3, .alt), (4, [.alt, .shift]), (5, .ctrl), (6, [.ctrl, .shift]),
      (7, [.ctrl, .alt]), (8, [.ctrl, .alt, .shift]), (9, .alt),
    ]
    for (parameter, modifiers) in expected {
      #expect(decoded("\u{1B}[1;\(parameter)C") == keys(Key(.right, modifiers: modifiers)))
      #expect(decoded("\u{1B}[3;\(parameter)~") == keys(Key(.delete, modifiers: modifiers)))
    }
    #expect(decoded("\u{1B}[1;1A") == keys(Key(.up)))
  }

  @Test func altIsAnEscapeBefore() {
    #expect(decoded("\u{1B}x") == keys(Key(.character("x"), modifiers: .alt)))
    #expect(decoded("\u{1B}é") == keys(Key(.character("é"), modifiers: .alt)))
    #expect(decoded([0x1B, 0x01]) == keys(Key(.character("a"), modifiers: [.ctrl, .alt])))
    #expect(decoded([0x1B, 0x7F]) == keys(Key(.backspace, modifiers: .alt)))
    #expect(decoded([0x1B, 0x0D]) == keys(Key(.enter, modifiers: .alt)))
  }

  @Test func kittyAndModifyOtherKeys() {
    #expect(decoded("\u{1B}[97;5u") == keys(.ctrl("a")))
    #expect(decoded("\u{1B}[13;2u") == keys(Key(.enter, modifiers: .shift)))
    #expect(decoded("\u{1B}[27;5;105~") == keys(.ctrl("i")))
    #expect(decoded("\u{1B}[57441u").isEmpty, "kitty's private-use key codes are not keys here")
  }

  @Test func sequencesThatMeanNothingHereAreDropped() {
    // Focus in/out, bracketed paste markers, a cursor position report, private CSI.
    #expect(decoded("\u{1B}[I\u{1B}[O\u{1B}[200~\u{1B}[201~\u{1B}[12;40R\u{1B}[?1;2c").isEmpty)
    #expect(decoded("\u{1B}O~x") == keys(.character("x")))
  }

  @Test func aLoneEscapeIsEscOnlyAfterTheTimeout() {
    var (decoder, events) = InputDecoder(escapeTimeout: 0.05).decode([0x1B], at: 1)
    #expect(events.isEmpty)
    #expect(decoder.deadline == 1.05)
    (decoder, events) = decoder.flush(at: 1.04)
    #expect(events.isEmpty)
    (decoder, events) = decoder.flush(at: 1.05)
    #expect(events == keys(Key(.escape)))
    #expect(decoder.deadline == nil)
    // Nothing left to time out: flushing again gives nothing.
    #expect(decoder.flush(at: 9).1.isEmpty)
  }

  @Test func anEscapeFollowedInTimeIsASequence() {
    var (decoder, events) = InputDecoder().decode([0x1B], at: 0)
    (decoder, events) = decoder.decode(Array("[A".utf8), at: 0.01)
    #expect(events == keys(Key(.up)))
    #expect(decoder.deadline == nil)
  }

  @Test func bytesAfterTheTimeoutAreKeysOfTheirOwn() {
    // The loop did not flush in time: decoding later applies the timeout first.
    var (decoder, events) = InputDecoder().decode([0x1B], at: 0)
    (decoder, events) = decoder.decode(Array("[A".utf8), at: 0.2)
    #expect(events == keys(Key(.escape), .character("["), .character("A")))
    #expect(decoder.deadline == nil)
  }

  @Test func escapeTimeoutsOfUnfinishedSequences() {
    func timedOut(_ bytes: [UInt8]) -> [InputEvent] {
      let (decoder, events) = InputDecoder().decode(bytes, at: 0)
      #expect(events.isEmpty)
      return decoder.flush(at: 1).1
    }
    #expect(timedOut([0x1B, 0x5B]) == keys(Key(.character("["), modifiers: .alt)))
    #expect(timedOut([0x1B, 0x4F]) == keys(Key(.character("O"), modifiers: .alt)))
    #expect(timedOut(Array("\u{1B}[1;5".utf8)).isEmpty)
    #expect(timedOut(Array("\u{1B}[<0;10".utf8)).isEmpty)
    #expect(timedOut([0x1B, 0xC3]) == keys(Key(.escape)))
    #expect(timedOut([0xE6, 0xBC]).isEmpty)
  }

  @Test func twoEscapesAreEscThenWhatFollows() {
    #expect(decoded([0x1B, 0x1B]) == keys(Key(.escape), Key(.escape)))
    #expect(decoded(Array("\u{1B}\u{1B}[A".utf8)) == keys(Key(.escape), Key(.up)))
  }

  @Test func malformedUTF8IsDroppedAndWhatFollowsSurvives() {
    let cases: [[UInt8]] = [
      [0xFF], [0x80], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF5, 0x80, 0x80, 0x80],
      [0xC2, 0x85],  // NEL, a C1 control
      [0xE6, 0x41],  // a lead cut short by ASCII
    ]
    for bytes in cases {
      let events = decoded(bytes + Array("ok".utf8))
      #expect(events.suffix(2) == keys(.character("o"), .character("k")), "\(bytes)")
      #expect(events.count <= 3, "\(bytes)")
    }
    #expect(decoded([0xE6, 0x41]) == keys(.character("A")))
  }

  @Test func aCSIBrokenByAnotherByteIsDroppedAndTheByteRead() {
    #expect(decoded("\u{1B}[1\u{01}") == keys(.ctrl("a")))
    #expect(decoded("\u{1B}[1\u{1B}[B") == keys(Key(.down)))
  }

  @Test func anOverlongSequenceIsDroppedSoWhatWaitsIsBounded() {
    let long = "\u{1B}[" + String(repeating: "1;", count: 100)
    let (decoder, _) = InputDecoder().decode(Array(long.utf8), at: 0)
    #expect(decoder.pending.count < InputDecoder.maximumSequenceLength)
  }

  @Test func descriptions() {
    #expect(Key(.up, modifiers: [.shift, .ctrl]).description == "ctrl+shift+up")
    #expect(Key.ctrl("a").description == "ctrl+a")
    #expect(Key(.function(5)).description == "f5")
    #expect(Key.character(" ").description == "space")
    #expect(InputEvent.key(Key(.escape)).description == "key esc")
  }
}
