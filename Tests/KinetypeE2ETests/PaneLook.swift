/// What a pane captured with its escapes (`capture-pane -e`) looks like, cell by cell.
///
/// Two captures can differ in bytes and not in look: a screen writer may leave the foreground
/// colour of a blank cell as it found it, since a space shows only its background. A test of
/// what a person sees compares looks.
enum PaneLook {
  /// Each row's cells as text: the character, then its background and attributes, and its
  /// foreground unless the cell is a space with no underline or strikethrough.
  static func cells(_ capture: String) -> [[String]] {
    var foreground = "", background = "", attributes = Set<Int>()
    var rows: [[String]] = []
    for line in capture.split(separator: "\n", omittingEmptySubsequences: false) {
      var row: [String] = []
      var scalars = Array(line.unicodeScalars)[...]
      while let scalar = scalars.popFirst() {
        guard scalar == "\u{1B}" else {
          let blank = scalar == " " && attributes.isDisjoint(with: [4, 9])
          row.append("\(scalar)|\(blank ? "" : foreground)|\(background)|\(attributes.sorted())")
          continue
        }
        // tmux writes only SGR here: ESC [ parameters m.
        guard scalars.first == "[" else { continue }
        scalars.removeFirst()
        var text = ""
        while let next = scalars.popFirst(), next != "m" { text.unicodeScalars.append(next) }
        var parameters = text.split(separator: ";", omittingEmptySubsequences: false).map {
          Int($0) ?? 0
        }[...]
        if parameters.isEmpty { parameters = [0] }
        while let code = parameters.popFirst() {
          switch code {
          case 0: (foreground, background, attributes) = ("", "", [])
          case 38, 48:
            let count = parameters.first == 5 ? 2 : 4
            let colour = parameters.prefix(count).map(String.init).joined(separator: ";")
            parameters = parameters.dropFirst(count)
            if code == 38 { foreground = colour } else { background = colour }
          case 39: foreground = ""
          case 49: background = ""
          case 30...37, 90...97: foreground = "\(code)"
          case 40...47, 100...107: background = "\(code)"
          case 22: attributes.subtract([1, 2])
          case 23...29: attributes.remove(code - 20)
          default: attributes.insert(code)
          }
        }
      }
      rows.append(row)
    }
    return rows
  }
}
