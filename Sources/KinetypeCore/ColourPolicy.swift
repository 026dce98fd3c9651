/// How many colours to write, decided in one place for every command.
///
/// Terminals under-report: `TERM=xterm` says 8 colours in terminfo, yet every xterm in use
/// shows 256, and most terminals of the last decade show 24-bit colour without saying so in
/// `TERM`. So the depth follows what terminals do (as bat and TerminalTextEffects do), not only
/// what terminfo claims:
/// - an explicit choice (`--color`) wins;
/// - `NO_COLOR` set and not empty means none (https://no-color.org);
/// - output that is not a terminal gets none, when it is standard output (a file, a pipe);
/// - `COLORTERM=truecolor|24bit`, a `*-direct` TERM, or a terminal known for 24-bit colour
///   (kitty, WezTerm, foot, Alacritty, Ghostty, iTerm2, VS Code, Windows Terminal, Konsole,
///   VTE terminals) get truecolour;
/// - a TERM with `256color`, or an xterm-compatible one (xterm, screen, tmux, rxvt, putty,
///   konsole, gnome, alacritty, st) that claims fewer, gets 256;
/// - `dumb` gets none, anything else (the Linux console, vt100) 16.
public enum ColourPolicy {
  /// The depth for `choice` on an output described by `environment`.
  ///
  /// - Parameters:
  ///   - choice: `auto`, or the depth the user asked for.
  ///   - environment: the process's environment (`NO_COLOR`, `COLORTERM`, `TERM`, …).
  ///   - outputIsTerminal: whether the output is a terminal; pass `true` for the terminal a
  ///     full-screen command opens itself (`/dev/tty`).
  public static func depth(
    _ choice: ColourDepth?, environment: [String: String], outputIsTerminal: Bool
  ) -> ColourDepth {
    if let choice { return choice }
    if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return .none }
    guard outputIsTerminal else { return .none }
    return terminalDepth(environment: environment)
  }

  /// The depth for a recording (an asciicast, JSON frames, an SVG): made for any terminal
  /// that plays it later, so truecolour whatever this one shows, unless `choice` says
  /// otherwise or `NO_COLOR` is set.
  public static func recordingDepth(_ choice: ColourDepth?, environment: [String: String])
    -> ColourDepth
  {
    if let choice { return choice }
    if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return .none }
    return .truecolor
  }

  /// What the terminal `environment` describes can show, by the rules above.
  public static func terminalDepth(environment: [String: String]) -> ColourDepth {
    let term = (environment["TERM"] ?? "").lowercased()
    let colorterm = (environment["COLORTERM"] ?? "").lowercased()
    if term == "dumb" { return .none }
    if colorterm == "truecolor" || colorterm == "24bit" || term.hasSuffix("-direct") {
      return .truecolor
    }
    let program = environment["TERM_PROGRAM"] ?? ""
    let truecolourPrograms = ["iTerm.app", "WezTerm", "vscode", "ghostty", "Hyper", "Tabby"]
    let truecolourTerms = ["kitty", "wezterm", "foot", "alacritty", "ghostty", "contour"]
    if truecolourPrograms.contains(program)
      || truecolourTerms.contains(where: { term.contains($0) })
      || environment["WT_SESSION"] != nil || environment["KONSOLE_VERSION"] != nil
      || (Int(environment["VTE_VERSION"] ?? "") ?? 0) >= 3600
    {
      return .truecolor
    }
    if term.contains("256color") { return .palette256 }
    let xtermLike = ["xterm", "screen", "tmux", "rxvt", "putty", "konsole", "gnome", "st"]
    if xtermLike.contains(where: { term == $0 || term.hasPrefix($0 + "-") }) {
      return .palette256
    }
    return .ansi16
  }
}
