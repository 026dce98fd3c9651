import Glibc
import KinetypeCore

/// The controlling terminal's size from the kernel (TIOCGWINSZ on /dev/tty), before a screen
/// starts.
public enum TerminalSize {
  /// The size, or nil without a terminal.
  public static func current() -> GridSize? {
    let fd = open("/dev/tty", O_RDONLY | O_NOCTTY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var size = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return GridSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }
}
