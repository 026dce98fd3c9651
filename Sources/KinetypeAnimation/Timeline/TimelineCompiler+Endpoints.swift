extension TimelineCompiler {
  /// The two ends of a basic or spring animation, shared or one per glyph of the timeline.
  struct Ends {
    var from: AnimatableValue?
    var to: AnimatableValue?
    var by: AnimatableValue?
    var fromByGlyph: [AnimatableValue]?
    var toByGlyph: [AnimatableValue]?

    /// The pair when it needs no model value: from+to, from → from+by, to−by → to.
    static func fixed(_ from: AnimatableValue?, _ to: AnimatableValue?, _ by: AnimatableValue?)
      -> (AnimatableValue, AnimatableValue)?
    {
      switch (from, to, by) {
      case (let f?, let t?, _): (f, t)
      case (let f?, nil, let b?): (f, b.adding(to: f))
      case (nil, let t?, let b?): (b.negated.adding(to: t), t)
      default: nil
      }
    }
  }

  /// Checks the values of a basic or spring animation at `path`: their kinds, and one per
  /// glyph in each per-glyph array.
  mutating func checkEnds(_ property: AnimatableProperty, _ ends: Ends, _ path: String) -> Bool {
    var valid = check(property, [ends.from, ends.to, ends.by], path)
    valid = checkByGlyph(property, ends.fromByGlyph, path + ".fromByGlyph") && valid
    valid = checkByGlyph(property, ends.toByGlyph, path + ".toByGlyph") && valid
    return valid
  }

  /// Checks that every value is of the property's kind.
  mutating func check(
    _ property: AnimatableProperty, _ values: [AnimatableValue?], _ path: String
  ) -> Bool {
    var valid = true
    for case let value? in values where value.kind != property.valueKind {
      error(
        path,
        "\(property) takes a \(property.valueKind.rawValue) value; got a \(value.kind.rawValue)")
      valid = false
    }
    return valid
  }

  /// Checks a per-glyph array at `path`: one value per glyph, each of the property's kind. A
  /// wrong kind is reported once, at the first glyph that has it, with how many more do.
  mutating func checkByGlyph(
    _ property: AnimatableProperty, _ values: [AnimatableValue]?, _ path: String
  ) -> Bool {
    guard let values else { return true }
    // The animations being compiled hold the array, so its storage outlives the compiler; a
    // per-glyph duration's copies share one array of ends, checked once.
    let checked = CheckedValueLists(
      storage: values.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) },
      count: values.count, kind: property.valueKind, isPaced: false, isEnds: true)
    if checkedValueLists.contains(checked) { return true }
    let valid = checkByGlyphOnce(property, values, path)
    if valid { checkedValueLists.insert(checked) }
    return valid
  }

  private mutating func checkByGlyphOnce(
    _ property: AnimatableProperty, _ values: [AnimatableValue], _ path: String
  ) -> Bool {
    var valid = checkGlyphCount(values.count, path)
    let wrong = values.indices.filter { values[$0].kind != property.valueKind }
    if let first = wrong.first {
      let others = wrong.count > 1 ? " (and \(wrong.count - 1) more glyphs)" : ""
      error(
        path + "[\(first)]",
        "\(property) takes a \(property.valueKind.rawValue) value; got a "
          + "\(values[first].kind.rawValue)\(others)")
      valid = false
    }
    return valid
  }

  /// Checks that a per-glyph array at `path` has one element per glyph of the timeline.
  mutating func checkGlyphCount(_ count: Int, _ path: String) -> Bool {
    guard count != glyphs.count else { return true }
    error(
      path, "give one element per glyph (\(glyphs.count)); got \(count)",
      hint: "per-glyph arrays are indexed by glyph number, whatever the animation selects")
    return false
  }

  /// Stores from/to lanes, once when both ends are fixed for every glyph, else once per
  /// selected glyph (in `scope.selected`'s order, so target k's pair is at `2k`).
  mutating func endpoints(
    _ property: AnimatableProperty, _ ends: Ends, _ animation: Animation, _ scope: Scope
  ) -> (index: Int, perTarget: Bool) {
    let space = animation.colourSpace
    let start = lanes.count
    let isShared = ends.fromByGlyph == nil && ends.toByGlyph == nil
    if isShared, let (f, t) = Ends.fixed(ends.from, ends.to, ends.by) {
      appendPair(lanes(f, space), lanes(t, space), space)
      return (start, false)
    }
    reserveLanes(2 * scope.selected.count)
    for glyph in scope.selected {
      let from = ends.fromByGlyph?[glyph] ?? ends.from
      let to = ends.toByGlyph?[glyph] ?? ends.to
      if let (f, t) = Ends.fixed(from, to, ends.by) {
        appendPair(lanes(f, space), lanes(t, space), space)
        continue
      }
      let model = modelLanes(property, glyph, space)
      let a = from.map { lanes($0, space) } ?? model
      var b = to.map { lanes($0, space) } ?? model
      if let by = ends.by, let value = modelValue(property, glyph) {
        b = lanes(by.adding(to: value), space)
      }
      appendPair(a, b, space)
    }
    // Models are often all alike (every glyph at rest the same way), and so may per-glyph
    // values be: then one pair serves all, and the loop's shared fast paths apply.
    guard lanes.count > start else { return (start, true) }
    let (first, second) = (lanes[start], lanes[start + 1])
    let alike = stride(from: start, to: lanes.count, by: 2).allSatisfy {
      lanes[$0] == first && lanes[$0 + 1] == second
    }
    if alike {
      lanes.removeSubrange((start + 2)...)
      return (start, false)
    }
    return (start, true)
  }

  /// Room in `lanes` for `count` more, grown at least twofold, so that reserving for each
  /// track in turn never copies the store once per track.
  mutating func reserveLanes(_ count: Int) {
    let needed = lanes.count + count
    if lanes.capacity < needed { lanes.reserveCapacity(max(needed, 2 * lanes.capacity)) }
  }

  private mutating func appendPair(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ space: ColourSpace) {
    var (a, b) = (a, b)
    if space == .hsb { ColourSpace.alignHues(&a, &b) }
    lanes.append(a)
    lanes.append(b)
  }
}
