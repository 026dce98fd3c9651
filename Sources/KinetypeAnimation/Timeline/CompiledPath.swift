/// A Bézier path with an arc-length table, for even-speed motion.
struct CompiledPath: Sendable {
  var path: BezierPath
  /// Cumulative length at `samplesPerSegment` even parameter steps per segment, from 0.
  var lengths: [Double]
  static let samplesPerSegment = 32

  init(_ path: BezierPath) {
    self.path = path
    var lengths = [0.0]
    var previous = path.start
    for index in path.segments.indices {
      for step in 1...Self.samplesPerSegment {
        let point = path.position(
          segment: index, at: Double(step) / Double(Self.samplesPerSegment))
        lengths.append(lengths.last! + (point - previous).length)
        previous = point
      }
    }
    self.lengths = lengths
  }

  /// The point a `fraction` of the way along the path's length.
  func point(_ fraction: Double) -> Point {
    guard let (segment, t) = parameter(fraction) else { return path.start }
    return path.position(segment: segment, at: t)
  }

  /// The direction of travel a `fraction` of the way along the path's length.
  func tangent(_ fraction: Double) -> Vector {
    guard let (segment, t) = parameter(fraction) else { return .zero }
    return path.tangent(segment: segment, at: t)
  }

  /// The segment, and the parameter in it, a `fraction` of the way along the path's length;
  /// `nil` for a path of no segments.
  @inline(__always)
  private func parameter(_ fraction: Double) -> (segment: Int, t: Double)? {
    guard !path.segments.isEmpty, let total = lengths.last else { return nil }
    let along = min(max(fraction, 0), 1)
    let target = along * total
    let (low, start, end) = lengths.withUnsafeBufferPointer { lengths in
      let low =
        target.isFinite && total.isFinite
        ? Self.step(below: target, in: lengths, near: along)
        : Self.bisect(target, in: lengths)
      return (low, lengths[low], lengths[low &+ 1])
    }
    let span = end - start
    let within = span > 0 ? (target - start) / span : 0
    let step = Double(low) + within
    let n = Double(Self.samplesPerSegment)
    let segment = min(Int(step / n), path.segments.count - 1)
    return (segment, step / n - Double(segment))
  }
}

extension CompiledPath {
  /// The step of `lengths` (its start index, below the last) in which the length `target`
  /// falls: the last whose start is at most `target`, by bisection.
  ///
  /// Told by comparisons alone, so that any table, even one with NaN in it, gives an answer;
  /// `step(below:in:near:)` gives the same one faster where the lengths are finite.
  @inline(__always)
  static func bisect(_ target: Double, in lengths: UnsafeBufferPointer<Double>) -> Int {
    var low = 0
    var high = lengths.count &- 1
    while high &- low > 1 {
      let middle = (low &+ high) / 2
      if lengths[middle] <= target { low = middle } else { high = middle }
    }
    return low
  }

  /// `bisect(target, in: lengths)` for a finite `target` in a table of finite lengths, found by
  /// walking from the step an even-speed path would have it in (`along`, the fraction of the
  /// way, 0…1).
  ///
  /// Finite lengths from 0 never go down, so the steps whose start is at most `target` are a
  /// prefix, and the bisection's answer is the last of them short of the table's last step:
  /// the walk stops there too. A step of the walk is four instructions where one of the
  /// bisection's was fifteen: swarm's particles, each sampling a path a frame, walk about nine
  /// steps where the bisection took seven, and the bisection had been 7 % of its recording. A
  /// path far from even speed walks further, a step per sample between guess and answer.
  @inline(__always)
  static func step(
    below target: Double, in lengths: UnsafeBufferPointer<Double>, near along: Double
  ) -> Int {
    let last = lengths.count &- 2
    var low = min(Int(along * Double(last &+ 1)), last)
    while low > 0 && lengths[low] > target { low &-= 1 }
    while low < last && lengths[low &+ 1] <= target { low &+= 1 }
    return low
  }
}
