import KinetypeHostile

/// `FuzzTarget.inputDecoder` under libFuzzer (`make fuzz`), or a replayer of files through its
/// invariants (`swift build`).
@main enum FuzzInputDecoder {
  static func main() { FuzzEntry.main(.inputDecoder) }
}
