/// Every glyph's presentation at one time: its model plus the animations then, as one array
/// per property (struct of arrays).
///
/// A timeline's presentation starts as a copy of its model arrays, which costs nothing until an
/// animation writes a property; so each call allocates one array per animated property, never
/// one per glyph. Read a glyph whole with the subscript.
public struct Presentation: Hashable, Sendable {
  public internal(set) var opacity: [Double]
  public internal(set) var offset: [Vector]
  public internal(set) var rotation: [Angle]
  public internal(set) var scale: [Vector]
  /// The point rotation and scale turn about, in cells on the grid.
  public internal(set) var anchor: [Point]
  public internal(set) var foregroundColour: [RGBA?]
  public internal(set) var backgroundColour: [RGBA?]
  public internal(set) var zIndex: [Int]
  public internal(set) var isHidden: [Bool]
  /// Indices into `symbols`; −1 shows the glyph's own character.
  @usableFromInline var symbolIndex: [Int32]
  /// The replacement characters the timeline uses, shared by all its presentations.
  public let symbols: [Character]

  /// How many glyphs.
  public var count: Int { opacity.count }

  /// The replacement character glyph `index` shows, or `nil` for its own.
  public func symbol(at index: Int) -> Character? {
    let entry = symbolIndex[index]
    return entry < 0 ? nil : symbols[Int(entry)]
  }

  /// Where in `symbols` the replacement character glyph `index` shows lies, or `nil` for its
  /// own: lets a renderer prepare each of a few symbols once rather than each glyph's.
  @inlinable public func symbolPosition(at index: Int) -> Int? {
    let entry = symbolIndex[index]
    return entry < 0 ? nil : Int(entry)
  }

  /// Glyph `index`'s presentation, gathered from the arrays.
  public subscript(index: Int) -> GlyphPresentation {
    GlyphPresentation(
      opacity: opacity[index], offset: offset[index], rotation: rotation[index],
      scale: scale[index], anchor: anchor[index], foregroundColour: foregroundColour[index],
      backgroundColour: backgroundColour[index], symbol: symbol(at: index),
      zIndex: zIndex[index], isHidden: isHidden[index])
  }

  /// Every glyph's presentation, gathered.
  public var glyphs: [GlyphPresentation] { (0..<count).map { self[$0] } }
}

/// One glyph's presentation: what to draw and where, relative to its resting cell.
public struct GlyphPresentation: Hashable, Sendable {
  public var opacity: Double
  public var offset: Vector
  public var rotation: Angle
  public var scale: Vector
  /// The point rotation and scale turn about, in cells on the grid.
  public var anchor: Point
  public var foregroundColour: RGBA?
  public var backgroundColour: RGBA?
  /// A replacement character, or `nil` for the glyph's own.
  public var symbol: Character?
  public var zIndex: Int
  public var isHidden: Bool

  public init(
    opacity: Double = 1, offset: Vector = .zero, rotation: Angle = .zero, scale: Vector = .one,
    anchor: Point = .zero, foregroundColour: RGBA? = nil, backgroundColour: RGBA? = nil,
    symbol: Character? = nil, zIndex: Int = 0, isHidden: Bool = false
  ) {
    self.opacity = opacity
    self.offset = offset
    self.rotation = rotation
    self.scale = scale
    self.anchor = anchor
    self.foregroundColour = foregroundColour
    self.backgroundColour = backgroundColour
    self.symbol = symbol
    self.zIndex = zIndex
    self.isHidden = isHidden
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension GlyphPresentation {
  /// Where `point` (in cells on the grid, usually the glyph's resting centre) is shown: scaled
  /// and rotated about `anchor`, then moved by `offset`.
  ///
  /// Rotation happens on screen, where a row is `GlyphGeometry.cellAspectRatio` columns tall,
  /// so a quarter turn takes two columns to one row.
  public func transform(_ point: Point) -> Point {
    Self.transform(point, anchor: anchor, offset: offset, rotation: rotation, scale: scale)
  }

  /// `transform(_:)` from the fields it reads, for a renderer that holds them apart (a
  /// presentation's arrays) and would otherwise gather, copy and destroy a whole
  /// `GlyphPresentation`, symbol and all, per glyph per frame.
  @inlinable
  public static func transform(
    _ point: Point, anchor: Point, offset: Vector, rotation: Angle, scale: Vector
  ) -> Point {
    let aspect = GlyphGeometry.cellAspectRatio
    let dx = (point.x - anchor.x) * scale.dx
    let dy = (point.y - anchor.y) * scale.dy * aspect
    // sin(±0) is ±0 and cos(±0) is 1 exactly, so the unturned case skips two libm calls (most
    // of the cost of moving a glyph) and gives the same bits. A point on its anchor (a glyph
    // turning about its own centre, as fall's do) goes nowhere however far it turns: its terms
    // are zeros, whatever their signs, which a non-zero anchor absorbs, so no turn at all gives
    // the same bits. A turn that is not finite makes those terms NaN, so it is worked out. Told
    // only for a turn: tested for every glyph, it cost rainbow and swarm 0.5 % to 0.9 %.
    let radians = rotation.radians
    let (sine, cosine) =
      radians == 0
      ? (radians, 1.0)
      : dx == 0 && dy == 0 && radians.isFinite && anchor.x != 0 && anchor.y != 0
        ? (0, 1) : (sin(radians), cos(radians))
    return Point(
      x: anchor.x + dx * cosine - dy * sine + offset.dx,
      y: anchor.y + (dx * sine + dy * cosine) / aspect + offset.dy)
  }
}
