import Glibc

/// Numbers as messages show them, without Foundation's `String(format:)`.
enum NumberText {
  /// `%g`: six significant digits, no trailing zeros (`7200`, `0.5`, `1e+300`).
  static func shortest(_ value: Double) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%g", $0) }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
