import KinetypeAnimation
import KinetypeCore
import Testing

@testable import KinetypeCompositor

/// Invariants of sub-cell drawing over many shapes: circles are symmetric, and a stroked
/// Bézier curve lies along the curve, without straying and without gaps.
@Suite("Sub-cell properties")
struct SubCellPropertyTests {
  /// The dots of `raster`, each reflected left to right (or top to bottom).
  private func reflected(_ raster: SubCellRaster, horizontally: Bool) -> Set<GridPoint> {
    let size = raster.dotSize
    return Set(
      raster.dots.map { dot in
        horizontally
          ? GridPoint(column: size.columns - 1 - dot.column, row: dot.row)
          : GridPoint(column: dot.column, row: size.rows - 1 - dot.row)
      })
  }

  @Test(arguments: SubCellRaster.Resolution.allCases)
  func circlesAreSymmetricUnderReflection(_ resolution: SubCellRaster.Resolution) {
    let random = SeededHash(seed: 7)
    for trial in 0..<60 {
      // The centre is the raster's middle, a dot corner at every resolution.
      var raster = SubCellRaster(
        size: GridSize(columns: 12, rows: 6), resolution: resolution,
        cellAspectRatio: trial.isMultiple(of: 2) ? 1 : GlyphGeometry.cellAspectRatio)
      let centre = Point(x: 6, y: 3)
      let radius = random.value(in: 0.3...5.5, trial, channel: 0)
      let width = random.value(in: 0...1, trial, channel: 1)
      switch trial % 3 {
      case 0: raster.strokeCircle(centre: centre, radius: radius, width: width)
      case 1: raster.fillCircle(centre: centre, radius: radius)
      default:
        raster.strokeEllipse(
          centre: centre, radii: Vector(dx: radius, dy: random.value(in: 0.2...3, trial)),
          width: width, tolerance: random.value(in: 0.05...1, trial, channel: 2))
      }
      let dots = Set(raster.dots)
      // A disc smaller than a dot may hold no dot centre; a stroke always draws.
      #expect(!dots.isEmpty || trial % 3 == 1)
      #expect(reflected(raster, horizontally: true) == dots, "trial \(trial): left ↔ right")
      #expect(reflected(raster, horizontally: false) == dots, "trial \(trial): top ↔ bottom")
    }
  }

  @Test func aCircleLooksRoundAtTheTerminalsAspect() {
    // Braille dots are half a cell wide and a quarter tall: square on a cell twice as tall as
    // wide, so a round circle spans as many dots down as across.
    var raster = SubCellRaster(
      size: GridSize(columns: 12, rows: 6), cellAspectRatio: GlyphGeometry.cellAspectRatio)
    raster.strokeCircle(centre: Point(x: 6, y: 3), radius: 4, width: 0.5)
    let columns = raster.dots.map(\.column)
    let rows = raster.dots.map(\.row)
    #expect(columns.max()! - columns.min()! == rows.max()! - rows.min()!)
  }

  @Test func aFaceFromAnOutlineEyesAndACurvedMouth() {
    // The rating face the demo will draw: a round outline, two eyes, a smiling mouth, all
    // measured so that it is round on a terminal whose cells are twice as tall as wide.
    var face = SubCellRaster(
      size: GridSize(columns: 12, rows: 6), cellAspectRatio: GlyphGeometry.cellAspectRatio)
    let centre = Point(x: 6, y: 3)
    face.strokeCircle(centre: centre, radius: 5.5, width: 0.5)
    face.fillCircle(centre: Point(x: 4, y: 2), radius: 0.8)
    face.fillCircle(centre: Point(x: 8, y: 2), radius: 0.8)
    var mouth = BezierPath(start: Point(x: 3, y: 3.6))
    mouth.addCurve(
      to: Point(x: 9, y: 3.6), control1: Point(x: 4.5, y: 5), control2: Point(x: 7.5, y: 5))
    face.stroke(mouth, width: 0.5)

    let size = face.dotSize
    let dots = Set(face.dots)
    #expect(reflected(face, horizontally: true) == dots, "\n\(face.rows.joined(separator: "\n"))")
    // The mouth's dots (below the eyes, inside the outline) sag in the middle: a smile.
    let mouthDots = dots.filter { dot in
      let p = face.centre(of: dot)
      return p.y > 3.3 && p.y < 4.8 && abs(p.x - centre.x) < 3.5
    }
    let middle = mouthDots.filter { $0.column == size.columns / 2 }.map(\.row)
    let corner = mouthDots.filter { $0.column == 6 }.map(\.row)
    #expect(!middle.isEmpty && !corner.isEmpty && middle.min()! > corner.max()!)
  }

  @Test(arguments: SubCellRaster.Resolution.allCases)
  func strokedCurvesStayWithinHalfTheWidthAndADotOfTheCurve(
    _ resolution: SubCellRaster.Resolution
  ) {
    let random = SeededHash(seed: 2024)
    for trial in 0..<60 {
      let aspect = trial.isMultiple(of: 2) ? 1 : GlyphGeometry.cellAspectRatio
      var raster = SubCellRaster(
        size: GridSize(columns: 16, rows: 6), resolution: resolution, cellAspectRatio: aspect)
      let path = randomPath(random, trial, in: raster.size)
      let width = random.value(in: 0...1.2, trial, channel: 90)
      let tolerance = 0.25
      raster.stroke(path, width: width, tolerance: tolerance)

      let curve = samples(of: path)
      let perCell = resolution.dotsPerCell
      let dotWidth = 1 / Double(perCell.columns)
      let dotHeight = aspect / Double(perCell.rows)  // in cell widths
      let dotDiagonal = (dotWidth * dotWidth + dotHeight * dotHeight).squareRoot()
      let toleranceInCells = tolerance * max(dotWidth, dotHeight)

      // No dot strays: each is within half the width and one dot of the curve. Tighter: a
      // dot is set when its centre is within half the width of the flattened curve, or when
      // the flattened curve crosses it (its centre is then within half a dot's diagonal);
      // and the flattened curve is within the tolerance of the curve.
      let reach = max(width / 2, dotDiagonal / 2) + toleranceInCells
      #expect(reach <= width / 2 + dotDiagonal)
      for dot in raster.dots {
        let distance = distance(from: raster.centre(of: dot), to: curve, raster)
        #expect(
          distance <= reach + slack,
          "trial \(trial): dot \(dot) is \(distance) from the curve, width \(width)")
      }
      // No gaps: each point of the curve a cell inside the edges is within one dot (and the
      // flattening tolerance) of a set dot's centre.
      let margin = 1.0
      for point in curve
      where point.x > margin && point.x < Double(raster.size.columns) - margin
        && point.y > margin && point.y < Double(raster.size.rows) - margin
      {
        let nearest = nearestSetDot(to: point, in: raster)
        #expect(
          nearest <= dotDiagonal + toleranceInCells + slack,
          "trial \(trial): the curve at \(point) is \(nearest) from the nearest dot")
      }
    }
  }

  @Test func flatteningStaysWithinTheTolerance() {
    let random = SeededHash(seed: 99)
    let raster = SubCellRaster(size: GridSize(columns: 16, rows: 6))
    for trial in 0..<60 {
      let path = randomPath(random, trial, in: raster.size)
      let tolerance = random.value(in: 0.05...2, trial, channel: 91)
      let polyline = raster.flattened(path, tolerance: tolerance)
      let curve = samples(of: path)
      // In dots: braille dots are 0.5 × 0.25 cells.
      let toleranceInCells = tolerance * 0.5
      for point in curve {
        var nearest = Double.infinity
        for index in polyline.indices.dropFirst() {
          nearest = min(
            nearest, raster.distance(from: point, toSegment: polyline[index - 1], polyline[index]))
        }
        #expect(nearest <= toleranceInCells + slack, "trial \(trial) at \(point)")
      }
    }
  }

  /// A path of one to three cubic segments, its points scattered over and a little beyond
  /// `size`.
  private func randomPath(_ random: SeededHash, _ trial: Int, in size: GridSize) -> BezierPath {
    var channel: UInt64 = 0
    func point() -> Point {
      channel += 2
      return Point(
        x: random.value(in: -2...Double(size.columns + 2), trial, channel: channel),
        y: random.value(in: -1...Double(size.rows + 1), trial, channel: channel + 1))
    }
    var path = BezierPath(start: point())
    for _ in 0...random.integer(below: 3, trial, channel: 80) {
      path.addCurve(to: point(), control1: point(), control2: point())
    }
    return path
  }

  /// Points along `path`, 200 a segment: the polyline through them strays less than a
  /// thousandth of a cell from curves this size (a chord of length h strays at most
  /// h² · max|B''| / 8), well inside `slack`. Evaluated here, not by the raster's flattening.
  private func samples(of path: BezierPath) -> [Point] {
    var result = [path.start]
    var from = path.start
    for segment in path.segments {
      for step in 1...200 {
        let t = Double(step) / 200
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        result.append(
          Point(
            x: a * from.x + b * segment.control1.x + c * segment.control2.x + d * segment.end.x,
            y: a * from.y + b * segment.control1.y + c * segment.control2.y + d * segment.end.y))
      }
      from = segment.end
    }
    return result
  }

  /// Room for the sampled curve and rounding, in cells.
  private let slack = 2e-3

  /// The distance from `point` to the nearest set dot's centre among those within two dots of
  /// it, in the raster's metric; infinity when there is none.
  private func nearestSetDot(to point: Point, in raster: SubCellRaster) -> Double {
    guard let home = raster.dot(containing: point) else { return .infinity }
    var nearest = Double.infinity
    for row in (home.row - 2)...(home.row + 2) {
      for column in (home.column - 2)...(home.column + 2) {
        let dot = GridPoint(column: column, row: row)
        guard raster[dot: dot] else { continue }
        let centre = raster.centre(of: dot)
        nearest = min(nearest, raster.distance(from: point, toSegment: centre, centre))
      }
    }
    return nearest
  }

  /// The distance from `point` to the polyline through `curve`, in the raster's metric.
  private func distance(from point: Point, to curve: [Point], _ raster: SubCellRaster) -> Double {
    var nearest = Double.infinity
    for index in curve.indices.dropFirst() {
      nearest = min(
        nearest, raster.distance(from: point, toSegment: curve[index - 1], curve[index]))
    }
    return nearest
  }
}
