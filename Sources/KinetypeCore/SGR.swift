/// Select Graphic Rendition: the only escape sequences Kinetype writes for colour and style.
///
/// Input never reaches the terminal as bytes; styles parsed from it are re-emitted from here.
public enum SGR {
  /// The full sequence that puts the terminal into `style` from any state: it starts with a
  /// reset (`0`) so that nothing left over from an earlier cell leaks in.
  ///
  /// - Parameters:
  ///   - style: the cell style to draw.
  ///   - depth: the colours the output can show; colours are reduced to it first.
  /// - Returns: `ESC [ 0 ; … m`.
  public static func sequence(for style: CellStyle, depth: ColourDepth) -> String {
    var parameters = ["0"]
    for (code, attribute) in attributeCodes where style.attributes.contains(attribute) {
      parameters.append(code)
    }
    parameters += colourParameters(depth.reduce(style.foreground), background: false)
    parameters += colourParameters(depth.reduce(style.background), background: true)
    return "\u{1B}[" + parameters.joined(separator: ";") + "m"
  }

  /// The shortest sequence that takes the terminal from `old` (already reduced to `depth`) to
  /// `new`: only changed colours and newly set attributes, or a full `sequence(for:)` when an
  /// attribute must be turned off (SGR has no portable "off" for every one of them). Empty when
  /// nothing changes.
  public static func transition(from old: CellStyle, to new: CellStyle, depth: ColourDepth)
    -> String
  {
    let new = depth.reduce(new)
    guard old != new else { return "" }
    guard old.attributes.isSubset(of: new.attributes) else {
      return sequence(for: new, depth: depth)
    }
    var parameters: [String] = []
    for (code, attribute) in attributeCodes
    where new.attributes.contains(attribute) && !old.attributes.contains(attribute) {
      parameters.append(code)
    }
    if new.foreground != old.foreground {
      parameters +=
        new.foreground == .default ? ["39"] : colourParameters(new.foreground, background: false)
    }
    if new.background != old.background {
      parameters +=
        new.background == .default ? ["49"] : colourParameters(new.background, background: true)
    }
    return "\u{1B}[" + parameters.joined(separator: ";") + "m"
  }

  /// `ESC [ 0 m`.
  public static let reset = "\u{1B}[0m"

  static let attributeCodes: [(String, CellAttributes)] = [
    ("1", .bold), ("2", .dim), ("3", .italic), ("4", .underline), ("5", .blink),
    ("7", .reverse), ("8", .conceal), ("9", .strikethrough), ("53", .overline),
  ]

  static func colourParameters(_ colour: Colour, background: Bool) -> [String] {
    switch colour {
    case .default:
      return []
    case .ansi(let n):
      let base = n < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
      return [String(base + Int(n & 7))]
    case .indexed(let n):
      return [background ? "48" : "38", "5", String(n)]
    case .rgb(let c):
      return [background ? "48" : "38", "2", String(c.red), String(c.green), String(c.blue)]
    }
  }
}
