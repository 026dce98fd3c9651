import KinetypeCore

/// Reads text with ANSI escape sequences: SGR becomes attributes, OSC 8 becomes links, and
/// every other sequence is consumed, dropped and counted.
///
/// Sequences follow ECMA-48's shapes (and xterm's "ctlseqs" for OSC): CSI `ESC [` parameters
/// (0x30–0x3F), intermediates (0x20–0x2F), one final (0x40–0x7E); OSC `ESC ]` up to BEL or ST;
/// DCS, SOS, PM and APC (`ESC P`, `ESC X`, `ESC ^`, `ESC _`) up to ST; `ESC` + intermediates +
/// final; the 8-bit C1 forms (U+009B and friends) alike. A CSI broken by an unexpected
/// character ends there and the character is read as text; a string broken by CAN, SUB or an
/// ESC that does not start ST ends there too. What is unterminated at the end of input is
/// dropped. Nothing the input contains is ever passed through as a sequence.
struct ANSIReader {
  private var builder: AttributedTextBuilder
  private(set) var strippedEscapes = 0
  private var current = TextAttributes.plain

  init(options: ReadOptions) {
    builder = AttributedTextBuilder(options: options)
  }

  /// Reads all of `scalars` and returns the text and the controls the builder dropped.
  static func read(_ scalars: [Unicode.Scalar], options: ReadOptions) -> (
    AttributedText, strippedEscapes: Int, droppedControls: Int
  ) {
    var reader = ANSIReader(options: options)
    reader.read(scalars)
    return (reader.builder.build(), reader.strippedEscapes, reader.builder.droppedControls)
  }

  private mutating func read(_ s: [Unicode.Scalar]) {
    var i = 0
    while i < s.count {
      let value = s[i].value
      switch value {
      case 0x1B:
        i = escape(s, at: i)
      case 0x9B:
        i = controlSequence(s, from: i + 1)
      case 0x9D:
        i = string(s, from: i + 1, belTerminates: true)
      case 0x90, 0x98, 0x9E, 0x9F:
        i = string(s, from: i + 1, belTerminates: false)
      default:
        builder.append(s[i])
        i += 1
      }
    }
  }

  /// Reads the sequence starting with the ESC at `i`; returns where reading continues.
  private mutating func escape(_ s: [Unicode.Scalar], at i: Int) -> Int {
    guard i + 1 < s.count else {
      strippedEscapes += 1
      return i + 1
    }
    let next = s[i + 1].value
    switch next {
    case 0x5B:  // [
      return controlSequence(s, from: i + 2)
    case 0x5D:  // ]
      return string(s, from: i + 2, belTerminates: true)
    case 0x50, 0x58, 0x5E, 0x5F:  // P X ^ _
      return string(s, from: i + 2, belTerminates: false)
    case 0x20...0x2F:
      var j = i + 1
      while j < s.count, (0x20...0x2F).contains(s[j].value) { j += 1 }
      strippedEscapes += 1
      if j < s.count, (0x30...0x7E).contains(s[j].value) { return j + 1 }
      return j
    case 0x30...0x7E:
      strippedEscapes += 1
      return i + 2
    default:
      strippedEscapes += 1  // a lone ESC; what follows is read as text
      return i + 1
    }
  }

  /// Reads a CSI whose parameters start at `start`.
  private mutating func controlSequence(_ s: [Unicode.Scalar], from start: Int) -> Int {
    var j = start
    var parameters = ""
    var hasIntermediates = false
    while j < s.count {
      let value = s[j].value
      switch value {
      case 0x30...0x3F:
        if hasIntermediates { return abandon(at: j) }
        parameters.unicodeScalars.append(s[j])
      case 0x20...0x2F:
        hasIntermediates = true
      case 0x40...0x7E:
        let isSGR =
          value == 0x6D && !hasIntermediates && !parameters.contains(where: "<=>?".contains)
        if isSGR {
          current.style = SGRInterpreter.apply(parameters, to: current.style)
          builder.attributes = current
        } else {
          strippedEscapes += 1
        }
        return j + 1
      default:
        return abandon(at: j)
      }
      j += 1
    }
    return abandon(at: j)
  }

  private mutating func abandon(at j: Int) -> Int {
    strippedEscapes += 1
    return j
  }

  /// Reads an OSC, DCS, SOS, PM or APC payload starting at `start`, up to its terminator.
  private mutating func string(_ s: [Unicode.Scalar], from start: Int, belTerminates: Bool)
    -> Int
  {
    var j = start
    var payload = ""
    while j < s.count {
      let value = s[j].value
      if value == 0x9C || (belTerminates && value == 0x07) {
        finishString(payload, isOSC: belTerminates)
        return j + 1
      }
      if value == 0x1B {
        if j + 1 < s.count, s[j + 1] == "\\" {
          finishString(payload, isOSC: belTerminates)
          return j + 2
        }
        return abandon(at: j)
      }
      if value == 0x18 || value == 0x1A { return abandon(at: j + 1) }
      if belTerminates && payload.utf8.count < 8192 { payload.unicodeScalars.append(s[j]) }
      j += 1
    }
    return abandon(at: j)
  }

  /// OSC 8 sets or clears the link; every other string is dropped and counted.
  private mutating func finishString(_ payload: String, isOSC: Bool) {
    let fields = payload.split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false)
    guard isOSC, fields.count == 3, fields[0] == "8" else {
      strippedEscapes += 1
      return
    }
    let target = String(fields[2])
    // A URL holding a control is no link anyone meant (and C1 controls, U+0080–U+009F, act
    // in some terminals): dropped, as controls in text are.
    let safe = !target.unicodeScalars.contains(where: OutsideText.isControl)
    current.link = target.isEmpty || !safe ? nil : target
    builder.attributes = current
  }
}
