import KinetypeCore
import Testing

@testable import KinetypeCompositor

/// `Blending.Fader` remembers its last answer; every answer must be `Blending.apply`'s, in
/// runs of one style and one step (where it answers from memory) and across them.
@Suite struct FaderTests {
  static let styles: [CellStyle] = [
    CellStyle(),
    CellStyle(foreground: .rgb(RGB(200, 100, 50))),
    CellStyle(foreground: .rgb(RGB(200, 100, 50)), background: .rgb(RGB(9, 9, 9))),
    CellStyle(foreground: .rgb(RGB(201, 100, 50))),
    CellStyle(foreground: .indexed(45), attributes: .bold),
    CellStyle(foreground: .ansi(3), background: .rgb(RGB(0, 40, 80)), attributes: .underline),
  ]

  /// Opacities on and beside the edges `apply` tests (its 1/32 steps and their halves, the
  /// dim and hidden thresholds, 0.001 and 0.999), −0, NaN and the infinities, each repeated.
  static let opacities: [Double] = {
    var values: [Double] = [0, -0.0, .nan, .infinity, -.infinity, 0.001, 0.999, 1, 2, -1]
    for k in 0...32 {
      let edge = Double(k) / 32
      let half = (Double(k) + 0.5) / 32
      values += [edge, edge.nextUp, edge.nextDown, half, half.nextUp, half.nextDown]
    }
    for threshold in [OpacityThreshold.dim, OpacityThreshold.hidden] {
      values += [threshold, threshold.nextUp, threshold.nextDown]
    }
    return values
  }()

  @Test(arguments: [ColourDepth.truecolor, .palette256, .ansi16, .none])
  func everyAnswerIsApplys(depth: ColourDepth) {
    let canvas = Canvas(
      size: GridSize(columns: 1, rows: 1), background: RGB(30, 0, 60),
      defaultForeground: RGB(200, 180, 10), depth: depth)
    let hash = SeededHash(seed: 5)
    var fader = Blending.Fader(canvas: canvas)
    var (style, opacity) = (Self.styles[0], Self.opacities[0])
    for i in 0..<20_000 {
      // Each call changes at most one of the two, so that the fader sees runs of one pair,
      // which it answers from memory, and pairs that differ from the last in the style alone
      // or in the opacity alone, where an answer from a memory keyed on too little is wrong.
      switch Int(hash.unit(i, channel: 1) * 3) {
      case 0: break  // the last pair again
      case 1: style = Self.styles[Int(hash.unit(i, channel: 2) * Double(Self.styles.count))]
      default:
        opacity = Self.opacities[Int(hash.unit(i, channel: 2) * Double(Self.opacities.count))]
      }
      let expected = Blending.apply(opacity: opacity, to: style, canvas: canvas)
        .map(PackedStyle.init)
      let faded = fader.apply(opacity: opacity, to: PackedStyle(style))
      #expect(faded == expected, "\(depth), \(style), opacity \(opacity)")
    }
  }
}
