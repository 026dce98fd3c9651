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
    let colour: UInt64 = 0x3FF_FFFF
    let (oldForeground, newForeground) = (old & colour, new & colour)
    let (oldBackground, newBackground) = (old >> 26 & colour, new >> 26 & colour)
    // Kind 3 (RGB) in each colour that changed: a gradient's, nearly every change.
    let foregroundIsRGB = oldForeground == newForeground || newForeground >> 24 == 3
    let backgroundIsRGB = oldBackground == newBackground || newBackground >> 24 == 3
    if foregroundIsRGB && backgroundIsRGB {
      return Self.rgbParameters.withUnsafeBufferPointer { table in
        target[0] = 0x1B
        target[1] = UInt8(ascii: "[")
        var count = 2
        if oldForeground != newForeground {
          count += Self.storeRGBParameters(
            newForeground, background: false, table, at: target + count)
        }
        if oldBackground != newBackground {
          count += Self.storeRGBParameters(
            newBackground, background: true, table, at: target + count)
        }
        // The last parameter's `;` becomes the final `m`.
        target[count - 1] = UInt8(ascii: "m")
        return count
      }
    }
    var sequence = SGR.Parameters(target)
    if oldForeground != newForeground {
      sequence.append(colour: newForeground, background: false)
    }
    if oldBackground != newBackground {
      sequence.append(colour: newBackground, background: true)
    }
    return sequence.finish()
  }

  /// Writes `38;2;R;G;B;` (`48` for a background) for the RGB value in the low 24 bits of
  /// `bits` at `target`, which has room for 17 bytes, and returns its length (up to 17).
  ///
  /// `SGR.Parameters` writes a channel digit by digit, branching on whether it has two or
  /// three, which a gradient's channels make the processor guess wrong about half the time;
  /// here each channel is one store of four bytes from `rgbParameters`, whatever its width.
  @inline(__always)
  static func storeRGBParameters(
    _ bits: UInt64, background: Bool, _ table: UnsafeBufferPointer<UInt64>,
    at target: UnsafeMutablePointer<UInt8>
  ) -> Int {
    // "38;2;" or "48;2;", the first byte lowest; the bytes after the fifth are written over.
    let prefix: UInt64 = background ? 0x3B_323B_3834 : 0x3B_323B_3833
    let raw = UnsafeMutableRawPointer(target)
    raw.storeBytes(of: prefix.littleEndian, as: UInt64.self)
    var count = 5
    @inline(__always) func store(_ channel: UInt64) {
      let entry = table[Int(truncatingIfNeeded: channel & 0xFF)]
      raw.storeBytes(
        of: UInt32(truncatingIfNeeded: entry).littleEndian, toByteOffset: count, as: UInt32.self)
      count &+= Int(truncatingIfNeeded: entry >> 32)
    }
    store(bits >> 16)
    store(bits >> 8)
    store(bits)
    return count
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
