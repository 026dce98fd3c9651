import KinetypeCompositor
import KinetypeCore

extension SVGRecording {
  /// How a run of text looks in the SVG: its colour (a `fill` attribute, since gradients make
  /// most colours rare) and the attributes SVG can draw (a class, as a few recur everywhere).
  /// What cannot be seen (blink, the style of a blank) is left out, so runs merge across it.
  struct TextStyle: Hashable, Sendable {
    var fill: RGB
    var look: Look? = nil

    /// Whether a blank in this style draws something (a line through, under or over it).
    var drawsBlanks: Bool { look?.drawsBlanks ?? false }
  }

  /// The attributes of a run that SVG draws: weight, slant, dimming and lines; never empty.
  struct Look: Hashable, Sendable {
    var bold = false
    var italic = false
    var dim = false
    var underline = false
    var strikethrough = false
    var overline = false

    /// The look of `attributes`, or nil when they show nothing here.
    init?(_ attributes: CellAttributes) {
      bold = attributes.contains(.bold)
      italic = attributes.contains(.italic)
      dim = attributes.contains(.dim)
      underline = attributes.contains(.underline)
      strikethrough = attributes.contains(.strikethrough)
      overline = attributes.contains(.overline)
      guard bold || italic || dim || drawsBlanks else { return nil }
    }

    var drawsBlanks: Bool { underline || strikethrough || overline }

    /// The CSS declarations, in a fixed order.
    var css: String {
      var parts: [String] = []
      if bold { parts.append("font-weight:bold") }
      if italic { parts.append("font-style:italic") }
      // `opacity` does not apply to a tspan; `fill-opacity` does.
      if dim { parts.append("fill-opacity:.5") }
      let lines = [
        (underline, "underline"), (strikethrough, "line-through"), (overline, "overline"),
      ]
      .filter(\.0).map(\.1)
      if !lines.isEmpty { parts.append("text-decoration:" + lines.joined(separator: " ")) }
      return parts.joined(separator: ";")
    }
  }

  /// The looks of a recording, numbered in order of first use (class `s0`, `s1`, …).
  struct StyleTable: Sendable {
    private(set) var looks: [Look] = []
    private var numbers: [Look: Int] = [:]

    /// The number of `look`, added when new.
    mutating func number(of look: Look) -> Int {
      if let number = numbers[look] { return number }
      numbers[look] = looks.count
      looks.append(look)
      return looks.count - 1
    }
  }

  /// The text style of `style` as this recording shows it: colours reduced to its depth,
  /// defaults taken as its foreground and background, reverse video swapping them.
  func textStyle(_ style: CellStyle) -> TextStyle {
    let style = depth.reduce(style)
    let attributes = style.attributes
    let fill =
      attributes.contains(.reverse)
      ? style.background.rgbValue ?? background : style.foreground.rgbValue ?? foreground
    return TextStyle(fill: fill, look: Look(attributes))
  }

  /// The colour behind a cell in `style`, or nil where the picture's background shows.
  func backgroundFill(_ style: CellStyle) -> RGB? {
    let style = depth.reduce(style)
    let colour =
      style.attributes.contains(.reverse)
      ? style.foreground.rgbValue ?? foreground : style.background.rgbValue
    return colour == background ? nil : colour
  }
}
