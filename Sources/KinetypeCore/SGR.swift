/// Select Graphic Rendition: the only escape sequences Kinetype writes for colour and style.
///
/// Input never reaches the terminal as bytes; styles parsed from it are re-emitted from here.
/// Each sequence is written as UTF-8 bytes appended to a buffer (the `into:` forms), written
/// through a pointer (the `at:` forms, which the encoders use once per cell), or returned as a
/// `String`.
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
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: longest) { buffer in
      let count = sequence(for: style, depth: depth, at: buffer.baseAddress!)
      out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
  }

  /// `sequence(for:depth:)` written at `target`, which has room for `longest` bytes.
  ///
  /// - Returns: the sequence's length.
  public static func sequence(
    for style: CellStyle, depth: ColourDepth, at target: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var parameters = Parameters(target)
    parameters.append(0)
    if !style.attributes.isEmpty {
      for (code, attribute) in attributeCodes where style.attributes.contains(attribute) {
        parameters.append(code)
      }
    }
    appendColour(depth.reduce(style.foreground), background: false, to: &parameters)
    appendColour(depth.reduce(style.background), background: true, to: &parameters)
    return parameters.finish()
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
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: longest) { buffer in
      let count = transition(from: old, to: new, depth: depth, at: buffer.baseAddress!)
      out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
  }

  /// `transition(from:to:depth:)` written at `target`, which has room for `longest` bytes:
  /// for an encoder that gathers its output through a pointer (measured: appending each
  /// sequence to an array cost more than working it out).
  ///
  /// - Returns: the sequence's length, 0 when nothing changes.
  public static func transition(
    from old: CellStyle, to new: CellStyle, depth: ColourDepth,
    at target: UnsafeMutablePointer<UInt8>
  ) -> Int {
    // In 16 million colours every colour is shown as it is.
    let new = depth == .truecolor ? new : depth.reduce(new)
    guard old != new else { return 0 }
    guard old.attributes.isSubset(of: new.attributes) else {
      return sequence(for: new, depth: depth, at: target)
    }
    var parameters = Parameters(target)
    if new.attributes != old.attributes {
      for (code, attribute) in attributeCodes
      where new.attributes.contains(attribute) && !old.attributes.contains(attribute) {
        parameters.append(code)
      }
    }
    if new.foreground != old.foreground {
      if new.foreground == .default {
        parameters.append(39)
      } else {
        appendColour(new.foreground, background: false, to: &parameters)
      }
    }
    if new.background != old.background {
      if new.background == .default {
        parameters.append(49)
      } else {
        appendColour(new.background, background: true, to: &parameters)
      }
    }
    return parameters.finish()
  }

  /// The longest sequence `sequence(for:depth:)` or `transition(from:to:depth:)` writes:
  /// `ESC [ 0`, nine attributes and two RGB colours, then `m` (57 bytes), rounded up.
  public static let longest = 64

  /// `ESC [ 0 m`.
  public static let reset = "\u{1B}[0m"

  static let attributeCodes: [(UInt8, CellAttributes)] = [
    (1, .bold), (2, .dim), (3, .italic), (4, .underline), (5, .blink),
    (7, .reverse), (8, .conceal), (9, .strikethrough), (53, .overline),
  ]

  /// The parameters that select `colour`, none for the default.
  private static func appendColour(
    _ colour: Colour, background: Bool, to parameters: inout Parameters
  ) {
    switch colour {
    case .default:
      return
    case .ansi(let n):
      let base: UInt8 = n < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
      parameters.append(base + (n & 7))
    case .indexed(let n):
      parameters.append(background ? 48 : 38)
      parameters.append(5)
      parameters.append(n)
    case .rgb(let c):
      parameters.append(background ? 48 : 38)
      parameters.append(2)
      parameters.append(c.red)
      parameters.append(c.green)
      parameters.append(c.blue)
    }
  }

  /// `ESC [`, then decimal parameters separated by `;` (every one fits a byte), then `m`,
  /// written through a pointer: appending byte by byte to an output array (a uniqueness and
  /// capacity check each) was most of a transition's cost. Public for writers of sequences
  /// from other forms of a style (`Cell.storeStyleTransition`).
  public struct Parameters {
    @usableFromInline let target: UnsafeMutablePointer<UInt8>
    @usableFromInline var count = 2

    /// Starts a sequence at `target`, which has room for `SGR.longest` bytes.
    @inlinable
    public init(_ target: UnsafeMutablePointer<UInt8>) {
      self.target = target
      target[0] = 0x1B
      target[1] = UInt8(ascii: "[")
    }

    /// `;` unless first, then `value` in decimal.
    @inlinable @inline(__always)
    public mutating func append(_ value: UInt8) {
      if count > 2 {
        target[count] = UInt8(ascii: ";")
        count += 1
      }
      let hundreds = value / 100
      let rest = value - 100 &* hundreds
      let tens = rest / 10
      if value >= 100 {
        target[count] = UInt8(ascii: "0") + hundreds
        count += 1
      }
      if value >= 10 {
        target[count] = UInt8(ascii: "0") + tens
        count += 1
      }
      target[count] = UInt8(ascii: "0") + rest - 10 &* tens
      count += 1
    }

    /// Ends the sequence with `m`.
    ///
    /// - Returns: its length.
    @inlinable
    public mutating func finish() -> Int {
      target[count] = UInt8(ascii: "m")
      return count + 1
    }
  }
}
