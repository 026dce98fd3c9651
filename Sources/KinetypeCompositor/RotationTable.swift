import KinetypeCore

/// Characters with rotated look-alikes (`| / - \`, `─ │`, arrows, brackets), kept as data in
/// `effects/rotations.txt`: a turned glyph is drawn as the look-alike nearest its angle.
public struct RotationTable: Hashable, Sendable {
  /// A character's cycle of look-alikes, the angle between them, and its place in it.
  struct Entry: Hashable, Sendable {
    var cycle: [String]
    var step: Double
    var offset: Int
  }

  private var entries: [String: Entry] = [:]

  /// An empty table: nothing turns.
  public init() {}

  /// Parses the table; each problem goes to `diagnostics` and its line is skipped.
  ///
  /// - Parameters:
  ///   - text: lines of `STEP: c0 c1 …` (STEP in degrees, dividing 360); `#` starts a comment.
  ///   - origin: the file name for diagnostics.
  public init(
    parsing text: String, origin: String? = nil, diagnostics: (Diagnostic) -> Void = { _ in }
  ) {
    for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let line =
        raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      guard line.contains(where: { $0 != " " }) else { continue }
      let at = SourceLocation(file: origin, line: number + 1, column: 1)
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2, let step = Double(parts[0].trimmingSpaces), step > 0,
        (360 / step).rounded() == 360 / step
      else {
        diagnostics(
          Diagnostic(
            .error, at: at, "expected 'STEP: c0 c1 …' with STEP dividing 360",
            hint: "e.g. '45: | / - \\'"))
        continue
      }
      let cycle = parts[1].split(separator: " ").map(String.init)
      guard cycle.count >= 2 else {
        diagnostics(
          Diagnostic(
            .error, at: at, "a rotation cycle needs at least two characters",
            hint: "list the look-alikes in clockwise order"))
        continue
      }
      for (offset, character) in cycle.enumerated() where entries[character] == nil {
        entries[character] = Entry(cycle: cycle, step: step, offset: offset)
      }
    }
  }

  /// How `text` looks turned by `radians` clockwise, or nil when it has no look-alike.
  public func lookalike(for text: String, radians: Double) -> String? {
    guard let entry = entries[text] else { return nil }
    let steps = (radians * 180 / Double.pi / entry.step).rounded()
    // An angle of no sensible size (NaN, infinite, or past 2^53 steps, where turns no longer
    // resolve) picks no look-alike rather than trapping in `Int(_:)`; NaN fails `<` too.
    guard abs(steps) < 0x1p53 else { return nil }
    let count = entry.cycle.count
    return entry.cycle[((entry.offset + Int(steps)) % count + count) % count]
  }

  public var isEmpty: Bool { entries.isEmpty }
}
