import CNcursesw
import KinetypeCore

#if canImport(Glibc)
  import Glibc
#endif

/// Whether a real terminal can be driven: checked before ncurses is started, so that a run
/// with no terminal falls back to printing instead of failing (or letting ncurses exit).
public enum TerminalCheck {
  /// Why the player cannot use the terminal, or nil when it can: /dev/tty opens, TERM is set
  /// and not dumb, terminfo knows it, and it can address the cursor (`cup`).
  public static func problem(environment: [String: String]) -> String? {
    let fd = open("/dev/tty", O_RDWR | O_NOCTTY)
    guard fd >= 0 else { return "no terminal (/dev/tty cannot be opened)" }
    defer { close(fd) }
    guard let term = environment["TERM"], !term.isEmpty else { return "TERM is not set" }
    guard term != "dumb" else { return "TERM is dumb" }
    var status: Int32 = 0
    guard setupterm(term, fd, &status) == OK else {
      return "terminfo has no entry for TERM=\(term)"
    }
    defer { kt_release_terminfo() }
    let cup = tigetstr("cup")
    guard let cup, Int(bitPattern: cup) != -1 else { return "TERM=\(term) cannot move the cursor" }
    return nil
  }

  /// The terminfo entry to open for `depth` (chosen by `ColourPolicy`), since terminfo
  /// under-reports: for truecolour the `*-direct` entry (from ncurses-term: xterm-direct,
  /// tmux-direct, …), for 256 colours the `*-256color` one (`TERM=xterm` claims 8), when it
  /// exists; else TERM itself (`xterm` when unset).
  public static func entryName(for depth: ColourDepth, environment: [String: String]) -> String {
    let term = environment["TERM"].flatMap { $0.isEmpty ? nil : $0 } ?? "xterm"
    var base = term
    for suffix in ["-256color", "-88color", "-color", "-direct"] where base.hasSuffix(suffix) {
      base = String(base.dropLast(suffix.count))
    }
    let candidates: [String] =
      switch depth {
      case .truecolor: [base + "-direct", base + "-256color"]
      case .palette256: term.hasSuffix("-256color") ? [] : [base + "-256color"]
      case .ansi16, .none: []
      }
    return candidates.first(where: exists) ?? term
  }

  /// Whether terminfo has an entry named `name`.
  static func exists(_ name: String) -> Bool {
    let fd = open("/dev/null", O_RDWR)
    defer { close(fd) }
    var status: Int32 = 0
    guard setupterm(name, fd, &status) == OK else { return false }
    kt_release_terminfo()
    return true
  }
}
