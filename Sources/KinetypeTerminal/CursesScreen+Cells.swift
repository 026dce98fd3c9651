import CNcursesw
import KinetypeCompositor
import KinetypeCore

extension CursesScreen {
  /// Whether `cell`, a blank, looks the same drawn in `style`: neither shows a background or
  /// anything a blank shows (underline, reverse, strikethrough, overline), and it links
  /// nowhere.
  static func blankLooksTheSame(_ cell: Cell, in style: CellStyle) -> Bool {
    let showsOnBlank: CellAttributes = [.underline, .reverse, .strikethrough, .overline]
    return cell.text == " " && cell.link == nil && cell.style.background == .default
      && style.background == .default && cell.style.attributes.isDisjoint(with: showsOnBlank)
      && style.attributes.isDisjoint(with: showsOnBlank)
  }

  /// Whether ncurses can draw a cell `width` wide showing `text` itself (see the type's
  /// discussion): at most five scalars, the first as wide as the cell by ncurses' reckoning and
  /// the rest of no width.
  ///
  /// One pass over the scalars: counting them, then taking the first and the rest apart, was
  /// 5 % of the player's drawing.
  static func ncursesCanCarry(_ text: String, width: UInt8) -> Bool {
    var count = 0
    for scalar in text.unicodeScalars {
      count += 1
      guard count <= 5, kt_wcwidth(scalar.value) == (count == 1 ? Int32(width) : 0) else {
        return false
      }
    }
    return count > 0
  }
}
