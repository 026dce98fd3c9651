/// A terminal colour as text asks for it: the terminal's default, one of the 16 ANSI colours,
/// an entry of the 256-colour palette, or a 24-bit RGB value.
///
/// The cases are kept apart (rather than folding ANSI into the palette) so that a renderer
/// limited to 16 colours can re-emit exactly what the input said.
public enum Colour: Hashable, Sendable, BitwiseCopyable {
  /// The terminal's own foreground or background.
  case `default`
  /// One of the 16 ANSI colours: 0–7 normal, 8–15 bright (SGR 30–37, 90–97, 40–47, 100–107).
  case ansi(UInt8)
  /// An entry of the xterm 256-colour palette (SGR `38;5;n`).
  case indexed(UInt8)
  /// A 24-bit colour (SGR `38;2;r;g;b`).
  case rgb(RGB)

  /// The colour as 24-bit RGB, using the xterm palette for ANSI and indexed colours; `nil` for
  /// the terminal default, whose value only the terminal knows.
  public var rgbValue: RGB? {
    switch self {
    case .default: nil
    case .ansi(let n): RGB(xtermIndex: n & 0x0F)
    case .indexed(let n): RGB(xtermIndex: n)
    case .rgb(let value): value
    }
  }
}

extension Colour: CustomStringConvertible {
  /// `default`, `ansi(n)`, `palette(n)` or `#rrggbb`: the spelling the JSON output and tests use.
  public var description: String {
    switch self {
    case .default: "default"
    case .ansi(let n): "ansi(\(n))"
    case .indexed(let n): "palette(\(n))"
    case .rgb(let value): value.hex
    }
  }
}

extension Colour {
  /// Inlinable, for the same reason as `CellStyle.==`.
  @inlinable
  public static func == (a: Colour, b: Colour) -> Bool {
    switch (a, b) {
    case (.default, .default): true
    case (.ansi(let x), .ansi(let y)): x == y
    case (.indexed(let x), .indexed(let y)): x == y
    case (.rgb(let x), .rgb(let y)): x.red == y.red && x.green == y.green && x.blue == y.blue
    default: false
    }
  }
}
