extension TimelineCompiler {
  /// Validates a keyframe animation and stores its lanes, key times and easings: the values
  /// once when shared (or alike for every selected glyph), else once per selected glyph, in
  /// `scope.selected`'s order so target k's values start at `values + k × count`.
  mutating func compileKeyframes(
    _ keyframe: KeyframeAnimation, _ space: ColourSpace, _ scope: Scope
  ) -> CompiledTrack.Keyframes? {
    let path = scope.path
    let byGlyph = keyframe.valuesByGlyph
    if let byGlyph {
      guard checkValuesByGlyph(keyframe, byGlyph, path + ".valuesByGlyph") else { return nil }
      // No glyphs, so no lists to take a count from: nothing moves.
      if byGlyph.isEmpty { return nil }
    } else {
      guard check(keyframe.property, keyframe.values, path) else { return nil }
    }
    let count = keyframe.valueCount
    let mode = keyframe.calculationMode
    guard count > 0 else {
      error(
        path + (byGlyph == nil ? ".values" : ".valuesByGlyph"),
        "a keyframe animation needs at least one value")
      return nil
    }
    var times = keyframe.effectiveKeyTimes
    var valid = true
    if !keyframe.keyTimes.isEmpty && mode != .paced {
      let expected = mode == .discrete ? count + 1 : count
      if times.count != expected {
        error(
          path + ".keyTimes",
          "\(mode.rawValue) keyframes need \(expected) key times for \(count) values; "
            + "got \(times.count)",
          hint: mode == .discrete ? "discrete mode takes one more key time than values" : nil)
        valid = false
      } else {
        if times.first != 0 || times.last != 1 {
          error(
            path + ".keyTimes",
            "keyTimes must run from 0 to 1; got \(times.first!) … \(times.last!)")
          valid = false
        }
        for i in times.indices.dropFirst() where times[i] < times[i - 1] {
          error(
            path + ".keyTimes", "keyTimes must rise; got \(times[i]) after \(times[i - 1])",
            hint: "sort them or drop one")
          valid = false
        }
      }
    }
    let segments = max(count - 1, 1)
    let functions = keyframe.timingFunctions
    if mode != .paced && !(functions.count <= 1 || functions.count == segments) {
      error(
        path + ".timingFunctions",
        "give no timing function, one for all segments, or one per segment (\(segments)); "
          + "got \(functions.count)")
      valid = false
    }
    guard valid else { return nil }

    // Each selected glyph's lanes straight into the store, target k's at `start + k × count`.
    let start = lanes.count
    var isPerTarget: Bool
    if let byGlyph {
      reserveLanes(scope.selected.count * count)
      for g in scope.selected { appendLanes(byGlyph[g], space) }
      // Per-glyph values all alike (an expression that ignores the glyph, say) are stored once,
      // so the loop's shared fast paths apply; none selected stores none, and is per target so
      // that no shared value is ever read.
      isPerTarget = scope.selected.isEmpty || !Self.listsAlike(lanes, from: start, count: count)
      if !isPerTarget { lanes.removeSubrange((start + count)...) }
    } else {
      appendLanes(keyframe.values, space)
      isPerTarget = false
    }
    let lists = lanes.count - start
    if mode == .paced && !keyframe.property.isDiscrete && count > 1 {
      // Key times proportional to the distance covered, so the pace is even.
      var distances = [0.0]
      for i in 1..<count {
        let d = lanes[start + i] - lanes[start + i - 1]
        distances.append(distances.last! + (d * d).sum().squareRoot())
      }
      let total = distances.last!
      times = total > 0 ? distances.map { $0 / total } : keyframe.effectiveKeyTimes
    }
    var compiled = CompiledTrack.Keyframes(
      values: start, count: count, keyTimes: keyTimes.count, easings: easings.count,
      easingCount: mode == .paced ? 0 : functions.count,
      mode: mode == .paced ? .linear : mode, isPerTarget: isPerTarget)
    compiled.isConstant =
      lists > 0
      && Self.isConstant(
        lanes[start...], count: count, mode: compiled.mode, easingCount: compiled.easingCount,
        isDiscrete: keyframe.property.isDiscrete)
    keyTimes += times
    // 1 / (t[i+1] − t[i]) per linear segment, so the per-glyph loop multiplies, not divides.
    if compiled.mode != .discrete {
      for i in 0..<max(count - 1, 0) {
        let span: Double = times[i + 1] - times[i]
        keyTimes.append(span > 0 ? 1 / span : 0)
      }
    }
    if mode != .paced { easings += functions.map(\.resolved) }
    return compiled
  }

  /// Whether every list's values are one value that `keyframeValue` gives at every finite
  /// eased progress, bit for bit: a glyph that picks one colour for its whole animation (rain's
  /// drops, decrypt's noise) then costs no progress and no search.
  ///
  /// Discrete values (a step picks one of them) need only be equal. Interpolated ones give
  /// `a + (a − a) × u`, which is `a` when `a` is finite (`a − a` is 0) and no lane is −0 (which
  /// `+ 0` makes +0), and `u` is finite: with no timing function per segment it is a clamped
  /// progress times a finite inverse span. Cubic keyframes are left to the general path.
  /// The lists are `count` lanes each, one after another in `lists`.
  static func isConstant(
    _ lists: ArraySlice<SIMD4<Double>>, count: Int, mode: KeyframeAnimation.CalculationMode,
    easingCount: Int, isDiscrete: Bool
  ) -> Bool {
    let steps = isDiscrete || mode == .discrete
    guard count > 0, steps || (mode == .linear && easingCount == 0) else { return false }
    return stride(from: lists.startIndex, to: lists.endIndex, by: count).allSatisfy {
      isOneValue(lists[$0..<$0 + count], steps: steps)
    }
  }

  /// Whether every list of `count` lanes from `start` on equals the first (by `==`, lane by
  /// lane, so a −0 matches a +0 and a NaN matches nothing).
  static func listsAlike(_ lanes: [SIMD4<Double>], from start: Int, count: Int) -> Bool {
    var k = start + count
    while k < lanes.count {
      for i in 0..<count where lanes[k + i] != lanes[start + i] { return false }
      k += count
    }
    return true
  }

  /// Whether `values` are one value, bit for bit, that a blend between any two of them gives
  /// at every finite `u`: equal where a step picks one (`steps`), else also finite with no
  /// lane −0 (`a + (a − a) × u` is `a` then). None is no value.
  static func isOneValue(_ values: some Collection<SIMD4<Double>>, steps: Bool) -> Bool {
    guard let first = values.first else { return false }
    for value in values {
      for lane in 0..<4 {
        guard value[lane].bitPattern == first[lane].bitPattern else { return false }
        if !steps && (!value[lane].isFinite || value[lane].bitPattern == (-0.0).bitPattern) {
          return false
        }
      }
    }
    return true
  }

  /// Appends one list of keyframe values as lanes, hues aligned pairwise in HSB.
  private mutating func appendLanes(_ list: [AnimatableValue], _ space: ColourSpace) {
    let first = lanes.count
    for value in list { lanes.append(lanes(value, space)) }
    if space == .hsb {
      for i in (first..<lanes.count).dropFirst() {
        var (a, b) = (lanes[i - 1], lanes[i])
        ColourSpace.alignHues(&a, &b)
        (lanes[i - 1], lanes[i]) = (a, b)
      }
    }
  }

  /// Checks per-glyph keyframe values at `path`: one list per glyph, all as long as the first,
  /// every value of the property's kind, and a mode whose key times do not follow the values.
  /// Each kind of problem is reported once, at the first glyph that has it.
  ///
  /// A per-glyph duration splits one animation into dozens of copies sharing one array of
  /// lists (every glyph's, not only the copy's): an array already found valid for the same
  /// property kind and mode is not walked again (that was half of compiling a 200x50 matrix).
  private mutating func checkValuesByGlyph(
    _ keyframe: KeyframeAnimation, _ lists: [[AnimatableValue]], _ path: String
  ) -> Bool {
    // The animations being compiled hold the array, so its storage outlives the compiler.
    let checked = CheckedValueLists(
      storage: lists.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) },
      count: lists.count, kind: keyframe.property.valueKind,
      isPaced: keyframe.calculationMode == .paced, isEnds: false)
    if checkedValueLists.contains(checked) { return true }
    let valid = checkValuesByGlyphOnce(keyframe, lists, path)
    if valid { checkedValueLists.insert(checked) }
    return valid
  }

  private mutating func checkValuesByGlyphOnce(
    _ keyframe: KeyframeAnimation, _ lists: [[AnimatableValue]], _ path: String
  ) -> Bool {
    var valid = checkGlyphCount(lists.count, path)
    func others(_ n: Int) -> String { n > 1 ? " (and \(n - 1) more glyphs)" : "" }
    if keyframe.calculationMode == .paced {
      error(
        path, "paced keyframes need shared values",
        hint: "give values instead, or use the linear calculation mode")
      valid = false
    }
    let count = lists.first?.count ?? 0
    let ragged = lists.indices.filter { lists[$0].count != count }
    if let first = ragged.first {
      error(
        path + "[\(first)]",
        "every glyph needs as many values as glyph 0 (\(count)); got \(lists[first].count)"
          + others(ragged.count))
      valid = false
    }
    let kind = keyframe.property.valueKind
    let wrong = lists.indices.filter { lists[$0].contains { $0.kind != kind } }
    if let first = wrong.first, let j = lists[first].firstIndex(where: { $0.kind != kind }) {
      error(
        path + "[\(first)][\(j)]",
        "\(keyframe.property) takes a \(kind.rawValue) value; got a "
          + "\(lists[first][j].kind.rawValue)" + others(wrong.count))
      valid = false
    }
    return valid
  }

  /// The glyphs' resting state as a presentation, with each glyph's transform anchor.
  func model(anchor: TransformAnchor) -> Presentation {
    var anchors: [Point]
    switch anchor {
    case .glyph(let offset): anchors = glyphs.map { $0.centre + offset }
    case .textCentre:
      let centre = Stagger.boundsCentre(glyphs)
      anchors = glyphs.map { _ in centre }
    case .wordCentre, .lineCentre:
      let key: (GlyphGeometry) -> Int = anchor == .wordCentre ? { $0.wordIndex } : { $0.lineIndex }
      let centres = Dictionary(grouping: glyphs, by: key).mapValues { Stagger.boundsCentre($0) }
      anchors = glyphs.map { centres[key($0)]! }
    }
    return Presentation(
      opacity: models.map(\.opacity), offset: models.map(\.offset),
      rotation: models.map(\.rotation), scale: models.map(\.scale), anchor: anchors,
      foregroundColour: models.map(\.foregroundColour),
      backgroundColour: models.map(\.backgroundColour), zIndex: models.map(\.zIndex),
      isHidden: models.map(\.isHidden),
      symbolIndex: Array(repeating: -1, count: glyphs.count), symbols: symbols)
  }
}

/// An array of per-glyph keyframe lists (or of a basic animation's ends) found valid: its
/// storage, length, and what it was checked for.
struct CheckedValueLists: Hashable {
  var storage: UInt
  var count: Int
  var kind: AnimatableValue.Kind
  var isPaced: Bool
  /// Whether it holds one value per glyph (`checkByGlyph`) rather than a list per glyph.
  var isEnds: Bool
}
