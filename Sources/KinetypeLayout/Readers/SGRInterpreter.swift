import KinetypeCore

/// Applies SGR parameters (the text between `ESC [` and `m`) to a cell style.
///
/// Handles every standard rendition, the 16-, 256- and 24-bit colour forms, with `;` or `:`
/// separators (ITU T.416 colon forms, with or without the colour-space id). Unknown codes and
/// out-of-range colours are ignored, as terminals do.
enum SGRInterpreter {
  static func apply(_ parameters: String, to style: CellStyle) -> CellStyle {
    var style = style
    let groups = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      $0.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
    }
    var i = 0
    while i < groups.count {
      let group = groups[i]
      let code = group.first.flatMap { $0 } ?? 0
      i += 1
      switch code {
      case 0: style = .plain
      case 1: style.attributes.insert(.bold)
      case 2: style.attributes.insert(.dim)
      case 3: style.attributes.insert(.italic)
      case 4:
        if group.count > 1, let kind = group[1], kind == 0 {
          style.attributes.remove(.underline)
        } else {
          style.attributes.insert(.underline)
        }
      case 5, 6: style.attributes.insert(.blink)
      case 7: style.attributes.insert(.reverse)
      case 8: style.attributes.insert(.conceal)
      case 9: style.attributes.insert(.strikethrough)
      case 21: style.attributes.insert(.underline)
      case 22: style.attributes.subtract([.bold, .dim])
      case 23: style.attributes.remove(.italic)
      case 24: style.attributes.remove(.underline)
      case 25: style.attributes.remove(.blink)
      case 27: style.attributes.remove(.reverse)
      case 28: style.attributes.remove(.conceal)
      case 29: style.attributes.remove(.strikethrough)
      case 30...37: style.foreground = .ansi(UInt8(code - 30))
      case 39: style.foreground = .default
      case 40...47: style.background = .ansi(UInt8(code - 40))
      case 49: style.background = .default
      case 53: style.attributes.insert(.overline)
      case 55: style.attributes.remove(.overline)
      case 90...97: style.foreground = .ansi(UInt8(code - 90 + 8))
      case 100...107: style.background = .ansi(UInt8(code - 100 + 8))
      case 38, 48, 58:
        let colour: Colour?
        if group.count > 1 {
          colour = extendedColour(colon: Array(group.dropFirst()))
        } else {
          (colour, i) = extendedColour(semicolon: groups, from: i)
        }
        guard let colour else { continue }
        if code == 38 { style.foreground = colour }
        if code == 48 { style.background = colour }
      // 58 (underline colour) has no place in a cell style; it is read and ignored.
      default: break
      }
    }
    return style
  }

  /// `5:n`, `2:r:g:b` or `2:id:r:g:b`.
  private static func extendedColour(colon fields: [Int?]) -> Colour? {
    switch fields.first.flatMap({ $0 }) {
    case 5:
      return fields.count > 1 ? indexed(fields[1]) : nil
    case 2:
      let rgb = fields.count >= 5 ? Array(fields[2...4]) : Array(fields.dropFirst())
      return truecolour(rgb)
    default:
      return nil
    }
  }

  /// `;5;n` or `;2;r;g;b` spread over the following groups; returns the colour and the index
  /// of the first group after it.
  private static func extendedColour(semicolon groups: [[Int?]], from i: Int) -> (Colour?, Int) {
    func value(_ k: Int) -> Int? { k < groups.count ? groups[k].first.flatMap { $0 } : nil }
    switch value(i) {
    case 5: return (indexed(value(i + 1)), min(groups.count, i + 2))
    case 2:
      return (truecolour([value(i + 1), value(i + 2), value(i + 3)]), min(groups.count, i + 4))
    default: return (nil, min(groups.count, i + 1))
    }
  }

  private static func indexed(_ n: Int??) -> Colour? {
    guard let n = n.flatMap({ $0 }), (0...255).contains(n) else { return nil }
    return .indexed(UInt8(n))
  }

  private static func truecolour(_ parts: [Int?]) -> Colour? {
    guard parts.count == 3 else { return nil }
    let values = parts.compactMap { $0 }.filter { (0...255).contains($0) }
    guard values.count == 3 else { return nil }
    return .rgb(RGB(UInt8(values[0]), UInt8(values[1]), UInt8(values[2])))
  }
}
