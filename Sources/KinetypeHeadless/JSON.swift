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
  /// Runs that need no escape are copied whole; a recording's events are mostly such runs
  /// between ESCs (measured: escaping one scalar at a time into a `String` was a third of
  /// `render --cast`). Escaped are `"`, `\`, C0 controls and DEL, and the C1 controls U+0080–
  /// U+009F (UTF-8 `C2 80`–`C2 9F`), which some terminals act on.
  ///
  /// - Parameter utf8: valid UTF-8, as a `String` holds it.
  /// - Complexity: O(bytes).
  public static func escape(utf8 s: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var run = 0
    var i = 0
    let look = needsLook
    while i < s.count {
      let byte = s[i]
      if !look[Int(byte)] {
        i += 1
        continue
      }
      // 0xC2 leads U+0080–U+00BF; only U+0080–U+009F are controls.
      if byte == 0xC2 && !(i + 1 < s.count && s[i + 1] < 0xA0) {
        i += 1
        continue
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: s[run..<i]))
      // The escape gathered in one word, byte k in bits 8k, and appended in one go: a
      // recording has an ESC every score of bytes, six appends each.
      var escaped = UInt64(UInt8(ascii: "\\"))
      var length = 2
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): escaped |= UInt64(byte) << 8
      case UInt8(ascii: "\n"): escaped |= UInt64(UInt8(ascii: "n")) << 8
      case UInt8(ascii: "\t"): escaped |= UInt64(UInt8(ascii: "t")) << 8
      case UInt8(ascii: "\r"): escaped |= UInt64(UInt8(ascii: "r")) << 8
      default:
        let value = byte == 0xC2 ? s[i + 1] : byte
        if byte == 0xC2 { i += 1 }
        escaped |= UInt64(UInt8(ascii: "u")) << 8 | UInt64(UInt8(ascii: "0")) << 16
        escaped |= UInt64(UInt8(ascii: "0")) << 24 | UInt64(hexDigits[Int(value >> 4)]) << 32
        escaped |= UInt64(hexDigits[Int(value & 0x0F)]) << 40
        length = 6
      }
      escaped = escaped.littleEndian
      withUnsafeBytes(of: &escaped) { raw in
        out.append(
          contentsOf: UnsafeBufferPointer(
            start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: length))
      }
      i += 1
      run = i
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: s[run..<s.count]))
    out.append(UInt8(ascii: "\""))
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// By byte: whether `escape(utf8:into:)` must look closer (C0 controls, quote, backslash,
  /// DEL, and 0xC2, which may lead a C1 control); one load per byte in place of six tests,
  /// for a recording escapes every byte it writes.
  private static let needsLook: [Bool] = (0...255).map { (byte: Int) -> Bool in
    byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2
  }
}
