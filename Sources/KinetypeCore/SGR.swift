/// Select Graphic Rendition: the only escape sequences Kinetype writes for colour and style.
///
/// Input never reaches the terminal as bytes; styles parsed from it are re-emitted from here.
/// Each sequence is written as UTF-8 bytes appended to a buffer (the `into:` forms, which the
/// encoders use once per cell), or returned as a `String`.
public enum SGR {
  /// The full sequence that puts the terminal into `style` from any state: it starts with a
  /// reset (`0`) so that nothing left over from an earlier cell leaks in.
  ///
  /// - Parameters:
  ///   - style: the cell style to draw.
  ///   - depth: the colours the output can show; colours are reduced to it first.
  /// - Returns: `ESC [ 0 ; … m`.
  public static func sequence(for style: CellStyle, depth: ColourDepth) -> String {
    var out: [UInt8] = []
    sequence(for: style, depth: depth, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// `sequence(for:depth:)` appended to `out` as bytes.
  public static func sequence(for style: CellStyle, depth: ColourDepth, into out: inout [UInt8]) {
    var parameters = Parameters(into: &out)
    parameters.append(0, to: &out)
    for (code, attribute) in attributeCodes where style.attributes.contains(attribute) {
      parameters.append(code, to: &out)
    }
    appendColour(depth.reduce(style.foreground), background: false, to: &parameters, &out)
    appendColour(depth.reduce(style.background), background: true, to: &parameters, &out)
    out.append(UInt8(ascii: "m"))
  }

  /// The shortest sequence that takes the terminal from `old` (already reduced to `depth`) to
  /// `new`: only changed colours and newly set attributes, or a full `sequence(for:)` when an
  /// attribute must be turned off (SGR has no portable "off" for every one of them). Empty when
  /// nothing changes.
  public static func transition(from old: CellStyle, to new: CellStyle, depth: ColourDepth)
    -> String
  {
    var out: [UInt8] = []
    transition(from: old, to: new, depth: depth, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// `transition(from:to:depth:)` appended to `out` as bytes; nothing when nothing changes.
  public static func transition(
    from old: CellStyle, to new: CellStyle, depth: ColourDepth, into out: inout [UInt8]
  ) {
    let new = depth.reduce(new)
    guard old != new else { return }
    guard old.attributes.isSubset(of: new.attributes) else {
      return sequence(for: new, depth: depth, into: &out)
    }
    var parameters = Parameters(into: &out)
    for (code, attribute) in attributeCodes
    where new.attributes.contains(attribute) && !old.attributes.contains(attribute) {
      parameters.append(code, to: &out)
    }
    if new.foreground != old.foreground {
      if new.foreground == .default {
        parameters.append(39, to: &out)
      } else {
        appendColour(new.foreground, background: false, to: &parameters, &out)
      }
    }
    if new.background != old.background {
      if new.background == .default {
        parameters.append(49, to: &out)
      } else {
        appendColour(new.background, background: true, to: &parameters, &out)
      }
    }
    out.append(UInt8(ascii: "m"))
  }

  /// `ESC [ 0 m`.
  public static let reset = "\u{1B}[0m"

  static let attributeCodes: [(UInt8, CellAttributes)] = [
    (1, .bold), (2, .dim), (3, .italic), (4, .underline), (5, .blink),
    (7, .reverse), (8, .conceal), (9, .strikethrough), (53, .overline),
  ]

  /// The parameters that select `colour`, none for the default.
  private static func appendColour(
    _ colour: Colour, background: Bool, to parameters: inout Parameters, _ out: inout [UInt8]
  ) {
    switch colour {
    case .default:
      return
    case .ansi(let n):
      let base: UInt8 = n < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
      parameters.append(base + (n & 7), to: &out)
    case .indexed(let n):
      parameters.append(background ? 48 : 38, to: &out)
      parameters.append(5, to: &out)
      parameters.append(n, to: &out)
    case .rgb(let c):
      parameters.append(background ? 48 : 38, to: &out)
      parameters.append(2, to: &out)
      parameters.append(c.red, to: &out)
      parameters.append(c.green, to: &out)
      parameters.append(c.blue, to: &out)
    }
  }

  /// Writes `ESC [` and then decimal parameters separated by `;`; every parameter fits a byte.
  private struct Parameters {
    private var first = true

    init(into out: inout [UInt8]) {
      out.append(0x1B)
      out.append(UInt8(ascii: "["))
    }

    mutating func append(_ value: UInt8, to out: inout [UInt8]) {
      if !first { out.append(UInt8(ascii: ";")) }
      first = false
      if value >= 100 { out.append(UInt8(ascii: "0") + value / 100) }
      if value >= 10 { out.append(UInt8(ascii: "0") + value / 10 % 10) }
      out.append(UInt8(ascii: "0") + value % 10)
    }
  }
}
