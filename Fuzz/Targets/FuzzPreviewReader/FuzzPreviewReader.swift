import KinetypeHostile

/// `FuzzTarget.previewReader` under libFuzzer (`make fuzz`), or a replayer of files through its
/// invariants (`swift build`).
@main enum FuzzPreviewReader {
  static func main() { FuzzEntry.main(.previewReader) }
}
