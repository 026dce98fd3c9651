import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore

/// The rating's face at one rate, fitted to an area: outline, eyes and mouth as cubic Bézier
/// paths in cells, drawn in braille dots by `raster()`.
///
/// The face is laid out on a circle of radius `radius` measured in cell widths; a cell shows
/// `cellAspectRatio` times taller than wide, so vertical distances are divided by it to become
/// rows and the face looks round. The features are placed in fractions of the radius: the
/// eyes a third of it either side of the centre, above it; the mouth below. The mouth bends
/// from a frown at rate 0 through a straight line at 2.5 to a smile at 5 (`curvature`), and
/// the eyes open from slits to ovals.
struct RatingFace: Hashable, Sendable {
  /// The area's size in cells; the raster's size.
  var size: GridSize
  var cellAspectRatio: Double
  var lineWidth: Double
  /// The face's centre, in cells.
  var centre: Point
  /// The outline's radius in cell widths (0 when the area is too small for a face).
  var radius: Double
  var outline: BezierPath
  var leftEye: BezierPath
  var rightEye: BezierPath
  var mouth: BezierPath

  /// The face for `rate`, as large as fits `size` with the line's width and a margin of half a
  /// cell width on every side.
  ///
  /// - Parameters:
  ///   - rate: The rate shown, clamped to 0…5.
  ///   - settings: The mouth's and the line's widths.
  ///   - size: The area, in cells.
  ///   - cellAspectRatio: How many times taller than wide a cell shows.
  init(
    rate: Double, settings: RatingSettings, size: GridSize,
    cellAspectRatio: Double = GlyphGeometry.cellAspectRatio
  ) {
    self.size = size
    self.cellAspectRatio = cellAspectRatio
    lineWidth = settings.lineWidth
    let centre = Point(x: Double(size.columns) / 2, y: Double(size.rows) / 2)
    let fits = min(Double(size.columns), Double(size.rows) * cellAspectRatio)
    let radius = max(0, fits - settings.lineWidth - 1) / 2
    self.centre = centre
    self.radius = radius
    // `x` and `y` radii as a displacement in cells, and as a point from the centre.
    func scaled(_ x: Double, _ y: Double) -> Vector {
      Vector(dx: x * radius, dy: y * radius / cellAspectRatio)
    }
    func point(_ x: Double, _ y: Double) -> Point { centre + scaled(x, y) }
    let curvature = Self.curvature(rate: rate)
    let openness = RatingSettings.clamp(rate, to: RatingSettings.rateRange) / 5

    outline = .ellipse(centre: centre, radii: scaled(1, 1))
    let eye = scaled(0.12, 0.04 + 0.14 * openness)
    leftEye = .ellipse(centre: point(-0.35, -0.3), radii: eye)
    rightEye = .ellipse(centre: point(0.35, -0.3), radii: eye)
    // The corners rise as the controls sink: a smile; the other way round, a frown.
    let width = settings.mouthWidth
    let bend = 0.2 * curvature
    mouth = BezierPath(start: point(-width, 0.35 - bend))
    mouth.addCurve(
      to: point(width, 0.35 - bend), control1: point(-width / 2, 0.35 + bend),
      control2: point(width / 2, 0.35 + bend))
  }

  /// How the mouth bends at `rate`: −1 a frown (rate 0), 0 straight (2.5), 1 a smile (5).
  static func curvature(rate: Double) -> Double {
    RatingSettings.clamp(rate, to: RatingSettings.rateRange) / 5 * 2 - 1
  }

  /// The face's colour at `rate`: the settings' two colours blended in HSB, hue the short way
  /// round (the sad colour at 0, the happy one at 5).
  static func colour(rate: Double, settings: RatingSettings) -> RGB {
    let fraction = RatingSettings.clamp(rate, to: RatingSettings.rateRange) / 5
    return RGBA.interpolate(
      RGBA(settings.sadColour), RGBA(settings.happyColour), fraction: fraction, in: .hsb
    ).rgb
  }

  /// The face in quadrant blocks: the outline and the mouth stroked `lineWidth` wide, the eyes
  /// filled and outlined with the thinnest line (so a slit still shows).
  ///
  /// Quadrants, not braille: braille's dots stay dots however wide the line, and read as a
  /// faint dotted line on a dark background (issue 17); quadrant strokes are solid.
  func raster() -> SubCellRaster {
    var raster = SubCellRaster(
      size: size, resolution: .quadrants, cellAspectRatio: cellAspectRatio)
    guard radius > 0 else { return raster }
    raster.stroke(outline, width: lineWidth, closed: true)
    raster.stroke(mouth, width: lineWidth)
    for eye in [leftEye, rightEye] {
      raster.fill(eye)
      raster.stroke(eye, width: 0, closed: true)
    }
    return raster
  }

}
