import KinetypeCore

extension Cell {
  /// Writes the SGR sequence that takes a terminal drawing in `previous`'s style to this
  /// cell's, in 16 million colours, at `target` (room for `SGR.longest` bytes), and returns its
  /// length: `SGR.transition(from: previous.style, to: style, depth: .truecolor)`, worked out
  /// from the packed styles.
  ///
  /// A recording of a gradient changes colour at most cells; unpacking both styles and
  /// comparing their colours as enums cost more than writing the sequence (measured on rain
  /// over 200×50). With the same attributes, as nearly always, only the changed colours are
  /// written, from their packed words; otherwise `SGR.transition` is asked.
  public func storeStyleTransition(from previous: Cell, at target: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    let (old, new) = (previous.packedStyle.raw, packedStyle.raw)
    guard old != new else { return 0 }
    guard old >> 52 == new >> 52 else {
      return SGR.transition(from: previous.style, to: style, depth: .truecolor, at: target)
    }
    var sequence = SGR.Parameters(target)
    let colour: UInt64 = 0x3FF_FFFF
    if old & colour != new & colour { sequence.append(colour: new & colour, background: false) }
    if old >> 26 & colour != new >> 26 & colour {
      sequence.append(colour: new >> 26 & colour, background: true)
    }
    return sequence.finish()
  }
}

extension SGR.Parameters {
  /// The parameters that select a colour of 2 bits of kind and 24 of value (`PackedStyle`),
  /// as `SGR` writes them: 39 or 49 for the default.
  @inline(__always)
  mutating func append(colour bits: UInt64, background: Bool) {
    let value = bits & 0xFF_FFFF
    switch bits >> 24 {
    case 0: append(background ? 49 : 39)
    case 1:
      let n = UInt8(truncatingIfNeeded: value)
      append((n < 8 ? (background ? 40 : 30) : (background ? 100 : 90)) + (n & 7))
    case 2:
      append(background ? 48 : 38)
      append(5)
      append(UInt8(truncatingIfNeeded: value))
    default:
      append(background ? 48 : 38)
      append(2)
      append(UInt8(truncatingIfNeeded: value >> 16))
      append(UInt8(truncatingIfNeeded: value >> 8))
      append(UInt8(truncatingIfNeeded: value))
    }
  }
}
