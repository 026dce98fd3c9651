extension ForeignByteScanner {
  /// One pass over the bytes: a terminal's parser, reduced to "ours or foreign".
  struct Scan {
    let bytes: [UInt8]
    let allowance: Allowance
    var findings: [ForeignByte] = []
    var index = 0

    init(bytes: [UInt8], allowance: Allowance) {
      self.bytes = bytes
      self.allowance = allowance
    }

    mutating func run() {
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case 0x1B: escape()
        case 0x0A: index += 1
        case 0x09 where allowance.tab: index += 1
        case 0x0D, 0x08:
          if !allowance.cursorControls { report(.c0Control, index..<index + 1) }
          index += 1
        case 0x0E, 0x0F:
          if !allowance.cursesCharacterSets { report(.c0Control, index..<index + 1) }
          index += 1
        case 0x00..<0x20, 0x7F:
          report(.c0Control, index..<index + 1)
          index += 1
        case 0x20..<0x7F: index += 1
        default: multibyte()
        }
      }
    }

    mutating func report(_ kind: ForeignByte.Kind, _ range: Range<Int>) {
      let end = min(range.upperBound, bytes.count, range.lowerBound + 24)
      var excerpt = ForeignByteScanner.visible(bytes[range.lowerBound..<end])
      if end < range.upperBound { excerpt += "…" }
      findings.append(ForeignByte(offset: range.lowerBound, kind: kind, excerpt: excerpt))
    }

    /// A UTF-8 sequence starting at a byte ≥ 0x80: C1 and bidi controls are findings, and
    /// so is anything that does not decode (a bare 0x9B is a CSI to an 8-bit terminal).
    mutating func multibyte() {
      guard let (scalar, length) = decode(at: index) else {
        let lead = bytes[index]
        let kind: ForeignByte.Kind = (0x80..<0xA0).contains(lead) ? .c1Control : .invalidUTF8
        // A cut-short sequence is one bad character, as a terminal shows it: its lead and
        // the continuation bytes that came.
        var end = index + 1
        if (0xE0...0xF4).contains(lead) {
          while end < min(bytes.count, index + 3), bytes[end] & 0xC0 == 0x80, bytes[end] >= 0xA0 {
            end += 1
          }
        }
        report(kind, index..<end)
        index = end
        return
      }
      if (0x80..<0xA0).contains(scalar) {
        report(.c1Control, index..<index + length)
      } else if !allowance.bidiControls && ForeignByteScanner.isBidiControl(scalar) {
        report(.bidiControl, index..<index + length)
      }
      index += length
    }

    /// The scalar at `start` and its length, or nil when the bytes there are not UTF-8
    /// (overlong forms and surrogates included).
    func decode(at start: Int) -> (UInt32, Int)? {
      let lead = bytes[start]
      let (length, minimum, initial): (Int, UInt32, UInt32) =
        switch lead {
        case 0xC2...0xDF: (2, 0x80, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (3, 0x800, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (4, 0x10000, UInt32(lead & 0x07))
        default: (0, 0, 0)
        }
      guard length > 0, start + length <= bytes.count else { return nil }
      var value = initial
      for offset in 1..<length {
        let byte = bytes[start + offset]
        guard byte & 0xC0 == 0x80 else { return nil }
        value = value << 6 | UInt32(byte & 0x3F)
      }
      guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else {
        return nil
      }
      return (value, length)
    }

    /// An escape at `index`: ours is skipped, anything else reported whole.
    mutating func escape() {
      let start = index
      guard start + 1 < bytes.count else {
        report(.escape, start..<start + 1)
        index += 1
        return
      }
      let next = bytes[start + 1]
      switch next {
      case UInt8(ascii: "["): controlSequence(from: start)
      case UInt8(ascii: "]"): operatingSystemCommand(from: start)
      case UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
        // DCS, APC, PM, SOS: strings we never send, reported up to their terminator.
        let end = stringEnd(from: start + 2).end
        report(.escape, start..<end)
        index = end
      case UInt8(ascii: "("), UInt8(ascii: ")"):
        let end = min(start + 3, bytes.count)
        let set = end == start + 3 ? bytes[start + 2] : 0
        let ours =
          next == UInt8(ascii: "(")
          ? set == UInt8(ascii: "B")
          : allowance.cursesCharacterSets && (set == UInt8(ascii: "0") || set == UInt8(ascii: "B"))
        if !ours { report(.escape, start..<end) }
        index = end
      case UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "7"), UInt8(ascii: "8"),
        UInt8(ascii: "M"):
        index = start + 2
      default:
        // ESC c, ESC # 8, ESC ) 0, ESC \ on its own, ESC and a control…: one intermediate
        // run and a final byte, reported together.
        var end = start + 1
        while end < bytes.count, (0x20..<0x30).contains(bytes[end]) { end += 1 }
        end = min(end + 1, bytes.count)
        report(.escape, start..<end)
        index = end
      }
    }

    /// `ESC [ params intermediates final`: SGR, cursor moves and our modes pass.
    mutating func controlSequence(from start: Int) {
      var end = start + 2
      while end < bytes.count, (0x30..<0x40).contains(bytes[end]) { end += 1 }
      let parameters = Array(bytes[(start + 2)..<end])
      var hasIntermediates = false
      while end < bytes.count, (0x20..<0x30).contains(bytes[end]) {
        hasIntermediates = true
        end += 1
      }
      guard end < bytes.count, (0x40..<0x7F).contains(bytes[end]) else {
        // Unterminated, or broken by a control: a terminal would act on part of it.
        report(.escape, start..<min(end + 1, bytes.count))
        index = min(end + 1, bytes.count)
        return
      }
      let final = bytes[end]
      index = end + 1
      if !hasIntermediates && isOurs(parameters: parameters, final: final) { return }
      // Insert mode (smir/rmir) and screen's very visible cursor (cvvis/cnorm: CSI 34 h|l).
      let cursesMode =
        (parameters == Array("4".utf8) || parameters == Array("34".utf8))
        && (final == UInt8(ascii: "h") || final == UInt8(ascii: "l"))
      if !hasIntermediates && cursesMode && allowance.cursesCharacterSets { return }
      report(.escape, start..<index)
    }

    func isOurs(parameters: [UInt8], final: UInt8) -> Bool {
      let numeric = parameters.allSatisfy {
        (0x30...0x39).contains($0) || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ":")
      }
      if numeric && (final == UInt8(ascii: "m") || ForeignByteScanner.cursorFinals.contains(final))
      {
        return true
      }
      if numeric && final == UInt8(ascii: "t") {
        // The title stack that xterm's smcup / rmcup push and pop; never a title itself.
        let text = String(decoding: parameters, as: UTF8.self)
        return text == "22;0;0" || text == "23;0;0" || text == "22;0" || text == "23;0"
      }
      if parameters.first == UInt8(ascii: "?"),
        final == UInt8(ascii: "h") || final == UInt8(ascii: "l")
      {
        let modes = String(decoding: parameters.dropFirst(), as: UTF8.self)
          .split(separator: ";", omittingEmptySubsequences: false)
        return !modes.isEmpty
          && modes.allSatisfy { Int($0).map(ForeignByteScanner.ownModes.contains) ?? false }
      }
      return false
    }

    /// `ESC ] number ; … ST`: OSC 8 with a clean URL passes; OSC 52 only when allowed.
    mutating func operatingSystemCommand(from start: Int) {
      let (end, terminated) = stringEnd(from: start + 2)
      index = end
      guard terminated else { return report(.escape, start..<end) }
      let terminator = bytes[end - 1] == 0x5C || bytes[end - 2] == 0xC2 ? 2 : 1
      let body = Array(bytes[(start + 2)..<(end - terminator)])
      let fields = body.split(
        separator: UInt8(ascii: ";"), maxSplits: 2, omittingEmptySubsequences: false)
      let number = String(decoding: fields.first ?? [], as: UTF8.self)
      if number == "52" && allowance.clipboard { return }
      guard number == "8", fields.count == 3 else { return report(.escape, start..<end) }
      let url = Array(fields[2])
      if ForeignByteScanner.hasControl(url) { report(.linkControl, start..<end) }
    }

    /// Where a string started at `from` ends: after BEL, `ESC \`, or a C1 ST (0x9C or
    /// U+009C). An ESC of another sequence aborts it (the string is then unterminated and
    /// the ESC is scanned on its own), and so does the end of the output.
    func stringEnd(from: Int) -> (end: Int, terminated: Bool) {
      var position = from
      while position < bytes.count {
        switch bytes[position] {
        case 0x07, 0x9C: return (position + 1, true)
        case 0x1B:
          let isST = position + 1 < bytes.count && bytes[position + 1] == 0x5C
          return isST ? (position + 2, true) : (position, false)
        case 0xC2 where position + 1 < bytes.count && bytes[position + 1] == 0x9C:
          return (position + 2, true)
        default: position += 1
        }
      }
      return (bytes.count, false)
    }
  }

  /// Whether bytes hold a control a URL must not: below 0x20, DEL, U+0080–U+009F, or
  /// bytes that are not UTF-8 (a bare 0x9B is a CSI to an 8-bit terminal).
  public static func hasControl(_ bytes: [UInt8]) -> Bool {
    let scan = Scan(bytes: bytes, allowance: .text)
    var offset = 0
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte < 0x20 || byte == 0x7F { return true }
      if byte < 0x80 {
        offset += 1
        continue
      }
      guard let (scalar, length) = scan.decode(at: offset), !(0x80..<0xA0).contains(scalar)
      else { return true }
      offset += length
    }
    return false
  }
}
