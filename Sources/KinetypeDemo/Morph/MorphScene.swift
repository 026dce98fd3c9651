import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction
import KinetypeLayout
import KinetypeYAML

/// The morphing label: an input line, and a label that morphs from its text to each text
/// entered, with the selected morph effect (Tab cycles them).
///
/// The label is display type: big letters of the largest of `fonts` in which the old and the
/// new text both fit the screen (letters the two share travel, the rest dissolve and form), and
/// plain text when none fits.
///
/// Texts entered while a morph plays wait in a queue and play in order, each starting when the
/// one before ends, so typing fast drops none. The morphs are effect scenes (made by the
/// command line through `DemoResources.makeMorph`), drawn at the time since they started: the
/// label is a pure function of the state and the time, and ticks only move finished morphs
/// off the queue.
public struct MorphScene: DemoScene {
  /// One morph on its way: from `old` to `new`, started at `start` on the loop's clock.
  struct Playing: Sendable {
    var old: String
    var new: String
    var effect: String
    var font: FIGletFont?
    var start: Double
    var scene: Scene
    var end: Double { start + scene.duration }
  }

  /// The effects Tab cycles through (`demo-scenes.yaml`, `morph.effects`).
  public let effects: [String]
  /// The label's display type, largest first (`morph.fonts`).
  let fonts: [FIGletFont]
  let makeMorph: DemoResources.MorphMaker
  public internal(set) var size: GridSize = .zero
  /// The index of the selected effect in `effects`.
  public internal(set) var selected = 0
  public internal(set) var editor = LineEditor()
  /// Whether keys go to the input line (Esc leaves it; Enter, `i` or a click on it return).
  public internal(set) var isEditing = true
  /// The label's text once the morphs under way and queued have played.
  public internal(set) var label: String
  var playing: Playing?
  /// The label at rest: the last morph's end, or the label made on its own.
  var rest: Scene?
  /// The font `rest` is set in; nil for plain text.
  var restFont: FIGletFont?
  /// Texts waiting for the morph under way to end, oldest first.
  public internal(set) var queue: [String] = []
  public internal(set) var report: String?
  public var requests: [ProgramRequest] { [] }

  /// Rows of the label's canvas in plain text.
  static let labelRows = 5

  /// A morphing label from the `morph:` section of the demo's settings: `effects` (a list of
  /// effect names, each checked by making a morph with it), `fonts` (each found by `findFont`)
  /// and `text` (the label at start).
  ///
  /// - Throws: `DemoError` locating what is wrong in the section.
  public init(
    settings: DemoSettings, makeMorph: @escaping DemoResources.MorphMaker,
    findFont: DemoResources.FontFinder
  ) throws {
    self.makeMorph = makeMorph
    let section = try MorphSettings(settings)
    effects = section.effects
    label = section.text
    var problems: [Diagnostic] = []
    var fonts: [FIGletFont] = []
    for (name, node) in zip(section.fonts, section.fontNodes) {
      do {
        fonts.append(try findFont(name))
      } catch {
        problems.append(
          Diagnostic(
            .error, at: DemoSettings.location(node, settings.origin), path: "morph.fonts",
            "font '\(name)' cannot be used: \(error)",
            hint: "name a font of effects/fonts or /usr/share/figlet"))
      }
    }
    self.fonts = fonts
    for (effect, node) in zip(section.effects, section.effectNodes) {
      do {
        _ = try makeMorph(
          section.text, section.text + "!", effect, GridSize(columns: 40, rows: 5), nil)
      } catch {
        problems.append(
          Diagnostic(
            .error, at: DemoSettings.location(node, settings.origin), path: "morph.effects",
            "effect '\(effect)' cannot morph: \(error)",
            hint: "name an effect `kinetype list` shows, or fix that effect"))
      }
    }
    guard problems.isEmpty else { throw DemoError(problems) }
  }

  /// The effect a morph starting now plays.
  public var effect: String { effects[selected] }

  /// Whether a morph is under way at `time`.
  public func isMorphing(at time: Double) -> Bool {
    playing.map { time < $0.end } ?? false
  }

  public func nextChange(after time: Double) -> Double? {
    playing == nil ? nil : time
  }

  public func claims(_ key: Key) -> Bool {
    if key.code == .tab { return true }
    if isEditing { return LineEditor.edits(key) || key.code == .enter || key.code == .escape }
    return key.code == .enter || key == .character("i")
  }

  public var help: [HelpEntry] {
    [
      HelpEntry("type, Enter", "morph the label to the text (texts typed fast are queued)"),
      HelpEntry("Tab, shift+Tab", "next / previous morph effect"),
      HelpEntry("click the effect, wheel on it", "next / previous morph effect"),
      HelpEntry("← → Home End Backspace Ctrl-U", "edit the input line"),
      HelpEntry("Esc", "leave the input line (then 1-5, ?, q work)"),
      HelpEntry("Enter, i, click the input line", "back to the input line"),
    ]
  }
}
