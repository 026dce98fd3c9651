/// A JSON value with object keys kept in the order written, so output reads as documented.
public enum JSON: Sendable {
  case null
  case bool(Bool)
  case int(Int)
  /// A number; NaN and the infinities, which JSON cannot write, are written `null`.
  case double(Double)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  /// Compact JSON text.
  public var rendered: String {
    var out = ""
    render(into: &out)
    return out
  }

  public func render(into out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .int(let n): out += String(n)
    case .double(let d): out += d.isFinite ? String(d) : "null"
    case .string(let s): JSON.escape(s, into: &out)
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        item.render(into: &out)
      }
      out += "]"
    case .object(let fields):
      out += "{"
      for (i, (key, value)) in fields.enumerated() {
        if i > 0 { out += "," }
        JSON.escape(key, into: &out)
        out += ":"
        value.render(into: &out)
      }
      out += "}"
    }
  }

  /// A JSON string literal: quotes, backslashes and every control character escaped.
  public static func escape(_ s: String, into out: inout String) {
    var s = s
    var bytes: [UInt8] = []
    s.withUTF8 { escape(utf8: $0, into: &bytes) }
    out += String(decoding: bytes, as: UTF8.self)
  }

  /// `escape(_:into:)` on UTF-8 bytes: the literal, quotes included, appended to `out`.
  ///
  /// Escaped are `"`, `\`, C0 controls and DEL, and the C1 controls U+0080–U+009F (UTF-8
  /// `C2 80`–`C2 9F`), which some terminals act on. A recording escapes every byte it writes
  /// and has an ESC every score of bytes, so the literal is written through a pointer into
  /// the room after `out`'s bytes for the longest it can be, eight bytes at a time between the
  /// bytes that need a look (measured on rain over 200×50: testing and copying runs into the
  /// array was 22 instructions a byte, 9 % of `render --cast`; escaping into an array of its
  /// own and appending that, an allocation and a copy a frame, 19 M instructions more).
  ///
  /// - Parameter utf8: valid UTF-8, as a `String` holds it.
  /// - Complexity: O(bytes).
  public static func escape(utf8 s: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
    escape(utf8: s, into: &out, pieceLength: 1 << 12)
  }

  /// `escape(utf8:into:)`, a text longer than `pieceLength` bytes escaped a piece at a time.
  ///
  /// The room reserved is six times the bytes escaped, and a recording's buffer keeps it: in
  /// one go, a 200×50 first frame (60 KB) left 370 KB reserved for the whole run.
  static func escape(
    utf8 s: UnsafeBufferPointer<UInt8>, into out: inout [UInt8], pieceLength: Int
  ) {
    out.append(UInt8(ascii: "\""))
    appendBody(utf8: s, into: &out, pieceLength: pieceLength)
    out.append(UInt8(ascii: "\""))
  }

  /// `escape(utf8:into:)` without the quotes: what goes between them.
  static func appendBody(
    utf8 s: UnsafeBufferPointer<UInt8>, into out: inout [UInt8], pieceLength: Int = 1 << 12
  ) {
    var start = 0
    while start < s.count {
      var end = min(start + pieceLength, s.count)
      // A C1 control's lead byte stays with the byte after it, which tells whether it is one.
      if end < s.count && s[end - 1] == 0xC2 { end += 1 }
      let piece = UnsafeBufferPointer(rebasing: s[start..<end])
      // Six bytes at most for each byte, and a word's slack for the last store.
      out.append(addingCapacity: 6 * piece.count + 8) { span in
        span.withUnsafeMutableBufferPointer { buffer, count in
          count = escapeBody(piece, to: buffer.baseAddress!)
        }
      }
      start = end
    }
  }

  /// Writes the literal of `s` without its quotes at `to`, which has room for 6 × `s.count`
  /// + 8 bytes, and returns its length.
  private static func escapeBody(
    _ s: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var o = 0
    guard let base = s.baseAddress else { return 0 }
    let count = s.count
    let source = UnsafeRawPointer(base)
    let target = UnsafeMutableRawPointer(out)
    var i = 0
    while i < count {
      if count - i >= 8 {
        // The word is stored whole: bytes from the first that needs a look on are written
        // over next.
        let word = UInt64(littleEndian: source.loadUnaligned(fromByteOffset: i, as: UInt64.self))
        target.storeBytes(of: word.littleEndian, toByteOffset: o, as: UInt64.self)
        let look = needsLook(word)
        guard look != 0 else {
          i += 8
          o += 8
          continue
        }
        let clean = look.trailingZeroBitCount >> 3
        i += clean
        o += clean
      }
      let byte = base[i]
      // ESC leads every sequence a recording writes (a byte in 14 on beams over 200×50): its
      // escape, `\u001b`, is one constant word rather than worked out through the switch.
      if byte == 0x1B {
        target.storeBytes(of: escapedESC.littleEndian, toByteOffset: o, as: UInt64.self)
        o += 6
        i += 1
        continue
      }
      // 0xC2 leads U+0080–U+00BF; only U+0080–U+009F are controls.
      guard needsLook(byte), byte != 0xC2 || (i + 1 < count && base[i + 1] < 0xA0) else {
        out[o] = byte
        o += 1
        i += 1
        continue
      }
      // The escape gathered in one word, byte k in bits 8k, and stored in one go.
      var escaped = UInt64(UInt8(ascii: "\\"))
      var length = 2
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): escaped |= UInt64(byte) << 8
      case UInt8(ascii: "\n"): escaped |= UInt64(UInt8(ascii: "n")) << 8
      case UInt8(ascii: "\t"): escaped |= UInt64(UInt8(ascii: "t")) << 8
      case UInt8(ascii: "\r"): escaped |= UInt64(UInt8(ascii: "r")) << 8
      default:
        let value = byte == 0xC2 ? base[i + 1] : byte
        if byte == 0xC2 { i += 1 }
        escaped |= UInt64(UInt8(ascii: "u")) << 8 | UInt64(UInt8(ascii: "0")) << 16
        escaped |= UInt64(UInt8(ascii: "0")) << 24 | UInt64(hexDigit(value >> 4)) << 32
        escaped |= UInt64(hexDigit(value & 0x0F)) << 40
        length = 6
      }
      target.storeBytes(of: escaped.littleEndian, toByteOffset: o, as: UInt64.self)
      o += length
      i += 1
    }
    return o
  }

  /// `\u001b` in the low six bytes, the first in the low byte.
  private static var escapedESC: UInt64 { 0x0000_6231_3030_755C }

  /// Whether `escape` must look closer at `byte`: a C0 control, quote, backslash, DEL, or 0xC2,
  /// which may lead a C1 control.
  @inline(__always)
  static func needsLook(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2
  }

  /// `needsLook` for the eight bytes of `word` (the first in the low byte) at once: the high
  /// bit of each byte that needs a look is set, and of the first such byte exactly (a byte
  /// found by subtraction may flag the bytes above it by its borrow, never those below).
  @inline(__always)
  private static func needsLook(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    @inline(__always) func below(_ byte: UInt64) -> UInt64 { (word &- byte &* ones) & ~word }
    @inline(__always) func equal(_ byte: UInt64) -> UInt64 {
      let x = word ^ (byte &* ones)
      return (x &- ones) & ~x
    }
    let flags = below(0x20) | equal(0x22) | equal(0x5C) | equal(0x7F) | equal(0xC2)
    return flags & (0x80 &* ones)
  }

  @inline(__always)
  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }
}
