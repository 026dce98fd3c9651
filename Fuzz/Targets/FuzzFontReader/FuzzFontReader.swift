import KinetypeHostile

/// `FuzzTarget.fontReader` under libFuzzer (`make fuzz`), or a replayer of files through its
/// invariants (`swift build`).
@main enum FuzzFontReader {
  static func main() { FuzzEntry.main(.fontReader) }
}
