import KinetypeCore
import Testing

@testable import KinetypeAnimation

@Suite struct ValueTests {
  @Test func numbersAndGeometryBlendStraight() {
    #expect(Double.interpolate(2, 4, fraction: 0.25) == 2.5)
    #expect(
      Vector.interpolate(.zero, Vector(dx: 4, dy: -2), fraction: 0.5) == Vector(dx: 2, dy: -1))
    #expect(Angle.interpolate(.degrees(0), .degrees(720), fraction: 0.5).degrees == 360)
    #expect(Point.interpolate(.zero, Point(x: 2, y: 2), fraction: 1.5) == Point(x: 3, y: 3))
    #expect(
      Rect.interpolate(.zero, Rect(x: 2, y: 4, width: 6, height: 8), fraction: 0.5)
        == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(
      Size.adding(Size(width: 1, height: 2), to: Size(width: 3, height: 4))
        == Size(width: 4, height: 6))
  }

  @Test func integersRoundAndDiscreteValuesSwitchHalfWay() {
    #expect(Int.interpolate(0, 3, fraction: 0.5) == 2)  // 1.5 rounds away from zero
    #expect(Int.interpolate(0, 10, fraction: 0.34) == 3)
    #expect(Symbol.interpolate("a", "b", fraction: 0.49) == "a")
    #expect(Symbol.interpolate("a", "b", fraction: 0.5) == "b")
    #expect(Bool.interpolate(false, true, fraction: 0.2) == false)
  }

  @Test func integersAtTheEndsOfTheirRangeHoldThere() throws {
    // Through a Double, Int.max is 2⁶³, one past it: held, not trapped on.
    #expect(Int.interpolate(.min, .max, fraction: 0) == .min)
    #expect(Int.interpolate(.min, .max, fraction: 1) == .max)
    #expect(Int.interpolate(.max, .max, fraction: 0.5) == .max)
    #expect(Int.rounding(.nan) == 0)
    #expect(Int.rounding(-2.5) == -3)
    #expect(Int.rounding(1e300) == .max)
    // The same through a timeline's lanes.
    let timeline = try Timeline(
      glyphs: Fixtures.row(1),
      animations: [
        Animation(
          .keyframe(KeyframeAnimation(.zIndex, values: [.max, .min], calculationMode: .discrete)),
          timing: Timing(duration: 2))
      ])
    #expect(timeline.presentation(at: 0.5).zIndex == [.max])
    #expect(timeline.presentation(at: 1.5).zIndex == [.min])
  }

  @Test func rgbaConvertsFromAndToRGB() {
    let colour = RGBA(RGB(255, 128, 0))
    #expect(colour.red == 1 && colour.blue == 0 && abs(colour.green - 128.0 / 255) < 1e-15)
    #expect(colour.rgb == RGB(255, 128, 0))
    #expect(RGBA(red: 1.4, green: -0.2, blue: 0.5).rgb == RGB(255, 0, 128))
  }

  /// Each channel rounds half away from zero, as `(v * 255).rounded()` does: at every half
  /// step, a hair either side of it, and at random values.
  @Test func rgbaToRGBRoundsLikeRounded() {
    func expected(_ v: Double) -> UInt8 { v > 0 ? (v < 1 ? UInt8((v * 255).rounded()) : 255) : 0 }
    var values: [Double] = []
    for step in 0...510 {
      let half = Double(step) / 510
      values += [half, half.nextUp, half.nextDown, (Double(step) + 0.5) / 255]
    }
    let hash = SeededHash(seed: 3)
    values += (0..<2000).map { hash.value(in: -0.1...1.1, $0) }
    for v in values {
      #expect(RGBA(red: v, green: v, blue: v).rgb.red == expected(v), "v = \(v)")
    }
  }

  @Test func rgbaToRGBIsTotal() {
    // NaN reads as 0 (`min(max(.nan, 0), 1)` would pass it to `UInt8(_:)`, which traps).
    #expect(RGBA(red: .nan, green: .infinity, blue: -.infinity, alpha: .nan).rgb == RGB(0, 255, 0))
    #expect(RGBA(red: 1e300, green: -1e300, blue: 0.5).rgb == RGB(255, 0, 128))
  }

  @Test func rgbBlendIsChannelWise() {
    let mid = RGBA.interpolate(
      RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 0, blue: 1), fraction: 0.5)
    #expect(mid == RGBA(red: 0.5, green: 0, blue: 0.5))
  }

  @Test func hsbTakesTheShortWayRound() {
    let red = RGBA(red: 1, green: 0, blue: 0)
    let blue = RGBA(red: 0, green: 0, blue: 1)
    // Red is 0°, blue 240°: the short way is back through magenta (300°), not through green.
    let mid = RGBA.interpolate(red, blue, fraction: 0.5, in: .hsb)
    #expect(abs(mid.red - 1) < 1e-12 && abs(mid.green) < 1e-12 && abs(mid.blue - 1) < 1e-12)
    // Yellow (60°) to cyan (180°) goes through green (120°).
    let green = RGBA.interpolate(
      RGBA(red: 1, green: 1, blue: 0), RGBA(red: 0, green: 1, blue: 1), fraction: 0.5, in: .hsb)
    #expect(abs(green.red) < 1e-12 && abs(green.green - 1) < 1e-12 && abs(green.blue) < 1e-12)
  }

  /// Björn Ottosson's published Oklab coordinates for sRGB red, and white at L = 1.
  /// The HSB conversion's remainders, told by comparisons where they are plain
  /// (`RGBA.hueSector`), give the bits `truncatingRemainder` gives: hues inside a turn and out
  /// of it, on and beside each sector's edges, −0 and non-finite ones.
  @Test func hsbRemaindersAreFmods() {
    let hash = SeededHash(seed: 360)
    var hues: [Double] = [0, -0.0, 360, -360, 720, 359.99999999999994, .nan, .infinity, -.infinity]
    for edge in stride(from: 0.0, through: 360, by: 60) {
      hues += [edge, edge.nextUp, edge.nextDown, -edge, edge + 360, edge - 720]
    }
    hues += (0..<2_000).map { hash.value(in: -800...800, $0) }
    hues += (0..<2_000).map { hash.value(in: 0...360, 10_000 + $0) }
    for degrees in hues {
      var hue = degrees.truncatingRemainder(dividingBy: 360)
      if hue < 0 { hue += 360 }
      let sector = hue / 60
      let (gotSector, inPair) = RGBA.hueSector(degrees)
      #expect(gotSector.bitPattern == sector.bitPattern, "hue \(degrees)")
      let wanted = sector.truncatingRemainder(dividingBy: 2)
      #expect(inPair.bitPattern == wanted.bitPattern, "hue \(degrees)")
    }
  }

  @Test func oklabMatchesReferenceAndRoundTrips() {
    let red = RGBA(red: 1, green: 0, blue: 0).lanes(in: .oklab)
    #expect(
      abs(red[0] - 0.627955) < 1e-5 && abs(red[1] - 0.224863) < 1e-5
        && abs(red[2] - 0.125846) < 1e-5)
    let white = RGBA.white.lanes(in: .oklab)
    #expect(abs(white[0] - 1) < 1e-6 && abs(white[1]) < 1e-6 && abs(white[2]) < 1e-6)
    let hash = SeededHash(seed: 3)
    for i in 0..<300 {
      let colour = RGBA(
        red: hash.unit(i, channel: 0), green: hash.unit(i, channel: 1),
        blue: hash.unit(i, channel: 2), alpha: 0.5)
      for space in ColourSpace.allCases {
        // Ottosson's published 10-digit matrices invert each other to about 6e-8, which the
        // cube and the sRGB curve near 0 magnify; RGB and HSB are exact.
        let tolerance = space == .oklab ? 2e-5 : 1e-12
        let back = RGBA(lanes: colour.lanes(in: space), in: space)
        #expect(
          abs(back.red - colour.red) < tolerance && abs(back.green - colour.green) < tolerance
            && abs(back.blue - colour.blue) < tolerance, "\(space)")
        #expect(back.alpha == 0.5)
      }
    }
  }

  @Test func colourBlendsEndOnTheirEnds() {
    let a = RGBA(red: 0.2, green: 0.7, blue: 0.1, alpha: 0.3)
    let b = RGBA(red: 0.9, green: 0.1, blue: 0.6, alpha: 1)
    for space in ColourSpace.allCases {
      let tolerance = space == .oklab ? 2e-5 : 1e-12
      let start = RGBA.interpolate(a, b, fraction: 0, in: space)
      let end = RGBA.interpolate(a, b, fraction: 1, in: space)
      #expect(abs(start.red - a.red) < tolerance && abs(end.blue - b.blue) < tolerance)
      #expect(start.alpha == 0.3 && end.alpha == 1)
    }
  }
}
