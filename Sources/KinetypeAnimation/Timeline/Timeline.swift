import KinetypeCore

/// A compiled animation: glyph geometry, animations, staggers and a seed, worked out once into
/// an immutable value whose presentation is a pure function of time.
///
/// `presentation(at:)` gives the same answer for any time in any order, so seeking, reverse
/// play, scrubbing and recording are all just asking for another time; nothing is advanced per
/// frame. Stagger offsets, per-glyph end values and path lengths are computed here, at compile
/// time, and stored flat.
public struct Timeline: Sendable {
  /// The glyphs, in the order presentations list them.
  public let glyphs: [GlyphGeometry]
  /// The seed random stagger keys are hashed with.
  public let seed: UInt64
  /// When the last animation, stagger included, ends, or the last marker; infinite when an
  /// animation repeats for ever.
  public let duration: Double
  /// Markers and completion events, by time (ties keep marker, then animation order).
  public let events: [TimelineEvent]
  /// The glyphs at rest: their model state, which presentations start from.
  public let model: Presentation

  let tracks: [CompiledTrack]
  let groups: [CompiledGroup]
  let targets: [Int32]
  let shifts: [Double]
  let groupShifts: [Double]
  let lanes: [SIMD4<Double>]
  let keyTimes: [Double]
  let easings: [TimingFunction]
  let paths: [CompiledPath]
  let bezierGuesses: [Double]
  /// Target slots in order of their group's shift, and those shifts (`CompiledTrack.byGroupShift`).
  let groupOrders: [Int32]
  let groupOrderShifts: [Double]
  /// Turns off the presentation fast paths (fresh arrays, bisection into runs, remembering the
  /// last value, straight keyframes), so tests can check they change no result.
  var usesFastPaths = true

  /// Compiles a timeline.
  ///
  /// - Parameters:
  ///   - glyphs: where each glyph sits.
  ///   - models: each glyph's resting state; all `GlyphModel.identity` when `nil`.
  ///   - animations: applied in order; later ones override earlier unless additive.
  ///   - markers: named times reported by `events(in:)`.
  ///   - anchor: the point rotation and scale turn about.
  ///   - seed: hashed into random stagger keys.
  /// - Throws: `TimelineError` with every problem found, each at its key path
  ///   (`animations[2].children[0].keyTimes`).
  /// - Complexity: O(glyphs × animations).
  public init(
    glyphs: [GlyphGeometry], models: [GlyphModel]? = nil, animations: [Animation],
    markers: [Marker] = [], anchor: TransformAnchor = .glyph(.zero), seed: UInt64 = 0
  ) throws(TimelineError) {
    precondition(models == nil || models!.count == glyphs.count, "one model per glyph")
    var compiler = TimelineCompiler(
      glyphs: glyphs, models: models ?? Array(repeating: .identity, count: glyphs.count),
      seed: seed)
    for (index, animation) in animations.enumerated() {
      compiler.compile(animation, path: "animations[\(index)]")
    }
    if !compiler.diagnostics.isEmpty { throw TimelineError(diagnostics: compiler.diagnostics) }
    self.glyphs = glyphs
    self.seed = seed
    var events = markers.map { TimelineEvent(name: $0.name, time: $0.time, kind: .marker) }
    events += compiler.completions.map {
      TimelineEvent(name: $0.name, time: $0.time, kind: .completion)
    }
    self.events = events.enumerated().sorted { a, b in
      a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
    }.map(\.element)
    duration = max(compiler.end, markers.map(\.time).max() ?? 0)
    model = compiler.model(anchor: anchor)
    tracks = compiler.tracks
    groups = compiler.groups
    targets = compiler.targets
    shifts = compiler.shifts
    groupShifts = compiler.groupShifts
    lanes = compiler.lanes
    keyTimes = compiler.keyTimes
    easings = compiler.easings
    paths = compiler.paths
    bezierGuesses = compiler.bezierGuesses
    groupOrders = compiler.groupOrders
    groupOrderShifts = compiler.groupOrderShifts
  }
}

/// Every problem found while compiling a timeline.
public struct TimelineError: DiagnosedError, Hashable, Sendable, CustomStringConvertible {
  public var diagnostics: [Diagnostic]

  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// Something a timeline reports when play passes a time.
public struct TimelineEvent: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    /// A `Marker`.
    case marker
    /// A top-level animation's `completion`, when its last glyph finishes.
    case completion
  }

  public var name: String
  public var time: Double
  public var kind: Kind

  public init(name: String, time: Double, kind: Kind) {
    self.name = name
    self.time = time
    self.kind = kind
  }
}
