import KinetypeCore
import KinetypeLayout

/// What the FIGlet font reader promises whatever the bytes: a font, or an error with located
/// diagnostics that are safe to print; and a font it accepts sets text: every glyph drawable
/// (no control, no foreign byte), no line taller than the font, nothing set off the grid.
enum FontInvariants {
  static let origin = "fuzz.flf"

  static func violations(_ bytes: [UInt8]) -> [String] {
    let bytes = Array(bytes.prefix(FuzzTarget.maximumInput * 4))
    var found: [String] = []
    let font: FIGletFont
    do {
      font = try FIGletFont(parsing: bytes, origin: origin)
    } catch let error as FontError {
      if error.diagnostics.isEmpty { found.append("a refused font with no diagnostic") }
      for diagnostic in error.diagnostics {
        if diagnostic.location.file != origin { found.append("a diagnostic not at the font file") }
        found += Violation.foreign("a diagnostic", in: diagnostic.description, allowing: .text)
      }
      return found
    } catch {
      return ["an error that is not a FontError: \(error)"]
    }
    let text = AttributedText(plain: "Hi there, 123 ÄÖ!\nok")
    let layout = Typesetter.layout(text, options: LayoutOptions(font: font))
    for glyph in layout.glyphs where !glyph.isLineBreak {
      if glyph.text.unicodeScalars.contains(where: OutsideText.isControl) {
        found.append("a glyph holds a control: \(OutsideText.visible(glyph.text))")
      }
      if glyph.position.column < 0 || glyph.position.row < 0 {
        found.append("a glyph set off the grid at \(glyph.position)")
      }
    }
    if layout.lines.count > 0, layout.size.rows > 2 * max(1, font.height) + 2 {
      found.append("two lines of text set \(layout.size.rows) rows tall in a \(font.height)-row font")
    }
    return found
  }
}
