import KinetypeCore

/// The emoji rating's settings: the `rating:` section of `demo-scenes.yaml`.
///
/// The seed's (TTGEmojiRate's) knobs: the colours at the two ends of the scale, how fast a
/// drag changes the rate, the mouth's width and the line's width, and the rate to start at.
/// Every number is clamped to its range here, so a value made in code is always drawable;
/// the file reader (`read(_:)`) reports a number out of range instead, since a typo in a data
/// file should not pass silently.
struct RatingSettings: Hashable, Sendable {
  /// The rates, from the saddest face to the happiest.
  static let rateRange = 0.0...5.0
  /// Rate per cell dragged: a hundredth of a point to the whole scale in one cell.
  static let sensitivityRange = 0.01...5.0
  /// The mouth's width as a fraction of the face's diameter; wider mouths' corners would leave
  /// the face when it frowns.
  static let mouthWidthRange = 0.2...0.8
  /// The line's width in cell widths (0 is the thinnest unbroken line, one dot).
  static let lineWidthRange = 0.0...3.0

  /// The face's colour at rate 0.
  var sadColour: RGB
  /// The face's colour at rate 5; between the two the colour is blended in HSB.
  var happyColour: RGB
  /// How much the rate changes per cell dragged, and per ↑ / ↓ or turn of the wheel.
  private(set) var sensitivity: Double
  private(set) var mouthWidth: Double
  private(set) var lineWidth: Double
  /// The rate shown at start.
  private(set) var rate: Double

  /// Settings with every number clamped to its range (NaN to the range's bottom).
  init(
    sadColour: RGB = RGB(0xE0, 0x41, 0x3A), happyColour: RGB = RGB(0x3F, 0xBF, 0x5F),
    sensitivity: Double = 0.2, mouthWidth: Double = 0.6, lineWidth: Double = 0.5,
    rate: Double = 2.5
  ) {
    self.sadColour = sadColour
    self.happyColour = happyColour
    self.sensitivity = Self.clamp(sensitivity, to: Self.sensitivityRange)
    self.mouthWidth = Self.clamp(mouthWidth, to: Self.mouthWidthRange)
    self.lineWidth = Self.clamp(lineWidth, to: Self.lineWidthRange)
    self.rate = Self.clamp(rate, to: Self.rateRange)
  }

  /// `value` brought into `range`; NaN becomes the range's bottom.
  static func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
    // Not `min(max(…))`: that passes NaN through.
    value > range.lowerBound
      ? (value < range.upperBound ? value : range.upperBound)
      : range.lowerBound
  }
}
