/// A chain of cubic Bézier segments in cells, for motion paths.
///
/// Points are offsets from the glyph's resting cell, so the same path serves every glyph.
public struct BezierPath: Hashable, Sendable {
  /// One cubic segment, continuing from where the previous one ended.
  public struct Segment: Hashable, Sendable {
    public var control1: Point
    public var control2: Point
    public var end: Point

    public init(control1: Point, control2: Point, end: Point) {
      self.control1 = control1
      self.control2 = control2
      self.end = end
    }
  }

  public var start: Point
  public var segments: [Segment]

  public init(start: Point = .zero, segments: [Segment] = []) {
    self.start = start
    self.segments = segments
  }

  /// Where the path ends: the last segment's end, or the start.
  public var end: Point { segments.last?.end ?? start }

  /// Appends a cubic segment.
  public mutating func addCurve(to end: Point, control1: Point, control2: Point) {
    segments.append(Segment(control1: control1, control2: control2, end: end))
  }

  /// Appends a straight segment (a cubic with its controls a third of the way along).
  public mutating func addLine(to end: Point) {
    let from = self.end
    segments.append(
      Segment(
        control1: .interpolate(from, end, fraction: 1.0 / 3),
        control2: .interpolate(from, end, fraction: 2.0 / 3), end: end))
  }

  /// The point at parameter `t` in 0…1 of segment `index`.
  ///
  /// Apart from `tangent(segment:at:)`, since a path animation wants one or the other: the
  /// point for an offset, the direction of travel for a rotation (swarm samples ten thousand
  /// paths a frame, and never turns its glyphs).
  @inline(__always)
  func position(segment index: Int, at t: Double) -> Point {
    let p0 = index == 0 ? start : segments[index - 1].end
    let s = segments[index]
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return Point(
      x: a * p0.x + b * s.control1.x + c * s.control2.x + d * s.end.x,
      y: a * p0.y + b * s.control1.y + c * s.control2.y + d * s.end.y)
  }

  /// The derivative at parameter `t` in 0…1 of segment `index`: the direction of travel.
  func tangent(segment index: Int, at t: Double) -> Vector {
    let p0 = index == 0 ? start : segments[index - 1].end
    let s = segments[index]
    let u = 1 - t
    let da = 3 * u * u
    let db = 6 * u * t
    let dc = 3 * t * t
    return Vector(
      dx: da * (s.control1.x - p0.x) + db * (s.control2.x - s.control1.x) + dc
        * (s.end.x - s.control2.x),
      dy: da * (s.control1.y - p0.y) + db * (s.control2.y - s.control1.y) + dc
        * (s.end.y - s.control2.y))
  }
}

/// Motion along a path: `CAKeyframeAnimation`'s `path`, with `rotationMode = .rotateAuto` as
/// `rotatesAlongPath`.
///
/// Drives `offset` (the path point) at an even speed along the path's length, and, when
/// `rotatesAlongPath`, `rotation` (the direction of travel, measured on screen, where a cell is
/// `GlyphGeometry.cellAspectRatio` times taller than wide).
///
/// `pathsByGlyph` gives each glyph its own path, one per glyph of the timeline (indexed by its
/// place in `Timeline`'s `glyphs`, whatever the animation selects), in the same offset space;
/// `path` is then ignored.
public struct PathAnimation: Hashable, Sendable {
  public var path: BezierPath
  public var rotatesAlongPath: Bool
  /// Each glyph's path, by glyph number; replaces `path` when given.
  public var pathsByGlyph: [BezierPath]?

  public init(
    path: BezierPath = BezierPath(), rotatesAlongPath: Bool = false,
    pathsByGlyph: [BezierPath]? = nil
  ) {
    self.path = path
    self.rotatesAlongPath = rotatesAlongPath
    self.pathsByGlyph = pathsByGlyph
  }
}
