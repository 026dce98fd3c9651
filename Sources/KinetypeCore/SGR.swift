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
