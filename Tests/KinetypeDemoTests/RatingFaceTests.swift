import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction
import Testing

@testable import KinetypeDemo

/// The rating's face: its geometry follows the rate and fits the area, its colour blends in
/// HSB between the two settings.
@Suite struct RatingFaceTests {
  static let area = GridSize(columns: 80, rows: 20)

  /// How far the mouth's middle lies below its corners, in rows: positive for a smile.
  static func sag(_ face: RatingFace) -> Double {
    face.mouth.point(segment: 0, at: 0.5).y - face.mouth.start.y
  }

  /// The set dots' bounds: columns and rows, in dots.
  static func bounds(_ raster: SubCellRaster) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)
  {
    let dots = raster.dots
    return (
      dots.map(\.column).min()!...dots.map(\.column).max()!,
      dots.map(\.row).min()!...dots.map(\.row).max()!
    )
  }

  @Test(arguments: [0.0, 0.5, 1, 2, 2.4, 2.5, 2.6, 3, 4, 5])
  func theMouthsCurvatureHasTheSignOfTheRateLessTwoAndAHalf(rate: Double) {
    let face = RatingFace(rate: rate, settings: RatingSettings(), size: Self.area)
    let sag = Self.sag(face)
    if rate > 2.5 {
      #expect(sag > 0)
    } else if rate < 2.5 {
      #expect(sag < 0)
    } else {
      #expect(abs(sag) < 1e-12)
    }
    #expect(RatingFace.curvature(rate: rate) == rate / 2.5 - 1)
  }

  @Test func aHigherRateSmilesMoreAndOpensTheEyesWider() {
    let faces = stride(from: 0.0, through: 5, by: 0.5).map {
      RatingFace(rate: $0, settings: RatingSettings(), size: Self.area)
    }
    let sags = faces.map(Self.sag)
    #expect(zip(sags, sags.dropFirst()).allSatisfy { $0 < $1 })
    let eyeHeights = faces.map { $0.leftEye.segments[0].end.y - $0.leftEye.start.y }
    #expect(zip(eyeHeights, eyeHeights.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test func theRasterisedMouthSmilesAndFrowns() {
    func lowestDotRows(_ rate: Double) -> (corner: Int, middle: Int) {
      let face = RatingFace(rate: rate, settings: RatingSettings(lineWidth: 0), size: Self.area)
      var raster = SubCellRaster(size: Self.area, resolution: .braille, cellAspectRatio: 2)
      raster.stroke(face.mouth, width: 0)
      let dots = raster.dots
      let corner = dots.map(\.column).min()!
      let middle = Int(face.centre.x * 2)
      return (
        dots.filter { $0.column == corner }.map(\.row).max()!,
        dots.filter { $0.column == middle }.map(\.row).max()!
      )
    }
    let smile = lowestDotRows(5)
    #expect(smile.middle > smile.corner + 4)
    let frown = lowestDotRows(0)
    #expect(frown.middle < frown.corner - 4)
    let flat = lowestDotRows(2.5)
    #expect(flat.middle == flat.corner)
  }

  @Test func theFaceFillsTheAreaAndScalesWithIt() {
    let settings = RatingSettings(lineWidth: 0.5)
    let small = RatingFace(rate: 3, settings: settings, size: GridSize(columns: 40, rows: 10))
    let large = RatingFace(rate: 3, settings: settings, size: GridSize(columns: 80, rows: 20))
    // Limited by the height: 10 rows show 20 cell widths, less the line and the margin.
    #expect(small.radius == (20 - 0.5 - 1) / 2)
    #expect(large.radius == (40 - 0.5 - 1) / 2)
    let narrow = RatingFace(rate: 3, settings: settings, size: GridSize(columns: 20, rows: 30))
    #expect(narrow.radius == (20 - 0.5 - 1) / 2)
    for face in [small, large, narrow] {
      let raster = face.raster()
      let dots = raster.dotSize
      let (columns, rows) = Self.bounds(raster)
      // Inside the area, and centred.
      #expect(columns.lowerBound > 0 && columns.upperBound < dots.columns - 1)
      #expect(rows.lowerBound >= 0 && rows.upperBound <= dots.rows - 1)
      #expect(abs(columns.lowerBound + columns.upperBound - (dots.columns - 1)) <= 1)
      #expect(abs(rows.lowerBound + rows.upperBound - (dots.rows - 1)) <= 1)
      // Round on screen: as wide in cell widths (2 quadrant dots each) as tall (2 dots a row,
      // a row twice a cell's width).
      let wide = Double(columns.count) / 2
      let tall = Double(rows.count) / 2 * 2
      #expect(abs(wide - tall) <= 1, "\(wide) × \(tall)")
    }
    #expect(Self.bounds(large.raster()).columns.count > Self.bounds(small.raster()).columns.count)
  }

  @Test func anAreaTooSmallForAFaceDrawsNothing() {
    for size in [GridSize.zero, GridSize(columns: 1, rows: 1), GridSize(columns: 80, rows: 0)] {
      let face = RatingFace(rate: 5, settings: RatingSettings(lineWidth: 3), size: size)
      #expect(face.raster().dotCount == 0)
    }
  }

  @Test func theLineWidthThickensTheOutline() {
    let thin = RatingFace(rate: 3, settings: RatingSettings(lineWidth: 0), size: Self.area)
    let thick = RatingFace(rate: 3, settings: RatingSettings(lineWidth: 2), size: Self.area)
    #expect(thick.raster().dotCount > 2 * thin.raster().dotCount)
  }

  @Test func theColourIsTheSadOneAtZeroTheHappyOneAtFiveAndTheHSBMidpointBetween() {
    let settings = RatingSettings(sadColour: RGB(255, 0, 0), happyColour: RGB(0, 255, 0))
    #expect(RatingFace.colour(rate: 0, settings: settings) == RGB(255, 0, 0))
    #expect(RatingFace.colour(rate: 5, settings: settings) == RGB(0, 255, 0))
    // Hue 0° to 120°: 60°, full saturation and brightness, is yellow (RGB would give olive).
    #expect(RatingFace.colour(rate: 2.5, settings: settings) == RGB(255, 255, 0))
    // Red to blue goes the short way round, through magenta (300°), not green.
    let blue = RatingSettings(sadColour: RGB(255, 0, 0), happyColour: RGB(0, 0, 255))
    #expect(RatingFace.colour(rate: 2.5, settings: blue) == RGB(255, 0, 255))
    // Saturation and brightness blend too: (0°, 1, 1) to (0°, 0.5, 0.5) → (0°, 0.75, 0.75).
    let dim = RatingSettings(sadColour: RGB(255, 0, 0), happyColour: RGB(128, 64, 64))
    let middle = RatingFace.colour(rate: 2.5, settings: dim)
    #expect(abs(Int(middle.red) - 191) <= 1 && abs(Int(middle.green) - 48) <= 1)
    #expect(middle.green == middle.blue)
  }

  @Test func theShippedColoursAreTheEnds() throws {
    let settings = try RatingSettings.read(DemoFixtures.resources().settings)
    #expect(RatingFace.colour(rate: 0, settings: settings) == settings.sadColour)
    #expect(RatingFace.colour(rate: 5, settings: settings) == settings.happyColour)
  }

  @Test func theFaceIsDrawnInItsColour() {
    let settings = RatingSettings(sadColour: RGB(255, 0, 0), happyColour: RGB(0, 255, 0))
    let scene = RatingScene(settings: settings).update(
      .resized(GridSize(columns: 80, rows: 22), time: 0)
    ).update(.key(Key(.end), time: 1))
    let frame = scene.frame(at: 2)
    // Solid quadrant blocks, not braille dots: they read on a dark background.
    var blocks = 0
    for row in 0..<20 {
      for column in 0..<80 where frame[column, row].text != " " {
        #expect(frame[column, row].style.foreground == .rgb(RGB(0, 255, 0)))
        #expect(
          SubCellRaster.Resolution.quadrants.pattern(of: Character(frame[column, row].text)) != nil)
        blocks += 1
      }
    }
    #expect(blocks > 50)
  }
}
