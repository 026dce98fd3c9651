import Foundation
import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore
import KinetypeEffects
import KinetypeLayout
import Testing

@testable import Kinetype

/// The element that makes each TerminalTextEffects look what it is, found in the frames our
/// effect draws over an 80×24 screen of text (issue 12's "done when"), and the rule that keeps
/// effect files readable.
@Suite("Effect signatures: each TTE look's element in its frames")
struct EffectSignatureTests {
  /// About a screen of text, as the side-by-side sheets use.
  static let text = """
    Kinetype: kinetic typography for the terminal.

    The king was in his counting house, counting out his money;
    The queen was in the parlour, eating bread and honey.
    The maid was in the garden, hanging out the clothes,
    When down came a blackbird and pecked off her nose.

    Every glyph is alive: it fades, falls, spins and scrambles,
    then settles exactly where the text says it should be.

        fn main() { println!("hello, world"); }   // code keeps its indentation
    Numbers 0123456789 and symbols !@#$%^&*()[]{}<>?/ are glyphs as well.
    """

  /// `effect` over the text, centred on 80×24, as the command line makes it.
  static func scene(_ effect: String) throws -> Scene {
    let layout = Typesetter.layout(
      TextReader.read(text, format: .plain).text, options: LayoutOptions())
    let canvas = Canvas(size: GridSize(columns: 80, rows: 24), placing: layout.size, at: .c)
    let (description, origin) = try shippedLibrary.load(effect)
    return try Scene(
      effect: description, origin: origin, parameters: nil, layout: layout, canvas: canvas,
      rotations: shippedRotations, facts: layout.glyphFacts(), seed: 1)
  }

  /// The cells of `frame` that are not blank, with their places.
  static func marks(_ frame: Frame) -> [(column: Int, row: Int, cell: Cell)] {
    var found: [(Int, Int, Cell)] = []
    for row in 0..<frame.size.rows {
      for column in 0..<frame.size.columns where frame[column, row].text != " " {
        if !frame[column, row].isContinuation { found.append((column, row, frame[column, row])) }
      }
    }
    return found
  }

  /// The frames at each of `fractions` of the effect's duration.
  static func frames(_ scene: Scene, _ fractions: [Double]) -> [Frame] {
    fractions.map { scene.frame(at: $0 * scene.duration) }
  }

  @Test func wavesTurnMostOfTheTextIntoBarsOfSeveralColoursAndStayOnTheirRows() throws {
    let scene = try Self.scene("waves")
    let text = Self.marks(scene.finalFrame)
    let bars = Set("▁▂▃▄▅▆▇█")
    let frame = scene.frame(at: scene.duration * 0.45)
    let barred = text.filter { bars.contains(Character(frame[$0.column, $0.row].text)) }
    #expect(Double(barred.count) > 0.6 * Double(text.count), "\(barred.count) of \(text.count)")
    #expect(Set(barred.map { frame[$0.column, $0.row].style.foreground }).count >= 3)
    // Nothing is drawn where the text has no glyph: no glyph leaves its cell.
    let cells = Set(text.map { $0.column * 100 + $0.row })
    for frame in Self.frames(scene, [0.1, 0.3, 0.5, 0.7, 0.9]) {
      #expect(Self.marks(frame).allSatisfy { cells.contains($0.column * 100 + $0.row) })
    }
  }

  @Test func matrixFillsTheCanvasWithSeveralGreens() throws {
    let scene = try Self.scene("matrix")
    let frame = scene.frame(at: scene.duration * 0.5)
    let marks = Self.marks(frame)
    #expect(Set(marks.map(\.column)).count >= 64, "columns covered")
    #expect(Set(marks.map(\.row)).count >= 20, "rows covered")
    let colours: [RGB] = marks.compactMap { $0.cell.style.foreground.rgbValue }
    let greens = Set(colours.filter { $0.green > $0.red && $0.green > $0.blue })
    #expect(greens.count >= 3)
  }

  @Test func sweepDrawsAShadedBandTheTextsFullHeight() throws {
    let scene = try Self.scene("sweep")
    let text = Self.marks(scene.finalFrame)
    let rows = Set(text.map(\.row))
    let shades = Set("░▒▓█")
    var sawBand = false
    for frame in Self.frames(scene, stride(from: 0.05, to: 1, by: 0.05).map { $0 }) {
      for column in 0..<80
      where rows.allSatisfy({ shades.contains(Character(frame[column, $0].text)) }) {
        sawBand = true
      }
    }
    #expect(sawBand)
  }

  @Test func middleoutPutsEveryGlyphOnTheMiddleRowsBeforeItOpens() throws {
    let scene = try Self.scene("middleout")
    for frame in Self.frames(scene, [0.1, 0.3, 0.5]) {
      #expect(Set(Self.marks(frame).map(\.row)).count <= 2)
    }
    #expect(Set(Self.marks(scene.finalFrame).map(\.row)).count > 2)
  }

  @Test func decryptTypesTheTextInAsNoiseOfSeveralColours() throws {
    let scene = try Self.scene("decrypt")
    let text = Self.marks(scene.finalFrame)
    let early = Self.marks(scene.frame(at: scene.duration * 0.12))
    #expect(early.count > 0 && early.count < text.count / 2, "\(early.count) of \(text.count)")
    let noisy = scene.frame(at: scene.duration * 0.45)
    let noise = text.filter { noisy[$0.column, $0.row].text != $0.cell.text }
    #expect(noise.count > text.count / 2)
    #expect(Set(noise.map { noisy[$0.column, $0.row].style.foreground }).count >= 3)
    #expect(noise.contains { !noisy[$0.column, $0.row].text.allSatisfy(\.isASCII) })
  }

  @Test func printStrikesGlyphsThroughAShadedRamp() throws {
    let scene = try Self.scene("print")
    let shades = Set("░▒▓█")
    // While a line is being printed (not during a blank line or a carriage return), the
    // glyphs just struck show the ramp: three shades or more at once.
    let seen = Self.frames(scene, stride(from: 0.05, to: 0.9, by: 0.05).map { $0 }).map { frame in
      Set(Self.marks(frame).compactMap { shades.contains(Character($0.cell.text)) ? $0.cell.text : nil })
    }
    #expect(seen.filter { $0.count >= 3 }.count >= 5, "\(seen)")
  }

  @Test func rainDropsRaindropSymbols() throws {
    let scene = try Self.scene("rain")
    let final = scene.finalFrame
    let frame = scene.frame(at: scene.duration * 0.3)
    let drops = Self.marks(frame).filter {
      "o.,*|".contains($0.cell.text) && final[$0.column, $0.row].text != $0.cell.text
    }
    #expect(drops.count >= 20)
  }

  @Test func binarypathDigitsTravelJoinedUp() throws {
    let scene = try Self.scene("binarypath")
    let frame = scene.frame(at: scene.duration * 0.3)
    var runs = 0
    for row in 0..<24 {
      var length = 0
      for column in 0...80 {
        if column < 80, "01".contains(frame[column, row].text) {
          length += 1
        } else {
          if length >= 3 { runs += 1 }
          length = 0
        }
      }
    }
    #expect(runs >= 5)
  }

  /// binarypath's trains run down columns as well as along rows: somewhere mid-run a column
  /// holds three digits one above another (a word moving as a rigid bar never does).
  @Test func binarypathTrainsRunDownColumnsToo() throws {
    let scene = try Self.scene("binarypath")
    var longest = 0
    for frame in Self.frames(scene, [0.1, 0.15, 0.2, 0.25, 0.3]) {
      for column in 0..<80 {
        var length = 0
        for row in 0..<24 {
          length = "01".contains(frame[column, row].text) ? length + 1 : 0
          longest = max(longest, length)
        }
      }
    }
    #expect(longest >= 3)
  }

  /// synthgrid fills its blocks with static of several colours before the text shows.
  @Test func synthgridStaticIsSeveralColours() throws {
    let scene = try Self.scene("synthgrid")
    let frame = scene.frame(at: scene.duration * 0.35)
    let staticCells = Self.marks(frame).filter { "░▒▓".contains($0.cell.text) }
    #expect(staticCells.count >= 100)
    #expect(Set(staticCells.map(\.cell.style.foreground)).count >= 4)
  }

  @Test func crumbleDustStaysDustUntilItLands() throws {
    let scene = try Self.scene("crumble")
    let final = scene.finalFrame
    for frame in Self.frames(scene, stride(from: 0.6, to: 1, by: 0.02).map { $0 }) {
      for mark in Self.marks(frame) where !"*.,".contains(mark.cell.text) {
        #expect(final[mark.column, mark.row].text == mark.cell.text, "\(mark)")
      }
    }
  }

  @Test func thunderstormAndHighlightPaintNoBackground() throws {
    for effect in ["thunderstorm", "highlight"] {
      let scene = try Self.scene(effect)
      for frame in Self.frames(scene, stride(from: 0, through: 1, by: 0.05).map { $0 }) {
        #expect(frame.cells.allSatisfy { $0.style.background == .default }, "\(effect)")
      }
    }
    let glint = try Self.scene("highlight")
    let lit = Self.frames(glint, [0.3, 0.5, 0.7]).map { frame in
      Self.marks(frame).filter { $0.cell.style.foreground == .rgb(RGB(hex: "#ffffff")!) }.count
    }
    #expect(lit.allSatisfy { $0 > 0 })
  }

  @Test func uncolouredTextEndsInAFinalGradient() throws {
    for effect in [
      "waves", "sweep", "print", "decrypt", "rain", "matrix", "middleout", "binarypath",
      "thunderstorm", "highlight", "scattered", "crumble", "bubbles", "beams", "blackhole",
      "bouncyballs", "burn", "colorshift", "errorcorrect", "expand", "fireworks", "laseretch",
      "orbittingvolley", "overflow", "pour", "randomsequence", "rings", "smoke", "spotlights",
      "spray", "synthgrid", "unstable", "vhstape", "slice", "swarm", "slide", "wipe",
    ] {
      let scene = try Self.scene(effect)
      let colours = Set(Self.marks(scene.finalFrame).map(\.cell.style.foreground))
      #expect(!colours.contains(.default), "\(effect)")
      #expect(scene.finalFrame == scene.compositor.staticFrame(), "\(effect)")
    }
  }

  /// No quoted text in an effect file is longer than 160 characters: expressions stay short
  /// enough to read, and repeated ones become `let:` names.
  @Test(arguments: shippedEffectNames())
  func noExpressionIsLongerThan160Characters(effect: String) throws {
    let url = try #require(
      ["yaml", "yml", "json"].map { effectsFolder.appendingPathComponent("\(effect).\($0)") }
        .first { FileManager.default.fileExists(atPath: $0.path) })
    let text = try String(contentsOf: url, encoding: .utf8)
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      for quoted in line.split(separator: "\"", omittingEmptySubsequences: false)
        .enumerated().filter({ $0.offset % 2 == 1 }).map(\.element)
      {
        #expect(quoted.count <= 160, "\(effect):\(number + 1): \(quoted.prefix(60))…")
      }
    }
  }
}
