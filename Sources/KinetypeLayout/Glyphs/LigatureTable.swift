import KinetypeCore

/// Sequences of grapheme clusters that become one glyph when they stand side by side with the
/// same attributes: `->`, `=>`, `!=`, `...`, `ff`, `fi`, `ffi`, `fl`, …
///
/// The table is data: one or more entries per line separated by spaces, `#` to the end of a
/// line is a comment. The longest entry that matches wins.
public struct LigatureTable: Hashable, Sendable {
  /// Entries by their first character, longest first.
  private var entriesByFirst: [Character: [[Character]]] = [:]
  /// The longest entry, in characters.
  public private(set) var maximumLength = 0

  /// Every entry, in no particular order.
  public var entries: [String] { entriesByFirst.values.flatMap { $0.map { String($0) } } }

  /// Parses a table; entries that are not at least two characters are reported, not used.
  ///
  /// - Parameters:
  ///   - text: the table's contents.
  ///   - origin: the file name for diagnostics.
  public init(parsing text: String, origin: String? = nil) {
    self.init(parsing: text, origin: origin, diagnostics: { _ in })
  }

  /// Parses a table, passing each problem to `diagnostics`.
  public init(parsing text: String, origin: String?, diagnostics: (Diagnostic) -> Void) {
    for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let content =
        line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      var column = 1
      for word in content.split(separator: " ", omittingEmptySubsequences: false) {
        defer { column += word.count + 1 }
        guard !word.isEmpty else { continue }
        let characters = Array(word)
        guard characters.count >= 2 else {
          let at = SourceLocation(file: origin, line: lineIndex + 1, column: column)
          diagnostics(
            Diagnostic(
              .warning, at: at, "ligature '\(word)' is a single character",
              hint: "a ligature joins two or more; remove it"))
          continue
        }
        add(characters)
      }
    }
  }

  /// A table with the given entries.
  public init(_ entries: [String]) {
    for entry in entries where entry.count >= 2 { add(Array(entry)) }
  }

  private mutating func add(_ characters: [Character]) {
    var list = entriesByFirst[characters[0], default: []]
    guard !list.contains(characters) else { return }
    list.append(characters)
    list.sort { $0.count > $1.count }
    entriesByFirst[characters[0]] = list
    maximumLength = max(maximumLength, characters.count)
  }

  /// The length of the longest entry that `next(k)` (the k-th character from here, or nil)
  /// matches, or 0.
  func match(_ next: (Int) -> Character?) -> Int {
    guard let first = next(0), let candidates = entriesByFirst[first] else { return 0 }
    for candidate in candidates {
      var k = 1
      while k < candidate.count, next(k) == candidate[k] { k += 1 }
      if k == candidate.count { return k }
    }
    return 0
  }
}
