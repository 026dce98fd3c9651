import CNcursesw

/// Which command a key asks for: space pause, ← → seek a second (shift: a frame), r reverse,
/// + − speed, Home End, l loop, ? status line, q Esc Ctrl-C quit.
public enum KeyMap {
  /// The command for an ncurses key (a character or a `KEY_*` code), or nil.
  public static func command(for key: Int32) -> PlayerCommand? {
    switch key {
    case 0x20: .togglePause
    case KEY_LEFT: .seek(-1)
    case KEY_RIGHT: .seek(1)
    case KEY_SLEFT: .step(-1)
    case KEY_SRIGHT: .step(1)
    case 0x72, 0x52: .reverse  // r R
    case 0x2B, 0x3D: .faster  // + = (unshifted +)
    case 0x2D, 0x5F: .slower  // - _
    case KEY_HOME: .home
    case KEY_END: .end
    case 0x6C, 0x4C: .toggleLoop  // l L
    case 0x3F: .toggleStatus  // ?
    case 0x71, 0x51, 0x1B, 0x03: .quit  // q Q Esc Ctrl-C
    default: nil
    }
  }
}
