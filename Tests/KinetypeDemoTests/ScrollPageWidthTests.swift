import KinetypeCompositor
import KinetypeCore
import KinetypeLayout
import Testing

@testable import KinetypeDemo

/// The scroll page on views narrower than it was written for: a text takes the first of its
/// fonts that fits, and bars and boxes are narrowed to the view, so nothing is cut off.
@Suite struct ScrollPageWidthTests {
  static let origin = "effects/scroll-scene.yaml"

  static func page(_ text: String) throws -> ScrollPage {
    let resources = try DemoFixtures.resources()
    return try ScrollPageReader.read(
      DemoResources.DataFile(text: text, origin: origin), findFont: resources.findFont)
  }

  /// The layout of `text` in the font `name` (plain cells when nil).
  static func layout(_ text: String, font name: String?) throws -> TextLayout {
    let font = try name.map { try DemoFixtures.resources().findFont($0) }
    return Typesetter.layout(AttributedText(plain: text), options: LayoutOptions(font: font))
  }

  @Test func aTextTakesTheFirstOfItsFontsThatFitsTheView() throws {
    let page = try Self.page(
      """
      sections:
        - height: 10
          elements:
            - text: KINETYPE
              font: [smooth, pixel, plain]
      """)
    let element = try #require(page.sections.first?.elements.first)
    let smooth = try Self.layout("KINETYPE", font: "smooth").size
    let pixel = try Self.layout("KINETYPE", font: "pixel").size
    #expect(smooth.columns > pixel.columns && pixel.columns > 8)
    #expect(element.size(viewColumns: 200) == smooth)
    #expect(element.size(viewColumns: smooth.columns) == smooth)
    #expect(element.size(viewColumns: smooth.columns - 1) == pixel)
    #expect(element.size(viewColumns: pixel.columns - 1) == GridSize(columns: 8, rows: 1))
    // Narrower than every setting: the last, cut off as it must be.
    #expect(element.size(viewColumns: 4) == GridSize(columns: 8, rows: 1))
  }

  /// What is drawn is the setting the size promised, whole frame: pixel letters centred on a
  /// view too narrow for the smooth ones.
  @Test func theFittingSettingIsTheOneDrawn() throws {
    let page = try Self.page(
      """
      sections:
        - height: 6
          elements:
            - text: KINETYPE
              font: [smooth, pixel]
              at: [center, 0]
      """)
    let view = GridSize(columns: 60, rows: 6)
    let pixel = try Self.layout("KINETYPE", font: "pixel")
    let left = (view.columns - pixel.size.columns) / 2
    var expected = Array(repeating: Array(repeating: Character(" "), count: 60), count: 6)
    for glyph in pixel.glyphs where glyph.width > 0 {
      expected[glyph.position.row][left + glyph.position.column] = Character(glyph.text)
    }
    let frame = page.frame(at: 0, size: view)
    #expect(frame.rows.map { Array($0) } == expected, "\(frame.debugDescription)")
  }

  @Test func barsAndBoxesAreNarrowedToTheView() throws {
    let page = try Self.page(
      """
      sections:
        - height: 8
          elements:
            - box: [112, 5]
              at: [center, 0]
            - bar: 96
              at: [center, 6]
              tracks:
                fill:
                  from: 1
                  scales:
                    - {at: 0, to: 1}
      """)
    let view = GridSize(columns: 40, rows: 8)
    let frame = page.frame(at: 0, size: view)
    let rows = frame.rows.map { Array($0) }
    let braille = { (character: Character) in
      character.unicodeScalars.allSatisfy { (0x2801...0x28FF).contains($0.value) }
    }
    // The box's outline runs from the second column to the second last, top and bottom.
    for row in [0, 4] {
      #expect(rows[row].indices.filter { braille(rows[row][$0]) } == Array(1...38), "row \(row)")
    }
    for row in 1...3 {
      #expect(rows[row].indices.filter { braille(rows[row][$0]) } == [1, 38], "row \(row)")
    }
    // The bar, full, takes the same 38 columns.
    #expect(rows[6].indices.filter { rows[6][$0] != " " } == Array(1...38))
    // On a wide view both keep the size they were given.
    let wide = page.sections[0].elements.map { $0.size(viewColumns: 200).columns }
    #expect(wide == [112, 96])
  }

  @Test func aFontListIsCheckedItemByItem() {
    let text = """
      sections:
        - height: 10
          elements:
            - text: Hi
              font: [smooth, nowhere, plain]
            - text: Ho
              font: []
      """
    var problems: [String] = []
    do {
      _ = try Self.page(text)
    } catch let error as DemoError {
      problems = error.diagnostics.map(\.description)
    } catch {
      problems = ["\(error)"]
    }
    #expect(problems.count == 2)
    #expect(
      problems.first?.hasPrefix(
        "\(Self.origin):5:24: error: sections[0].elements[0].font[1]: font 'nowhere' cannot be used"
      )
        == true, "\(problems)")
    #expect(
      problems.last?.hasPrefix(
        "\(Self.origin):7:15: error: sections[0].elements[1].font: expected at least one font")
        == true, "\(problems)")
  }

  /// The demo at 80x24: the intro's title is whole on the screen, in the smaller font, where
  /// the larger one was cut off at both sides.
  @Test func theShippedIntroFitsAnEightyColumnTerminal() throws {
    let scene = try ScrollScene(DemoFixtures.resources())
      .update(.resized(GridSize(columns: 80, rows: 22), time: 0))
    let title = try Self.layout("KINETYPE", font: "pixel")
    // The page is 79 columns wide (the scrollbar takes the last); the title sits at row 3.
    let left = (79 - title.size.columns) / 2
    var expected = Array(
      repeating: Array(repeating: Character(" "), count: 79), count: title.size.rows)
    for glyph in title.glyphs where glyph.width > 0 {
      expected[glyph.position.row][left + glyph.position.column] = Character(glyph.text)
    }
    let shown = scene.frame(position: 0).rows[3..<(3 + title.size.rows)].map { row in
      Array(row.dropLast()).map { "█▀▄".contains($0) ? $0 : " " }
    }
    #expect(shown == expected, "\(shown.map { String($0) }.joined(separator: "\n"))")
  }
}
