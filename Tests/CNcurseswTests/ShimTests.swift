import CNcursesw
import Testing

/// The shim re-exposes ncurses macros; these check the values against ncurses' documented
/// definitions (curses.h: NCURSES_ATTR_SHIFT is 8, A_BOLD is NCURSES_BITS(1, 13), …) and that
/// the terminfo database answers as the player will ask it.
@Suite("ncursesw shim")
struct ShimTests {
  @Test func attributeBitsFollowCursesH() {
    #expect(kt_A_NORMAL() == 0)
    #expect(kt_A_UNDERLINE() == 1 << (8 + 9))
    #expect(kt_A_REVERSE() == 1 << (8 + 10))
    #expect(kt_A_BLINK() == 1 << (8 + 11))
    #expect(kt_A_DIM() == 1 << (8 + 12))
    #expect(kt_A_BOLD() == 1 << (8 + 13))
    #expect(kt_A_ITALIC() == 1 << (8 + 23))
  }

  @Test func colourPairsRoundTrip() {
    for pair in [0, 1, 7, 200, 255] {
      #expect(kt_PAIR_NUMBER(kt_COLOR_PAIR(Int32(pair))) == pair)
      #expect(kt_COLOR_PAIR(Int32(pair)) & kt_A_COLOR() == kt_COLOR_PAIR(Int32(pair)))
    }
  }

  @Test func mouseMasksAreDistinct() {
    let masks = [
      kt_BUTTON1_PRESSED(), kt_BUTTON1_RELEASED(), kt_BUTTON1_CLICKED(),
      kt_BUTTON1_DOUBLE_CLICKED(),
      kt_BUTTON3_PRESSED(), kt_BUTTON4_PRESSED(), kt_BUTTON5_PRESSED(), kt_REPORT_MOUSE_POSITION(),
    ]
    #expect(Set(masks).count == masks.count)
    #expect(masks.allSatisfy { $0 != 0 })
    #expect(kt_ALL_MOUSE_EVENTS() & kt_BUTTON1_PRESSED() == kt_BUTTON1_PRESSED())
  }

  @Test func terminfoAnswersForXtermAndDirectColour() {
    var status: Int32 = 0
    #expect(setupterm("xterm-256color", 1, &status) == kt_OK())
    #expect(tigetnum("colors") == 256)
    #expect(tigetstr("cup") != nil)
    // ncurses-term's direct-colour entry (installed by `make test`) reports 2^24 colours.
    #expect(setupterm("xterm-direct", 1, &status) == kt_OK())
    #expect(tigetnum("colors") == 1 << 24)
    // A dumb terminal has no cursor addressing: the player must fall back to plain output.
    #expect(setupterm("dumb", 1, &status) == kt_OK())
    let cup = tigetstr("cup")
    #expect(cup == nil || Int(bitPattern: cup) == -1)
  }

  @Test func keyCodes() {
    #expect(kt_KEY_RESIZE() == 0o632)
    #expect(kt_KEY_MOUSE() == 0o631)
    #expect(kt_ERR() == -1)
  }
}
