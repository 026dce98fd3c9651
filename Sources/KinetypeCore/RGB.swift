/// A 24-bit colour.
public struct RGB: Hashable, Sendable, BitwiseCopyable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8

  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Parses `#rgb` or `#rrggbb` (the `#` is optional); `nil` for anything else.
  public init?(hex: some StringProtocol) {
    var digits = Substring(hex)
    if digits.first == "#" { digits = digits.dropFirst() }
    guard digits.count == 3 || digits.count == 6, digits.allSatisfy(\.isHexDigit) else {
      return nil
    }
    var values: [UInt8] = []
    if digits.count == 3 {
      for digit in digits {
        let v = UInt8(String(digit), radix: 16)!
        values.append(v * 17)
      }
    } else {
      var index = digits.startIndex
      while index < digits.endIndex {
        let next = digits.index(index, offsetBy: 2)
        values.append(UInt8(digits[index..<next], radix: 16)!)
        index = next
      }
    }
    self.init(values[0], values[1], values[2])
  }

  /// `#rrggbb`, lower case.
  public var hex: String {
    func pair(_ v: UInt8) -> String {
      let digits = Array("0123456789abcdef")
      return String(digits[Int(v >> 4)]) + String(digits[Int(v & 0x0F)])
    }
    return "#" + pair(red) + pair(green) + pair(blue)
  }
}

extension RGB {
  /// The colour xterm shows for palette entry `index`: 16 system colours, a 6×6×6 cube, and a
  /// 24-step grey ramp.
  ///
  /// The system colours are xterm's defaults (its `XTerm*color0…15` resources); terminals
  /// differ there, which is why the 16-colour renderer re-emits ANSI codes rather than RGB.
  public init(xtermIndex index: UInt8) {
    let system: [(UInt8, UInt8, UInt8)] = [
      (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
      (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
      (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
      (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    switch index {
    case 0..<16:
      let c = system[Int(index)]
      self.init(c.0, c.1, c.2)
    case 16..<232:
      let n = Int(index) - 16
      let level = { (v: Int) -> UInt8 in v == 0 ? 0 : UInt8(55 + v * 40) }
      self.init(level(n / 36), level((n / 6) % 6), level(n % 6))
    default:
      let grey = UInt8(8 + (Int(index) - 232) * 10)
      self.init(grey, grey, grey)
    }
  }
}
