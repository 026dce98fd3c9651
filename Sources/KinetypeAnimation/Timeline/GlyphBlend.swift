#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns eased progress into lanes for one track; one conforming type per evaluator, so the
/// timeline's per-glyph loop is specialised for each rather than switching per glyph.
protocol GlyphBlend {
  /// Whether the value depends on the target as well as the progress.
  var isPerTarget: Bool { get }
  /// The value at every finite progress, when it is one (then a running glyph needs no
  /// progress worked out).
  var constantValue: SIMD4<Double>? { get }
  /// Whether the value depends on the target alone, not on the progress: then a running glyph
  /// takes `constantValue(target:)`, with no progress worked out.
  var isConstantByTarget: Bool { get }
  /// Whether `isConstantByTarget` can be true: the loops of other blends carry no code for it.
  static var mayBeConstantByTarget: Bool { get }
  /// The value at every finite progress for `target`, where `isConstantByTarget`.
  func constantValue(target: Int) -> SIMD4<Double>
  func value(_ eased: Double, target: Int) -> SIMD4<Double>
  /// Whether a linear track's loop is specialised (`LinearEase`) rather than taking its easing
  /// at run time (`TrackEase`) like the others. A blend whose value costs a search or a switch
  /// per glyph gains little from it and pays two copies of every loop.
  static var specialisesEasing: Bool { get }
}

extension GlyphBlend {
  var constantValue: SIMD4<Double>? { nil }
  var isConstantByTarget: Bool { false }
  static var mayBeConstantByTarget: Bool { false }
  func constantValue(target: Int) -> SIMD4<Double> { value(0, target: target) }
  static var specialisesEasing: Bool { true }
}

/// The same two ends for every glyph.
struct ConstantBlend: GlyphBlend {
  let from: SIMD4<Double>
  let to: SIMD4<Double>
  let isDiscrete: Bool
  var isPerTarget: Bool { false }

  /// Equal ends (a particle shown while it flies, on a layer of its own): `from + 0 × eased`
  /// is `from` bit for bit at every finite `eased`, unless a lane is −0 (which `+ 0` makes
  /// +0) or not finite, which are left to `value`.
  var constantValue: SIMD4<Double>? {
    for lane in 0..<4 {
      let (a, b) = (from[lane], to[lane])
      guard a.bitPattern == b.bitPattern, a.isFinite, a.bitPattern != (-0.0).bitPattern else {
        return nil
      }
    }
    return from
  }

  @inline(__always) func value(_ eased: Double, target: Int) -> SIMD4<Double> {
    isDiscrete ? (eased < 0.5 ? from : to) : from + (to - from) * eased
  }
}

/// Two ends per target, stored in pairs.
struct PerTargetBlend: GlyphBlend {
  let lanes: UnsafePointer<SIMD4<Double>>
  let isDiscrete: Bool
  var isPerTarget: Bool { true }

  @inline(__always) func value(_ eased: Double, target: Int) -> SIMD4<Double> {
    let from = lanes[2 * target]
    let to = lanes[2 * target + 1]
    return isDiscrete ? (eased < 0.5 ? from : to) : from + (to - from) * eased
  }
}

struct KeyframeBlend: GlyphBlend {
  let keyframes: CompiledTrack.Keyframes
  let storage: Timeline.Storage
  let isDiscrete: Bool
  var isPerTarget: Bool { keyframes.isPerTarget }
  static var specialisesEasing: Bool { false }
  var isConstantByTarget: Bool { keyframes.isConstant }
  static var mayBeConstantByTarget: Bool { true }
  var constantValue: SIMD4<Double>? {
    keyframes.isConstant && !keyframes.isPerTarget ? storage.lanes[keyframes.values] : nil
  }

  @inline(__always) func constantValue(target: Int) -> SIMD4<Double> {
    storage.lanes[keyframes.values(target: target)]
  }

  @inline(__always) func value(_ eased: Double, target: Int) -> SIMD4<Double> {
    keyframeValue(keyframes, eased, isDiscrete, storage, target: target)
  }
}

/// Straight keyframes with no per-segment timing function (a colour sweep, say):
/// `keyframeValue`'s arithmetic, less its tests of count, mode, easings and discreteness.
///
/// A colour sweep in random order evaluates every running glyph (no two share a delay), so this
/// evaluation is the largest share of such a frame: worth a path of its own.
struct LinearKeyframeBlend<Values: KeyframeValues>: GlyphBlend {
  /// `count` key times, then `count − 1` inverse segment spans.
  let keyTimes: UnsafePointer<Double>
  /// `count` values, or per target `count` for each, target after target.
  let values: UnsafePointer<SIMD4<Double>>
  /// At least 2.
  let count: Int
  /// `CompiledTrack.Keyframes.isConstant`.
  let isConstant: Bool
  var isPerTarget: Bool { Values.isPerTarget }
  var isConstantByTarget: Bool { isConstant }
  static var mayBeConstantByTarget: Bool { Values.isPerTarget }
  var constantValue: SIMD4<Double>? { isConstant && !Values.isPerTarget ? values[0] : nil }

  @inline(__always) func constantValue(target: Int) -> SIMD4<Double> {
    Values.isPerTarget ? values[target &* count] : values[0]
  }

  @inline(__always) func value(_ eased: Double, target: Int) -> SIMD4<Double> {
    let p = min(max(eased, 0), 1)
    var j = 0
    while j &+ 2 < count && keyTimes[j &+ 1] < p { j &+= 1 }
    let inverseSpan = keyTimes[count &+ j]
    let u = inverseSpan > 0 ? (p - keyTimes[j]) * inverseSpan : 1
    let values = Values.isPerTarget ? self.values + target &* count : self.values
    let a = values[j]
    return a + (values[j &+ 1] - a) * u
  }
}

/// Whether a `LinearKeyframeBlend`'s values are shared or per target, as a type, so the
/// shared loop has no per-glyph test: as a stored flag it cost the benchmark's colour sweep
/// 1.9 % more instructions (callgrind, 40,000 glyphs).
protocol KeyframeValues { static var isPerTarget: Bool { get } }
enum SharedKeyframeValues: KeyframeValues { static var isPerTarget: Bool { false } }
enum PerTargetKeyframeValues: KeyframeValues { static var isPerTarget: Bool { true } }

/// Springs and paths: rarer, so one general evaluator serves them.
///
/// It holds the track, the storage and the paths by address, for the length of the one call
/// that runs the track (`Timeline.run`): holding them as values it was 816 bytes, which a loop
/// reading it through its pass copied for every glyph it evaluated (the sink's writes could
/// have changed it, for all the compiler knew), a twentieth of swarm's recording.
struct GeneralBlend: GlyphBlend {
  let track: UnsafePointer<CompiledTrack>
  let storage: UnsafePointer<Timeline.Storage>
  let paths: UnsafeBufferPointer<CompiledPath>
  static var specialisesEasing: Bool { false }
  var isPerTarget: Bool {
    switch track.pointee.evaluator {
    case .fromTo(_, let perTarget, _), .path(_, let perTarget, _): perTarget
    case .keyframes(let keyframes): keyframes.isPerTarget
    case .scales, .scramble: false
    }
  }

  func value(_ eased: Double, target k: Int) -> SIMD4<Double> {
    let lanes = storage.pointee.lanes
    let isDiscrete = track.pointee.isDiscrete
    switch track.pointee.evaluator {
    case .fromTo(let start, let perTarget, let spring):
      let index = perTarget ? start + 2 * k : start
      let a = lanes[index]
      let b = lanes[index + 1]
      let u = spring.map { $0.value(at: eased * track.pointee.timing.duration) } ?? eased
      return isDiscrete ? (u < 0.5 ? a : b) : a + (b - a) * u
    case .keyframes(let keyframes):
      return keyframeValue(keyframes, eased, isDiscrete, storage.pointee, target: k)
    case .scales(let scales):
      return Timeline.scaleValue(scales, eased, isDiscrete, storage.pointee)
    case .scramble(let scramble):
      // Scrambles run their own loop (`Timeline.scramble`); this is never reached.
      return lanes[scramble.symbols]
    case .path(let index, let perTarget, let rotation):
      let path = paths[perTarget ? index + k : index]
      if rotation {
        let tangent = path.tangent(eased)
        return SIMD4(atan2(tangent.dy * GlyphGeometry.cellAspectRatio, tangent.dx), 0, 0, 0)
      }
      let point = path.point(eased)
      return SIMD4(point.x, point.y, 0, 0)
    }
  }
}

/// A timing function, specialised where that pays.
protocol Easing {
  func callAsFunction(_ progress: Double) -> Double
}

struct LinearEase: Easing {
  @inline(__always) func callAsFunction(_ progress: Double) -> Double { progress }
}

/// Any track's timing function, told apart at run time: a Bézier with a guess table solved
/// from it, a Penner curve, linear as is, the rest by `TimingFunction`.
struct TrackEase: Easing {
  let function: TimingFunction
  let isLinear: Bool
  /// The cubic Bézier and its guess table, when `function` is one that has a table.
  let bezier: (curve: CubicBezier, guesses: UnsafePointer<Double>)?
  /// The Penner curve, when `function` is one: called straight, since going through
  /// `TimingFunction`'s switch (and copying its payload) was as much again as the curve's own
  /// work (rings over 200×50 eases a million glyphs in and out).
  let penner: (curve: PennerCurve, direction: EasingDirection)?

  @inline(__always)
  init(_ track: CompiledTrack, _ storage: Timeline.Storage) {
    function = track.easing
    switch track.easing {
    case .linear:
      (isLinear, bezier, penner) = (true, nil, nil)
    case .cubicBezier(let curve) where track.bezierGuesses != nil:
      let guesses = storage.bezierGuesses.baseAddress! + track.bezierGuesses!
      (isLinear, bezier, penner) = (false, (curve, guesses), nil)
    case .penner(let curve, let direction):
      (isLinear, bezier, penner) = (false, nil, (curve, direction))
    default:
      (isLinear, bezier, penner) = (false, nil, nil)
    }
  }

  @inline(__always) func callAsFunction(_ progress: Double) -> Double {
    if isLinear { return progress }
    if let bezier { return bezier.curve.y(atX: progress, guesses: bezier.guesses) }
    if let penner { return Self.eased(progress, penner.curve, penner.direction) }
    return function(progress)
  }

  /// A Penner curve's value, in one copy for every loop that eases (inline in each, the binary
  /// grew by 29 KB rather than 8 KB, for 0.5 % fewer instructions on rings).
  @inline(never)
  static func eased(_ progress: Double, _ curve: PennerCurve, _ direction: EasingDirection)
    -> Double
  {
    curve.value(at: progress, direction)
  }
}
