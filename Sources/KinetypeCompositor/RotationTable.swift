import KinetypeCore

/// Characters with rotated look-alikes (`| / - \`, `─ │`, arrows, brackets), kept as data in
/// `effects/rotations.txt`: a turned glyph is drawn as the look-alike nearest its angle.
public struct RotationTable: Hashable, Sendable {
  /// A character's cycle of look-alikes, the angle between them, and its place in it.
  struct Entry: Hashable, Sendable {
    var cycle: [Cluster]
    var step: Double
    var offset: Int

    /// The place in `cycle` of the look-alike nearest `radians` clockwise; nil for an angle of
    /// no sensible size.
    func lookalike(radians: Double) -> Int? {
      let steps = (radians * 180 / Double.pi / step).rounded()
      // An angle of no sensible size (NaN, infinite, or past 2^53 steps, where turns no longer
      // resolve) picks no look-alike rather than trapping in `Int(_:)`; NaN fails `<` too.
      guard abs(steps) < 0x1p53 else { return nil }
      let count = cycle.count
      return ((offset + Int(steps)) % count + count) % count
    }
  }

  /// The entries by number, each one-byte character's number (−1: none) read from a table and
  /// every other character's by cluster (`turns(of:)`): a look-up by string per turned glyph
  /// per frame was a quarter of fall's instructions over 200×50, and varied with the hash seed.
  private var numbered: [Entry] = []
  private var numberByByte = [Int32](repeating: -1, count: 128)
  private var numberByCluster: [Cluster: Int32] = [:]

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
      let clusters = cycle.map(Cluster.init)
      // A character in two cycles keeps the first.
      for (offset, cluster) in clusters.enumerated() where turns(of: cluster) < 0 {
        let number = Int32(numbered.count)
        numbered.append(Entry(cycle: clusters, step: step, offset: offset))
        if let byte = cluster.singleASCIIByte {
          numberByByte[Int(byte)] = number
        } else {
          numberByCluster[cluster] = number
        }
      }
    }
  }

  /// How `text` looks turned by `radians` clockwise, or nil when it has no look-alike.
  public func lookalike(for text: String, radians: Double) -> String? {
    let number = turns(of: Cluster(text))
    return number < 0 ? nil : lookalike(number: number, radians: radians)?.string
  }

  /// The number of the entry of the character `cluster` holds, or −1 when it has no
  /// look-alikes.
  func turns(of cluster: Cluster) -> Int32 {
    if let byte = cluster.singleASCIIByte { return numberByByte[Int(byte)] }
    return numberByCluster.isEmpty ? -1 : numberByCluster[cluster] ?? -1
  }

  /// How the character of entry `number` (`turns(of:)`) looks turned by `radians` clockwise,
  /// or nil when no look-alike is nearest.
  func lookalike(number: Int32, radians: Double) -> Cluster? {
    let entry = numbered[Int(number)]
    return entry.lookalike(radians: radians).map { entry.cycle[$0] }
  }

  public var isEmpty: Bool { numbered.isEmpty }
}
