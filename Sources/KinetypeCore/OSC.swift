/// Operating system commands: the only OSC sequences Kinetype writes.
///
/// Hyperlinks (OSC 8) carry a URL that came from the input, so the URL is percent-encoded here,
/// in the one place these bytes are made: no byte of it can end the sequence early or start
/// another (https://gist.github.com/egmontkob/eb114294efbcd5adb1944c9f3cb5feda: URIs hold only
/// bytes 32–126).
public enum OSC {
  /// OSC 8: what follows links to `url` until the next OSC 8; an empty URL ends the link.
  /// Bytes outside `!`…`~` (controls, space, DEL, every non-ASCII byte) are written `%XX`.
  public static func hyperlink(_ url: String) -> String {
    var out: [UInt8] = []
    hyperlink(url, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// `hyperlink(_:)` appended to `out` as bytes.
  public static func hyperlink(_ url: String, into out: inout [UInt8]) {
    out.append(contentsOf: [0x1B, UInt8(ascii: "]"), UInt8(ascii: "8"), UInt8(ascii: ";")])
    out.append(UInt8(ascii: ";"))
    for byte in url.utf8 {
      if byte > 0x20 && byte < 0x7F {
        out.append(byte)
      } else {
        out.append(UInt8(ascii: "%"))
        out.append(hexDigits[Int(byte >> 4)])
        out.append(hexDigits[Int(byte & 0xF)])
      }
    }
    out.append(0x1B)
    out.append(UInt8(ascii: "\\"))
  }

  /// OSC 52: put `text` on the clipboard (`c`), base64-encoded (so any text is safe), ended by
  /// BEL, which more terminals accept than ST.
  public static func clipboard(_ text: String) -> String {
    "\u{1B}]52;c;" + Base64.encode(Array(text.utf8)) + "\u{07}"
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)
}

/// RFC 4648 base64, for OSC 52.
public enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// `bytes` in base64 with `=` padding.
  public static func encode(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      var chunk = UInt32(bytes[index]) << 16
      if count > 1 { chunk |= UInt32(bytes[index + 1]) << 8 }
      if count > 2 { chunk |= UInt32(bytes[index + 2]) }
      for position in 0..<4 {
        if position <= count {
          out.append(alphabet[Int((chunk >> UInt32(18 - 6 * position)) & 0x3F)])
        } else {
          out.append(UInt8(ascii: "="))
        }
      }
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }
}
