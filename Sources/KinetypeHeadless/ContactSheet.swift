import KinetypeCompositor
import KinetypeCore

/// Frames stacked with a title line above each, as text or ANSI: a contact sheet of a
/// recording's moments (a preview script's snapshots).
public enum ContactSheet {
  /// The sheet: for each frame a title line `── NAME ─…` as wide as the frame, then its rows.
  ///
  /// - Parameter depth: nil for plain text (trailing blanks trimmed); a depth for ANSI rows
  ///   (`ANSIEncoder.rows`).
  public static func render(_ entries: [(title: String, frame: Frame)], depth: ColourDepth?)
    -> String
  {
    var out = ""
    for (title, frame) in entries {
      out += titleLine(title, width: frame.size.columns) + "\n"
      if let depth {
        var encoder = ANSIEncoder(depth: depth)
        out += encoder.rows(frame)
      } else {
        out += frame.plainText
      }
    }
    return out
  }

  /// `── title ───…`, padded with rules to `width` columns (at least the title's).
  public static func titleLine(_ title: String, width: Int) -> String {
    let head = "── \(OutsideText.visible(title)) "
    return head + String(repeating: "─", count: max(2, width - head.count))
  }
}
