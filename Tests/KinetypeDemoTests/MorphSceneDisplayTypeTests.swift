import KinetypeCompositor
import KinetypeCore
import KinetypeInteraction
import KinetypeLayout
import Testing

@testable import KinetypeDemo

/// The morphing label in display type, with the demo's own settings (`morph.fonts`).
@Suite struct MorphSceneDisplayTypeTests {
  static func scene(_ size: GridSize) throws -> MorphScene {
    let resources = try DemoFixtures.resources()
    return try MorphScene(
      settings: DemoSettings(resources.settings), makeMorph: resources.makeMorph,
      findFont: resources.findFont
    ).update(.resized(size, time: 0))
  }

  /// The rows between the title (row 0) and the effect line that hold any of the label's ink,
  /// and the columns they span.
  static func labelInk(_ frame: Frame, effectRow: Int) -> (rows: [Int], columns: ClosedRange<Int>?)
  {
    let rows = frame.rows
    var inked: [Int] = []
    var low = Int.max
    var high = Int.min
    for row in 1..<effectRow {
      let characters = Array(rows[row])
      guard let first = characters.firstIndex(where: { $0 != " " }) else { continue }
      let last = characters.lastIndex(where: { $0 != " " })!
      inked.append(row)
      low = min(low, first)
      high = max(high, last)
    }
    return (inked, inked.isEmpty ? nil : low...high)
  }

  /// The issue's bar: at 120x40 the label is at least five rows tall, and centred.
  @Test func at120x40TheLabelIsBigAndCentred() throws {
    let scene = try Self.scene(GridSize(columns: 120, rows: 40))
    let frame = scene.frame(at: 0)
    let ink = Self.labelInk(frame, effectRow: scene.places.effectRow)
    #expect(ink.rows.count >= 5, "\(frame.rows.joined(separator: "\n"))")
    // Contiguous rows: one big line, not text scattered over the screen.
    #expect(ink.rows == Array(ink.rows[0]...ink.rows[ink.rows.count - 1]))
    let columns = try #require(ink.columns)
    let left = columns.lowerBound
    let right = 119 - columns.upperBound
    #expect(abs(left - right) <= 2, "left margin \(left), right margin \(right)")
    let top = ink.rows[0] - 1
    let bottom = scene.places.effectRow - 1 - ink.rows.last!
    #expect(abs(top - bottom) <= 3, "above \(top), below \(bottom)")
  }

  /// The label is exactly the font's rendering of the text (the same cells `kinetype layout
  /// --font` gives), at the end of a morph as at rest.
  @Test func theLabelIsTheTextInTheLargestFontThatFits() throws {
    var scene = try Self.scene(GridSize(columns: 120, rows: 40))
    for character in "Hello" { scene = scene.update(.key(.character(character), time: 1)) }
    scene = scene.update(.key(Key(.enter), time: 1))
    let playing = try #require(scene.playing)
    let font = try #require(playing.font)
    let big = try #require(scene.fonts.first)
    #expect(font == big)
    let expected = Typesetter.layout(
      AttributedText(plain: "Hello"), options: LayoutOptions(font: font))
    let frame = scene.frame(at: playing.end)
    let ink = Self.labelInk(frame, effectRow: scene.places.effectRow)
    let columns = try #require(ink.columns)
    let drawn = ink.rows.map { row in
      String(Array(frame.rows[row])[columns]).withoutTrailingSpaces
    }
    let want = expected.pictureRows.filter { !$0.isEmpty }
    #expect(drawn == want)
  }

  /// A text too wide for the large font takes the smaller one; too wide for every font, plain.
  @Test func longerTextsFallBackToSmallerFontsThenPlainText() throws {
    let scene = try Self.scene(GridSize(columns: 120, rows: 40))
    #expect(scene.font(fitting: ["Kinetype"]) == scene.fonts[0])
    #expect(scene.font(fitting: ["Kinetic typography!"]) == scene.fonts[1])
    #expect(scene.font(fitting: [String(repeating: "wide ", count: 10)]) == nil)
    // A small screen shows plain text: the label fits in one row.
    let small = try Self.scene(GridSize(columns: 40, rows: 12))
    #expect(small.font(fitting: ["Kinetype"]) == nil)
    let ink = Self.labelInk(small.frame(at: 0), effectRow: small.places.effectRow)
    #expect(ink.rows.count == 1)
    #expect(small.frame(at: 0).rows[ink.rows[0]].contains("Kinetype"))
  }
}

extension String {
  var withoutTrailingSpaces: String {
    var s = Substring(self)
    while s.last == " " { s = s.dropLast() }
    return String(s)
  }
}

extension TextLayout {
  /// The layout's cells as rows of text (spaces where no glyph is), trailing spaces removed.
  var pictureRows: [String] {
    var rows = Array(repeating: [Character](repeating: " ", count: size.columns), count: size.rows)
    for glyph in glyphs where glyph.width > 0 {
      rows[glyph.position.row][glyph.position.column] = Character(glyph.text)
    }
    return rows.map { String($0).withoutTrailingSpaces }
  }
}
