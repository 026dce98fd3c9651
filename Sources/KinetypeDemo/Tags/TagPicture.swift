import KinetypeCompositor
import KinetypeCore
import KinetypeLayout

/// The picture the tags stand on: text art with ANSI colours (`demo-picture.txt`), read once
/// and stretched to fill the scene (`Frame.resampled(to:)`), so that a place on it, as
/// fractions of its width and height, is the same spot of the picture at any size.
struct TagPicture: Hashable, Sendable {
  /// The art at its own size.
  var art: Frame

  /// Reads `file`: SGR colours become styles, other escapes are dropped (`TextReader`).
  init(_ file: DemoResources.DataFile) {
    var text = Substring(file.text)
    while text.last == "\n" || text.last == "\r\n" { text.removeLast() }
    let read = TextReader.read(String(text), format: .ansi, origin: file.origin)
    let layout = Typesetter.layout(read.text)
    art = Compositor(layout: layout, canvas: Canvas(size: layout.size)).staticFrame()
  }

  /// The picture filling `size`.
  func frame(size: GridSize) -> Frame { art.resampled(to: size) }
}
