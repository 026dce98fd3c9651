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
  ///   nothing per glyph.
  public func presentation(at time: Double, position: Double = 0) -> Presentation {
    var result = model
    for track in tracks {
      switch track.property {
      case .opacity:
        result.opacity.withUnsafeMutableBufferPointer {
          run(track, time, position, DoubleSink(base: $0.baseAddress!))
        }
      case .offset:
        result.offset.withUnsafeMutableBufferPointer {
          run(track, time, position, VectorSink(base: $0.baseAddress!))
        }
      case .scale:
        result.scale.withUnsafeMutableBufferPointer {
          run(track, time, position, VectorSink(base: $0.baseAddress!))
        }
      case .rotation:
        result.rotation.withUnsafeMutableBufferPointer {
          run(track, time, position, AngleSink(base: $0.baseAddress!))
        }
      case .foregroundColour:
        result.foregroundColour.withUnsafeMutableBufferPointer {
          run(track, time, position, ColourSink(base: $0.baseAddress!, space: track.space))
        }
      case .backgroundColour:
        result.backgroundColour.withUnsafeMutableBufferPointer {
          run(track, time, position, ColourSink(base: $0.baseAddress!, space: track.space))
        }
      case .symbol:
        result.symbolIndex.withUnsafeMutableBufferPointer {
          run(track, time, position, SymbolSink(base: $0.baseAddress!))
        }
      case .zIndex:
        result.zIndex.withUnsafeMutableBufferPointer {
          run(track, time, position, IntegerSink(base: $0.baseAddress!))
        }
      case .hidden:
        result.isHidden.withUnsafeMutableBufferPointer {
          run(track, time, position, BooleanSink(base: $0.baseAddress!))
        }
      }
    }
    return result
  }

  /// Runs one track over its glyphs, writing through `sink`.
  ///
  /// A glyph before or after its active interval shows a fill value that is the same for every
  /// glyph of the track (or, for per-glyph ends, the same eased progress), so those are worked
  /// out once per call; in a staggered entrance most glyphs are waiting or done at any moment.
  @inline(__always)
  private func run<Sink: LaneSink>(
    _ track: CompiledTrack, _ time: Double, _ position: Double, _ sink: Sink
  ) {
    guard !glyphs.isEmpty else { return }
    let count = track.targets?.count ?? glyphs.count
    let timing = track.timing
    bezierGuesses.withUnsafeBufferPointer { bezierGuesses in
      targets.withUnsafeBufferPointer { targets in
        shifts.withUnsafeBufferPointer { shifts in
          lanes.withUnsafeBufferPointer { lanes in
            let targetBase = track.targets?.lowerBound ?? 0
            let shiftBase = track.shifts?.lowerBound ?? 0
            let hasTargets = track.targets != nil
            let hasShifts = track.shifts != nil
            let hasAncestors = !track.ancestors.isEmpty
            let perTarget: Bool
            if case .fromTo(_, true, _) = track.evaluator {
              perTarget = true
            } else {
              perTarget = false
            }
            var bezier: CubicBezier? = nil
            var guesses: UnsafePointer<Double>? = nil
            if case .cubicBezier(let curve) = track.easing, let start = track.bezierGuesses {
              bezier = curve
              guesses = bezierGuesses.baseAddress! + start
            }
            var before: Double? = nil
            if timing.fillsBackwards, let p = timing.progress(at: timing.beginTime - 1) {
              before = track.easing(p)
            }
            var after: Double? = nil
            if timing.fillsForwards && timing.parentActive.isFinite,
              let p = timing.progress(at: timing.beginTime + timing.parentActive + 1)
            {
              after = track.easing(p)
            }
            let beforeValue = perTarget ? nil : before.map { evaluate(track, $0, 0, lanes) }
            let afterValue = perTarget ? nil : after.map { evaluate(track, $0, 0, lanes) }
            if case .scales(let scales) = track.evaluator {
              for k in 0..<count {
                let glyph = hasTargets ? Int(targets[targetBase + k]) : k
                let shifted = position - (hasShifts ? shifts[shiftBase + k] : 0)
                let value = scaleValue(scales, shifted, track.isDiscrete, lanes)
                sink.write(value, at: glyph, additive: track.isAdditive)
              }
              return
            }
            for k in 0..<count {
              let glyph = hasTargets ? Int(targets[targetBase + k]) : k
              var t = time
              if hasAncestors {
                guard let local = groupTime(track.ancestors, time, glyph) else { continue }
                t = local
              }
              let shift = hasShifts ? shifts[shiftBase + k] : 0
              let elapsed = t - timing.beginTime - shift
              let eased: Double
              if elapsed < 0 {
                if let beforeValue {
                  sink.write(beforeValue, at: glyph, additive: track.isAdditive)
                  continue
                }
                guard let before else { continue }
                eased = before
              } else if elapsed > timing.parentActive {
                if let afterValue {
                  sink.write(afterValue, at: glyph, additive: track.isAdditive)
                  continue
                }
                guard let after else { continue }
                eased = after
              } else {
                guard let progress = timing.progress(at: t, shift: shift) else { continue }
                if let bezier, let guesses {
                  eased = bezier.y(atX: progress, guesses: guesses)
                } else {
                  eased = track.easing(progress)
                }
              }
              sink.write(evaluate(track, eased, k, lanes), at: glyph, additive: track.isAdditive)
            }
          }
        }
      }
    }
  }

  /// The lanes track `track` gives target `k` at eased progress `eased`.
  @inline(__always)
  private func evaluate(
    _ track: CompiledTrack, _ eased: Double, _ k: Int, _ lanes: UnsafeBufferPointer<SIMD4<Double>>
  ) -> SIMD4<Double> {
    switch track.evaluator {
    case .fromTo(let start, let perTarget, let spring):
      let index = perTarget ? start + 2 * k : start
      let a = lanes[index]
      let b = lanes[index + 1]
      let u = spring.map { $0.value(at: eased * track.timing.duration) } ?? eased
      return track.isDiscrete ? (u < 0.5 ? a : b) : a + (b - a) * u
    case .keyframes(let keyframes):
      return keyframeValue(keyframes, eased, track.isDiscrete, lanes)
    case .scales(let scales):
      return scaleValue(scales, eased, track.isDiscrete, lanes)
    case .path(let index, let rotation):
      let sample = paths[index].sample(eased)
      return rotation
        ? SIMD4(
          atan2(sample.tangent.dy * GlyphGeometry.cellAspectRatio, sample.tangent.dx), 0, 0, 0)
        : SIMD4(sample.point.x, sample.point.y, 0, 0)
    }
  }

  /// The time a leaf under `ancestors` sees at timeline `time`, or `nil` when a group is not
  /// contributing.
  private func groupTime(_ ancestors: Range<Int>, _ time: Double, _ glyph: Int) -> Double? {
    var t = time
    for index in ancestors {
      let group = groups[index]
      let shift = group.shifts.map { groupShifts[$0.lowerBound + glyph] } ?? 0
      guard let progress = group.timing.progress(at: t, shift: shift) else { return nil }
      t = group.easing(progress) * group.timing.duration
    }
    return t
  }

  /// A position track's value at `position`: the same rules as `PositionTrack.value(at:)`.
  @inline(__always)
  private func scaleValue(
    _ s: CompiledTrack.Scales, _ position: Double, _ isDiscrete: Bool,
    _ lanes: UnsafeBufferPointer<SIMD4<Double>>
  ) -> SIMD4<Double> {
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

  /// The keyframe value at eased progress `p`.
  @inline(__always)
  private func keyframeValue(
    _ k: CompiledTrack.Keyframes, _ p: Double, _ isDiscrete: Bool,
    _ lanes: UnsafeBufferPointer<SIMD4<Double>>
  ) -> SIMD4<Double> {
    let n = k.count
    if n == 1 { return lanes[k.values] }
    let p = min(max(p, 0), 1)
    if k.mode == .discrete {
      var j = 0
      while j + 1 < n && keyTimes[k.keyTimes + j + 1] <= p { j += 1 }
      return lanes[k.values + j]
    }
    var j = 0
    while j + 2 < n && keyTimes[k.keyTimes + j + 1] < p { j += 1 }
    let t0 = keyTimes[k.keyTimes + j]
    let t1 = keyTimes[k.keyTimes + j + 1]
    var u = t1 > t0 ? (p - t0) / (t1 - t0) : 1
    if k.easingCount == 1 {
      u = easings[k.easings](u)
    } else if k.easingCount > 1 {
      u = easings[k.easings + j](u)
    }
    let a = lanes[k.values + j]
    let b = lanes[k.values + j + 1]
    if isDiscrete { return u < 0.5 ? a : b }
    if k.mode == .cubic {
      // Catmull-Rom through the neighbours, ends repeated.
      let p0 = lanes[k.values + max(j - 1, 0)]
      let p3 = lanes[k.values + min(j + 2, n - 1)]
      let u2 = u * u
      let u3 = u2 * u
      let c1 = (b - p0) * u
      let c2 = (2 * p0 - 5 * a + 4 * b - p3) * u2
      let c3 = (3 * a - p0 - 3 * b + p3) * u3
      return 0.5 * (2 * a + c1 + c2 + c3)
    }
    return a + (b - a) * u
  }
}
