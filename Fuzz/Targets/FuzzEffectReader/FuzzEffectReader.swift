import KinetypeHostile

/// `FuzzTarget.effectReader` under libFuzzer (`make fuzz`), or a replayer of files through its
/// invariants (`swift build`).
@main enum FuzzEffectReader {
  static func main() { FuzzEntry.main(.effectReader) }
}
