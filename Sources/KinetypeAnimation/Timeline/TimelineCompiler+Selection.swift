extension TimelineCompiler {
  /// `within` (glyph numbers), in its order, less the glyphs `selection` leaves out; `ranks`
  /// (when given) is each glyph's place in `within`, -1 for none.
  func select(_ selection: GlyphSelection, within: [Int], ranks: [Int32]?) -> [Int] {
    switch selection {
    case .all:
      return within
    case .set(let indices) where ranks != nil && indices.count < within.count / 4:
      // The members' places in `within`, in order: a step per member and a sort of the few,
      // not a pass over every glyph.
      var places: [Int32] = []
      places.reserveCapacity(indices.count)
      for index in indices where index >= 0 && index < glyphs.count && ranks![index] >= 0 {
        places.append(ranks![index])
      }
      places.sort()
      return places.map { within[Int($0)] }
    case .set(let indices)
    where indicesAreNumbers && (indices.count < within.count || 64 * within.count > glyphs.count):
      // Marking the set's members costs a step per member, not a hash per glyph of `within`:
      // a per-glyph duration splits an animation into dozens of sets over one parent's glyphs,
      // and hashing every glyph for each was a fifth of building a 200x50 decrypt. A set as
      // large as `within` (a child taking its group's glyphs) is marked too where `within` is
      // not a few glyphs among many, whose hashes cost less than a flag for every glyph.
      var marked = [Bool](repeating: false, count: glyphs.count)
      for index in indices where index >= 0 && index < glyphs.count { marked[index] = true }
      return within.filter { marked[$0] }
    default:
      return within.filter { selection.contains(glyphs[$0]) }
    }
  }
}
