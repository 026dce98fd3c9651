/// Which mouse reports to ask the terminal for; they always come in the SGR (1006) encoding,
/// which has no coordinate limit and says which button was released.
///
/// Kinetype asks for them itself rather than through ncurses' `mousemask`: ncurses turns on
/// what the terminfo entry's `XM` says, and tmux's entries (`tmux-256color`, `screen`, the
/// `TERM` inside every tmux pane) have no `XM`, so ncurses asks for legacy X10 reports and
/// hands SGR reports back as loose bytes; even `xterm-256color`'s `XM` asks for mode 1000
/// only, with no motion while a button is held.
public enum MouseTracking: String, CaseIterable, Hashable, Sendable {
  /// Presses, releases and the wheel (mode 1000).
  case buttons
  /// Also motion while a button is held (mode 1002): drags.
  case drags
  /// Also motion with no button held (mode 1003): every move.
  case motion

  /// The bytes that turn the reports on.
  public var enableSequence: String {
    switch self {
    case .buttons: "\u{1B}[?1000h\u{1B}[?1006h"
    case .drags: "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
    case .motion: "\u{1B}[?1000h\u{1B}[?1003h\u{1B}[?1006h"
    }
  }

  /// The bytes that turn every mouse mode off again, whichever was on.
  public static let disableSequence = "\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l"
}
