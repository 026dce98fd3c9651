import KinetypeCore

extension Frame: CustomDebugStringConvertible {
  /// The frame as a reader checks it: its size, each row quoted between bars (so trailing
  /// blanks show), then every change of style and every link, by cell. What a failing
  /// expectation prints in place of an array of cells (ratatui's buffer `Debug` is the model).
  ///
  /// ```
  /// Frame 5x2
  /// "|hi   |"
  /// "|  ok |"
  /// styles: (0,0) fg #ff0000 · (2,0) default · (2,1) fg #00ff00 bold
  /// ```
  public var debugDescription: String {
    var lines = ["Frame \(size.columns)x\(size.rows)"]
    lines += rows.map { "\"|\($0)|\"" }
    var styles: [String] = []
    var links: [String] = []
    var current = CellStyle()
    var currentLink: String?
    for row in 0..<size.rows {
      for column in 0..<size.columns {
        let cell = self[column, row]
        if cell.isContinuation { continue }
        if cell.style != current {
          current = cell.style
          styles.append("(\(column),\(row)) \(Self.summary(of: current))")
        }
        if cell.link != currentLink {
          currentLink = cell.link
          links.append("(\(column),\(row)) \(currentLink ?? "none")")
        }
      }
    }
    if !styles.isEmpty { lines.append("styles: " + styles.joined(separator: " · ")) }
    if !links.isEmpty { lines.append("links: " + links.joined(separator: " · ")) }
    return lines.joined(separator: "\n")
  }

  /// A style in a few words: `fg #ff0000 bg 4 bold`, or `default`.
  private static func summary(of style: CellStyle) -> String {
    var words: [String] = []
    if style.foreground != .default { words.append("fg \(style.foreground)") }
    if style.background != .default { words.append("bg \(style.background)") }
    words += CellAttributes.named.filter { style.attributes.contains($0.attribute) }.map(\.name)
    return words.isEmpty ? "default" : words.joined(separator: " ")
  }
}
