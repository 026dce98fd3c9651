#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Timeline {
  /// Every glyph's presentation at `time` (seconds on the timeline) and `position` (for
  /// position-driven tracks, a scroll offset say): the model plus every animation contributing.
  ///
  /// A pure function of its arguments: any times, in any order, give the same answers.
  ///
  /// - Complexity: O(glyphs × their animations); allocates one array per animated property,
  ///   nothing per glyph. A property whose first animation covers every glyph outside any
  ///   group is written into a fresh array rather than over a copy of the model's; running
  ///   glyphs with equal delays share one evaluation. At 40,000 glyphs × 3 animations these
  ///   took a call from 15.8 M to 4.0 M instructions (callgrind, `kinetype bench`).
  public func presentation(at time: Double, position: Double = 0) -> Presentation {
    var result = model
    guard !glyphs.isEmpty else { return result }
    withStorage { storage in
      for track in tracks {
        write(track, time, position, storage, &result, selected: nil)
      }
    }
    return result
  }

  /// Runs one track into its property's array of `result`: every glyph of the track, or with
  /// `selected` only those target slots, in place (`LivePresentation`); with `inPlace`, over
  /// the array as it is even where the track could build it afresh.
  ///
  /// With `keepingModel` (and no `selected`), a glyph the track leaves alone is given its model
  /// value rather than kept: for a non-additive track that is the first of its property's to
  /// target each of its glyphs, whose slots then need not hold the model's values beforehand.
  ///
  /// Not inlined: `presentation(at:)` and `LivePresentation` share one copy of its nine sinks'
  /// set-ups, a call a track rather than a glyph.
  @inline(never)
  func write(
    _ track: CompiledTrack, _ t: Double, _ p: Double, _ storage: Storage,
    _ result: inout Presentation, selected: UnsafeBufferPointer<Int32>?, inPlace: Bool = false,
    keepingModel: Bool = false
  ) {
    let s = selected
    let inPlace = inPlace || selected != nil
    // Whether a glyph left alone is given its model value, in place; else its array's is kept.
    let m = keepingModel && selected == nil
    switch track.property {
    case .opacity:
      apply(track, t, p, storage, &result.opacity, model.opacity, s, inPlace, m) {
        DoubleSink(base: $0)
      }
    case .offset:
      apply(track, t, p, storage, &result.offset, model.offset, s, inPlace, m) {
        VectorSink(base: $0)
      }
    case .scale:
      apply(track, t, p, storage, &result.scale, model.scale, s, inPlace, m) {
        VectorSink(base: $0)
      }
    case .rotation:
      apply(track, t, p, storage, &result.rotation, model.rotation, s, inPlace, m) {
        DoubleSink(base: $0)
      }
    case .foregroundColour where track.space == .rgb:
      apply(
        track, t, p, storage, &result.foregroundColour, model.foregroundColour, s, inPlace, m
      ) { RGBColourSink(base: $0) }
    case .foregroundColour:
      apply(
        track, t, p, storage, &result.foregroundColour, model.foregroundColour, s, inPlace, m
      ) { ColourSink(base: $0, space: track.space) }
    case .backgroundColour where track.space == .rgb:
      apply(
        track, t, p, storage, &result.backgroundColour, model.backgroundColour, s, inPlace, m
      ) { RGBColourSink(base: $0) }
    case .backgroundColour:
      apply(
        track, t, p, storage, &result.backgroundColour, model.backgroundColour, s, inPlace, m
      ) { ColourSink(base: $0, space: track.space) }
    case .symbol:
      if case .scramble(let scramble) = track.evaluator {
        applyScramble(
          track, scramble, t, storage, &result.symbolIndex, model.symbolIndex, s, inPlace, m)
      } else {
        apply(track, t, p, storage, &result.symbolIndex, model.symbolIndex, s, inPlace, m) {
          SymbolSink(base: $0)
        }
      }
    case .zIndex:
      apply(track, t, p, storage, &result.zIndex, model.zIndex, s, inPlace, m) {
        IntegerSink(base: $0)
      }
    case .hidden:
      apply(track, t, p, storage, &result.isHidden, model.isHidden, s, inPlace, m) {
        BooleanSink(base: $0)
      }
    }
  }

  /// Runs one track into one property array: in place, or, when the track `initialises` the
  /// property, into a fresh array it fills completely (every glyph is visited once and either
  /// written or given its model value); in place with `keepingModel`, as the fresh array is
  /// filled, over whatever the track's slots held.
  ///
  /// The array's elements are the sink's, or laid out as them (an `Angle` is its radians), so
  /// that one specialisation of the loops serves both.
  @inline(__always)
  private func apply<Element, Sink: LaneSink>(
    _ track: CompiledTrack, _ time: Double, _ position: Double, _ storage: Storage,
    _ array: inout [Element], _ model: [Element], _ selected: UnsafeBufferPointer<Int32>?,
    _ inPlace: Bool, _ keepingModel: Bool, _ sink: (UnsafeMutablePointer<Sink.Element>) -> Sink
  ) {
    assert(MemoryLayout<Element>.stride == MemoryLayout<Sink.Element>.stride)
    guard track.initialises && usesFastPaths && !inPlace else {
      array.withUnsafeMutableBufferPointer { array in
        model.withUnsafeBufferPointer { model in
          array.withMemoryRebound(to: Sink.Element.self) { array in
            model.withMemoryRebound(to: Sink.Element.self) { model in
              // Over an initialised array, `keep`'s `initialize` of these trivial elements is
              // an assignment.
              let kept = keepingModel ? model.baseAddress : nil
              let sink = TrackSink(sink: sink(array.baseAddress!), model: kept)
              run(track, time, position, storage, sink, selected)
            }
          }
        }
      }
      return
    }
    array = Array(unsafeUninitializedCapacity: model.count) { buffer, initialised in
      buffer.withMemoryRebound(to: Sink.Element.self) { target in
        model.withUnsafeBufferPointer {
          $0.withMemoryRebound(to: Sink.Element.self) {
            run(
              track, time, position, storage,
              TrackSink(sink: sink(target.baseAddress!), model: $0.baseAddress!), nil)
          }
        }
      }
      initialised = model.count
    }
  }

  /// `apply` for a scramble (which writes symbols only): inlined here, where whether the track
  /// initialises is known in each branch, rather than in `run`, where copies for every sink
  /// cost bytes and the scramble's per-glyph loop cost 4 % more of decrypt's frame (callgrind).
  @inline(__always)
  private func applyScramble(
    _ track: CompiledTrack, _ scramble: CompiledTrack.Scramble, _ time: Double,
    _ storage: Storage, _ array: inout [Int32], _ model: [Int32],
    _ selected: UnsafeBufferPointer<Int32>?, _ inPlace: Bool, _ keepingModel: Bool
  ) {
    guard track.initialises && usesFastPaths && !inPlace else {
      array.withUnsafeMutableBufferPointer { array in
        model.withUnsafeBufferPointer { model in
          let kept = keepingModel ? model.baseAddress : nil
          let sink = TrackSink(sink: SymbolSink(base: array.baseAddress!), model: kept)
          self.scramble(track, scramble, time, storage, sink, selected: selected)
        }
      }
      return
    }
    array = Array(unsafeUninitializedCapacity: model.count) { buffer, initialised in
      model.withUnsafeBufferPointer {
        let sink = TrackSink(sink: SymbolSink(base: buffer.baseAddress!), model: $0.baseAddress!)
        self.scramble(track, scramble, time, storage, sink)
      }
      initialised = model.count
    }
  }

  /// The flat arrays, as buffers for the length of one presentation.
  struct Storage {
    var targets: UnsafeBufferPointer<Int32>
    var shifts: UnsafeBufferPointer<Double>
    var lanes: UnsafeBufferPointer<SIMD4<Double>>
    var keyTimes: UnsafeBufferPointer<Double>
    var easings: UnsafeBufferPointer<TimingFunction>
    var bezierGuesses: UnsafeBufferPointer<Double>
    var groups: UnsafeBufferPointer<CompiledGroup>
    var groupShifts: UnsafeBufferPointer<Double>
    var groupOrders: UnsafeBufferPointer<Int32>
    var groupOrderShifts: UnsafeBufferPointer<Double>
    /// Shifting groups' local times per glyph, worked out once in this call (`GroupClock`).
    var groupTimes: GroupTimeCache?
  }

  func withStorage(_ body: (Storage) -> Void) {
    withGroupTimeCache { groupTimes in withStorage(groupTimes, body) }
  }

  private func withStorage(_ groupTimes: GroupTimeCache?, _ body: (Storage) -> Void) {
    targets.withUnsafeBufferPointer { targets in
      shifts.withUnsafeBufferPointer { shifts in
        lanes.withUnsafeBufferPointer { lanes in
          keyTimes.withUnsafeBufferPointer { keyTimes in
            easings.withUnsafeBufferPointer { easings in
              bezierGuesses.withUnsafeBufferPointer { bezierGuesses in
                groups.withUnsafeBufferPointer { groups in
                  groupShifts.withUnsafeBufferPointer { groupShifts in
                    groupOrders.withUnsafeBufferPointer { groupOrders in
                      groupOrderShifts.withUnsafeBufferPointer { groupOrderShifts in
                        body(
                          Storage(
                            targets: targets, shifts: shifts, lanes: lanes, keyTimes: keyTimes,
                            easings: easings, bezierGuesses: bezierGuesses, groups: groups,
                            groupShifts: groupShifts, groupOrders: groupOrders,
                            groupOrderShifts: groupOrderShifts, groupTimes: groupTimes))
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  /// Runs one track over its glyphs, writing through `sink`: picks a loop specialised for the
  /// track's evaluator and easing, so the per-glyph work has no switches on either.
  ///
  /// Not inlined: one copy per sink serves every call site (once a track, not once a glyph),
  /// where inlined it made `presentation(at:)` 325 KB.
  @inline(never)
  private func run<Sink: LaneSink>(
    _ track: CompiledTrack, _ time: Double, _ position: Double, _ storage: Storage, _ sink: Sink,
    _ selected: UnsafeBufferPointer<Int32>?
  ) {
    guard !glyphs.isEmpty else { return }
    let lanes = storage.lanes
    switch track.evaluator {
    case .scramble:
      preconditionFailure("a scramble runs from presentation(at:) (applyScramble), not here")
    case .scales(let scales):
      let count = track.targets?.count ?? glyphs.count
      for i in 0..<(selected?.count ?? count) {
        let k = selected.map { Int($0[i]) } ?? i
        let glyph = track.targets.map { Int(storage.targets[$0.lowerBound + k]) } ?? k
        let shifted = position - (track.shifts.map { storage.shifts[$0.lowerBound + k] } ?? 0)
        let value = Self.scaleValue(scales, shifted, track.isDiscrete, storage)
        sink.write(value, at: glyph, additive: track.isAdditive)
      }
    case .fromTo(let start, false, nil):
      let blend = ConstantBlend(
        from: lanes[start], to: lanes[start + 1], isDiscrete: track.isDiscrete)
      eased(track, time, storage, sink, blend, selected)
    case .fromTo(let start, true, nil):
      let blend = PerTargetBlend(lanes: lanes.baseAddress! + start, isDiscrete: track.isDiscrete)
      eased(track, time, storage, sink, blend, selected)
    // `Sink.isDiscrete` is `track.isDiscrete` (the sink is the property's), known when the
    // loop is specialised, so no discrete sink gets copies of these loops; nor does a sink
    // that does not `specialise` (`KeyframeBlend` gives the same values).
    case .keyframes(let k)
    where k.count >= 2 && (k.mode == .linear || k.mode == .paced) && k.easingCount == 0
      && !Sink.isDiscrete && Sink.specialises && usesFastPaths:
      let keyTimes = storage.keyTimes.baseAddress! + k.keyTimes
      let values = lanes.baseAddress! + k.values
      if k.isPerTarget {
        let blend = LinearKeyframeBlend<PerTargetKeyframeValues>(
          keyTimes: keyTimes, values: values, count: k.count, isConstant: k.isConstant)
        eased(track, time, storage, sink, blend, selected)
      } else {
        let blend = LinearKeyframeBlend<SharedKeyframeValues>(
          keyTimes: keyTimes, values: values, count: k.count, isConstant: k.isConstant)
        eased(track, time, storage, sink, blend, selected)
      }
    case .keyframes(let keyframes):
      let blend = KeyframeBlend(
        keyframes: keyframes, storage: storage, isDiscrete: track.isDiscrete)
      eased(track, time, storage, sink, blend, selected)
    default:
      withUnsafePointer(to: track) { trackAddress in
        withUnsafePointer(to: storage) { storageAddress in
          paths.withUnsafeBufferPointer { paths in
            let blend = GeneralBlend(track: trackAddress, storage: storageAddress, paths: paths)
            eased(track, time, storage, sink, blend, selected)
          }
        }
      }
    }
  }

  /// A position track's value at `position`: the same rules as `PositionTrack.value(at:)`.
  @inline(__always)
  static func scaleValue(
    _ s: CompiledTrack.Scales, _ position: Double, _ isDiscrete: Bool, _ storage: Storage
  ) -> SIMD4<Double> {
    let keyTimes = storage.keyTimes
    let lanes = storage.lanes
    let easings = storage.easings
    var index = -1
    while index + 1 < s.count && keyTimes[s.bounds + 2 * (index + 1)] <= position { index += 1 }
    guard index >= 0 else { return lanes[s.values] }
    let trigger = keyTimes[s.bounds + 2 * index]
    let length = keyTimes[s.bounds + 2 * index + 1]
    let to = lanes[s.values + index + 1]
    if position >= trigger + length { return to }
    let from = lanes[s.values + index]
    let u = easings[s.easings + index]((position - trigger) / length)
    return isDiscrete ? (u < 0.5 ? from : to) : from + (to - from) * u
  }

}

/// The keyframe value at eased progress `p` for target `target`.
@inline(__always)
func keyframeValue(
  _ k: CompiledTrack.Keyframes, _ p: Double, _ isDiscrete: Bool, _ storage: Timeline.Storage,
  target: Int
) -> SIMD4<Double> {
  let keyTimes = storage.keyTimes
  let lanes = storage.lanes
  let easings = storage.easings
  let n = k.count
  let values = k.values(target: target)
  if n == 1 { return lanes[values] }
  let p = min(max(p, 0), 1)
  if k.mode == .discrete {
    var j = 0
    while j + 1 < n && keyTimes[k.keyTimes + j + 1] <= p { j += 1 }
    return lanes[values + j]
  }
  var j = 0
  while j + 2 < n && keyTimes[k.keyTimes + j + 1] < p { j += 1 }
  let t0 = keyTimes[k.keyTimes + j]
  let inverseSpan = keyTimes[k.keyTimes + n + j]
  var u = inverseSpan > 0 ? (p - t0) * inverseSpan : 1
  if k.easingCount == 1 {
    u = easings[k.easings](u)
  } else if k.easingCount > 1 {
    u = easings[k.easings + j](u)
  }
  let a = lanes[values + j]
  let b = lanes[values + j + 1]
  if isDiscrete { return u < 0.5 ? a : b }
  if k.mode == .cubic {
    // Catmull-Rom through the neighbours, ends repeated.
    let p0 = lanes[values + max(j - 1, 0)]
    let p3 = lanes[values + min(j + 2, n - 1)]
    let u2 = u * u
    let u3 = u2 * u
    let c1 = (b - p0) * u
    let c2 = (2 * p0 - 5 * a + 4 * b - p3) * u2
    let c3 = (3 * a - p0 - 3 * b + p3) * u3
    return 0.5 * (2 * a + c1 + c2 + c3)
  }
  return a + (b - a) * u
}
