import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction

/// Scene 4, the emoji rating (after TTGEmojiRate): a face whose mouth and eyes follow a rate
/// from 0 to 5, drawn in braille from cubic Bézier curves.
///
/// Dragging up raises the rate by `sensitivity` per cell, dragging down lowers it; ↑ / ↓ and
/// the wheel move it one cell's worth, `+` / `-` (and PgUp / PgDn) a whole point, Home / End
/// to either end. The rate is clamped to 0…5; the face eases to it, its colour blended in HSB
/// between the settings' two colours; the value and stars are shown under it. Every change is
/// handed to `rateChanged`, the scene's callback, whose line goes on the status line.
struct RatingScene: DemoScene {
  /// Told every new rate; returns the status line to show (nil leaves the line).
  typealias RateChanged = @Sendable (Double) -> String?

  /// How long the face takes to ease to a new rate, in seconds.
  static let transitionDuration = 0.3

  var settings: RatingSettings
  var size: GridSize = .zero
  /// The rate, clamped to 0…5: what the value shows and the face eases to.
  var rate: Double
  /// The face's way from the rate before the last change to `rate`.
  var transition: RateTransition
  /// The row the drag in progress last reached; nil when none is.
  var dragRow: Int?
  var rateChanged: RateChanged
  var report: String?

  /// A rating starting at the settings' rate.
  init(settings: RatingSettings, rateChanged: @escaping RateChanged = RatingScene.logLine) {
    self.settings = settings
    self.rateChanged = rateChanged
    rate = settings.rate
    transition = RateTransition(from: settings.rate, to: settings.rate, start: 0)
  }

  /// The rating with the settings in `demo-scenes.yaml`'s `rating:` section.
  ///
  /// - Throws: `DemoError`, the section's problems, located.
  init(_ resources: DemoResources) throws(DemoError) {
    self.init(settings: try RatingSettings.read(resources.settings))
  }

  /// The default callback's line: `rating changed: 3.4`.
  @Sendable static func logLine(_ rate: Double) -> String? {
    "rating changed: \(format(rate))"
  }

  /// `3.4`: the rate to a tenth.
  static func format(_ rate: Double) -> String {
    let tenths = Int((RatingSettings.clamp(rate, to: RatingSettings.rateRange) * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// `2.5 / 5  ★★½☆☆`: the value, and stars for the rate to the nearest half star (a half
  /// is `½`: terminal fonts rarely have a half-filled star), so 2.5 never shows as 3.
  var valueText: String {
    let halves = Int((RatingSettings.clamp(rate, to: RatingSettings.rateRange) * 2).rounded())
    let full = halves / 2
    let half = halves % 2
    return "\(Self.format(rate)) / 5  " + String(repeating: "★", count: full)
      + String(repeating: "½", count: half) + String(repeating: "☆", count: 5 - full - half)
  }

  func nextChange(after time: Double) -> Double? {
    transition.isMoving(at: time) ? time : nil
  }

  /// None: the demo's own keys (digits, `?`, `q`) are not the scene's, and the rest reach it.
  func claims(_ key: Key) -> Bool { false }

  var help: [HelpEntry] {
    [
      HelpEntry("drag ↑↓", "raise or lower the rate, \(settings.sensitivity) a cell"),
      HelpEntry("↑ ↓, wheel", "the same, one cell's worth"),
      HelpEntry("+ -, PgUp PgDn", "a whole point up or down"),
      HelpEntry("Home End", "rate 0 or 5"),
    ]
  }

  var requests: [ProgramRequest] { [] }
}
