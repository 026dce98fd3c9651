import Foundation
import KinetypeHostile

extension HostileRun.Result {
  /// Everything wrong with a run, each said safely: a crash or a hang, an exit status outside
  /// 0/1/2 (or 64, a usage error), a foreign byte on standard output or error or in a file written, a lost character.
  func problems(of run: HostileRun) -> [String] {
    var found: [String] = []
    if timedOut {
      found.append("did not finish within \(HostileRun.timeLimit) s (killed)")
    } else if signalled || status > 128 {
      let number = signalled ? status : status - 128
      let what = number == 25 ? " (SIGXFSZ: wrote past 100 MB)" : ""
      found.append("ended by signal \(number)\(what)")
    } else if !run.allowedStatuses.contains(status) {
      found.append("exit status \(status), not one of \(run.allowedStatuses.sorted())")
    }
    if run.stdout == nil {
      found += Self.scan("standard output", stdout, allowing: .text)
      if stdout.first == UInt8(ascii: "{") || stdout.first == UInt8(ascii: "[") {
        found += Self.scanJSON("standard output's JSON", stdout)
      }
    }
    found += Self.scan("standard error", stderr, allowing: .text)
    for (name, bytes) in outputs.sorted(by: { $0.key < $1.key }) {
      found += Self.scan(name, bytes, allowing: .text)
      if name.hasSuffix(".cast") { found += Self.scanCast(name, bytes) }
      if name.hasSuffix(".svg") { found += Self.scanEntities(name, bytes) }
    }
    if let keep = run.mustKeep {
      let shown = Self.counts(String(decoding: stdout, as: UTF8.self))
      let missing = Self.counts(String(keep)).filter { shown[$0.key, default: 0] < $0.value }
      if !missing.isEmpty {
        let list = missing.keys.sorted().map { ForeignByteScanner.visible(Array(String($0).utf8)) }
        found.append(
          "lost characters on standard output: \(list.prefix(12).joined(separator: " "))")
      }
      let given = Self.counts(String(keep))
      let extra = shown.filter { given[$0.key, default: 0] < $0.value }
      if run.nothingElse && !extra.isEmpty {
        let list = extra.keys.sorted().map { ForeignByteScanner.visible(Array(String($0).utf8)) }
        found.append(
          "characters not in the input on standard output: \(list.prefix(12).joined(separator: " "))"
        )
      }
    }
    return found
  }

  static func counts(_ text: String) -> [Character: Int] {
    var counts: [Character: Int] = [:]
    for character in text where !character.isWhitespace { counts[character, default: 0] += 1 }
    return counts
  }

  static func scan(_ what: String, _ bytes: [UInt8], allowing: ForeignByteScanner.Allowance)
    -> [String]
  {
    let findings = ForeignByteScanner.findings(in: bytes, allowing: allowing)
    guard let first = findings.first else { return [] }
    return ["\(what): \(findings.count) foreign, first \(first)"]
  }

  /// An asciicast: each event's data is what a terminal is sent, escapes and all.
  static func scanCast(_ name: String, _ bytes: [UInt8]) -> [String] {
    var found: [String] = []
    for (number, line) in bytes.split(separator: 0x0A).enumerated() where number > 0 {
      guard let event = try? JSONSerialization.jsonObject(with: Data(line)) as? [Any],
        event.count == 3, let data = event[2] as? String
      else {
        found.append("\(name): line \(number + 1) is not an event")
        break
      }
      found += scan("\(name) event \(number)", Array(data.utf8), allowing: .terminal)
      if found.count > 3 { break }
    }
    return found
  }

  /// Every string in a JSON document, scanned as text.
  static func scanJSON(_ what: String, _ bytes: [UInt8]) -> [String] {
    guard
      let root = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    else { return [] }
    var strings: [String] = []
    func walk(_ value: Any) {
      if let string = value as? String { strings.append(string) }
      if let array = value as? [Any] { array.forEach(walk) }
      if let object = value as? [String: Any] {
        for (key, value) in object {
          strings.append(key)
          walk(value)
        }
      }
    }
    walk(root)
    return strings.flatMap { scan(what, Array($0.utf8), allowing: .text) }.prefix(3).map { $0 }
  }

  /// Character references in XML (`&#27;`, `&#x9B;`) to what a terminal would act on.
  static func scanEntities(_ name: String, _ bytes: [UInt8]) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    var found: [String] = []
    for match in text.matches(of: /&#(x[0-9A-Fa-f]+|[0-9]+);/) {
      let digits = match.1
      let value =
        digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      guard let value else { continue }
      if value < 0x20 && value != 0x0A || (0x7F..<0xA0).contains(value)
        || ForeignByteScanner.isBidiControl(value)
      {
        found.append("\(name): a character reference to U+\(String(value, radix: 16)): \(match.0)")
      }
    }
    return Array(found.prefix(3))
  }
}
