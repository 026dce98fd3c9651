import KinetypeHostile

/// `FuzzTarget.plainReader` under libFuzzer (`make fuzz`), or a replayer of files through its
/// invariants (`swift build`).
@main enum FuzzPlainReader {
  static func main() { FuzzEntry.main(.plainReader) }
}
