extension TimelineCompiler {
  /// Validates a keyframe animation and stores its lanes, key times and easings.
  mutating func compileKeyframes(
    _ keyframe: KeyframeAnimation, _ space: ColourSpace, _ path: String
  ) -> CompiledTrack.Keyframes? {
    let count = keyframe.values.count
    let mode = keyframe.calculationMode
    guard count > 0 else {
      error(path + ".values", "a keyframe animation needs at least one value")
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

    var values = keyframe.values.map { lanes($0, space) }
    if space == .hsb {
      for i in values.indices.dropFirst() {
        var (a, b) = (values[i - 1], values[i])
        ColourSpace.alignHues(&a, &b)
        (values[i - 1], values[i]) = (a, b)
      }
    }
    if mode == .paced && !keyframe.property.isDiscrete && count > 1 {
      // Key times proportional to the distance covered, so the pace is even.
      var distances = [0.0]
      for i in 1..<count {
        let d = values[i] - values[i - 1]
        distances.append(distances.last! + (d * d).sum().squareRoot())
      }
      let total = distances.last!
      times = total > 0 ? distances.map { $0 / total } : keyframe.effectiveKeyTimes
    }
    let compiled = CompiledTrack.Keyframes(
      values: lanes.count, count: count, keyTimes: keyTimes.count, easings: easings.count,
      easingCount: mode == .paced ? 0 : functions.count,
      mode: mode == .paced ? .linear : mode)
    lanes += values
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
