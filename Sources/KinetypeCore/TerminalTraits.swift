/// What a terminal can do beyond what terminfo says, from the environment it sets.
public enum TerminalTraits {
  /// Whether the terminal holds its screen while a frame is written between `ESC [ ? 2026 h`
  /// and `ESC [ ? 2026 l` (synchronized output), so a big frame never shows half drawn, over
  /// SSH too: tmux (3.4 and later pass it on), kitty, WezTerm, foot, iTerm2, Windows Terminal,
  /// Ghostty, Contour, Alacritty
  /// (https://gist.github.com/christianparpart/d8a62cc1ab659194337d73e399004036). Terminals
  /// that do not know the mode ignore it, so a wrong guess costs 16 bytes a frame.
  public static func synchronizedOutput(environment: [String: String]) -> Bool {
    let term = (environment["TERM"] ?? "").lowercased()
    let program = environment["TERM_PROGRAM"] ?? ""
    return environment["TMUX"] != nil || term.hasPrefix("tmux")
      || ["kitty", "wezterm", "foot", "ghostty", "contour", "alacritty"].contains {
        term.contains($0)
      }
      || ["iTerm.app", "WezTerm", "ghostty", "tmux"].contains(program)
      || environment["WT_SESSION"] != nil
  }

  /// `ESC [ ? 2026 h`: the terminal holds its screen until `endSynchronizedUpdate`.
  public static let beginSynchronizedUpdate = "\u{1B}[?2026h"
  /// `ESC [ ? 2026 l`: the terminal shows what was written since the begin.
  public static let endSynchronizedUpdate = "\u{1B}[?2026l"
}
