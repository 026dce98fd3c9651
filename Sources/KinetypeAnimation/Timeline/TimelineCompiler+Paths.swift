extension TimelineCompiler {
  /// Checks a motion's path or paths and stores them with their length tables: once when
  /// shared (or alike for every selected glyph), else once per selected glyph, in
  /// `scope.selected`'s order so target k's path is at `index + k`.
  ///
  /// - Returns: where the paths start in `paths` and whether there is one per target; `nil`
  ///   after reporting a problem.
  mutating func compilePaths(_ motion: PathAnimation, _ scope: Scope)
    -> (index: Int, perTarget: Bool)?
  {
    guard let byGlyph = motion.pathsByGlyph else {
      if motion.path.segments.isEmpty {
        error(scope.path + ".path", "a motion path needs at least one segment")
        return nil
      }
      paths.append(CompiledPath(motion.path))
      return (paths.count - 1, false)
    }
    let path = scope.path + ".pathsByGlyph"
    var valid = checkGlyphCount(byGlyph.count, path)
    let empty = byGlyph.indices.filter { byGlyph[$0].segments.isEmpty }
    if let first = empty.first {
      let others = empty.count > 1 ? " (and \(empty.count - 1) more glyphs)" : ""
      error(path + "[\(first)]", "a motion path needs at least one segment" + others)
      valid = false
    }
    guard valid else { return nil }
    let start = paths.count
    let selected = scope.selected.map { byGlyph[$0] }
    // One path serves every glyph when they are all alike, so the loop's shared paths apply;
    // none selected stores none, and is per target so that no shared value is ever read.
    if let first = selected.first, selected.allSatisfy({ $0 == first }) {
      paths.append(CompiledPath(first))
      return (start, false)
    }
    paths += selected.map(CompiledPath.init)
    return (start, true)
  }
}
