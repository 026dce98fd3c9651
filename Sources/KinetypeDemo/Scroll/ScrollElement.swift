import KinetypeAnimation
import KinetypeCompositor
import KinetypeCore

/// One thing on a section: a text, a bar or a box, placed in its section and animated by
/// position-driven tracks.
struct ScrollElement: Sendable {
  /// Where an element sits along one axis of its section's stage.
  enum Placement: Hashable, Sendable {
    /// This many cells from the stage's left or top.
    case at(Int)
    /// In the middle of the stage.
    case centre

    /// The first cell of something `length` long on a stage `extent` long.
    func start(length: Int, extent: Int) -> Int {
      switch self {
      case .at(let cell): cell
      case .centre: (extent - length) / 2
      }
    }
  }

  enum Content: Sendable {
    /// Laid-out markup and its timeline of position-driven tracks over the glyphs.
    case text(Compositor, Timeline)
    /// A progress bar `width` columns wide, filled from the left by `tracks.fill` (0…1).
    case bar(width: Int, tracks: ShapeTracks)
    /// A box outline centred in `size`, `tracks.width` × `tracks.height` cells big, drawn in
    /// braille dots so it grows smoothly; with a `background`, its cells are filled with it
    /// first (a panel for what is drawn after it).
    case box(size: GridSize, tracks: ShapeTracks, background: RGBA?)
  }

  var content: Content
  var column: Placement
  var row: Placement

  /// The cells it takes at rest, for placing it.
  var size: GridSize {
    switch content {
    case .text(let compositor, _): compositor.canvas.size
    case .bar(let width, _): GridSize(columns: width, rows: 1)
    case .box(let size, _, _): size
    }
  }
}

/// The position-driven tracks of a bar or a box; a property without scales keeps its start
/// value.
struct ShapeTracks: Sendable {
  var opacity = PositionTrack(startValue: 1.0)
  /// In cells.
  var offset = PositionTrack(startValue: Vector.zero)
  var colour = PositionTrack(startValue: ShapeTracks.defaultColour, colourSpace: .hsb)
  /// A bar's filled part, 0…1.
  var fill = PositionTrack(startValue: 0.0)
  /// A box's size in cells.
  var width = PositionTrack(startValue: 0.0)
  var height = PositionTrack(startValue: 0.0)

  static let defaultColour = RGBA(RGB(0x5f, 0xaf, 0xff))
}
