import KinetypeCore

/// Why a font file cannot be used: every problem found, each at file:line:column.
public struct FontError: DiagnosedError, Hashable, Sendable {
  public var diagnostics: [Diagnostic]

  public init(diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}

extension FIGletFont {
  /// The codes every font holds after the printable ASCII ones, in file order: Ä Ö Ü ä ö ü ß.
  static let deutschCodes = [196, 214, 220, 228, 246, 252, 223]

  /// Reads a `.flf` font from its bytes (UTF-8, or Latin-1 when they are not UTF-8).
  ///
  /// Like FIGlet, a font may stop before its Deutsch characters; anything else missing, a bad
  /// header or a code tag that is not a number is reported, every problem at once.
  ///
  /// - Parameters:
  ///   - bytes: the file's contents.
  ///   - origin: the file name diagnostics start with.
  /// - Throws: `FontError` with every problem found.
  public init(parsing bytes: [UInt8], origin: String) throws {
    if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
      throw FontError(diagnostics: [
        Diagnostic(
          .error, at: SourceLocation(file: origin, line: 1, column: 1),
          "the font is a zip archive", hint: "unzip it and give the .flf file inside")
      ])
    }
    var reader = FIGletFontReader(lines: Self.lines(of: bytes), origin: origin)
    self = try reader.read()
  }

  /// The file's lines without their line ends (LF, CRLF or CR).
  static func lines(of bytes: [UInt8]) -> [[Character]] {
    var text = ""
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var valid = true
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
      case .emptyInput: break decoding
      case .error:
        valid = false
        break decoding
      }
    }
    if !valid {
      // Fonts older than UTF-8 are Latin-1, whose bytes are the first 256 code points.
      text = String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
    var lines: [[Character]] = []
    var line: [Character] = []
    for character in text {
      // "\r\n" is one Character in Swift.
      if character == "\n" || character == "\r\n" || character == "\r" {
        lines.append(line)
        line = []
      } else {
        line.append(character)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}

/// Walks a font's lines once, collecting diagnostics.
struct FIGletFontReader {
  let lines: [[Character]]
  let origin: String
  var diagnostics: [Diagnostic] = []
  /// The next line to read, 0-based.
  var next = 0

  init(lines: [[Character]], origin: String) {
    self.lines = lines
    self.origin = origin
  }

  mutating func fail(line: Int, column: Int, _ message: String, hint: String) {
    diagnostics.append(
      Diagnostic(
        .error, at: SourceLocation(file: origin, line: line, column: column), message, hint: hint))
  }

  /// The header's fields: (text, 1-based column) for each word of line 1.
  func words(of line: [Character]) -> [(String, Int)] {
    var result: [(String, Int)] = []
    var current = ""
    var start = 0
    for (index, character) in line.enumerated() {
      if character == " " || character == "\t" {
        if !current.isEmpty { result.append((current, start + 1)) }
        current = ""
      } else {
        if current.isEmpty { start = index }
        current.append(character)
      }
    }
    if !current.isEmpty { result.append((current, start + 1)) }
    return result
  }

  mutating func read() throws -> FIGletFont {
    guard let header = lines.first, header.count >= 6, String(header.prefix(5)) == "flf2a" else {
      fail(
        line: 1, column: 1,
        "not a FIGlet font: the first line must start with 'flf2a' and the hardblank",
        hint: "give a .flf font file (e.g. /usr/share/figlet/standard.flf)")
      throw FontError(diagnostics: diagnostics)
    }
    let hardblank = header[5]
    let fields = words(of: Array(header.dropFirst(6)))
    let names = [
      "height", "baseline", "max length", "old layout", "comment lines", "print direction",
      "full layout", "code tag count",
    ]
    var numbers: [Int] = []
    for (index, (word, column)) in fields.prefix(names.count).enumerated() {
      guard let number = Int(word) else {
        fail(
          line: 1, column: column + 6,
          "header field \(names[index]) must be a whole number, got '\(word)'",
          hint: "fix the header: flf2a$ height baseline max-length old-layout comment-lines …")
        throw FontError(diagnostics: diagnostics)
      }
      numbers.append(number)
    }
    guard numbers.count >= 5 else {
      fail(
        line: 1, column: header.count + 1,
        "the header has \(numbers.count) numbers, it needs at least 5",
        hint:
          "write height, baseline, max length, old layout and comment lines after flf2a\(hardblank)"
      )
      throw FontError(diagnostics: diagnostics)
    }
    let height = numbers[0]
    guard height >= 1 && height <= 256 else {
      fail(
        line: 1, column: fields[0].1 + 6, "the height must be 1 to 256 rows, got \(height)",
        hint: "give the number of rows every letter has")
      throw FontError(diagnostics: diagnostics)
    }
    let commentCount = numbers[4]
    guard commentCount >= 0, commentCount < lines.count else {
      fail(
        line: 1, column: fields[4].1 + 6,
        "the header announces \(commentCount) comment lines; the file has \(lines.count - 1) lines after the header",
        hint: "count the comment lines again")
      throw FontError(diagnostics: diagnostics)
    }
    let comment = lines[1..<(1 + commentCount)].map { String($0) }.joined(separator: "\n")
    next = 1 + commentCount
    var characters: [Int: FIGletCharacter] = [:]
    for code in 32...126 {
      guard let letter = readLetter(code: code, height: height, optional: false) else {
        throw FontError(diagnostics: diagnostics)
      }
      characters[code] = letter
    }
    for code in FIGletFont.deutschCodes {
      guard next < lines.count else { break }
      guard let letter = readLetter(code: code, height: height, optional: false) else {
        throw FontError(diagnostics: diagnostics)
      }
      characters[code] = letter
    }
    while next < lines.count {
      let tagLine = next
      let line = lines[next]
      next += 1
      guard let (word, column) = words(of: line).first else { continue }
      let code = Self.code(word)
      if code == nil {
        fail(
          line: tagLine + 1, column: column, "expected a character code, got '\(word)'",
          hint: "start a code-tagged character with its code: 196, 0x00C4 or 0304")
      }
      guard let letter = readLetter(code: code ?? -1, height: height, optional: false) else {
        break
      }
      if let code, code >= 0 { characters[code] = letter }
    }
    guard diagnostics.isEmpty else { throw FontError(diagnostics: diagnostics) }
    return FIGletFont(
      hardblank: hardblank, height: height, baseline: numbers[1],
      layout: FIGletLayout(oldLayout: numbers[3], fullLayout: numbers.count > 6 ? numbers[6] : nil),
      printDirection: numbers.count > 5 ? numbers[5] : 0, comment: comment,
      characters: characters)
  }

  /// Reads one letter's rows, stripping each row's end marks (the last non-space character
  /// and its repeats); nil, with a diagnostic, when the file ends first.
  mutating func readLetter(code: Int, height: Int, optional: Bool) -> FIGletCharacter? {
    guard next + height <= lines.count else {
      let named = (32...126).contains(code) ? "'\(Character(Unicode.Scalar(UInt8(code))))' " : ""
      fail(
        line: lines.count, column: (lines.last?.count ?? 0) + 1,
        "the file ends inside character \(named)(code \(code)): it has \(lines.count - next) of its \(height) rows",
        hint: "give every character \(height) rows, each ending with its end mark (e.g. @)")
      return nil
    }
    var rows: [[Character]] = []
    for line in lines[next..<(next + height)] {
      var row = line
      while let last = row.last, last == " " || last == "\t" { row.removeLast() }
      if let mark = row.last {
        while row.last == mark { row.removeLast() }
      }
      // A control inside a letter (a tab, or C1 from a Latin-1 file's bytes 0x80–0x9F) would
      // reach the terminal as one: it is a blank sub-character instead.
      rows.append(
        row.map { $0.unicodeScalars.contains(where: OutsideText.isControl) ? " " : $0 })
    }
    next += height
    return FIGletCharacter(rows: rows)
  }

  /// A code tag's number: decimal, `0x` hexadecimal or `0` octal, maybe negative.
  static func code(_ word: String) -> Int? {
    var text = Substring(word)
    var sign = 1
    if text.hasPrefix("-") {
      sign = -1
      text = text.dropFirst()
    }
    let value: Int?
    if text.hasPrefix("0x") || text.hasPrefix("0X") {
      value = Int(text.dropFirst(2), radix: 16)
    } else if text.hasPrefix("0") && text.count > 1 {
      value = Int(text.dropFirst(), radix: 8)
    } else {
      value = Int(text)
    }
    return value.map { $0 * sign }
  }
}
