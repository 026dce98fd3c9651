/// Decodes UTF-8 totally: every byte sequence gives scalars, invalid parts become U+FFFD.
///
/// Each maximal subpart of an ill-formed sequence becomes one U+FFFD, the practice Unicode
/// recommends (The Unicode Standard, §3.9, "U+FFFD Substitution of Maximal Subparts") and the
/// one WHATWG's decoder follows; `invalidBytes` counts the bytes so replaced.
struct UTF8Decoder {
  private(set) var invalidBytes = 0

  /// Calls `body` with every decoded scalar of `bytes`, in order.
  mutating func decode(_ bytes: [UInt8], _ body: (Unicode.Scalar) -> Void) {
    var index = bytes.startIndex
    let end = bytes.endIndex
    while index != end {
      let lead = bytes[index]
      if lead < 0x80 {
        body(Unicode.Scalar(lead))
        bytes.formIndex(after: &index)
        continue
      }
      // Expected length and the allowed range of the first continuation byte (Table 3-7).
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: length = 3; low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: length = 3; high = 0x9F
      case 0xF0: length = 4; low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4: length = 4; high = 0x8F
      default: length = 0
      }
      var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
      var consumed = 1
      var next = bytes.index(after: index)
      var valid = length > 0
      while valid && consumed < length {
        guard next != end else {
          valid = false
          break
        }
        let byte = bytes[next]
        let (lo, hi) = consumed == 1 ? (low, high) : (0x80, 0xBF)
        guard byte >= lo && byte <= hi else {
          valid = false
          break
        }
        value = value << 6 | UInt32(byte & 0x3F)
        consumed += 1
        bytes.formIndex(after: &next)
      }
      if valid {
        body(Unicode.Scalar(value)!)
      } else {
        invalidBytes += consumed
        body("\u{FFFD}")
      }
      index = next
    }
  }
}
