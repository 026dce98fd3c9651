import CNcursesw

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

  /// The terminfo name to open for truecolour, when the terminal says it has it (COLORTERM is
  /// `truecolor` or `24bit`) and a `*-direct` entry exists for it (from ncurses-term:
  /// xterm-direct, tmux-direct, …): `xterm-256color` → `xterm-direct`.
  public static func directColourName(environment: [String: String]) -> String? {
    guard let colorterm = environment["COLORTERM"],
      colorterm == "truecolor" || colorterm == "24bit",
      let term = environment["TERM"]
    else { return nil }
    var base = term
    for suffix in ["-256color", "-88color", "-color", "-direct"] where base.hasSuffix(suffix) {
      base = String(base.dropLast(suffix.count))
    }
    let candidate = base + "-direct"
    let fd = open("/dev/null", O_RDWR)
    defer { close(fd) }
    var status: Int32 = 0
    guard setupterm(candidate, fd, &status) == OK else { return nil }
    kt_release_terminfo()
    return candidate
  }
}
