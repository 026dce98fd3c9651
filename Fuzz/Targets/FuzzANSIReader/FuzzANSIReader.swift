import KinetypeHostile

/// `FuzzTarget.ansiReader` under libFuzzer (`make fuzz`), or a replayer of files through its
/// invariants (`swift build`).
@main enum FuzzANSIReader {
  static func main() { FuzzEntry.main(.ansiReader) }
}
