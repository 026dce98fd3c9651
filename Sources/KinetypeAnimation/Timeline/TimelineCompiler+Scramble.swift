extension TimelineCompiler {
  /// Checks a scramble, registers its characters in the symbol table once, and adds its track.
  mutating func compileScramble(
    _ scramble: ScrambleAnimation, _ animation: Animation, _ scope: Scope
  ) {
    var valid = true
    if scramble.symbols.isEmpty {
      error(scope.path + ".symbols", "a scramble needs at least one symbol")
      valid = false
    }
    if !(scramble.rate > 0) || !scramble.rate.isFinite {
      error(
        scope.path + ".rate",
        "rate must be a positive number of changes a second; got \(scramble.rate)")
      valid = false
    }
    guard valid else { return }
    // A per-glyph duration's copies share one array of symbols: its lanes are stored once.
    let storage = [
      scramble.symbols.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) },
      UInt(scramble.symbols.count),
    ]
    let start = scrambleLanes[storage] ?? lanes.count
    if start == lanes.count {
      for character in scramble.symbols {
        lanes.append(lanes(.symbol(Symbol(character)), .rgb))
      }
      scrambleLanes[storage] = start
    }
    // The track's position among all tracks names this animation in the hash, so two scrambles
    // of one glyph draw different symbols.
    let compiled = CompiledTrack.Scramble(
      symbols: start, count: scramble.symbols.count, rate: scramble.rate,
      channel: 0x5C2A_3B1E_0000_0000 &+ UInt64(tracks.count))
    addTrack(.symbol, animation, scope, .scramble(compiled))
  }
}
