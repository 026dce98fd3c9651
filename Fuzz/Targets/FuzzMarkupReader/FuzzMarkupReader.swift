import KinetypeHostile

/// `FuzzTarget.markupReader` under libFuzzer (`make fuzz`), or a replayer of files through its
/// invariants (`swift build`).
@main enum FuzzMarkupReader {
  static func main() { FuzzEntry.main(.markupReader) }
}
