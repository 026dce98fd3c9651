import KinetypeCore

/// What the animation stage knows of a glyph: where it sits and which word and line it is in.
///
/// The compositor fills these from the layout, which this target cannot see.
public struct GlyphGeometry: Hashable, Sendable {
  /// The glyph's index in the text, for index orders and random keys.
  public var index: Int
  /// Its lead cell.
  public var position: GridPoint
  /// How many cells it covers: 1, or 2 for wide glyphs.
  public var width: Int
  public var wordIndex: Int
  public var lineIndex: Int

  /// How many times taller than wide a terminal cell is; distances and angles on screen
  /// count a row as this many columns.
  public static let cellAspectRatio = 2.0

  public init(
    index: Int, position: GridPoint, width: Int = 1, wordIndex: Int = 0, lineIndex: Int = 0
  ) {
    self.index = index
    self.position = position
    self.width = width
    self.wordIndex = wordIndex
    self.lineIndex = lineIndex
  }

  /// The centre of the cells it covers.
  public var centre: Point {
    Point(x: Double(position.column) + Double(width) / 2, y: Double(position.row) + 0.5)
  }
}

/// Where a glyph rests: its model state, which animations start from and return to.
public struct GlyphModel: Hashable, Sendable {
  public var opacity: Double
  public var offset: Vector
  public var rotation: Angle
  public var scale: Vector
  /// `nil` is the terminal's default colour, whose value only the terminal knows.
  public var foregroundColour: RGBA?
  public var backgroundColour: RGBA?
  public var zIndex: Int
  public var isHidden: Bool

  public init(
    opacity: Double = 1, offset: Vector = .zero, rotation: Angle = .zero, scale: Vector = .one,
    foregroundColour: RGBA? = nil, backgroundColour: RGBA? = nil, zIndex: Int = 0,
    isHidden: Bool = false
  ) {
    self.opacity = opacity
    self.offset = offset
    self.rotation = rotation
    self.scale = scale
    self.foregroundColour = foregroundColour
    self.backgroundColour = backgroundColour
    self.zIndex = zIndex
    self.isHidden = isHidden
  }

  public static let identity = GlyphModel()
}

/// The point rotation and scale turn about.
public enum TransformAnchor: Hashable, Sendable {
  /// An offset in cells from the glyph's own centre (`.zero` is the centre).
  case glyph(Vector)
  /// The centre of the bounding box of all glyphs.
  case textCentre
  /// The centre of the glyph's word.
  case wordCentre
  /// The centre of the glyph's line.
  case lineCentre
}

/// Which glyphs an animation applies to.
public enum GlyphSelection: Hashable, Sendable {
  case all
  /// Glyphs whose `index` lies in the range.
  case indices(Range<Int>)
  case words(Set<Int>)
  case lines(Set<Int>)
  /// Glyphs whose `index` is in the set: what a selection computed elsewhere (an effect file's
  /// `glyphs:`, from facts this target cannot see) comes down to.
  case set(Set<Int>)

  func contains(_ glyph: GlyphGeometry) -> Bool {
    switch self {
    case .all: true
    case .indices(let range): range.contains(glyph.index)
    case .words(let words): words.contains(glyph.wordIndex)
    case .lines(let lines): lines.contains(glyph.lineIndex)
    case .set(let indices): indices.contains(glyph.index)
    }
  }
}
